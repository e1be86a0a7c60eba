import { and, asc, eq, gt, isNull, lte, ne, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/index.js';
import { schema } from '../../db/index.js';

const { homeSlots: h } = schema;

/** A listed app as the home page shows it (null when the app is not listed now: its slot is left out). */
export interface SlotApp {
  id: number;
  name: string;
  des: string;
  coverImg: string;
  catName: string;
}

/** The home page's curated slots (docs/apps.md "Home"): those enabled and within their schedule now, in order. */
export class HomeSlots {
  constructor(private readonly deps: { db: Database; now: () => Date; listed: (ids: number[]) => Promise<Map<number, SlotApp>> }) {}

  private live(kind: 'rec' | 'swiper', extra?: SQL) {
    const now = this.deps.now();
    return and(eq(h.kind, kind), eq(h.enabled, true), or(isNull(h.startsAt), lte(h.startsAt, now)), or(isNull(h.endsAt), gt(h.endsAt, now)), extra);
  }

  /** Slots with their apps; an app's slot shows only while the app is listed (never another user's private app). */
  private async withApps(rows: (typeof h.$inferSelect)[]) {
    const appIds = rows.flatMap((row) => (row.appId === null ? [] : [row.appId]));
    const apps = appIds.length ? await this.deps.listed(appIds) : new Map<number, SlotApp>();
    return rows
      .filter((row) => row.appId === null || apps.has(row.appId))
      .map((row) => ({
        id: row.id,
        title: row.title,
        image: row.image,
        target: row.target,
        appId: row.appId,
        tagId: row.tagId,
        app: row.appId === null ? null : apps.get(row.appId)!,
      }));
  }

  async recommended() {
    return this.withApps(await this.deps.db.select().from(h).where(this.live('rec')).orderBy(asc(h.sort), asc(h.id)));
  }

  async carousel({ page, size, notInTagId }: { page: number; size: number; notInTagId?: number }) {
    const notTag = notInTagId ? or(isNull(h.tagId), ne(h.tagId, notInTagId)) : undefined;
    const rows = await this.withApps(await this.deps.db.select().from(h).where(this.live('swiper', notTag)).orderBy(asc(h.sort), asc(h.id)));
    return { rows: rows.slice((page - 1) * size, page * size), count: rows.length };
  }
}
