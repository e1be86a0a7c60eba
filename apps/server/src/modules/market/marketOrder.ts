import { desc, sql, type SQL } from 'drizzle-orm';
import { schema } from '../../db/index.js';

const m = schema.marketItems;

/** getList's tabs: 推荐 (the operator's featured picks first, then newest), 最新, 最热 (most liked, then newest). */
export const marketSorts = ['featured', 'new', 'hot'] as const;
export type MarketSort = (typeof marketSorts)[number];

/**
 * Where the previous page ended, as getList hands it out: the last item's id, after its order key for featured (1 or 0)
 * and hot (agree_num) — `1_812`, `37_90211`, `90211`.
 */
export type MarketCursor = string;
export const cursorPattern = '^(\\d{1,10}_)?\\d{1,10}$';

/** Each tab's order, matching its index (market_items_*_idx). */
export function orderOf(sort: MarketSort): SQL[] {
  if (sort === 'featured') return [desc(m.featured), desc(m.id)];
  if (sort === 'hot') return [desc(m.agreeNum), desc(m.id)];
  return [desc(m.id)];
}

/** The cursor of a page's last row. */
export function cursorOf(sort: MarketSort, row: { id: number; featured: boolean; agreeNum: number }): MarketCursor {
  if (sort === 'featured') return `${row.featured ? 1 : 0}_${row.id}`;
  if (sort === 'hot') return `${row.agreeNum}_${row.id}`;
  return String(row.id);
}

/** The rows after a cursor in a tab's order: a row comparison, which its index reads as one range. */
export function keysetAfter(sort: MarketSort, cursor: MarketCursor): SQL {
  // Ten digits can pass an int4: a key beyond its range is its end (every real key is below it).
  const [first, second] = cursor.split('_').map((part) => Math.min(Number(part), 2_147_483_647)) as [number, number | undefined];
  const id = second ?? first;
  if (sort === 'featured') return sql`(${m.featured}, ${m.id}) < (${second === undefined ? true : first >= 1}::boolean, ${id}::integer)`;
  if (sort === 'hot') return sql`(${m.agreeNum}, ${m.id}) < (${second === undefined ? 2_147_483_647 : first}::integer, ${id}::integer)`;
  return sql`${m.id} < ${id}::integer`;
}
