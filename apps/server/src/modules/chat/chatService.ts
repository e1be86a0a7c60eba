import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { DomainError } from '../../domain/errors.js';
import type { Clock } from '../../domain/clock.js';
import type { ConfigStore } from '../../domain/config/configStore.js';
import { isVip } from '../accounts/index.js';
import { AnswerSaver } from './answerSaver.js';
import { historyOf, refundCharge, reserveTurn, type ChatCharge, type ReservedTurn } from './chatCharge.js';
import type { ChatFrame } from './chatFrame.js';
import { exchangesOf, type PastLog } from './chatHistory.js';
import { chatMessages } from './messages.js';
import { titleFromQuestion } from './conversationTitle.js';
import { nameConversation } from './titleNamer.js';
import { turnMessages, type TurnFile } from './fileContext.js';
import { citationsIn, passagesWithin, sourceCard, sourcesPrompt, type TurnSource, type TurnSources } from './groundedTurn.js';
import { appIdOf, chosenSettingsOf, settingsWithinLimits } from './groupConfig.js';
import { appChatMessages, appSystemMessage, PresetLeakWatch, type ChatApp, type ChatApps } from './appTurn.js';
import type { ModelCatalog, ModelRow } from './modelCatalog.js';
import { OneOffAnswers } from './oneOffAnswer.js';
import { rowsOf } from '../../db/rawRows.js';
import {
  streamUpstream,
  type TextMessage,
  UpstreamChatError,
  type UpstreamMessage,
  type UpstreamRequest,
  type UpstreamTarget,
  type UpstreamTimeouts,
} from './upstreamChat.js';

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
  /** This server instance (app.instance.id): recorded on every answer while it streams. */
  instanceId: string;
}

export interface TurnRequest {
  userId: number;
  /**
   * The version of the caller's token, when the route checked only its signature (plugins/app/auth.ts
   * authenticateToken): start() compares it with the user's in the query it makes anyway, and refuses with 401.
   */
  tokenVersion?: number;
  groupId: number;
  prompt?: string;
  regenerate?: boolean;
  /** File chat (docs/chat.md "File chat"): the caller's file the question is about. */
  file?: TurnFile;
  /** The app the client thinks it talks to (chat-process's appId; 0 or absent: no claim): refused unless it is the group's. */
  appId?: number;
  /** A question answered from the caller's passages (the knowledge base): groundedTurn.ts. */
  sources?: TurnSources;
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
  /** An app conversation's app (its preset is the system message, and the answer is watched for it). */
  app: { id: number; preset: string } | null;
  /** A first question (not a file's): the group's model names the conversation after the answer (titleNamer.ts). */
  titleQuestion: string | null;
  /** The passages a grounded turn answers from: reported before the answer, the cited ones after it and saved with it. */
  sources: TurnSource[] | null;
}

/** What start() reads in its one statement. */
interface TurnContextRow {
  tokenVersion: number;
  lifetimeVip: boolean;
  vipExpire: Date | string | null;
  vipLevelId: number | null;
  groupId: number | null;
  title: string | null;
  config: string | null;
  /** [id, role, content, status] of the newest HISTORY_ROWS messages, oldest first (json; a string if the driver leaves it). */
  history: unknown;
}

/** The history column of a turn's statement: [id, role, content, status] rows, oldest first. */
const pastOf = (history: unknown) =>
  ((typeof history === 'string' ? JSON.parse(history) : (history ?? [])) as [number, 'user' | 'assistant', string, string][]).map(
    ([id, role, content, status]) => ({ id, role, content, status }),
  );

/** How many past messages are read to build the history (the newest ones, by the group's index). */
const HISTORY_ROWS = 200;
/** Rows read beyond two per round when the rounds are known, for exchanges that failed (they do not count). */
const HISTORY_SLACK = 8;

/**
 * One exchange of a conversation (docs/chat.md): every refusal happens in start() before anything streams —
 * the group must be the caller's, a model must be there, the charge must be reserved — then run() streams the
 * upstream's answer as frames, saves it as it ends, and refunds a charge the upstream never answered for.
 */
export class ChatService {
  private readonly saver: AnswerSaver;
  private apps: ChatApps | null = null;

  /** Answers outside any conversation, charged by the same rules (a note's 续写, 总结, 润色). */
  readonly oneOff: OneOffAnswers;

  constructor(private readonly deps: ChatServiceDeps) {
    this.saver = new AnswerSaver(deps.db, deps.clock);
    this.oneOff = new OneOffAnswers({ ...deps, targetFor: (model) => this.targetFor(model) });
  }

