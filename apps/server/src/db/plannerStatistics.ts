import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './client.js';

/**
 * Embedded PGlite has no autovacuum, so nothing else gathers the planner's statistics: a table filled since the last
 * ANALYZE is planned as if it were empty. At 1,000,000 drawings the market's category page and a common-word search
 * took ~50 ms p50 that way, ~6.5 ms once analysed (docs/benchmarks.md, session 24). ANALYZE samples at most 30,000
 * rows a table: about a second at that size, on PGlite's one thread. PostgreSQL's autovacuum does this itself.
 */
export const plannerStatisticsEveryMs = 6 * 60 * 60 * 1000;
/** The first run after a start: a restarted site does not wait six hours for its statistics. */
export const plannerStatisticsFirstAfterMs = 60 * 1000;

export async function gatherPlannerStatistics(handle: DatabaseHandle): Promise<void> {
  await handle.db.execute(sql`analyze`);
}
