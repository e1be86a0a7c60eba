import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/index.js';
import type { Executor } from '../../db/executor.js';
import { schema } from '../../db/index.js';
import { rowsOf } from '../../db/rawRows.js';
import { DomainError, violatedUniqueIndex } from '../../domain/errors.js';
import { changePoints } from '../economy/index.js';
import type { ReviewItem, ReviewService } from '../review/index.js';
import type { AppCatalog } from './appCatalog.js';
import { type AppFields, type AppInput, checkAppInput } from './appInput.js';
import { appMessages } from './messages.js';

const { apps: a, appRevisions: r, appCategories: c, userApps: u } = schema;

/** The review queue's kind for apps (the back office's 应用审核). */
const appReviewKind = 'app';
/** The ledger's reason for an app's first-approval reward; the reference is `app:<id>`, so an app is paid once. */
const appRewardReason = 'appReward';

export interface AppServiceDeps {
  db: Database;
  review: ReviewService;
  /** Points for an app's first approval (config `appReviewRewardPoints`), read at approval time. */
  rewardPoints: () => number;
  /** True when the address is one of this site's app-logo uploads (jpg or png) and `userId` uploaded it. */
  isLogo: (url: string, userId: number) => Promise<boolean>;
  now: () => Date;
  /** The listed apps in memory: told of every change to what is listed. */
  catalog: AppCatalog;
}

/** /gpts/set: the author's model for the agent, checked (and refused with its message) after the form's fields. */
export interface AgentChoice {
  model: () => string;
}

/** What 我的应用 shows of one app: the caller's own (with its preset and review state) or one they collected. */
export interface MineRow {
  id: number;
  appId: number;
  appName: string;
  appDes: string;
  coverImg: string;
  demoData: string;
  catId: number;
  appRole: 'system' | 'user';
  isMine: boolean;
  status: (typeof schema.apps.$inferSelect)['status'];
  public: boolean;
  rejectReason: string;
  hasPendingRevision: boolean;
  preset?: string;
  /** The model it answers with ('' = the site's app model); not in /app/mineAppsV3's reply. */
  model: string;
}

const snapshotOf = (fields: AppFields, category: string) => ({
  分类: category,
  名称: fields.name,
  描述: fields.des,
  预设: fields.preset,
  示例: fields.demoData,
  Logo: fields.coverImg,
});

/**
 * What the reviewer reads: the version submitted, and for an edit of a listed app the fields it changes with the
 * version serving now (the diff against the live revision).
 */
function reviewSnapshot(fields: AppFields, category: string, live?: { fields: AppFields; category: string }) {
  const submitted = snapshotOf(fields, category);
  if (!live) return submitted;
  const serving = snapshotOf(live.fields, live.category);
  const changed = (Object.keys(submitted) as (keyof typeof submitted)[]).filter((key) => submitted[key] !== serving[key]);
  return { ...submitted, 改动: changed.length ? changed.join('、') : '无', 上架中的版本: serving };
}

/**
 * The app store's apps (docs/apps.md): authors create and edit them (customApp, /gpts/set), public versions pass the
 * operator's review (kind `app`), and an approved app keeps serving its live revision while an edit waits. Collections
 * and deletion. Every change that must hold together is one transaction with the app's row locked.
 */
export class AppService {
  constructor(private readonly deps: AppServiceDeps) {}

  /** The enabled categories in the users' order (queryCats); role marks those whose apps are character cards (/role). */
  async categories() {
    return this.deps.db.select({ id: c.id, name: c.name, role: c.role }).from(c).where(eq(c.enabled, true)).orderBy(c.sort, c.id);
  }