  /** The app store plugs in here (modules/apps): app conversations, their turns and their use counts. */
  connectApps(apps: ChatApps): void {
    this.apps = apps;
  }

  /** The app store, for the conversation routes (app groups' cards, a new app conversation). */
  get appStore(): ChatApps {
    if (!this.apps) throw new Error('the app store is not connected');
    return this.apps;
  }

  /**
   * The model an app answers with, at the app's price: the operator's model for it, else the site's first app model
   * (modelType 'app'), else the default chat model. Throws when none is available.
   */
  appModel(app: ChatApp): ModelRow {
    const { catalog } = this.deps;
    const model = (app.model ? catalog.byModel(app.model) : catalog.list('app')[0]) ?? catalog.defaultChatModel();
    if (!model) throw new DomainError(chatMessages.noModel);
    return app.price === null ? model : { ...model, deduct: app.price };
  }

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

  /**
   * One short answer from a chat model, uncharged (a drawing prompt's translation): `model` by its id, else the
   * default chat model. Throws when no model or upstream is available, or the upstream fails or passes `timeoutMs`.
   */
  async complete(model: string, instruction: string, text: string, { maxTokens = 600, timeoutMs = 30_000 } = {}): Promise<string> {
    const row = (model && this.deps.catalog.byModel(model)) || this.deps.catalog.defaultChatModel();
    const target = row && this.targetFor(row);
    if (!target) throw new DomainError(chatMessages.noModel, 502);
    const messages: UpstreamMessage[] = [
      { role: 'system', content: instruction },
      { role: 'user', content: text },
    ];
    return this.collect(target, { messages, temperature: 0.2, maxTokens }, timeoutMs);
  }

  /**
   * An app's whole answer to `history` (user and assistant texts, the question last), uncharged and unsaved: the
   * operator's test chat of a version under review. Its model and system message are a turn's (appModel,
   * appSystemMessage). Throws when no model or upstream is available, or the upstream fails or passes `timeoutMs`.
   */
  async answerAsApp(chatApp: ChatApp, history: TextMessage[], { timeoutMs = 90_000 } = {}): Promise<{ answer: string; model: string }> {
    const model = this.appModel(chatApp);
    const target = this.targetFor(model);
    if (!target) throw new DomainError(chatMessages.noModel, 502);
    const messages: UpstreamMessage[] = [{ role: 'system', content: appSystemMessage(chatApp.preset) }, ...history];
    const settings = settingsWithinLimits(model, { model: model.model });
    try {
      const answer = await this.collect(target, { messages, temperature: settings.topN, maxTokens: settings.maxResponseTokens }, timeoutMs);
      return { answer, model: model.modelName };
    } catch (error) {
      if (error instanceof UpstreamChatError) throw new DomainError(error.userMessage, error.status);
      throw error;
    }
  }

  private async collect(target: UpstreamTarget, request: UpstreamRequest, timeoutMs: number): Promise<string> {
    let answer = '';
    for await (const event of streamUpstream(target, request, AbortSignal.timeout(timeoutMs), this.deps.timeouts)) {
      if (event.kind === 'delta') answer += event.content;
    }
    return answer.trim();
  }

  /**
   * What start() last found for a group (its owner, its config as stored, whether the owner was a member): its guess
   * for the next turn there. Never trusted — the turn's one statement checks every part of it (guardFor) and writes
   * nothing when any part changed, and start() then takes the two-statement way. Bounded; dropped when full.
   */
  private readonly guesses = new Map<number, { userId: number; config: string; member: boolean }>();
  private static readonly GUESSES_MAX = 20_000;

  private remember(groupId: number, guess: { userId: number; config: string; member: boolean }): void {
    if (this.guesses.size >= ChatService.GUESSES_MAX) this.guesses.clear();
    this.guesses.set(groupId, guess);
  }

  /** The guard of the one-statement turn: one row (the group's title) when the guess and the token still hold. */
  private guardFor(userId: number, groupId: number, tokenVersion: number | undefined, guess: { config: string; member: boolean }, now: Date) {
    return sql`select g.title from chat_groups g join users u on u.id = g.user_id
      where g.id = ${groupId}::integer and g.user_id = ${userId}::integer and g.config = ${guess.config}::text
        and (${tokenVersion ?? null}::integer is null or u.token_version = ${tokenVersion ?? null}::integer)
        and (u.lifetime_vip or coalesce(u.vip_expire > ${now.toISOString()}::timestamptz, false)) = ${guess.member}::boolean`;
  }

