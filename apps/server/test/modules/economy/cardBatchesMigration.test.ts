import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../src/db/client';
import { schema } from '../../../src/db';
import { migrationsFolder } from '../../../src/db/embeddedSettings';
import { createTestDatabase } from '../../../src/testing/testApp';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

describe('migration 0016_card_batches', () => {
  it('gives codes made before batches a batch per package and batch text, named after its first day when blank', async () => {
    const { db } = database;
    const [points, vip] = await db
      .insert(schema.goods)
      .values([
        { name: '积分卡', typeId: 1, priceFen: 100, originPriceFen: 100, score: 10 },
        { name: '月卡', typeId: 2, priceFen: 100, originPriceFen: 100, days: 30 },
      ])
      .returning();
    const at = (iso: string) => new Date(iso);
    // Codes as they were before the migration: text batch only.
    await db.insert(schema.cardCodes).values([
      { code: 'AAAA-AAAA-AAAA-AAA1', goodsId: points!.id, batch: 'spring', createdAt: at('2026-03-01T10:00:00Z') },
      { code: 'AAAA-AAAA-AAAA-AAA2', goodsId: points!.id, batch: 'spring', createdAt: at('2026-03-02T10:00:00Z') },
      { code: 'AAAA-AAAA-AAAA-AAA3', goodsId: vip!.id, batch: 'spring', createdAt: at('2026-03-03T10:00:00Z') },
      { code: 'AAAA-AAAA-AAAA-AAA4', goodsId: points!.id, batch: '', createdAt: at('2026-04-01T20:00:00Z') },
    ]);
    const statements = readFileSync(join(migrationsFolder, '0016_card_batches.sql'), 'utf8')
      .split('--> statement-breakpoint')
      .filter((statement) => /^\s*(--.*\n\s*)*(INSERT|UPDATE)/.test(statement));
    expect(statements).toHaveLength(3);
    for (const statement of statements) await db.execute(sql.raw(statement));

    const batches = await db.select().from(schema.cardBatches).orderBy(asc(schema.cardBatches.id));
    expect(batches.map(({ goodsId, name, count, createdBy }) => ({ goodsId, name, count, createdBy }))).toEqual([
      { goodsId: points!.id, name: 'spring', count: 2, createdBy: null },
      { goodsId: vip!.id, name: 'spring', count: 1, createdBy: null },
      { goodsId: points!.id, name: '2026-04-02', count: 1, createdBy: null },
    ]);
    const codes = await db.select().from(schema.cardCodes).orderBy(asc(schema.cardCodes.code));
    expect(codes.map((code) => [code.batch, code.batchId])).toEqual([
      ['spring', batches[0]!.id],
      ['spring', batches[0]!.id],
      ['spring', batches[1]!.id],
      ['', batches[2]!.id],
    ]);
  });
});
