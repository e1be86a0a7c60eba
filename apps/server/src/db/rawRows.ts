import type { SQL } from 'drizzle-orm';
import type { Executor } from './executor.js';

/**
 * The rows of a raw statement, typed as its select list names them. Both drivers (node-postgres and PGlite) answer
 * `{ rows }`, but the database is typed with drizzle's driver-neutral result kind, for which `execute()` (and its
 * `execute<Row>()` generic) yields `unknown`: the row type is the statement's to state, here once.
 */
export async function rowsOf<Row>(db: Executor, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as { rows: Row[] };
  return result.rows;
}