  /**
   * The checks, the charge and the rows of a turn. Time spent here is time before the first token, so a turn costs
   * one statement when start() has seen the group before (the usual case: a conversation goes on), two otherwise:
   * - known group, not a regeneration: reserveTurn guarded by guardFor, which also reads the history — the guess
   *   (owner, config → model and price, membership) and the token's version are checked in that statement;
   * - otherwise, or when the guard fails: one read (token version, membership, the group if it is the caller's, its
   *   history), the refusals (401, 404, 400), then reserveTurn.
   */
  async start({ userId, tokenVersion, groupId, prompt, regenerate = false, file, appId, sources }: TurnRequest): Promise<Turn> {
    const { db, clock } = this.deps;
    const now = clock.now();
    const guess = regenerate ? undefined : this.guesses.get(groupId);
    // A refusal from the guessed settings (no model, no images) may be stale: the two-statement way decides then.
    const guessed = guess && guess.userId === userId ? await this.plan(guess.config, userId, file, appId, sources).catch(() => null) : null;
    // A model kept for some membership levels always takes the two-statement way, which reads the caller's level.
    if (guess && guessed && guessed.model.vipLevelIds.length === 0) {
      const plan = guessed;
      const question = prompt ?? '';
      // Only the rows `rounds` exchanges need (plus some for failed ones), not HISTORY_ROWS: reading and parsing
      // the history is most of this statement's cost in a long conversation.
      const { rounds } = plan.settings;
      const historyRows = rounds > 0 ? Math.min(HISTORY_ROWS, 2 * rounds + HISTORY_SLACK) : 0;
      const reservation = await reserveTurn(
        db,
        {
          userId,
          member: guess.member,
          groupId,
          model: plan.model,
          question: { content: question, fileId: file?.id ?? null },
          replaces: null,
          instanceId: this.deps.instanceId,
        },
        now,
        { guard: this.guardFor(userId, groupId, tokenVersion, guess, now), historyRows },
      );
      if (reservation.matched) {
        let past = pastOf(reservation.history);
        // Too many failed exchanges in the window to fill `rounds`: read as far back as start() ever reads.
        if (historyRows > 0 && past.length === historyRows && exchangesOf(past).length < rounds) {
          const rows = await rowsOf<{ history: unknown }>(db, sql`select ${historyOf(groupId, HISTORY_ROWS)} as history`);
          past = pastOf(rows[0]?.history);
        }
        return this.turnOf({ userId, groupId, file, plan, question, past, title: reservation.title ?? '', reserved: reservation.reserved, regenerate: false });
      }
      this.guesses.delete(groupId);
    }

    // Everything the checks need in one statement: the caller's token version and membership, the group when it
    // is the caller's, and its newest messages.
    const rows = await rowsOf<TurnContextRow>(
      db,
      sql`
      select u.token_version as "tokenVersion", u.lifetime_vip as "lifetimeVip", u.vip_expire as "vipExpire", u.vip_level_id as "vipLevelId", g.id as "groupId", g.title, g.config,
        ${historyOf(groupId, HISTORY_ROWS)} as history
      from users u left join chat_groups g on g.id = ${groupId}::integer and g.user_id = u.id
      where u.id = ${userId}::integer`,
    );
    const context = rows[0];
    // A token whose version is no longer the user's (password changed, logged out everywhere) ends here.
    if (tokenVersion !== undefined && context?.tokenVersion !== tokenVersion) throw new DomainError(chatMessages.loginRequired, 401);
    if (!context || context.groupId === null || context.config === null) throw new DomainError(chatMessages.unknownGroup, 404);
    const member = isVip({ lifetimeVip: context.lifetimeVip, vipExpire: context.vipExpire === null ? null : new Date(context.vipExpire) }, now);
    const plan = await this.plan(context.config, userId, file, appId, sources);
    if (plan.model.vipLevelIds.length > 0) await this.assertLevel(plan.model.vipLevelIds, member ? context.vipLevelId : undefined);
    const past = pastOf(context.history);

    let question: string;
    let replaced: number | null = null;
    let askedId: number | null = null;
    if (regenerate) {
      const answer = past.at(-1);
      const asked = past.at(-2);
      if (answer?.role !== 'assistant' || asked?.role !== 'user' || answer.status === 'streaming') throw new DomainError(chatMessages.nothingToRegenerate);
      question = asked.content;
      askedId = asked.id;
      replaced = answer.id;
      past.splice(-2);
    } else {
      question = prompt ?? '';
    }
    // The charge, the question's and the answer's rows (and a regenerated answer's removal) in one statement;
    // refused (402), it writes nothing and the conversation is left as it was.
    const reservation = await reserveTurn(
      db,
      {
        userId,
        member,
        groupId,
        model: plan.model,
        question: regenerate ? null : { content: question, fileId: file?.id ?? null },
        replaces: replaced,
        instanceId: this.deps.instanceId,
      },
      now,
    );
    if (!reservation.matched) throw new Error('an unguarded reservation cannot miss');
    this.remember(groupId, { userId, config: context.config, member });
    const reserved = { ...reservation.reserved, userLogId: reservation.reserved.userLogId ?? askedId! };
    return this.turnOf({ userId, groupId, file, plan, question, past, title: context.title ?? '', reserved, regenerate });
  }

