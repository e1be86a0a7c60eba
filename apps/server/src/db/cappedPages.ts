import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
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

/** How many rows of `table` match `where`, counting no further than the cap: `capped` says there are more. */
export async function cappedCount(db: Executor, table: PgTable, where: SQL | undefined): Promise<{ total: number; capped: boolean }> {
  const [row] = await rowsOf<{ matches: number }>(
    db,
    sql`select count(*)::int as matches from (select 1 from ${table}${where ? sql` where ${where}` : sql``} limit ${listCap + 1}) as first_matches`,
  );
  const matches = Number(row?.matches ?? 0);
  return { total: Math.min(matches, listCap), capped: matches > listCap };
}

/** The offset of a 1-based page; a page that starts past the cap is a 400 telling the operator to filter. */
export function cappedOffset(page: number, size: number): number {
  const offset = (page - 1) * size;
  if (offset >= listCap) throw new DomainError(tooDeep);
  return offset;
}