  /**
   * customApp: creates an app (appId absent) or edits the caller's own. Private versions serve at once; public ones wait
   * for review — a new or unlisted app as 审核中, a listed one as a pending revision beside its live one. Nothing is
   * editable while a version waits.
   */
  async save(userId: number, input: AppInput, appId?: number, agent?: AgentChoice): Promise<{ id: number; created: boolean }> {
    const logo = input.coverImg?.trim() ?? '';
    const ownLogo = logo !== '' && (await this.deps.isLogo(logo, userId));
    const fields = checkAppInput(input, { official: false, isLogo: () => ownLogo });
    // An agent's model is checked after every field of the form (its last field).
    const model = agent?.model();
    const saved = await this.deps.db.transaction(async (tx) => {
      const [category] = await tx
        .select({ name: c.name })
        .from(c)
        .where(and(eq(c.id, fields.catId), eq(c.enabled, true)));
      if (!category) throw new DomainError(appMessages.unknownCategory);
      if (fields.public) await this.refuseTakenName(tx, fields.name, appId);
      if (appId === undefined) {
        const [app] = await tx
          .insert(a)
          .values({ authorId: userId, status: fields.public ? 'pending' : 'private', gpts: agent !== undefined, model: model ?? '' })
          .returning({ id: a.id });
        await tx.insert(r).values({ ...fields, appId: app!.id, state: 'live' });
        if (fields.public) await this.submit(tx, app!.id, userId, fields, category.name);
        return { id: app!.id, created: true };
      }
      const [app] = await tx
        .select()
        .from(a)
        .where(and(eq(a.id, appId), eq(a.authorId, userId), isNull(a.deletedAt)))
        .for('update');
      if (!app) throw new DomainError(appMessages.notYours, 404);
      const [waiting] = await tx
        .select({ id: r.id })
        .from(r)
        .where(and(eq(r.appId, appId), eq(r.state, 'pending')));
      if (app.status === 'pending' || waiting) throw new DomainError(appMessages.underReview);
      if (model !== undefined) await tx.update(a).set({ model }).where(eq(a.id, appId));
      if (app.status === 'approved' && fields.public) {
        // Listed: the new version waits while the live one keeps serving; the reviewer sees what it changes.
        const [live] = await tx
          .select({ revision: r, category: c.name })
          .from(r)
          .innerJoin(c, eq(c.id, r.catId))
          .where(and(eq(r.appId, appId), eq(r.state, 'live')));
        await tx.insert(r).values({ ...fields, appId, state: 'pending' });
        await this.submit(tx, appId, userId, fields, category.name, live && { fields: live.revision, category: live.category });
        return { id: appId, created: false };
      } else {
        await tx
          .update(r)
          .set({ state: 'superseded' })
          .where(and(eq(r.appId, appId), eq(r.state, 'live')));
        await tx.insert(r).values({ ...fields, appId, state: 'live' });
        await tx
          .update(a)
          .set({ status: fields.public ? 'pending' : 'private', listedName: null })
          .where(eq(a.id, appId));
      }
      if (fields.public) await this.submit(tx, appId, userId, fields, category.name);
      return { id: appId, created: false };
    });
    // An approved app edited to private has just left the store.
    if (!saved.created) this.deps.catalog.invalidate();
    return saved;
  }

  /** 该应用名称已存在！: another listed app has the name (case folded); the approval's unique index is the last word. */
  private async refuseTakenName(tx: Executor, name: string, appId: number | undefined) {
    const [taken] = await tx
      .select({ id: a.id })
      .from(a)
      .where(
        and(eq(a.status, 'approved'), isNull(a.deletedAt), sql`lower(${a.listedName}) = lower(${name})`, appId === undefined ? undefined : ne(a.id, appId)),
      );
    if (taken) throw new DomainError(appMessages.nameTaken);
  }

  private submit(tx: Executor, appId: number, authorId: number, fields: AppFields, category: string, live?: { fields: AppFields; category: string }) {
    return this.deps.review.submit(tx, { kind: appReviewKind, targetId: String(appId), authorId, snapshot: reviewSnapshot(fields, category, live) });
  }

  /**
   * The review queue's hooks: approval makes the waiting version live (and lists the app under its name, rewarding the
   * author on the app's first approval); rejection keeps a listed app's live version and says why.
   */
  registerReview(): void {
    this.deps.review.registerKind(appReviewKind, {
      onApproved: async (tx, item) => {
        await this.approve(tx, item);
        this.deps.catalog.invalidate();
      },
      onRejected: (tx, item) => this.reject(tx, item),
      paysOwnReward: true,
    });
  }

