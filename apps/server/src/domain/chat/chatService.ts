import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { schema } from '../../db/index.js';
import { DomainError } from '../../http/DomainError.js';
import type { Clock } from '../clock.js';
import type { ConfigStore } from '../config/configStore.js';
import { reserveCharge, refundCharge, type ChatCharge } from './chatCharge.js';
import { chatMessages } from './chatMessages.js';
import { turnMessages, type TurnFile } from './fileContext.js';
import { chosenSettingsOf, settingsWithinLimits } from './groupConfig.js';
import type { ModelCatalog, ModelRow } from './modelCatalog.js';
import { streamUpstream, UpstreamChatError, type UpstreamMessage, type UpstreamTarget, type UpstreamTimeouts } from './upstreamChat.js';

/** The frames of docs/chat.md, one JSON object per line. */
export type ChatFrame =
  | { type: 'start'; groupId: number; userLogId: number; chatLogId: number; model: string }
  | { type: 'delta'; delta?: string; think?: string }
  | { type: 'end'; is_end: true; chatLogId: number; text: string; usage: { promptTokens: number; completionTokens: number }; balance: number; charged: number; stopped: false }
  | { type: 'error'; is_end: true; chatLogId: number; code: number; message: string; refunded: boolean; balance: number };

export interface ChatServiceDeps {
  db: Database;
  clock: Clock;
  config: ConfigStore;
  catalog: ModelCatalog;
  log: FastifyBaseLogger;
  timeouts: UpstreamTimeouts;
  /** OPENAI_BASE_URL / OPENAI_API_KEY from the environment, when both are set. */
  envTarget: { baseUrl: string; apiKey: string } | null;
  /** The in-process demo upstream (`npm start` without any key), if one runs. */
  demoTarget: () => UpstreamTarget | null;
}

export interface TurnRequest {
  userId: number;
  groupId: number;
  prompt?: string;
  regenerate?: boolean;
  /** File chat (docs/chat.md "File chat"): the caller's file the question is about. */
  file?: TurnFile;
}

/** A turn that passed every check and is paid for: what the stream needs. */
export interface Turn {
  userId: number;
  groupId: number;
  model: ModelRow;
  target: UpstreamTarget;
  userLogId: number;
  chatLogId: number;
  charge: ChatCharge;
  reference: string;
  request: { messages: UpstreamMessage[]; temperature: number; maxTokens: number };
  /** The conversation's title from its first question or file; null to keep it. */
  newTitle: string | null;
}

/** How many past messages are read to build the history (the newest ones, by the group's index). */
const HISTORY_ROWS = 200;

/**
 * One exchange of a conversation (docs/chat.md): every refusal happens in start() before anything streams —
 * the group must be the caller's, a model must be there, the charge must be reserved — then run() streams the
 * upstream's answer as frames, saves it as it ends, and refunds a charge the upstream never answered for.
 */
export class ChatService {
  constructor(private readonly deps: ChatServiceDeps) {}

  /** The model's endpoint, else the site's settings, else the environment's, else the demo upstream; null when none. */
  targetFor(model: ModelRow): UpstreamTarget | null {
    if (model.baseUrl && model.apiKey) return { baseUrl: model.baseUrl, apiKey: model.apiKey, model: model.model };
    const baseUrl = this.deps.config.get<string>('openaiBaseUrl', '');
    const apiKey = this.deps.config.get<string>('openaiApiKey', '');
    if (baseUrl && apiKey) return { baseUrl, apiKey, model: model.model };
    if (this.deps.envTarget) return { ...this.deps.envTarget, model: model.model };
    const demo = this.deps.demoTarget();
    return demo ? { ...demo, model: model.model } : null;
  }

