import { eq, sum } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../../src/db';
import { createTestApp } from '../../../src/testing/testApp';
import { changePoints } from '../../../src/modules/economy/ledger';
import { findLedgerMismatches } from '../../../src/modules/economy/reconcileLedger';

let app: FastifyInstance;
let userId: number;
// One app for the file; every test gets a new user.
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());
beforeEach(async () => {
  const [user] = await app.database.db
    .insert(schema.users)
    .values({ username: `ledger${Date.now()}${Math.random()}` })
    .returning();
  userId = user!.id;
});

const change = (delta: number, reason = 'chat', reference?: string) =>
  app.database.db.transaction((tx) => changePoints(tx, { userId, delta, reason, reference }));
const balance = async () => (await app.database.db.select({ score: schema.users.score }).from(schema.users).where(eq(schema.users.id, userId)))[0]!.score;
const ledgerSum = async () =>
  Number(
    (
      await app.database.db
        .select({ total: sum(schema.pointsLedger.delta) })
        .from(schema.pointsLedger)
        .where(eq(schema.pointsLedger.userId, userId))
    )[0]!.total ?? 0,
  );

describe('changePoints', () => {
  it('credits and deducts with a ledger row each, and never goes below zero', async () => {
    expect(await change(5, 'admin')).toBe(5);
    expect(await change(-3)).toBe(2);
    expect(await change(-3)).toBeNull();
    expect(await balance()).toBe(2);
    expect(await ledgerSum()).toBe(2);
    await expect(change(0.5)).rejects.toThrow(TypeError);
  });

  it('serves exactly N of 3N concurrent deductions of 1 from N points, and the ledger reconciles', async () => {
    const points = 10;
    await change(points, 'admin');
    const results = await Promise.all(Array.from({ length: points * 3 }, (_, index) => change(-1, 'chat', `log-${index}`)));
    expect(results.filter((result) => result !== null)).toHaveLength(points);
    expect(await balance()).toBe(0);
    expect(await ledgerSum()).toBe(0);
  });

  it('writes one row per (reason, reference): a replay fails and changes nothing', async () => {
    await change(7, 'order', 'order-1');
    await expect(change(7, 'order', 'order-1')).rejects.toThrow();
    expect(await balance()).toBe(7);
  });

  it('reconciles: every balance equals its ledger, and a change outside the ledger is reported', async () => {
    await change(12, 'admin');
    await change(-2);
    expect((await findLedgerMismatches(app.database.db)).filter((row) => row.userId === userId)).toEqual([]);
    await app.database.db.update(schema.users).set({ score: 99 }).where(eq(schema.users.id, userId));
    expect((await findLedgerMismatches(app.database.db)).filter((row) => row.userId === userId)).toEqual([{ userId, score: 99, ledger: 10 }]);
  });
});
