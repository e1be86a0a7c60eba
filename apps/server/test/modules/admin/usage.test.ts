import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../src/db';
import { keepRollups } from '../../../src/modules/admin/dashboard/rollups';
import { createTestApp, ManualClock, operatorToken } from '../../../src/testing/testApp';

let app: FastifyInstance;
let token: string;
// 2026-06-03 12:00 in Shanghai.
const clock = new ManualClock(new Date('2026-06-03T04:00:00Z'));
const ids: Record<string, number> = {};
let freeModelId: number;

type Figures = { turns: number; tokens: number; points: number; refunds: number; refundPoints: number };
interface Usage {
  from: string;
  to: string;
  updatedAt: string | null;
  totals: Figures;
  models: ({ model: string } & Figures)[];
  daily: ({ day: string } & Figures)[];
  modelDays: ({ day: string; model: string } & Figures)[];
  topSpenders: { userId: number; username: string; nickname: string; points: number }[];
  freeUsesToday: {
    day: string;
    models: { modelId: number; model: string; modelName: string; freePerDay: number; uses: number; members: number; exhausted: number }[];
  };
}

const usage = async (days: number) => {
  const reply = await app.inject({ url: `/api/admin/usage?days=${days}`, headers: { authorization: `Bearer ${token}` } });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data as Usage;
};
const at = (iso: string) => new Date(iso);
let referenceCount = 0;

/** An answer of `model` at `createdAt`, charged `points` (and refunded when `refunded`), in the ledger as the chat writes it. */
async function turn(userId: number, model: string, createdAt: string, points: number, { refunded = false, tokens = 10 } = {}) {
  const [group] = await app.database.db.insert(schema.chatGroups).values({ userId, title: 'g' }).returning();
  const [log] = await app.database.db
    .insert(schema.chatLogs)
    .values({ groupId: group!.id, userId, role: 'assistant', model, promptTokens: tokens / 2, completionTokens: tokens / 2, createdAt: at(createdAt) })
    .returning();
  const reference = `chat:${log!.id}`;
  if (points > 0)
    await app.database.db.insert(schema.pointsLedger).values({ userId, delta: -points, balanceAfter: 0, reason: 'chat', reference, createdAt: at(createdAt) });
  if (refunded)
    await app.database.db
      .insert(schema.pointsLedger)
      .values({ userId, delta: points, balanceAfter: 0, reason: 'chatRefund', reference, createdAt: new Date(at(createdAt).getTime() + 1000) });
}

/** A chat charge in the ledger alone (the top spenders read the ledger). */
const charge = (userId: number, points: number, createdAt: string) =>
  app.database.db
    .insert(schema.pointsLedger)
    .values({ userId, delta: -points, balanceAfter: 0, reason: 'chat', reference: `chat:x${++referenceCount}`, createdAt: at(createdAt) });

beforeAll(async () => {
  app = await createTestApp({ clock });
  token = await operatorToken(app);
  for (const name of ['alice', 'bob', 'carol', 'dave', 'erin']) {
    const [row] = await app.database.db
      .insert(schema.users)
      .values({ username: name, nickname: name === 'alice' ? '爱丽丝' : '' })
      .returning();
    ids[name] = row!.id;
  }
  // alice: 5 points on 06-02, and 3 charged then refunded; bob: 2 points today; carol: a turn before the week.
  await turn(ids.alice!, 'gpt-4o-mini', '2026-06-02T05:00:00Z', 5, { tokens: 30 });
  await turn(ids.alice!, 'gpt-4o-mini', '2026-06-02T06:00:00Z', 3, { refunded: true, tokens: 4 });
  await turn(ids.bob!, 'deepseek-chat', '2026-06-03T01:00:00Z', 2, { tokens: 100 });
  await turn(ids.carol!, 'deepseek-chat', '2026-05-20T01:00:00Z', 40);
  // dave: only a refunded charge (spent nothing); erin: charged at 23:59 Shanghai on 05-27, a minute before the week.
  await turn(ids.dave!, 'gpt-4o-mini', '2026-06-01T01:00:00Z', 7, { refunded: true });
  await charge(ids.erin!, 9, '2026-05-27T15:59:00Z');
  await charge(ids.erin!, 1, '2026-05-27T16:01:00Z');
  // Points given are not spending.
  await app.database.db
    .insert(schema.pointsLedger)
    .values({ userId: ids.bob!, delta: 100, balanceAfter: 100, reason: 'signIn', reference: 'x', createdAt: at('2026-06-02T01:00:00Z') });

  // Members' free uses: three members today (one used all 3, one used 1, one got their use back), one yesterday.
  const [model] = await app.database.db.select().from(schema.chatModels).limit(1);
  freeModelId = model!.id;
  await app.database.db.update(schema.chatModels).set({ vipFreeNum: 3 }).where(eq(schema.chatModels.id, freeModelId));
  await app.database.db.insert(schema.modelDailyUses).values([
    { userId: ids.alice!, modelId: freeModelId, day: '2026-06-03', count: 3 },
    { userId: ids.bob!, modelId: freeModelId, day: '2026-06-03', count: 1 },
    { userId: ids.carol!, modelId: freeModelId, day: '2026-06-03', count: 0 },
    { userId: ids.dave!, modelId: freeModelId, day: '2026-06-02', count: 3 },
  ]);
});
afterAll(async () => app.close());

