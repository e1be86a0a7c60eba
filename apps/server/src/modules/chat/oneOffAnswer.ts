import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import type { Database } from '../../db/client.js';
import { schema } from '../../db/index.js';
import type { Clock } from '../../domain/clock.js';
import { DomainError } from '../../domain/errors.js';
import { errorReplies } from '../../http/envelope.js';
import { languageOf } from '../../http/validationMessage.js';
import { isVip } from '../accounts/index.js';
import { chargeOneOff, refundCharge, type ChatCharge } from './chatCharge.js';
import { openNdjson } from './chatStream.js';
import { chatMessages } from './messages.js';
import type { ModelCatalog, ModelRow } from './modelCatalog.js';
import { streamUpstream, type TextMessage, UpstreamChatError, type UpstreamTarget, type UpstreamTimeouts } from './upstreamChat.js';

/** One line of a one-off answer's stream (application/x-ndjson): deltas, then an end or an error. */
export const OneOffFrame = Type.Union(
  [
    Type.Object({ type: Type.Literal('delta'), delta: Type.String({ description: 'The next piece of the answer (not cumulative)' }) }),
    Type.Object({
      type: Type.Literal('end'),
      text: Type.String({ description: 'The whole answer' }),
      charged: Type.Integer({ description: 'Points it cost (0 when free)' }),
      balance: Type.Integer({ description: "The caller's points after it" }),
    }),
    Type.Object({
      type: Type.Literal('error'),
      code: Type.Integer({ description: 'The failure as an HTTP status: 502 or 504' }),
      message: Type.String({ description: 'Shown to the user as is' }),
      refunded: Type.Boolean({ description: 'The charge was given back (nothing had been answered)' }),
      balance: Type.Integer(),
    }),
  ],
  { description: 'One line of a one-off answer’s stream (application/x-ndjson); a stopped answer ends without a frame' },
);
export type OneOffFrame = Static<typeof OneOffFrame>;

/** A one-off answer's replies: the stream (200; streamOneOff writes it, Fastify never serialises it) and the refusals before it. */
export function oneOffReplies(...codes: Parameters<typeof errorReplies>) {
  const stream = { description: 'The answer streamed as newline-delimited JSON', content: { 'application/x-ndjson': { schema: OneOffFrame } } };
  const replies: Record<number, ReturnType<typeof errorReplies>[number] | typeof stream> = { 200: stream, ...errorReplies(...codes) };
  return replies;
}

export interface OneOffRequest {
  userId: number;
  /** The model by its name; '' or unknown: the default chat model. */
  model: string;
  messages: TextMessage[];
  maxTokens: number;
  /** The ledger's reasons for the charge and its refund, and the reference both carry. */
  reason: string;
  refundReason: string;
  reference: string;
}

/** A one-off answer charged and ready to stream. */
export interface OneOffAnswer {
  request: OneOffRequest;
  model: ModelRow;
  target: UpstreamTarget;
  charge: ChatCharge;
}

export interface OneOffAnswersDeps {
  db: Database;
  clock: Clock;
  catalog: ModelCatalog;
  log: FastifyBaseLogger;
  timeouts: UpstreamTimeouts;
  targetFor: (model: ModelRow) => UpstreamTarget | null;
}

/**
 * Answers outside any conversation, charged by chat's rules (a note's 续写, 总结, 润色): `start` charges before the
 * upstream is asked, so 积分不足 is the call's 402, not a line of its stream; `run` streams the answer, keeps the charge
 * when the user stops it (the upstream worked for it) and gives it back when the upstream fails before answering.
 * Nothing is saved: the caller does what it wants with the text.
 */
export class OneOffAnswers {
  constructor(private readonly deps: OneOffAnswersDeps) {}

  async start(request: OneOffRequest): Promise<OneOffAnswer> {
    const { db, clock, catalog } = this.deps;
    const model = (request.model && catalog.byModel(request.model)) || catalog.defaultChatModel();
    const target = model && this.deps.targetFor(model);
    if (!model || !target) throw new DomainError(chatMessages.noModel, 502);
    const [user] = await db
      .select({ lifetimeVip: schema.users.lifetimeVip, vipExpire: schema.users.vipExpire })
      .from(schema.users)
      .where(eq(schema.users.id, request.userId));
    const now = clock.now();
    const member = user ? isVip(user, now) : false;
    const charge = await chargeOneOff(db, { userId: request.userId, member, model, reason: request.reason, reference: request.reference }, now);
    return { request, model, target, charge };
  }

  async *run(answer: OneOffAnswer, signal: AbortSignal, language: 'zh' | 'en'): AsyncGenerator<OneOffFrame> {
    const { db, log, timeouts } = this.deps;
    const { request, model, target, charge } = answer;
    let text = '';
    try {
      for await (const event of streamUpstream(target, { messages: request.messages, temperature: 0.7, maxTokens: request.maxTokens }, signal, timeouts)) {
        if (event.kind !== 'delta' || !event.content) continue;
        text += event.content;
        yield { type: 'delta', delta: event.content };
      }
      yield { type: 'end', text, charged: charge.kind === 'points' ? charge.points : 0, balance: await this.balance(request.userId) };
    } catch (error) {
      // Stopped by the user: what was streamed is theirs, and so is the charge.
      if (signal.aborted) return;
      const failure = error instanceof UpstreamChatError ? error : new UpstreamChatError(chatMessages.upstreamDown, 502, String(error));
      log.warn({ err: failure, model: model.model, reference: request.reference }, 'one-off answer failed');
      const refunded = text === '';
      if (refunded) await refundCharge(db, request.userId, model, charge, request.reference, request.refundReason);
      yield { type: 'error', code: failure.status, message: failure.userMessage[language], refunded, balance: await this.balance(request.userId) };
    }
  }

  private async balance(userId: number): Promise<number> {
    const [user] = await this.deps.db.select({ score: schema.users.score }).from(schema.users).where(eq(schema.users.id, userId));
    return user?.score ?? 0;
  }
}

/** Streams a started one-off answer as NDJSON lines; the client going away stops the upstream. */
export async function streamOneOff(answers: OneOffAnswers, request: FastifyRequest, reply: FastifyReply, answer: OneOffAnswer): Promise<void> {
  const { controller, res } = openNdjson(request, reply);
  for await (const frame of answers.run(answer, controller.signal, languageOf(request.headers['accept-language']))) {
    if (!res.destroyed) res.write(`${JSON.stringify(frame)}\n`);
  }
  if (!res.destroyed) res.end();
}