  async start({ userId, groupId, prompt, regenerate = false, file }: TurnRequest): Promise<Turn> {
    const { db, catalog, clock } = this.deps;
    // What the checks need, read at once (in parallel on PostgreSQL): all of this is time before the first token.
    const [[group], [user], newestFirst] = await Promise.all([
      db
        .select()
        .from(schema.chatGroups)
        .where(and(eq(schema.chatGroups.id, groupId), eq(schema.chatGroups.userId, userId))),
      db.select().from(schema.users).where(eq(schema.users.id, userId)),
      db
        .select({ id: schema.chatLogs.id, role: schema.chatLogs.role, content: schema.chatLogs.content, status: schema.chatLogs.status })
        .from(schema.chatLogs)
        .where(eq(schema.chatLogs.groupId, groupId))
        .orderBy(desc(schema.chatLogs.id))
        .limit(HISTORY_ROWS),
    ]);
    if (!group || !user) throw new DomainError(chatMessages.unknownGroup, 404);
    const chosen = chosenSettingsOf(group.config);
    const model = (chosen && catalog.byModel(chosen.model)) ?? catalog.defaultChatModel();
    if (!model) throw new DomainError(chatMessages.noModel);
    const target = this.targetFor(model);
    if (!target) throw new DomainError(chatMessages.noModel);
    const settings = settingsWithinLimits(model, chosen ?? { model: model.model });
    // An image goes only to a model that reads images, refused before anything is logged or charged.
    if (file?.kind === 'image' && !model.canUpload) throw new DomainError(chatMessages.noVision);
    const imageUrl = file?.kind === 'image' ? await file.imageDataUrl?.() : undefined;
    const past = newestFirst.reverse();

    let question: string;
    let userLogId: number;
    let chatLogId: number;
    let replaced: number | null = null;
    const answerRow = { groupId, userId, role: 'assistant' as const, status: 'streaming' as const, model: model.model, modelName: model.modelName };
    if (regenerate) {
      const answer = past.at(-1);
      const asked = past.at(-2);
      if (answer?.role !== 'assistant' || asked?.role !== 'user' || answer.status === 'streaming') throw new DomainError(chatMessages.nothingToRegenerate);
      question = asked.content;
      userLogId = asked.id;
      replaced = answer.id;
      past.splice(-2);
      const [inserted] = await db.insert(schema.chatLogs).values(answerRow).returning({ id: schema.chatLogs.id });
      chatLogId = inserted!.id;
    } else {
      question = prompt ?? '';
      // The question and the answer's row in one statement; ids come back in the order given.
      const inserted = await db
        .insert(schema.chatLogs)
        .values([{ groupId, userId, role: 'user', content: question, model: model.model, modelName: model.modelName, fileId: file?.id ?? null }, answerRow])
        .returning({ id: schema.chatLogs.id });
      userLogId = inserted[0]!.id;
      chatLogId = inserted[1]!.id;
    }
    const reference = `chat:${chatLogId}`;

    let charge: ChatCharge;
    try {
      charge = await reserveCharge(db, user, model, reference, clock.now());
    } catch (error) {
      // Refused (402): the conversation is left as it was.
      await db.delete(schema.chatLogs).where(inArray(schema.chatLogs.id, regenerate ? [chatLogId] : [userLogId, chatLogId]));
      throw error;
    }
    if (replaced !== null) await db.delete(schema.chatLogs).where(eq(schema.chatLogs.id, replaced));
    // A new conversation is named after its first question (a file conversation after its file) when the answer is saved.
    const newTitle = group.title === '新对话' && !regenerate ? (file?.name ?? question).slice(0, 30) : null;

    const messages = turnMessages({
      systemMessage: model.systemMessage,
      past: past.filter((log) => log.id < userLogId),
      question,
      rounds: settings.rounds,
      budgetTokens: Math.max(0, model.maxModelTokens - settings.maxResponseTokens),
      file,
      imageUrl,
    });
    return { userId, groupId, model, target, userLogId, chatLogId, charge, reference, newTitle, request: { messages, temperature: settings.topN, maxTokens: settings.maxResponseTokens } };
  }

  /** Streams the answer. `signal` aborts when the client goes away: the partial answer is saved as stopped. */
  async *run(turn: Turn, signal: AbortSignal, language: 'zh' | 'en'): AsyncGenerator<ChatFrame> {
    const { db, log } = this.deps;
    yield { type: 'start', groupId: turn.groupId, userLogId: turn.userLogId, chatLogId: turn.chatLogId, model: turn.model.model };
    let text = '';
    let reasoning = '';
    let usage = { promptTokens: 0, completionTokens: 0 };
    // The answer, the conversation's order and its first title are written as the answer ends, off the first-token path.
    const save = (status: 'done' | 'stopped' | 'failed') =>
      Promise.all([
        db
          .update(schema.chatLogs)
          .set({ content: text, reasoning, status, promptTokens: usage.promptTokens, completionTokens: usage.completionTokens })
          .where(eq(schema.chatLogs.id, turn.chatLogId)),
        db
          .update(schema.chatGroups)
          .set({ updatedAt: this.deps.clock.now(), ...(turn.newTitle ? { title: turn.newTitle } : {}) })
          .where(eq(schema.chatGroups.id, turn.groupId)),
      ]);
    try {
      for await (const event of streamUpstream(turn.target, turn.request, signal, this.deps.timeouts)) {
        if (event.kind === 'usage') {
          usage = { promptTokens: event.promptTokens, completionTokens: event.completionTokens };
          continue;
        }
        text += event.content;
        reasoning += event.reasoning;
        yield { type: 'delta', ...(event.content ? { delta: event.content } : {}), ...(event.reasoning ? { think: event.reasoning } : {}) };
      }
      await save('done');
      yield { type: 'end', is_end: true, chatLogId: turn.chatLogId, text, usage, balance: await this.balance(turn.userId), charged: turn.charge.kind === 'points' ? turn.charge.points : 0, stopped: false };
    } catch (error) {
      if (signal.aborted) {
        // Stopped by the user: the partial answer stays, and so does the charge (the upstream worked for it).
        await save('stopped');
        return;
      }
      const failure = error instanceof UpstreamChatError ? error : new UpstreamChatError(chatMessages.upstreamDown, 502, String(error));
      log.warn({ err: failure, model: turn.model.model, chatLogId: turn.chatLogId }, 'chat upstream failed');
      const refunded = text === '';
      if (refunded) await refundCharge(db, turn.userId, turn.model, turn.charge, turn.reference);
      await save('failed');
      yield { type: 'error', is_end: true, chatLogId: turn.chatLogId, code: failure.status, message: failure.userMessage[language], refunded, balance: await this.balance(turn.userId) };
    }
  }

  private async balance(userId: number): Promise<number> {
    const [user] = await this.deps.db.select({ score: schema.users.score }).from(schema.users).where(eq(schema.users.id, userId));
    return user?.score ?? 0;
  }
}