  private async approve(tx: Executor, item: ReviewItem) {
    const id = Number(item.targetId);
    const [app] = await tx.select().from(a).where(eq(a.id, id)).for('update');
    if (!app || app.deletedAt) return;
    const [waiting] = await tx
      .select({ id: r.id })
      .from(r)
      .where(and(eq(r.appId, id), eq(r.state, 'pending')));
    if (waiting) {
      await tx
        .update(r)
        .set({ state: 'superseded' })
        .where(and(eq(r.appId, id), eq(r.state, 'live')));
      await tx.update(r).set({ state: 'live', reviewerId: item.reviewerId }).where(eq(r.id, waiting.id));
    } else if (app.status !== 'pending') return;
    const [live] = await tx
      .select({ name: r.name })
      .from(r)
      .where(and(eq(r.appId, id), eq(r.state, 'live')));
    try {
      await tx.update(a).set({ status: 'approved', listedName: live!.name, rewarded: true }).where(eq(a.id, id));
    } catch (error) {
      if (violatedUniqueIndex(error) !== null) throw new DomainError(appMessages.nameTaken, 409);
      throw error;
    }
    // The app's first approval pays its author once (under the row lock): the reviewer's amount, else the configured
    // one. Later versions pay nothing, whatever the reviewer asked (the queue pays none for this kind).
    const points = item.rewardPoints || this.deps.rewardPoints();
    if (!app.rewarded && points > 0 && app.authorId !== null)
      await changePoints(tx, { userId: app.authorId, delta: points, reason: appRewardReason, reference: `app:${id}` });
  }

  private async reject(tx: Executor, item: ReviewItem) {
    const id = Number(item.targetId);
    const [pending] = await tx
      .update(r)
      .set({ state: 'rejected', rejectReason: item.reason, reviewerId: item.reviewerId })
      .where(and(eq(r.appId, id), eq(r.state, 'pending')))
      .returning({ id: r.id });
    if (pending) return;
    const [app] = await tx
      .update(a)
      .set({ status: 'rejected' })
      .where(and(eq(a.id, id), eq(a.status, 'pending')))
      .returning({ id: a.id });
    if (app)
      await tx
        .update(r)
        .set({ rejectReason: item.reason, reviewerId: item.reviewerId })
        .where(and(eq(r.appId, id), eq(r.state, 'live')));
  }

  /**
   * 我的应用: the caller's own apps (newest first, with their presets and review states), then those they collected
   * (latest first; `collected` false leaves them out), paged in SQL: one statement counts both, then the page's rows of each part, then the review
   * state of the page's own apps.
   */
  async mine(userId: number, page: number, size: number, { collected: withCollected = true } = {}): Promise<{ rows: MineRow[]; count: number }> {
    const { db } = this.deps;
    const offset = (page - 1) * size;
    const ownWhere = and(eq(a.authorId, userId), isNull(a.deletedAt));
    const collectedWhere = and(eq(u.userId, userId), isNull(a.deletedAt), eq(a.status, 'approved'), sql`${a.authorId} is distinct from ${userId}::integer`);
    // The collected apps are counted by their ids (an index lookup each): a join made the planner scan every app.
    const [counts] = await rowsOf<{ own: number; collected: number }>(
      db,
      sql`select (select count(*) from ${a} where ${ownWhere})::integer as own,
        (select count(*) from ${a} where ${a.id} = any(array(select ${u.appId} from ${u} where ${u.userId} = ${userId}::integer))
          and ${isNull(a.deletedAt)} and ${a.status} = 'approved' and ${a.authorId} is distinct from ${userId}::integer)::integer as collected`,
    );
    const ownCount = Number(counts?.own ?? 0);
    const collectedCount = withCollected ? Number(counts?.collected ?? 0) : 0;
    const ownSize = Math.max(0, Math.min(size, ownCount - offset));
    const [own, collected] = await Promise.all([
      ownSize > 0
        ? db
            .select({ app: a, live: r })
            .from(a)
            .innerJoin(r, and(eq(r.appId, a.id), eq(r.state, 'live')))
            .where(ownWhere)
            .orderBy(desc(a.id))
            .limit(ownSize)
            .offset(offset)
        : [],
      size - ownSize > 0 && offset + ownSize - ownCount < collectedCount
        ? db
            .select({ app: a, live: r })
            .from(u)
            .innerJoin(a, eq(a.id, u.appId))
            .innerJoin(r, and(eq(r.appId, a.id), eq(r.state, 'live')))
            .where(collectedWhere)
            .orderBy(desc(u.createdAt), desc(u.appId))
            .limit(size - ownSize)
            .offset(Math.max(0, offset - ownCount))
        : [],
    ]);
    const latest = own.length
      ? await db
          .select({ id: r.id, appId: r.appId, state: r.state, rejectReason: r.rejectReason })
          .from(r)
          .where(
            and(
              inArray(
                r.appId,
                own.map((row) => row.app.id),
              ),
              inArray(r.state, ['pending', 'rejected']),
            ),
          )
          .orderBy(desc(r.id))
      : [];
    const rows: MineRow[] = [
      ...own.map(({ app, live }) => {
        // Only a version newer than the live one speaks: an old rejection is moot once a later version went live.
        const last = latest.find((row) => row.appId === app.id && row.id > live.id);
        return {
          ...this.rowOf(app, live, true),
          rejectReason:
            app.status === 'rejected'
              ? live.rejectReason
              : app.status === 'disabled'
                ? app.disabledReason
                : last?.state === 'rejected'
                  ? last.rejectReason
                  : '',
          hasPendingRevision: last?.state === 'pending',
          preset: live.preset,
        };
      }),
      ...collected.map(({ app, live }) => this.rowOf(app, live, false)),
    ];
    return { rows, count: ownCount + collectedCount };
  }

