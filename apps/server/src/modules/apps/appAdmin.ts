import { and, asc, count, countDistinct, desc, eq, gte, ilike, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/index.js';
import type { Executor } from '../../db/executor.js';
import { schema } from '../../db/index.js';
import { DomainError, violatedUniqueIndex } from '../../domain/errors.js';
import { shanghaiDate } from '../../domain/shanghaiDate.js';
import type { ChatApp } from '../chat/index.js';
import type { ReviewService } from '../review/index.js';
import type { AppCatalog } from './appCatalog.js';
import { type AppInput, checkAppInput } from './appInput.js';
import { appMessages } from './messages.js';

const { apps: a, appRevisions: r, appCategories: c, appDailyUses: d, users: u, reviewItems: q } = schema;

/** The operator's terms of an app: its model ('' = the site's app model), price (null = the model's), picks and order. */
export interface AppTerms {
  model?: string;
  price?: number | null;
  featured?: boolean;
  sort?: number;
}

export interface AdminAppQuery {
  status?: (typeof a.$inferSelect)['status'];
  official?: boolean;
  /** Only apps with a version waiting in the review queue. */
  review?: boolean;
  keyword?: string;
  before?: number;
  size: number;
}

/**
 * The app store in the back office (docs/apps.md "Back office"): every app with its live version, terms and usage;
 * official apps written by the operator (names up to 30, listed at once); 下架 with a reason and listing again; the
 * categories. Approving and rejecting users' versions go through the review queue (kind `app`).
 */
export class AppAdmin {
  constructor(
    private readonly deps: {
      db: Database;
      review: ReviewService;
      catalog: AppCatalog;
      now: () => Date;
      /** True when the address is an app-logo upload (jpg or png) the operator made. */
      isLogo: (url: string, operatorId: number) => Promise<boolean>;
    },
  ) {}

  async list({ status, official, review, keyword, before, size }: AdminAppQuery) {
    const { db } = this.deps;
    const weekAgo = shanghaiDate(this.deps.now(), -6);
    const words = (keyword ?? '').trim();
    const waiting = sql`(select ${q.id} from ${q} where ${q.kind} = 'app' and ${q.targetId} = ${a.id}::text and ${q.status} = 'pending' limit 1)`;
    const rows = await db
      .select({
        app: a,
        live: r,
        catName: c.name,
        username: u.username,
        weekUses: sql<number>`(select coalesce(sum(${d.uses}), 0)::integer from ${d} where ${d.appId} = ${a.id} and ${d.day} >= ${weekAgo}::date)`,
        pendingReview: sql<number | null>`${waiting}`,
      })
      .from(a)
      .innerJoin(r, and(eq(r.appId, a.id), eq(r.state, 'live')))
      .innerJoin(c, eq(c.id, r.catId))
      .leftJoin(u, eq(u.id, a.authorId))
      .where(
        and(
          isNull(a.deletedAt),
          status ? eq(a.status, status) : undefined,
          official === undefined ? undefined : official ? isNull(a.authorId) : sql`${a.authorId} is not null`,
          review ? sql`${waiting} is not null` : undefined,
          words ? or(ilike(r.name, `%${words}%`), ilike(r.des, `%${words}%`)) : undefined,
          before ? lt(a.id, before) : undefined,
        ),
      )
      .orderBy(desc(a.id))
      .limit(size + 1);
    const page = rows.slice(0, size);
    return {
      rows: page.map(({ app, live, catName, username, weekUses, pendingReview }) => ({
        id: app.id,
        name: live.name,
        des: live.des,
        preset: live.preset,
        demoData: live.demoData,
        coverImg: live.coverImg,
        catId: live.catId,
        catName,
        public: live.public,
        authorId: app.authorId,
        username: username ?? '',
        official: app.authorId === null,
        gpts: app.gpts,
        status: app.status,
        disabledReason: app.disabledReason,
        model: app.model,
        price: app.price,
        featured: app.featured,
        sort: app.sort,
        useCount: app.useCount,
        weekUses: Number(weekUses),
        reviewId: pendingReview === null ? null : Number(pendingReview),
        createdAt: app.createdAt.toISOString(),
      })),
      next: rows.length > size ? (page.at(-1)?.app.id ?? null) : null,
    };
  }

  /**
   * What the operator's test chat talks to: the version waiting for review (an edit's, or a new app's only one), else
   * the live one (`live` asks for it), on the app's model and price terms. 404 for a deleted app.
   */
  async trialApp(appId: number, live = false): Promise<{ chatApp: ChatApp; version: 'pending' | 'live' }> {
    const rows = await this.deps.db
      .select({ app: a, revision: r })
      .from(a)
      .innerJoin(r, and(eq(r.appId, a.id), live ? eq(r.state, 'live') : or(eq(r.state, 'live'), eq(r.state, 'pending'))))
      .where(and(eq(a.id, appId), isNull(a.deletedAt)));
    const chosen = rows.find((row) => row.revision.state === 'pending') ?? rows[0];
    if (!chosen) throw new DomainError(appMessages.unavailable, 404);
    const { app, revision } = chosen;
    return {
      chatApp: { id: app.id, name: revision.name, preset: revision.preset, model: app.model, price: app.price },
      // A new app's first version is its only one (live in name, waiting in fact).
      version: revision.state === 'pending' || app.status === 'pending' ? 'pending' : 'live',
    };
  }

  /** An app's answered questions per day, the last `days` days (Asia/Shanghai), oldest first, zeros included. */
  async usage(appId: number, days = 30) {
    const [app] = await this.deps.db.select({ useCount: a.useCount }).from(a).where(eq(a.id, appId));
    if (!app) throw new DomainError(appMessages.unavailable, 404);
    const first = shanghaiDate(this.deps.now(), -(days - 1));
    const rows = await this.deps.db
      .select({ day: d.day, uses: d.uses })
      .from(d)
      .where(and(eq(d.appId, appId), gte(d.day, first)));
    const byDay = new Map(rows.map((row) => [String(row.day), row.uses]));
    const series = Array.from({ length: days }, (_, index) => {
      const day = shanghaiDate(this.deps.now(), index - (days - 1));
      return { day, uses: byDay.get(day) ?? 0 };
    });
    return { total: app.useCount, days: series };
  }

  /**
   * An official app, created or (appId) rewritten: §5's checks with names up to 30, the operator's own logo upload;
   * listed at once under its name (or 已下架 when not enabled). Returns the app's id and what it was before.
   */
  async saveOfficial(operatorId: number, input: AppInput & AppTerms & { enabled: boolean }, appId?: number) {
    const logo = input.coverImg?.trim() ?? '';
    const ownLogo = logo !== '' && (await this.deps.isLogo(logo, operatorId));
    const fields = checkAppInput({ ...input, public: true }, { official: true, isLogo: () => ownLogo });
    const terms = { model: input.model ?? '', price: input.price ?? null, featured: input.featured ?? false, sort: input.sort ?? 0 };
    const status = input.enabled ? ('approved' as const) : ('disabled' as const);
    const id = await this.deps.db.transaction(async (tx) => {
      const [category] = await tx.select({ id: c.id }).from(c).where(eq(c.id, fields.catId));
      if (!category) throw new DomainError(appMessages.unknownCategory);
      const listedName = input.enabled ? fields.name : null;
      return this.unique(async () => {
        if (appId === undefined) {
          const [app] = await tx
            .insert(a)
            .values({ authorId: null, status, listedName, ...terms })
            .returning({ id: a.id });
          await tx.insert(r).values({ ...fields, public: true, appId: app!.id, state: 'live' });
          return app!.id;
        }
        const [app] = await tx
          .update(a)
          .set({ status, listedName, disabledReason: '', ...terms })
          .where(and(eq(a.id, appId), isNull(a.authorId), isNull(a.deletedAt)))
          .returning({ id: a.id });
        if (!app) throw new DomainError(appMessages.notYours, 404);
        await tx
          .update(r)
          .set({ state: 'superseded' })
          .where(and(eq(r.appId, appId), eq(r.state, 'live')));
        await tx.insert(r).values({ ...fields, public: true, appId, state: 'live' });
        return appId;
      });
    });
    this.deps.catalog.invalidate();
    return id;
  }

  /** Changes an app's terms (any app: the operator sets model, price, picks and order). */
  async setTerms(tx: Executor, appId: number, terms: AppTerms) {
    const [before] = await tx
      .select({ model: a.model, price: a.price, featured: a.featured, sort: a.sort })
      .from(a)
      .where(and(eq(a.id, appId), isNull(a.deletedAt)));
    if (!before) throw new DomainError(appMessages.unavailable, 404);
    await tx.update(a).set(terms).where(eq(a.id, appId));
    this.deps.catalog.invalidate();
    return before;
  }

  /**
   * 下架 (with the reason its author reads in 我的应用) or back on the shelf. Taking an app down also drops a version
   * waiting for review; listing it again lists its live version (该应用名称已存在！ when another took the name).
   */
  async setDisabled(tx: Executor, appId: number, disabled: boolean, reason: string) {
    const [app] = await tx
      .select()
      .from(a)
      .where(and(eq(a.id, appId), isNull(a.deletedAt)))
      .for('update');
    if (!app) throw new DomainError(appMessages.unavailable, 404);
    if (disabled) {
      await tx.update(a).set({ status: 'disabled', disabledReason: reason, listedName: null }).where(eq(a.id, appId));
      await tx
        .update(r)
        .set({ state: 'superseded' })
        .where(and(eq(r.appId, appId), eq(r.state, 'pending')));
      await this.deps.review.withdraw(tx, 'app', String(appId));
    } else {
      if (app.status !== 'disabled') return app;
      const [live] = await tx
        .select({ name: r.name })
        .from(r)
        .where(and(eq(r.appId, appId), eq(r.state, 'live')));
      await this.unique(() => tx.update(a).set({ status: 'approved', disabledReason: '', listedName: live!.name }).where(eq(a.id, appId)));
    }
    this.deps.catalog.invalidate();
    return app;
  }

  /** Soft-deletes an official app (old conversations stay readable). */
  async removeOfficial(tx: Executor, appId: number) {
    const [app] = await tx
      .update(a)
      .set({ deletedAt: this.deps.now(), listedName: null })
      .where(and(eq(a.id, appId), isNull(a.authorId), isNull(a.deletedAt)))
      .returning({ id: a.id });
    if (!app) throw new DomainError(appMessages.notYours, 404);
    await tx.delete(schema.userApps).where(eq(schema.userApps.appId, appId));
    this.deps.catalog.invalidate();
  }

  /** The categories in the users' order, with how many apps have a version in each (any version keeps it). */
  categories() {
    return this.deps.db
      .select({ id: c.id, name: c.name, sort: c.sort, enabled: c.enabled, role: c.role, apps: countDistinct(r.appId) })
      .from(c)
      .leftJoin(r, eq(r.catId, c.id))
      .groupBy(c.id)
      .orderBy(asc(c.sort), asc(c.id));
  }

  /** A category holding any app's version cannot go: 该分类下存在App，不可删除！ */
  async removeCategory(tx: Executor, id: number) {
    const [held] = await tx.select({ n: count() }).from(r).where(eq(r.catId, id));
    if ((held?.n ?? 0) > 0) throw new DomainError(appMessages.categoryInUse);
    const [before] = await tx.delete(c).where(eq(c.id, id)).returning();
    if (!before) throw new DomainError(appMessages.unknownCategory, 404);
    this.deps.catalog.invalidate();
    return before;
  }

  /** A listed name taken by another app (the unique index): 该应用名称已存在！ */
  private async unique<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (violatedUniqueIndex(error) !== null) throw new DomainError(appMessages.nameTaken, 409);
      throw error;
    }
  }
}
