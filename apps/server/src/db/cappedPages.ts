import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { DomainError } from '../domain/errors.js';
import type { Executor } from './executor.js';
import { rowsOf } from './rawRows.js';

/**
 * How far a back-office list counts and pages: the first 10,000 matches. Counting every match of a 1,000,000-row
 * table is a full scan on every page (PGlite never has the visibility map an index-only count needs), and an offset
 * deeper than this walks as many index entries; past it the operator narrows the filters instead.
 */
const listCap = 10_000;

const tooDeep = {
  zh: `列表只能翻到前 ${listCap.toLocaleString('en-US')} 条，请用筛选条件缩小范围`,
  en: `Lists page through the first ${listCap.toLocaleString('en-US')} matches only: narrow the filters`,
};

export interface CappedQuery {
  table: PgTable;
  id: PgColumn;
  where: SQL | undefined;
  /** The list's order (newest first), ending in the id so it is total. */
  orderBy: SQL;
  /**
   * Find every match first, then order them by id, newest first (the list's order must be that): for a search the
   * trigram indexes answer (a few thousand rows), where walking the order's index and testing each row can read most
   * of the table before 20 turn up — the plan PostgreSQL chose for a phone fragment at 1,000,000 users.
   */
  matchFirst?: boolean;
}

/**
 * One page of a list: how many rows match (counting no further than the cap: `capped` says there are more) and the
 * page's ids in the list's order. One statement reads the first 10,001 matching ids in order once and answers both,
 * so a search's index work is done once, not once for the count and again for the page. A page that starts past the
 * cap is a 400 telling the operator to filter.
 */
async function cappedPage(db: Executor, query: CappedQuery, page: number, size: number): Promise<{ total: number; capped: boolean; ids: number[] }> {
  const offset = (page - 1) * size;
  if (offset >= listCap) throw new DomainError(tooDeep);
  const { table, id, where, orderBy, matchFirst = false } = query;
  const filtered = where ? sql` where ${where}` : sql``;
  const firstIds = matchFirst
    ? sql`with matching as materialized (select ${id} as id from ${table}${filtered})
          select array(select id from matching order by id desc limit ${listCap + 1}) as first_ids`
    : sql`select array(select ${id} from ${table}${filtered} order by ${orderBy} limit ${listCap + 1}) as first_ids`;
  const [row] = await rowsOf<{ matches: number; ids: number[] | null }>(
    db,
    sql`select cardinality(first_ids)::int as matches, first_ids[${offset + 1}:${offset + size}] as ids from (${firstIds}) as first_matches`,
  );
  const matches = Number(row?.matches ?? 0);
  return { total: Math.min(matches, listCap), capped: matches > listCap, ids: (row?.ids ?? []).map(Number) };
}

/**
 * A list page: the count as `cappedPage` gives it, and the page's rows as `read` fetches them by id (joined as the list
 * shows them), put back in the list's order.
 */
export async function cappedRows<Row>(
  db: Executor,
  query: CappedQuery,
  { page, size }: { page: number; size: number },
  read: (ids: number[]) => Promise<Row[]>,
  idOf: (row: Row) => number,
): Promise<{ total: number; capped: boolean; rows: Row[] }> {
  const { ids, ...matches } = await cappedPage(db, query, page, size);
  if (ids.length === 0) return { ...matches, rows: [] };
  const place = new Map(ids.map((id, index) => [id, index]));
  const rows = (await read(ids)).toSorted((a, b) => (place.get(idOf(a)) ?? 0) - (place.get(idOf(b)) ?? 0));
  return { ...matches, rows };
}
