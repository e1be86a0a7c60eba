import type { FastifyReply } from 'fastify';
import { Type, type TSchema } from 'typebox';

/** The reply of every call: `{ code, data, message, success }` (SPEC §7). */
export const Envelope = <T extends TSchema>(data: T) => Type.Object({ code: Type.Integer(), data, message: Type.String(), success: Type.Boolean() });

const ErrorEnvelope = Type.Object(
  {
    code: Type.Integer(),
    data: Type.Null(),
    message: Type.String({ description: 'Shown to the user as is (Chinese, or English with Accept-Language: en)' }),
    success: Type.Literal(false),
  },
  { $id: 'ErrorEnvelope' },
);

/** The failure replies a route documents next to its success reply (400 and 500 always). */
export function errorReplies(...codes: (401 | 402 | 403 | 404 | 409 | 413 | 415 | 429 | 502 | 504)[]) {
  return Object.fromEntries([400, ...codes, 500].map((code) => [code, ErrorEnvelope])) as Record<number, typeof ErrorEnvelope>;
}

export function ok<T>(data: T, message = '请求成功') {
  return { code: 200, data, message, success: true } as const;
}

export function failure(code: number, message: string) {
  return { code, data: null, message, success: false } as const;
}

/**
 * Sends an envelope that was serialised in advance (cached hot reads). The route's schema still
 * documents the shape; bytes skip Fastify's serialiser, and as UTF-8 they are neither measured nor
 * encoded again per reply (a string is, twice).
 */
export function sendSerialized(reply: FastifyReply, json: Buffer) {
  return reply.type('application/json; charset=utf-8').send(json);
}

/** A back-office list page (db/cappedPages.ts): its rows and how many match, counted up to 10,000. */
export const CappedPage = <T extends TSchema>(row: T) =>
  Type.Object({
    total: Type.Integer({ description: 'How many match, counting no further than 10,000' }),
    capped: Type.Boolean({ description: 'More than 10,000 match: total is 10,000 and pages stop there (narrow the filters)' }),
    rows: Type.Array(row),
  });
