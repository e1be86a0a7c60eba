import { and, asc, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/executor.js';
import { schema } from '../../db/index.js';
import { rowsOf } from '../../db/rawRows.js';
import type { Clock } from '../../domain/clock.js';
import { DomainError } from '../../domain/errors.js';
import { shanghaiDate } from '../../domain/shanghaiDate.js';
import { changePoints } from '../economy/index.js';
import type { ReviewService } from '../review/index.js';
import { marketMessages } from './messages.js';
import type { MarketSettings } from './marketSettings.js';
import { type MarketCursor, type MarketSort, cursorOf, keysetAfter, orderOf } from './marketOrder.js';
import { marketColumns, type UrlOfKey, marketView } from './marketViews.js';
import { searchQuery, searchVector, searchWords } from './searchWords.js';
import type { MarketStatus } from './schema.js';

const { marketItems: m, drawings: d, users: u, drawingLikes: l, drawingViews: v, generationJobs: j } = schema;

const listed = sql`${m.status} = 'approved'`;
/** The viewer's like of each item (a visitor's: none). */
const likedBy = (viewerId: number | null) => (viewerId === null ? sql`false` : and(eq(l.itemId, m.id), eq(l.userId, viewerId)));

/** The review queue's kind for shared drawings. */
export const drawingReviewKind = 'drawing';
/** The ledger's reason for the operator's share reward; the reference is `drawing:<id>`, so a drawing rewards once. */
const shareRewardReason = 'marketShare';

/** Who is looking: a user, or a visitor known by a hash of their Fingerprint header and address (views.ts). */
export interface Viewer {
  userId: number | null;
  key: string;
}

export interface MarketServiceDeps {
  db: Database;
  clock: Clock;
  review: ReviewService;
  settings: MarketSettings;
  /** The drawing module's blocked-words check (throws the user's message). */
  refuseSensitive: (text: string) => void;
  /** An images model's name by id, '' when it is gone. */
  imageModelName: (modelId: number) => string;
}

export interface ListQuery {
  page: number;
  size: number;
  cursor?: MarketCursor;
  keyword?: string;
  categoryId?: number;
  sort: MarketSort;
  /** Only midjourney's or only an images model's drawings (/chatLog/drawAll). */
  kind?: 'mj' | 'image';
}

/** A drawing's share as its author sees it (drawList, rec's reply). */
export interface ShareState {
  status: MarketStatus;
  reason: string;
  categoryId: number | null;
  agreeNum: number;
  visitNum: number;
}

/**
 * The market of shared drawings (SPEC §2.1 /market, §4 like toggle, docs/market.md): sharing and withdrawing, the
 * feed and the detail, likes and views as single conditional statements (exact under concurrency), and what the
 * operator does with an item.
 */
export class MarketService {
  constructor(private readonly deps: MarketServiceDeps) {}

  /** The review queue's hooks for shared drawings: approval lists the item (and rewards once), rejection says why. */
  registerReview(): void {
    this.deps.review.registerKind(drawingReviewKind, {
      onApproved: async (tx, item) => {
        const [row] = await tx
          .update(m)
          .set({ status: 'approved', reason: '' })
          .where(and(eq(m.id, Number(item.targetId)), eq(m.status, 'pending')))
          .returning({ id: m.id, authorId: m.authorId });
        if (row) await this.reward(tx, row.id, row.authorId);
      },
      onRejected: async (tx, item) => {
        await tx
          .update(m)
          .set({ status: 'rejected', reason: item.reason })
          .where(and(eq(m.id, Number(item.targetId)), eq(m.status, 'pending')));
      },
    });
  }

  /** The operator's share reward, at most once per drawing (a withdrawn and shared-again drawing is not paid twice). */
  private async reward(tx: Executor, id: number, authorId: number): Promise<void> {
    const points = this.deps.settings.shareReward;
    if (points === 0) return;
    const reference = `drawing:${id}`;
    const [given] = await tx
      .select({ id: schema.pointsLedger.id })
      .from(schema.pointsLedger)
      .where(and(eq(schema.pointsLedger.reason, shareRewardReason), eq(schema.pointsLedger.reference, reference)));
    if (!given) await changePoints(tx, { userId: authorId, delta: points, reason: shareRewardReason, reference });
  }

  /**
   * rec 1: the author shares a finished picture, or moves a listed or waiting share to another category. With the
   * review switch on it waits in the operator's queue (待审核), off it is listed at once. A rejected share may be
   * shared again; one the operator hid may not.
   */
  async share(userId: number, id: number, categoryId: number | undefined): Promise<ShareState> {
    const { db, settings } = this.deps;
    const [row] = await db
      .select({ drawing: d, job: j })
      .from(d)
      .innerJoin(j, eq(j.id, d.id))
      .where(and(eq(d.id, id), eq(d.userId, userId)));
    if (!row) throw new DomainError(marketMessages.unknownDrawing, 404);
    const { drawing, job } = row;
    if (job.status !== 'succeeded' || !drawing.imageKey) throw new DomainError(marketMessages.notShareable);
    const payload = job.payload as { finalPrompt?: string; modelId?: number };
    const prompt = payload.finalPrompt ?? drawing.prompt;
    const originPrompt = drawing.originPrompt;
    this.deps.refuseSensitive(`${prompt}\n${originPrompt}`);
    let category: string | null = null;
    if (categoryId !== undefined) {
      const [found] = await db.select({ name: schema.marketCategories.name }).from(schema.marketCategories).where(eq(schema.marketCategories.id, categoryId));
      if (!found) throw new DomainError(marketMessages.unknownCategory);
      category = found.name;
    }
    return db.transaction(async (tx) => {
      const [existing] = await tx.select().from(m).where(eq(m.id, id)).for('update');
      if (existing?.status === 'hidden') throw new DomainError(marketMessages.hiddenByOperator, 403);
      if (existing && (existing.status === 'approved' || existing.status === 'pending')) {
        if (categoryId === undefined || categoryId === existing.categoryId) return stateOf(existing);
        const [moved] = await tx.update(m).set({ categoryId }).where(eq(m.id, id)).returning();
        return stateOf(moved!);
      }
      const status: MarketStatus = settings.review ? 'pending' : 'approved';
      const values = {
        status,
        reason: '',
        categoryId: categoryId ?? null,
        prompt,
        originPrompt,
        imageModel: drawing.kind === 'image' && payload.modelId ? this.deps.imageModelName(payload.modelId) : '',
        search: searchVector(searchWords(prompt, originPrompt)),
        sharedAt: this.deps.clock.now(),
      };
      const [shared] = await tx
        .insert(m)
        .values({ id, authorId: userId, ...values })
        .onConflictDoUpdate({ target: m.id, set: values })
        .returning();
      if (status === 'pending') {
        await this.deps.review.submit(tx, {
          kind: drawingReviewKind,
          targetId: String(id),
          authorId: userId,
          snapshot: { title: (originPrompt || prompt).slice(0, 60), prompt, originPrompt, category, width: drawing.width, height: drawing.height },
        });
      }
      return stateOf(shared!);
    });
  }

  /** rec 0: the author takes a share back (from the market and from the review queue); not shared is no error. */
  async withdraw(userId: number, id: number): Promise<void> {
    const [owned] = await this.deps.db
      .select({ id: d.id })
      .from(d)
      .where(and(eq(d.id, id), eq(d.userId, userId)));
    if (!owned) throw new DomainError(marketMessages.unknownDrawing, 404);
    await this.deps.db.transaction((tx) => this.removeIn(tx, id));
  }

  /** Takes a drawing out of the market and the review queue, in the caller's transaction (withdraw, delete, operator). */
  async removeIn(tx: Executor, id: number): Promise<boolean> {
    const removed = await tx.delete(m).where(eq(m.id, id)).returning({ id: m.id });
    await this.deps.review.withdraw(tx, drawingReviewKind, String(id));
    return removed.length > 0;
  }

  /** getList: approved items in a tab's order, by page or after a cursor; visitors read too (then `agree` is null). */
  async list(query: ListQuery, viewerId: number | null, urlOf: UrlOfKey) {
    // The status as a literal, so the planner matches the partial indexes' predicate.
    const filters: (SQL | undefined)[] = [listed];
    if (query.categoryId !== undefined) filters.push(eq(m.categoryId, query.categoryId));
    if (query.kind) filters.push(eq(d.kind, query.kind));
    const search = query.keyword ? searchQuery(query.keyword) : null;
    if (search) filters.push(sql`${m.search} @@ ${search}`);
    if (query.cursor) filters.push(keysetAfter(query.sort, query.cursor));
    const offset = query.cursor ? 0 : (query.page - 1) * query.size;
    // The page is cut from market_items alone (its tab's index), then joined: joined first, the planner merged the
    // whole table with drawings by id, 94 ms for a category's 500th page at 200,000 items (docs/benchmarks.md).
    const paged = this.deps.db.select({ id: m.id }).from(m);
    const page = (query.kind ? paged.innerJoin(d, eq(d.id, m.id)) : paged)
      .where(and(...filters))
      .orderBy(...orderOf(query.sort))
      .limit(query.size)
      .offset(offset)
      .as('page');
    const rows = await this.deps.db
      .select(marketColumns)
      .from(page)
      .innerJoin(m, eq(m.id, page.id))
      .innerJoin(d, eq(d.id, m.id))
      .innerJoin(u, eq(u.id, m.authorId))
      .leftJoin(l, likedBy(viewerId))
      .orderBy(...orderOf(query.sort));
    const last = rows.at(-1);
    return {
      rows: rows.map((row) => marketView(row, urlOf)),
      nextCursor: rows.length === query.size && last ? cursorOf(query.sort, last) : null,
    };
  }

  /** One item with its drawing's pictures, its author and whether the viewer likes it (the detail). */
  private select(viewerId: number | null) {
    return this.deps.db.select(marketColumns).from(m).innerJoin(d, eq(d.id, m.id)).innerJoin(u, eq(u.id, m.authorId)).leftJoin(l, likedBy(viewerId));
  }

  /**
   * getDraw with detail: an approved item for anyone, or the author's own share in any state; anything else is 404.
   * A view is counted beside the read (not the author's own, at most one per viewer and day).
   */
  async detail(id: number, viewer: Viewer, urlOf: UrlOfKey) {
    const [[row], counted] = await Promise.all([this.select(viewer.userId).where(eq(m.id, id)), this.view(id, viewer)]);
    if (!row) return this.unshared(id, viewer.userId, urlOf);
    if (row.status !== 'approved' && row.authorId !== viewer.userId) throw new DomainError(marketMessages.notInMarket, 404);
    const shown = marketView(row, urlOf);
    return { ...shown, visitNum: counted ?? shown.visitNum, mine: row.authorId === viewer.userId };
  }

  /** The detail of the caller's own drawing that is not shared (no counts, no share state); 404 for anyone else's. */
  private async unshared(id: number, userId: number | null, urlOf: UrlOfKey) {
    if (userId === null) throw new DomainError(marketMessages.notInMarket, 404);
    const [row] = await this.deps.db
      .select({ drawing: d, payload: j.payload, avatar: u.avatar, nickname: u.nickname, username: u.username })
      .from(d)
      .innerJoin(j, eq(j.id, d.id))
      .innerJoin(u, eq(u.id, d.userId))
      .where(and(eq(d.id, id), eq(d.userId, userId)));
    if (!row) throw new DomainError(marketMessages.notInMarket, 404);
    const { drawing } = row;
    const payload = row.payload as { finalPrompt?: string; modelId?: number };
    const shown = marketView(
      {
        ...drawing,
        authorId: userId,
        categoryId: null,
        status: 'pending',
        reason: '',
        featured: false,
        agreeNum: 0,
        visitNum: 0,
        prompt: payload.finalPrompt ?? drawing.prompt,
        imageModel: drawing.kind === 'image' && payload.modelId ? this.deps.imageModelName(payload.modelId) : '',
        sample: false,
        sharedAt: drawing.createdAt,
        avatar: row.avatar,
        nickname: row.nickname,
        username: row.username,
        agreed: null,
      },
      urlOf,
    );
    return { ...shown, status: null, sharedAt: null, mine: true };
  }

  /**
   * Records a view in one statement: a new (item, viewer, day) row, and `visit_num + 1` only when the row is new. Not
   * for the author, nor an item that is not listed. Returns the new count, or null when nothing was counted.
   *
   * A view is a soft count, so its commit does not wait for the WAL to reach the disk (`synchronous_commit` off for
   * this statement's own transaction only, set inside it: one round trip): a crash may forget the last ~0.6 s of
   * views, never a like or a point, and the read no longer waits on a disk flush (docs/benchmarks.md, session 24).
   * It must stay its own statement, outside any transaction it would relax.
   */
  async view(id: number, viewer: Viewer): Promise<number | null> {
    const day = shanghaiDate(this.deps.clock.now());
    const [row] = await rowsOf<{ visit_num: number }>(
      this.deps.db,
      sql`with relaxed as (select set_config('synchronous_commit', 'off', true)),
      seen as (
        insert into ${v} (item_id, viewer, day)
        select ${m.id}, ${viewer.key}, ${day}::date from ${m}, relaxed
        where ${m.id} = ${id} and ${m.status} = 'approved' and ${m.authorId} is distinct from ${viewer.userId}::integer
        on conflict do nothing
        returning item_id
      )
      update ${m} set visit_num = visit_num + 1 where ${m.id} in (select item_id from seen) returning visit_num`,
    );
    return row?.visit_num ?? null;
  }

  /**
   * The like toggle (/aiLog/agree) in one statement: the (item, user) row is inserted liked or flipped — only when its
   * last flip is more than 1 s old, so a double click or two tabs make one toggle — and `agree_num ± 1` follows in the
   * same statement only when it flipped. When nothing flipped, the current state is the reply.
   */
  async agree(userId: number, id: number): Promise<{ agree: 'agree' | null; agreeNum: number }> {
    const now = this.deps.clock.now().toISOString();
    const [flipped] = await rowsOf<{ agreed: boolean | null; agree_num: number | null }>(
      this.deps.db,
      sql`with flip as (
        insert into ${l} as liked (item_id, user_id, agreed, flipped_at)
        select ${m.id}, ${userId}, true, ${now}::timestamptz from ${m} where ${m.id} = ${id} and ${m.status} = 'approved'
        on conflict (item_id, user_id) do update set agreed = not liked.agreed, flipped_at = excluded.flipped_at
          where liked.flipped_at < excluded.flipped_at - interval '1 second'
        returning agreed
      ), counted as (
        update ${m} set agree_num = agree_num + (case when (select agreed from flip) then 1 else -1 end)
        where ${m.id} = ${id} and exists (select 1 from flip)
        returning agree_num
      )
      select (select agreed from flip) as agreed, (select agree_num from counted) as agree_num`,
    );
    if (flipped?.agree_num != null) return { agree: flipped.agreed ? 'agree' : null, agreeNum: flipped.agree_num };
    const [current] = await this.deps.db
      .select({ agreeNum: m.agreeNum, agreed: l.agreed })
      .from(m)
      .leftJoin(l, and(eq(l.itemId, m.id), eq(l.userId, userId)))
      .where(and(eq(m.id, id), eq(m.status, 'approved')));
    if (!current) throw new DomainError(marketMessages.notInMarket, 404);
    return { agree: current.agreed ? 'agree' : null, agreeNum: current.agreeNum };
  }

  /** The share state of some drawings (drawList, getDetailByIds), by id. */
  async sharesOf(ids: number[]): Promise<Map<number, ShareState>> {
    if (ids.length === 0) return new Map();
    const rows = await this.deps.db.select().from(m).where(inArray(m.id, ids));
    return new Map(rows.map((row) => [row.id, stateOf(row)]));
  }

  /** inspireClassifyQuery: the categories, in the operator's order. */
  categories() {
    const c = schema.marketCategories;
    return this.deps.db.select({ id: c.id, name: c.name, sort: c.sort }).from(c).orderBy(asc(c.sort), asc(c.id));
  }

  /** Views older than yesterday (Asia/Shanghai) only de-duplicated days that are over: the job runner prunes them. */
  async pruneViews(): Promise<number> {
    const [row] = await rowsOf<{ removed: number }>(
      this.deps.db,
      sql`with gone as (delete from ${v} where ${lt(v.day, shanghaiDate(this.deps.clock.now(), -1))} returning 1) select count(*)::int as removed from gone`,
    );
    return row?.removed ?? 0;
  }
}

const stateOf = (row: typeof m.$inferSelect): ShareState => ({
  status: row.status,
  reason: row.reason,
  categoryId: row.categoryId,
  agreeNum: row.agreeNum,
  visitNum: row.visitNum,
});

/** Items whose agree_num is not their number of likes (`npm run reconcile`); empty when every count is exact. */
export async function findLikeMismatches(db: Executor): Promise<{ id: number; agreeNum: number; likes: number }[]> {
  const likes = sql<number>`(select count(*)::int from ${l} where ${l.itemId} = ${m.id} and ${l.agreed})`;
  const rows = await db.select({ id: m.id, agreeNum: m.agreeNum, likes }).from(m).where(sql`${m.agreeNum} <> ${likes}`).orderBy(desc(m.id));
  return rows;
}
