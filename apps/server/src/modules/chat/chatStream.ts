import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Turn } from './chatService.js';
import { FamilyLines } from './familyLines.js';
import { DomainError } from '../../domain/errors.js';
import { languageOf } from '../../http/validationMessage.js';
import { INT4_MIN, Int4 } from '../../http/bounds.js';

/**
 * §7's `options` of a chat turn, as the product family sends them. The conversation is `groupId` here or at the top
 * level; the rest is accepted and ignored: the group's saved settings alone decide the model and the price.
 */
export const TurnOptions = Type.Object(
  {
    groupId: Type.Optional(Int4({ minimum: 1, description: 'The conversation (instead of the top-level groupId)' })),
    parentMessageId: Type.Optional(
      Type.Union([Type.String({ maxLength: 100 }), Int4({ minimum: INT4_MIN })], { description: 'Ignored: the answer follows the group' }),
    ),
    usingNetwork: Type.Optional(Type.Boolean({ description: 'Ignored: web search is not offered' })),
    model: Type.Optional(Type.String({ maxLength: 100, description: "Ignored: the group's saved model answers" })),
    type: Type.Optional(Int4({ minimum: INT4_MIN, description: 'Ignored' })),
  },
  { description: "§7's chat options; only groupId is read" },
);

/** The turn's conversation: the top-level groupId or options.groupId (one is required; two that differ are refused). */
export function turnGroupId(body: { groupId?: number; options?: { groupId?: number } }): number {
  const top = body.groupId;
  const nested = body.options?.groupId;
  if (top !== undefined && nested !== undefined && top !== nested) {
    throw new DomainError({ zh: '参数 groupId 与 options.groupId 不一致', en: 'Parameters groupId and options.groupId differ' });
  }
  const groupId = top ?? nested;
  if (groupId === undefined) throw new DomainError({ zh: '缺少参数 groupId', en: 'Missing parameter groupId' });
  return groupId;
}

/**
 * Which stream a turn gets: our frames (docs/chat.md), or the family's lines for a request in §7's shape
 * (options.groupId; familyLines.ts). Chosen once per request; the default path is untouched by the other.
 */
export type StreamShape = 'frames' | 'family';

/** §7's shape: the conversation named in options. */
export const streamShapeOf = (body: { options?: { groupId?: number } }): StreamShape => (body.options?.groupId === undefined ? 'frames' : 'family');

/**
 * Takes over the reply for a stream of NDJSON lines: headers flushed at once, proxy buffering off, no compression;
 * the client closing the request aborts `controller` (and so the upstream).
 */
export function openNdjson(request: FastifyRequest, reply: FastifyReply) {
  const controller = new AbortController();
  const res = reply.raw;
  res.on('close', () => {
    if (!res.writableFinished) controller.abort(new Error('client closed the stream'));
  });
  reply.hijack();
  res.writeHead(200, {
    'content-type': 'application/x-ndjson; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
    'x-request-id': request.id,
  });
  res.flushHeaders();
  return { controller, res };
}

/**
 * Streams an accepted turn as docs/chat.md describes: newline-delimited JSON frames, each written (and so flushed)
 * as it comes, proxy buffering off, no compression; the client closing the request aborts the upstream.
 */
export async function streamTurn(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, turn: Turn, shape: StreamShape = 'frames'): Promise<void> {
  const { controller, res } = openNdjson(request, reply);
  const frames = app.chat.run(turn, controller.signal, languageOf(request.headers['accept-language']));
  if (shape === 'family') {
    const lines = new FamilyLines((line) => {
      if (!res.destroyed) res.write(line);
    });
    for await (const frame of frames) {
      lines.push(frame);
      // The family's clients end a turn when the stream closes: it closes at the end, not after the title that
      // follows a first answer (which is still written; the family reads titles from its conversation list).
      if (frame.type === 'end' || frame.type === 'error') break;
    }
    lines.close();
  } else {
    for await (const frame of frames) {
      if (!res.destroyed) res.write(`${JSON.stringify(frame)}\n`);
    }
  }
  if (!res.destroyed) res.end();
}

/**
 * preValidation of both chat turns (chat-process, chat-file-analysis): a new question needs text; a regenerate does not.
 * It runs before the schema, so it judges only a prompt that is absent or a string; any other type is the schema's
 * 400 naming the field.
 */
export async function requirePrompt(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const body = request.body as { prompt?: unknown; regenerate?: unknown } | undefined;
  const prompt = body?.prompt;
  const empty = prompt === undefined || prompt === null || (typeof prompt === 'string' && !prompt.trim());
  if (body && !body.regenerate && empty) {
    await reply.code(400).send({
      code: 400,
      data: null,
      message: languageOf(request.headers['accept-language']) === 'en' ? 'Please enter a message' : '请输入内容',
      success: false,
    });
  }
}