  private rowOf(app: typeof a.$inferSelect, live: typeof r.$inferSelect, isMine: boolean): MineRow {
    return {
      id: app.id,
      appId: app.id,
      appName: live.name,
      appDes: live.des,
      coverImg: live.coverImg,
      demoData: live.demoData,
      catId: live.catId,
      appRole: app.authorId === null ? 'system' : 'user',
      isMine,
      status: app.status,
      public: live.public,
      rejectReason: '',
      hasPendingRevision: false,
      model: app.model,
    };
  }

  /** The listed apps the user collected, the latest first (/gpts' 收藏). */
  async collectedIds(userId: number): Promise<number[]> {
    const rows = await this.deps.db.select({ appId: u.appId }).from(u).where(eq(u.userId, userId)).orderBy(desc(u.createdAt), desc(u.appId));
    return rows.map((row) => row.appId);
  }

  /** collect: toggles the caller's collection of a listed app or their own; anything else is unavailable. */
  async collect(userId: number, appId: number): Promise<boolean> {
    const { db } = this.deps;
    const [app] = await db
      .select({ id: a.id })
      .from(a)
      .where(and(eq(a.id, appId), isNull(a.deletedAt), sql`(${a.status} = 'approved' or ${a.authorId} = ${userId})`));
    if (!app) throw new DomainError(appMessages.unavailable, 404);
    // One statement: delete the row if it is there, else insert it (two tabs at once end in one state, never two rows).
    const [row] = await rowsOf<{ collected: boolean }>(
      db,
      sql`with gone as (delete from ${u} where ${u.userId} = ${userId} and ${u.appId} = ${appId} returning 1),
      added as (insert into ${u} (user_id, app_id) select ${userId}, ${appId} where not exists (select 1 from gone)
                on conflict do nothing returning 1)
      select exists (select 1 from added) as collected`,
    );
    return row!.collected;
  }

  /** delMineApp: the caller's own app leaves the store and collections; old conversations keep their messages. */
  async remove(userId: number, appId: number): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const [app] = await tx
        .update(a)
        .set({ deletedAt: this.deps.now(), listedName: null })
        .where(and(eq(a.id, appId), eq(a.authorId, userId), isNull(a.deletedAt)))
        .returning({ id: a.id });
      if (!app) throw new DomainError(appMessages.notYours, 404);
      await tx.delete(u).where(eq(u.appId, appId));
      await tx
        .update(r)
        .set({ state: 'superseded' })
        .where(and(eq(r.appId, appId), eq(r.state, 'pending')));
      await this.deps.review.withdraw(tx, appReviewKind, String(appId));
    });
    this.deps.catalog.invalidate();
  }
}
