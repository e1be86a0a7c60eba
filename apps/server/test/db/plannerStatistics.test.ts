import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db';
import { gatherPlannerStatistics } from '../../src/db/plannerStatistics';
import { rowsOf } from '../../src/db/rawRows';
import { createTestDatabase } from '../../src/testing/testApp';

describe('planner statistics (the embedded database has no autovacuum)', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => handle.close());

  it('a table filled since the last ANALYZE is known to the planner by its rows once gathered', async () => {
    const estimate = async () =>
      Number((await rowsOf<{ reltuples: number }>(handle.db, sql`select reltuples from pg_class where relname = 'planner_statistics_probe'`))[0]!.reltuples);
    await handle.db.execute(sql`create table planner_statistics_probe as select n from generate_series(1, 5000) n`);
    expect(await estimate()).toBeLessThan(1);
    await gatherPlannerStatistics(handle);
    expect(await estimate()).toBe(5000);
    await handle.db.execute(sql`drop table planner_statistics_probe`);
  });
});