  /**
   * Refuses a model kept for some membership levels (chat_models.vip_level_ids) to anyone else, before anything is
   * written: `level` is the member's level (null: the default one), undefined for someone who is no member now.
   */
  private async assertLevel(allowed: number[], level: number | null | undefined) {
    const levels = await rowsOf<{ id: number; name: string; isDefault: boolean }>(
      this.deps.db,
      sql`select id, name, is_default as "isDefault" from vip_levels order by rank, id`,
    );
    const held = level === undefined ? undefined : (level ?? levels.find((entry) => entry.isDefault)?.id);
    if (held !== undefined && allowed.includes(held)) return;
    const names = levels.filter((entry) => allowed.includes(entry.id)).map((entry) => entry.name);
    throw new DomainError(chatMessages.levelOnly(names.join('、')), 403);
  }

  /**
   * The model, endpoint and settings a group's config names, and the refusals that need only those (before anything is
   * written). An app conversation's app is read afresh: the operator's model and price, its live preset, and a refusal
   * when the caller may no longer use it.
   */
  private async plan(config: string, userId: number, file: TurnFile | undefined, askedAppId: number | undefined, sources?: TurnSources) {
    const appId = appIdOf(config);
    if (askedAppId && askedAppId !== appId) throw new DomainError(appChatMessages.otherApp);
    const app = appId === null ? null : await this.appStore.usable(appId, userId);
    const chosen = app ? null : chosenSettingsOf(config);
    const grounded = sources?.model ? this.deps.catalog.byModel(sources.model) : undefined;
    const model = app ? this.appModel(app) : (grounded ?? (chosen && this.deps.catalog.byModel(chosen.model)) ?? this.deps.catalog.defaultChatModel());
    if (!model) throw new DomainError(chatMessages.noModel);
    const target = this.targetFor(model);
    if (!target) throw new DomainError(chatMessages.noModel);
    const settings = settingsWithinLimits(model, chosen ?? { model: model.model });
    // An image goes only to a model that reads images, refused before anything is logged or charged.
    if (file?.kind === 'image' && !model.canUpload) throw new DomainError(chatMessages.noVision);
    const imageUrl = file?.kind === 'image' ? await file.imageDataUrl?.() : undefined;
    return { model, target, settings, imageUrl, app: app && { id: app.id, preset: app.preset }, sources: sources ?? null };
  }

  private turnOf({
    userId,
    groupId,
    file,
    plan: { model, target, settings, imageUrl, app, sources },
    question,
    past,
    title,
    reserved,
    regenerate,
  }: {
    userId: number;
    groupId: number;
    file: TurnFile | undefined;
    plan: Awaited<ReturnType<ChatService['plan']>>;
    question: string;
    past: (PastLog & { id: number })[];
    title: string;
    reserved: ReservedTurn & { userLogId: number | null };
    regenerate: boolean;
  }): Turn {
    const userLogId = reserved.userLogId!;
    const chatLogId = reserved.chatLogId;
    // A new conversation is named after its file, else its first question without its Markdown, when the answer is saved.
    const firstTurn = title === '新对话' && !regenerate;
    const newTitle = firstTurn ? (file?.name.slice(0, 30) ?? titleFromQuestion(question)) : null;
    const systemMessage = app ? appSystemMessage(app.preset) : (sources?.systemMessage ?? model.systemMessage);
    const budgetTokens = Math.max(0, model.maxModelTokens - settings.maxResponseTokens);
    // A grounded question's passages, as many as the model's window holds (the ones not sent are not reported).
    const passages = sources ? passagesWithin(sources.passages, { budgetTokens, systemMessage, question }) : null;
    const messages = turnMessages({
      systemMessage,
      past: past.filter((log) => log.id < userLogId),
      question: passages ? sourcesPrompt(passages, question) : question,
      rounds: settings.rounds,
      budgetTokens,
      file,
      imageUrl,
    });
    return {
      userId,
      groupId,
      model,
      target,
      userLogId,
      chatLogId,
      charge: reserved.charge,
      reference: `chat:${chatLogId}`,
      newTitle,
      app,
      titleQuestion: firstTurn && !file && newTitle ? question : null,
      sources: passages,
      request: { messages, temperature: settings.topN, maxTokens: settings.maxResponseTokens },
    };
  }

