import { and, count, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/executor.js';
import { schema } from '../../db/index.js';
import type { Clock } from '../../domain/clock.js';
import { DomainError, type Language } from '../../domain/errors.js';
import { type FileStore, newKey } from '../../domain/files/fileStore.js';
import type { JobQueue, JobRow, NewJob } from '../../domain/jobs/jobQueue.js';
import { shanghaiDate } from '../../domain/shanghaiDate.js';
import { drawingView, type DrawingRow, type DrawingView, jobStatusesOf, type ShareRow, type UrlOfKey } from './drawingViews.js';
import type { DrawSettings } from './drawSettings.js';
import { actionKind, type PriceClass } from './mjActions.js';
import { buildPrompt, type DrawForm, maxPromptLength, type MjMode, mjModes } from './mjForm.js';
import type { ImageJobPayload } from './imageJobs.js';
import type { MjJobPayload } from './mjJobs.js';
import { drawingMessages } from './messages.js';

/** task_add's bodies: 1 imagine (the draw form), 4 an action on a finished drawing, 6 shorten a prompt. */
export type TaskRequest =
  | { type: 1; params: DrawForm }
  | { type: 4; params: { taskId: number; customId: string; prompt?: string; maskBase64?: string; mode?: 1 | 2 | 3 } }
  | { type: 6; params: { prompt: string; mode?: 1 | 2 | 3 } };

export interface DrawingServiceDeps {
  db: Database;
  clock: Clock;
  queue: JobQueue;
  settings: DrawSettings;
  fileStore: FileStore;
  /** Look for due jobs now. */
  wake: () => void;
}

const maxMaskBytes = 10 * 1024 * 1024;

/** What a user asks for as one job: the drawing row, its price (a midjourney class in a mode, or points), and the job's payload. */
export type Ask =
  | { kind: 'mj'; mode: MjMode; priceClass: PriceClass; drawing: NewDrawing; payload: MjJobPayload }
  | { kind: 'image'; points: number; drawing: NewDrawing; payload: ImageJobPayload };

type NewDrawing = Omit<typeof schema.drawings.$inferInsert, 'id' | 'userId'>;

/** A drawing's share in the market (drawList and getDetailByIds show it to the author): read beside the drawing. */
const share = {
  status: schema.marketItems.status,
  reason: schema.marketItems.reason,
  categoryId: schema.marketItems.categoryId,
  agreeNum: schema.marketItems.agreeNum,
  visitNum: schema.marketItems.visitNum,
};
const shareOf = (row: { share: ShareRow | null }) => (row.share?.status ? row.share : null);
const shared = eq(schema.marketItems.id, schema.drawings.id);

/** An images model's drawings are given up after this long. */
const imageDeadlineMs = 10 * 60_000;

/** Drawing (midjourney-proxy) for users: asking, the lists and details the browser polls, favourites, deleting. */
export class DrawingService {
  private readonly removeHooks: ((tx: Executor, id: number) => Promise<unknown>)[] = [];

  constructor(private readonly deps: DrawingServiceDeps) {}

  /** Another module's cleanup when a drawing is deleted, in the deleting transaction (the market withdraws its share). */
  whenRemoved(hook: (tx: Executor, id: number) => Promise<unknown>): void {
    this.removeHooks.push(hook);
  }

  /** Queues a task_add drawing: checks, then the charge and the job in one statement (docs/jobs.md). */
  async add(userId: number, request: TaskRequest, siteBase: string, urlOf: UrlOfKey, language: Language): Promise<DrawingView> {
    return this.enqueue(userId, await this.ask(userId, request, siteBase), urlOf, language);
  }

  /** Reserves the charge of an ask and queues its job with its drawing row; 402 or 429 when refused (nothing written). */
  async enqueue(userId: number, ask: Ask, urlOf: UrlOfKey, language: Language): Promise<DrawingView> {
    const { settings, clock, queue } = this.deps;
    const now = clock.now();
    let priced: Pick<NewJob, 'points' | 'freeUse' | 'deadline'>;
    if (ask.kind === 'mj') {
      if (!settings.modeEnabled(ask.mode)) throw new DomainError(drawingMessages.modeUnavailable);
      if (!(ask.payload.op === 'swap' ? settings.faceProxy() : settings.proxyFor(ask.mode))) throw new DomainError(drawingMessages.upstreamDown, 502);
      const vipFree = settings.vipFree(ask.mode);
      priced = {
        points: settings.price(ask.mode, ask.priceClass),
        freeUse: vipFree > 0 ? { kind: `mj:${ask.mode}`, day: shanghaiDate(now), limit: vipFree } : undefined,
        deadline: new Date(now.getTime() + settings.timeoutMs(ask.mode)),
      };
    } else {
      priced = { points: ask.points, deadline: new Date(now.getTime() + imageDeadlineMs) };
    }
    const job: NewJob = {
      module: 'drawing',
      kind: ask.kind,
      userId,
      ...priced,
      cap: settings.jobCap,
      payload: ask.payload as unknown as Record<string, unknown>,
      chargeReason: 'draw',
      write: async (tx, id) => {
        await tx.insert(schema.drawings).values({ ...ask.drawing, id, userId, createdAt: now });
      },
    };
    const reserved = await queue.reserve(job, now);
    if (!reserved.ok)
      throw new DomainError(reserved.why === 'cap' ? drawingMessages.tooManyJobs : drawingMessages.insufficientPoints, reserved.why === 'cap' ? 429 : 402);
    this.deps.wake();
    return this.view(userId, reserved.id, urlOf, language);
  }

  private async ask(userId: number, request: TaskRequest, siteBase: string): Promise<Ask> {
    if (request.type === 1) {
      const built = buildPrompt(request.params);
      this.refuseSensitive(built.text);
      return {
        kind: 'mj',
        mode: built.mode,
        priceClass: 1,
        drawing: { kind: 'mj', action: 'IMAGINE', mode: built.mode, botType: built.botType, prompt: '', originPrompt: request.params.prompt },
        payload: { op: 'imagine', ...built, siteBase },
      };
    }
    if (request.type === 6) {
      const text = request.params.prompt.trim();
      if (!text) throw new DomainError(drawingMessages.promptRequired);
      if (text.length > maxPromptLength) throw new DomainError(drawingMessages.promptTooLong);
      this.refuseSensitive(text);
      const mode = mjModes[request.params.mode ?? 1];
      return {
        kind: 'mj',
        mode,
        priceClass: 2,
        drawing: { kind: 'mj', action: 'SHORTEN', mode, botType: 'MID_JOURNEY', prompt: text, originPrompt: text },
        payload: { op: 'shorten', mode, botType: 'MID_JOURNEY', text, params: '', baseImages: [], translate: false, finalPrompt: text, siteBase },
      };
    }
    const { taskId, customId, prompt, maskBase64 } = request.params;
    const parent = await this.owned(userId, taskId);
    const kind = actionKind(customId);
    if (parent.job.status !== 'succeeded' || !parent.job.upstreamId || !kind || !parent.drawing.buttons.some((button) => button.customId === customId))
      throw new DomainError(drawingMessages.unknownAction);
    const mode = request.params.mode ? mjModes[request.params.mode] : (parent.drawing.mode ?? 'fast');
    const parentPayload = parent.job.payload as Partial<MjJobPayload>;
    const parentPrompt = parentPayload.finalPrompt ?? parent.drawing.prompt;
    let maskKey: string | undefined;
    if (kind.modal === 'region') {
      if (!maskBase64) throw new DomainError(drawingMessages.actionNeedsMask);
      maskKey = await this.storeMask(userId, maskBase64);
    }
    const modalPrompt = kind.modal ? (prompt?.trim() || parentPrompt).slice(0, maxPromptLength) : undefined;
    if (modalPrompt) this.refuseSensitive(modalPrompt);
    return {
      kind: 'mj',
      mode,
      priceClass: kind.priceClass,
      drawing: {
        kind: 'mj',
        action: kind.action,
        mode,
        botType: parent.drawing.botType,
        prompt: modalPrompt ?? parentPrompt,
        originPrompt: parent.drawing.originPrompt,
        parentId: parent.drawing.id,
        customId,
      },
      payload: {
        op: 'action',
        mode,
        botType: parent.drawing.botType ?? 'MID_JOURNEY',
        text: '',
        params: '',
        baseImages: [],
        translate: false,
        finalPrompt: modalPrompt ?? parentPrompt,
        parentUpstreamId: parent.job.upstreamId,
        customId,
        modal: kind.modal,
        modalPrompt,
        maskKey,
        siteBase,
      },
    };
  }

  /** The operator's blocked words, checked before anything is charged. */
  refuseSensitive(text: string): void {
    const lower = text.toLowerCase();
    const word = this.deps.settings.sensitiveWords().find((entry) => lower.includes(entry.toLowerCase()));
    if (word) throw new DomainError(drawingMessages.sensitive(word));
  }

  /** A vary-region mask: a PNG data URL (or bare base64) of an image, kept as the owner's private file until the job ends. */
  private async storeMask(userId: number, maskBase64: string): Promise<string> {
    const bytes = Buffer.from(maskBase64.replace(/^data:image\/png;base64,/, ''), 'base64');
    if (bytes.length === 0 || bytes.length > maxMaskBytes) throw new DomainError(drawingMessages.badMask);
    const meta = await sharp(bytes)
      .metadata()
      .catch(() => null);
    if (meta?.format !== 'png' || !meta.width || !meta.height) throw new DomainError(drawingMessages.badMask);
    const key = newKey('draw', 'png', { owner: userId, now: this.deps.clock.now() });
    await this.deps.fileStore.put(key, bytes, 'image/png');
    return key;
  }

  /** The caller's drawing with its job, or 404 (another user's id too). */
  async owned(userId: number, id: number): Promise<{ drawing: DrawingRow; job: JobRow }> {
    const [row] = await this.deps.db
      .select({ drawing: schema.drawings, job: schema.generationJobs })
      .from(schema.drawings)
      .innerJoin(schema.generationJobs, eq(schema.generationJobs.id, schema.drawings.id))
      .where(and(eq(schema.drawings.id, id), eq(schema.drawings.userId, userId)));
    if (!row) throw new DomainError(drawingMessages.unknownDrawing, 404);
    return row;
  }

  /** One of the caller's drawings (404 when not theirs). */
  async view(userId: number, id: number, urlOf: UrlOfKey, language: Language): Promise<DrawingView> {
    const [view] = await this.views(userId, [id], urlOf, language);
    return view!;
  }

  /** The caller's drawings by id, in the order asked; 404 when any is not theirs (getDetailByIds, polled). */
  async views(userId: number, ids: number[], urlOf: UrlOfKey, language: Language): Promise<DrawingView[]> {
    if (ids.length === 0) return [];
    const rows = await this.deps.db
      .select({ drawing: schema.drawings, job: schema.generationJobs, share })
      .from(schema.drawings)
      .innerJoin(schema.generationJobs, eq(schema.generationJobs.id, schema.drawings.id))
      .leftJoin(schema.marketItems, shared)
      .where(and(inArray(schema.drawings.id, ids), eq(schema.drawings.userId, userId)));
    const byId = new Map(rows.map((row) => [row.drawing.id, row]));
    return ids.map((id) => {
      const row = byId.get(id);
      if (!row) throw new DomainError(drawingMessages.unknownDrawing, 404);
      return drawingView(row.drawing, row.job, urlOf, language, shareOf(row));
    });
  }

  /**
   * The caller's drawings, newest first: by page, or after a cursor (the last id seen; then no count is made).
   * `status` filters by SPEC state (1–5), `botType` by bot, `favorite` keeps the favourites.
   */
  async list(
    userId: number,
    query: {
      page: number;
      size: number;
      status?: number;
      botType?: 'MID_JOURNEY' | 'NIJI_JOURNEY';
      cursor?: number;
      favorite?: boolean;
      kind?: 'mj' | 'image';
    },
    urlOf: UrlOfKey,
    language: Language,
  ): Promise<{ rows: DrawingView[]; count: number | null; nextCursor: number | null; demoMode: boolean }> {
    const d = schema.drawings;
    const j = schema.generationJobs;
    const where: (SQL | undefined)[] = [eq(d.userId, userId)];
    if (query.status) where.push(inArray(j.status, jobStatusesOf(query.status)));
    if (query.botType) where.push(eq(d.botType, query.botType));
    if (query.favorite) where.push(eq(d.favorite, true));
    if (query.kind) where.push(eq(d.kind, query.kind));
    const filter = and(...where);
    const after = query.cursor === undefined ? filter : and(filter, lt(d.id, query.cursor));
    const offset = query.cursor === undefined ? (query.page - 1) * query.size : 0;
    // The count joins the jobs only to filter by their status: without it, drawings_user_kind_idx alone counts (an
    // index-only scan; the join made a 10,000-drawing user's first page 70 ms at 1,000,000 rows).
    const counted = query.status
      ? this.deps.db.select({ total: count() }).from(d).innerJoin(j, eq(j.id, d.id))
      : this.deps.db.select({ total: count() }).from(d);
    const [rows, total] = await Promise.all([
      this.page(after, query.size, offset, query.status !== undefined),
      query.cursor === undefined ? counted.where(filter).then(([row]) => row?.total ?? 0) : null,
    ]);
    const last = rows.at(-1);
    return {
      rows: rows.map((row) => drawingView(row.drawing, row.job, urlOf, language, shareOf(row))),
      count: total,
      nextCursor: rows.length === query.size && last ? last.drawing.id : null,
      demoMode: this.deps.settings.demoMode,
    };
  }

  /**
   * One page of drawings with their jobs, in one statement. Without a filter on the jobs the page is cut from drawings
   * first and then joined: joined before the limit, the planner sorted all 1,000 of a user's favourites to keep 30.
   */
  private async page(
    filter: SQL | undefined,
    size: number,
    offset: number,
    byJob: boolean,
  ): Promise<{ drawing: DrawingRow; job: JobRow; share: ShareRow | null }[]> {
    const d = schema.drawings;
    const j = schema.generationJobs;
    if (byJob) {
      return this.deps.db
        .select({ drawing: d, job: j, share })
        .from(d)
        .innerJoin(j, eq(j.id, d.id))
        .leftJoin(schema.marketItems, shared)
        .where(filter)
        .orderBy(desc(d.id))
        .limit(size)
        .offset(offset);
    }
    const page = this.deps.db.select({ id: d.id }).from(d).where(filter).orderBy(desc(d.id)).limit(size).offset(offset).as('page');
    return this.deps.db
      .select({ drawing: d, job: j, share })
      .from(page)
      .innerJoin(d, eq(d.id, page.id))
      .innerJoin(j, eq(j.id, page.id))
      .leftJoin(schema.marketItems, eq(schema.marketItems.id, page.id))
      .orderBy(desc(page.id));
  }

  async setFavorite(userId: number, id: number, favorite: boolean): Promise<void> {
    const rows = await this.deps.db
      .update(schema.drawings)
      .set({ favorite })
      .where(and(eq(schema.drawings.id, id), eq(schema.drawings.userId, userId)))
      .returning({ id: schema.drawings.id });
    if (rows.length === 0) throw new DomainError(drawingMessages.unknownDrawing, 404);
  }

  /**
   * Deletes a drawing: a queued one is cancelled and refunded first; one being drawn cannot be deleted; a finished
   * one goes with its files.
   */
  async remove(userId: number, id: number): Promise<void> {
    const { drawing, job } = await this.owned(userId, id);
    const now = this.deps.clock.now();
    await this.deps.db.transaction(async (tx) => {
      if (job.status === 'queued') {
        const cancelled = await this.deps.queue.cancel(tx, id, drawingMessages.cancelled.zh, now, ['queued']);
        if (!cancelled) throw new DomainError(drawingMessages.drawingInProgress);
      } else if (!['succeeded', 'failed', 'cancelled'].includes(job.status)) {
        throw new DomainError(drawingMessages.drawingInProgress);
      }
      for (const hook of this.removeHooks) await hook(tx, id);
      await tx.delete(schema.generationJobs).where(eq(schema.generationJobs.id, id));
    });
    const mask = (job.payload as Partial<MjJobPayload>).maskKey;
    const extras = drawing.extraImages.flatMap((extra) => [extra.imageKey, extra.thumbKey]);
    await Promise.all(
      [drawing.imageKey, drawing.thumbKey, mask, ...extras].filter((key): key is string => !!key).map((key) => this.deps.fileStore.remove(key)),
    );
  }

  /** Today's free uses per mode, and the daily allowance. */
  async vipFreeUsed(userId: number): Promise<Record<MjMode, { used: number; total: number }>> {
    const day = shanghaiDate(this.deps.clock.now());
    const rows = await this.deps.db
      .select({ kind: schema.dailyFreeUses.kind, count: schema.dailyFreeUses.count })
      .from(schema.dailyFreeUses)
      .where(and(eq(schema.dailyFreeUses.userId, userId), eq(schema.dailyFreeUses.day, day), sql`${schema.dailyFreeUses.kind} like 'mj:%'`));
    const used = new Map(rows.map((row) => [row.kind, row.count]));
    const entry = (mode: MjMode) => ({ used: used.get(`mj:${mode}`) ?? 0, total: this.deps.settings.vipFree(mode) });
    return { fast: entry('fast'), relax: entry('relax'), turbo: entry('turbo') };
  }
}
