import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/index.js';
import { schema } from '../../db/index.js';
import { shanghaiDate } from '../../domain/shanghaiDate.js';
import { foldText } from '../../domain/text/foldText.js';

const { apps: a, appRevisions: r, appCategories: c, appDailyUses: d, users: u, userApps: ua } = schema;

/** One listed app as /app/list shows it (SPEC §3 list items; the fields). */
interface ListedApp {
  id: number;
  name: string;
  des: string;
  catId: number;
  catName: string;
  coverImg: string;
  demoData: string;
  role: 'system' | 'user';
  /** The author's nickname (or username); '' for an official app. */
  author: string;
  useCount: number;
}

export interface CatalogQuery {
  catId?: number;
  keyword?: string;
  page: number;
  size: number;
  featured?: boolean;
  ids?: number[];
  order?: 'hot' | 'latest';
}

interface Entry {
  app: ListedApp;
  featured: boolean;
  sort: number;
  weekUses: number;
  /** Name and description folded for search. */
  folded: string;
}

/** 热门: the operator's picks by their order, then the last seven days' uses, then the newest. */
const hotOrder = (x: Entry, y: Entry) =>
  Number(y.featured) - Number(x.featured) || (x.featured && y.featured ? x.sort - y.sort : 0) || y.weekUses - x.weekUses || y.app.id - x.app.id;

/** Rebuilt at most this often when nothing here changed (another instance's approvals, flushed use counts). */
const maxAgeMs = 30_000;

/**
 * The store's listed apps held in memory (official and approved, in enabled categories), in 热门 order: /app/list
 * filters and pages them without a query. Rebuilt on the next read after a change here (`invalidate`) or when older
 * than 30 s. Collections are the caller's own and read per request.
 */
export class AppCatalog {
  private entries: Entry[] | null = null;
  private builtAt = 0;
  private building: Promise<Entry[]> | null = null;
  /** Builds started before this may have read a change's transaction uncommitted: they serve, but are not kept. */
  private keepAfter = 0;

  /** `onInvalidate`: told of every change too (what turns keep of apps, appChat.ts). */
  constructor(private readonly deps: { db: Database; now: () => Date; onInvalidate?: () => void }) {}

  /**
   * A listed app changed (approved, edited, deleted). Called inside the change's transaction too (the review queue's
   * hooks), so for a second afterwards every read builds afresh rather than keep what it read before the commit.
   */
  invalidate(): void {
    this.entries = null;
    this.keepAfter = Date.now() + 1000;
    this.deps.onInvalidate?.();
  }

  /**
   * A page of listed apps: in a category, matching every word of `keyword`; `featured` keeps the operator's picks;
   * `ids` keeps those apps in that order (a user's collection); `order` 'latest' puts the newest first instead of 热门.
   */
  async list(userId: number | null, { catId, keyword, page, size, featured = false, ids, order = 'hot' }: CatalogQuery) {
    let entries = await this.current();
    if (ids) {
      const byId = new Map(entries.map((entry) => [entry.app.id, entry]));
      entries = ids.flatMap((id) => byId.get(id) ?? []);
    } else if (order === 'latest') entries = this.newestFirst(entries);
    const words = keyword ? foldText(keyword).split(/\s+/).filter(Boolean) : [];
    const found = entries.filter(
      (entry) => (catId === undefined || entry.app.catId === catId) && (!featured || entry.featured) && words.every((word) => entry.folded.includes(word)),
    );
    const rows = found.slice((page - 1) * size, page * size).map((entry) => entry.app);
    const collected =
      userId === null || rows.length === 0
        ? new Set<number>()
        : await this.collectedOf(
            userId,
            rows.map((row) => row.id),
          );
    return { rows: rows.map((row) => ({ ...row, isCollected: collected.has(row.id) })), count: found.length };
  }

  /** The entries newest first, sorted once per build. */
  private newest: { of: Entry[]; sorted: Entry[] } | null = null;
  private newestFirst(entries: Entry[]): Entry[] {
    if (this.newest?.of !== entries) this.newest = { of: entries, sorted: entries.toSorted((x, y) => y.app.id - x.app.id) };
    return this.newest.sorted;
  }

  private async collectedOf(userId: number, ids: number[]) {
    const rows = await this.deps.db
      .select({ appId: ua.appId })
      .from(ua)
      .where(and(eq(ua.userId, userId), inArray(ua.appId, ids)));
    return new Set(rows.map((row) => row.appId));
  }

  private async current(): Promise<Entry[]> {
    if (this.entries && this.deps.now().getTime() - this.builtAt < maxAgeMs) return this.entries;
    // One build at a time: the reads that arrive meanwhile wait for it.
    this.building ??= this.build().finally(() => {
      this.building = null;
    });
    return this.building;
  }

  private async build(): Promise<Entry[]> {
    const started = Date.now();
    const weekAgo = shanghaiDate(this.deps.now(), -6);
    const uses = this.deps.db
      .select({ appId: d.appId, uses: sql<number>`sum(${d.uses})::integer`.as('uses') })
      .from(d)
      .where(gte(d.day, weekAgo))
      .groupBy(d.appId)
      .as('uses');
    const rows = await this.deps.db
      .select({
        id: a.id,
        authorId: a.authorId,
        featured: a.featured,
        sort: a.sort,
        useCount: a.useCount,
        name: r.name,
        des: r.des,
        catId: r.catId,
        catName: c.name,
        coverImg: r.coverImg,
        demoData: r.demoData,
        nickname: u.nickname,
        username: u.username,
        weekUses: sql<number>`coalesce(${uses.uses}, 0)`,
      })
      .from(a)
      .innerJoin(r, and(eq(r.appId, a.id), eq(r.state, 'live')))
      .innerJoin(c, and(eq(c.id, r.catId), eq(c.enabled, true)))
      .leftJoin(u, eq(u.id, a.authorId))
      .leftJoin(uses, eq(uses.appId, a.id))
      .where(and(eq(a.status, 'approved'), isNull(a.deletedAt)));
    const entries = rows
      .map(
        (row): Entry => ({
          app: {
            id: row.id,
            name: row.name,
            des: row.des,
            catId: row.catId,
            catName: row.catName,
            coverImg: row.coverImg,
            demoData: row.demoData,
            role: row.authorId === null ? 'system' : 'user',
            author: row.nickname || row.username || '',
            useCount: row.useCount,
          },
          featured: row.featured,
          sort: row.sort,
          weekUses: Number(row.weekUses),
          folded: foldText(`${row.name}\n${row.des}`),
        }),
      )
      .sort(hotOrder);
    if (started >= this.keepAfter) {
      this.entries = entries;
      this.builtAt = this.deps.now().getTime();
    }
    return entries;
  }
}