  /**
   * A first exchange's title from the group's model, started once the answer is saved and finished whether or not
   * the client stays (its own time limit); the stream reports it after the end frame. A failure keeps the title.
   */
  private nameAfter(turn: Turn, answer: string): Promise<string | null> {
    if (!turn.titleQuestion || !turn.newTitle || !answer.trim()) return Promise.resolve(null);
    const request = { groupId: turn.groupId, userId: turn.userId, target: turn.target, question: turn.titleQuestion, answer, fallback: turn.newTitle };
    return nameConversation(this.deps.db, this.deps.timeouts, request).catch((error: unknown) => {
      this.deps.log.warn({ err: error, groupId: turn.groupId }, 'conversation title not generated');
      return null;
    });
  }

  /** Streams the answer. `signal` aborts when the client goes away: the partial answer is saved as stopped. */
  async *run(turn: Turn, signal: AbortSignal, language: 'zh' | 'en'): AsyncGenerator<ChatFrame> {
    const { db, log } = this.deps;
    yield {
      type: 'start',
      groupId: turn.groupId,
      userLogId: turn.userLogId,
      chatLogId: turn.chatLogId,
      model: turn.model.model,
      modelName: turn.model.modelName,
    };
    if (turn.sources) yield { type: 'sources', sources: turn.sources.map(sourceCard) };
    let text = '';
    let reasoning = '';
    let usage = { promptTokens: 0, completionTokens: 0 };
    // An app's answer and reasoning are watched for a copy of its preset (appTurn.ts); a piece that completes one is never sent.
    const watches = turn.app && { text: new PresetLeakWatch(turn.app.preset), reasoning: new PresetLeakWatch(turn.app.preset) };
    let leaked = false;
    // The answer, the conversation's order and its first title are written as the answer ends, off the first-token
    // path, with the balance the last frame reports (AnswerSaver: several answers per statement under load).
    // A grounded answer keeps the sources it cited (their names and pages outlive the documents).
    const cited = () => (turn.sources ? citationsIn(text, turn.sources) : null);
    const save = (status: 'done' | 'stopped' | 'failed'): Promise<number> => {
      const citations = cited();
      const sources = citations && turn.sources!.filter((source) => citations.includes(source.n)).map(sourceCard);
      return this.saver.save({
        chatLogId: turn.chatLogId,
        groupId: turn.groupId,
        userId: turn.userId,
        text,
        reasoning,
        status,
        ...usage,
        newTitle: turn.newTitle,
        sources,
      });
    };
    try {
      for await (const event of streamUpstream(turn.target, turn.request, signal, this.deps.timeouts)) {
        if (event.kind === 'usage') {
          usage = { promptTokens: event.promptTokens, completionTokens: event.completionTokens };
          continue;
        }
        if (watches && (watches.text.feed(event.content) || watches.reasoning.feed(event.reasoning))) {
          leaked = true;
          break;
        }
        text += event.content;
        reasoning += event.reasoning;
        yield { type: 'delta', ...(event.content ? { delta: event.content } : {}), ...(event.reasoning ? { think: event.reasoning } : {}) };
      }
      if (leaked) {
        // The upstream is cut off already; the answer is saved as the withheld message, the charge given back, and
        // the end frame's text replaces what the client showed.
        log.warn({ appId: turn.app?.id, chatLogId: turn.chatLogId }, 'app answer withheld: it repeated the preset');
        await refundCharge(db, turn.userId, turn.model, turn.charge, turn.reference);
        text = appChatMessages.presetWithheld.zh;
        reasoning = '';
        const balance = await save('done');
        const withheld = appChatMessages.presetWithheld[language];
        yield { type: 'end', is_end: true, chatLogId: turn.chatLogId, text: withheld, usage, balance, charged: 0, stopped: false };
        return;
      }
      const balance = await save('done');
      if (turn.app) this.apps?.answered(turn.app.id);
      const titled = this.nameAfter(turn, text);
      yield {
        type: 'end',
        is_end: true,
        chatLogId: turn.chatLogId,
        text,
        usage,
        balance,
        charged: turn.charge.kind === 'points' ? turn.charge.points : 0,
        stopped: false,
        ...(turn.sources ? { citations: cited()! } : {}),
      };
      const title = await titled;
      if (title) yield { type: 'title', groupId: turn.groupId, title };
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
      const balance = await save('failed');
      yield { type: 'error', is_end: true, chatLogId: turn.chatLogId, code: failure.status, message: failure.userMessage[language], refunded, balance };
    }
  }
}