describe('usage and quotas', () => {
  it('has no figures before the rollups are first made', async () => {
    const week = await usage(7);
    expect(week.updatedAt).toBeNull();
    expect(week.models).toEqual([]);
    expect(week.daily.map((day) => day.day)).toEqual(['2026-05-28', '2026-05-29', '2026-05-30', '2026-05-31', '2026-06-01', '2026-06-02', '2026-06-03']);
    expect(week.topSpenders).toEqual([]);
  });

  it('counts turns, tokens, points net of refunds and refunds per model and Shanghai day', async () => {
    await keepRollups(app.database.db, clock.now());
    const week = await usage(7);
    expect(week.updatedAt).not.toBeNull();
    expect(week.models).toEqual([
      { model: 'gpt-4o-mini', turns: 3, tokens: 44, points: 5, refunds: 2, refundPoints: 10 },
      { model: 'deepseek-chat', turns: 1, tokens: 100, points: 2, refunds: 0, refundPoints: 0 },
    ]);
    expect(week.totals).toEqual({ turns: 4, tokens: 144, points: 7, refunds: 2, refundPoints: 10 });
    const day = (name: string) => week.daily.find((entry) => entry.day === name)!;
    expect(day('2026-06-01')).toEqual({ day: '2026-06-01', turns: 1, tokens: 10, points: 0, refunds: 1, refundPoints: 7 });
    expect(day('2026-06-02')).toEqual({ day: '2026-06-02', turns: 2, tokens: 34, points: 5, refunds: 1, refundPoints: 3 });
    expect(day('2026-05-28').turns).toBe(0);
    expect(week.modelDays).toEqual([
      { day: '2026-06-01', model: 'gpt-4o-mini', turns: 1, tokens: 10, points: 0, refunds: 1, refundPoints: 7 },
      { day: '2026-06-02', model: 'gpt-4o-mini', turns: 2, tokens: 34, points: 5, refunds: 1, refundPoints: 3 },
      { day: '2026-06-03', model: 'deepseek-chat', turns: 1, tokens: 100, points: 2, refunds: 0, refundPoints: 0 },
    ]);
    // The month reaches carol's turn of 05-20.
    const month = await usage(30);
    expect(month.models.map((model) => [model.model, model.points])).toEqual([
      ['deepseek-chat', 42],
      ['gpt-4o-mini', 5],
    ]);
  });

  it('ranks the period’s spenders by chat points net of refunds (from the rollups), by Shanghai day, with their names', async () => {
    const week = await usage(7);
    expect(week.topSpenders).toEqual([
      { userId: ids.alice, username: 'alice', nickname: '爱丽丝', points: 5 },
      { userId: ids.bob, username: 'bob', nickname: '', points: 2 },
      { userId: ids.erin, username: 'erin', nickname: '', points: 1 },
    ]);
    const month = await usage(30);
    expect(month.topSpenders.map((spender) => [spender.username, spender.points])).toEqual([
      ['carol', 40],
      ['erin', 10],
      ['alice', 5],
      ['bob', 2],
    ]);
  });

  it('lists at most 20 spenders, the biggest first', async () => {
    for (let index = 0; index < 21; index++) {
      const [row] = await app.database.db
        .insert(schema.users)
        .values({ username: `many${index}` })
        .returning();
      await charge(row!.id, 100 + index, '2026-06-03T02:00:00Z');
    }
    await keepRollups(app.database.db, clock.now());
    const week = await usage(7);
    expect(week.topSpenders).toHaveLength(20);
    expect(week.topSpenders[0]).toMatchObject({ username: 'many20', points: 120 });
    expect(week.topSpenders.at(-1)).toMatchObject({ username: 'many1', points: 101 });
  });

  it('counts members’ free uses of today only, and who used them all', async () => {
    const { freeUsesToday } = await usage(7);
    expect(freeUsesToday.day).toBe('2026-06-03');
    expect(freeUsesToday.models).toEqual([expect.objectContaining({ modelId: freeModelId, freePerDay: 3, uses: 4, members: 2, exhausted: 1 })]);
  });

  it('refuses another window, and a caller without a token', async () => {
    const reply = await app.inject({ url: '/api/admin/usage?days=14', headers: { authorization: `Bearer ${token}` } });
    expect(reply.statusCode).toBe(400);
    expect((await app.inject({ url: '/api/admin/usage?days=7' })).statusCode).toBe(401);
  });
});
