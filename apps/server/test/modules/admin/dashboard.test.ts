import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../src/db';
import { keepRollups } from '../../../src/modules/admin/dashboard/rollups';
import { createTestApp, ManualClock, operatorToken } from '../../../src/testing/testApp';

let app: FastifyInstance;
let token: string;
// 2026-06-03 12:00 in Shanghai.
const clock = new ManualClock(new Date('2026-06-03T04:00:00Z'));
let goodsId: number;
let orderNumber = 0;

interface Dashboard {
  from: string;
  to: string;
  updatedAt: string | null;
  totals: Record<string, number>;
  daily: { day: string; usersNew: number; usersTotal: number; revenueFen: number; ordersPaid: number; turns: number }[];
  ordersByStatus: { pending: number; paid: number; expired: number };
  revenueByProvider: { provider: string; revenueFen: number; orders: number }[];
  pointsByReason: { reason: string; in: number; out: number }[];
  models: { model: string; turns: number; tokens: number; points: number }[];
}

const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
  const reply = await app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data as Dashboard;
};
const at = (iso: string) => new Date(iso);
const user = async (username: string, createdAt: string) =>
  (
    await app.database.db
      .insert(schema.users)
      .values({ username, createdAt: at(createdAt) })
      .returning()
  )[0]!.id;
const order = (userId: number, values: Partial<typeof schema.orders.$inferInsert>) =>
  app.database.db.insert(schema.orders).values({
    orderId: `T${++orderNumber}`,
    userId,
    goodsId,
    amountFen: 990,
    provider: 'epay',
    payType: 'alipay',
    expiresAt: at('2026-06-04T00:00:00Z'),
    ...values,
  });

beforeAll(async () => {
  app = await createTestApp({ clock });
  token = await operatorToken(app);
  const [goods] = await app.database.db.select({ id: schema.goods.id }).from(schema.goods).limit(1);
  goodsId = goods!.id;
  // Three accounts before the week, two inside it: one at 23:59 Shanghai on 06-01, one at 00:01 on 06-02.
  for (const [index, createdAt] of ['2026-05-01T00:00:00Z', '2026-05-02T00:00:00Z', '2026-05-03T00:00:00Z'].entries()) await user(`old${index}`, createdAt);
  const alice = await user('alice', '2026-06-01T15:59:00Z');
  const bob = await user('bob', '2026-06-01T16:01:00Z');
  // Paid on 06-02 (Shanghai) though made on 06-01; a test order; a pending and an expired one.
  await order(alice, { status: 1, createdAt: at('2026-06-01T15:00:00Z'), paidAt: at('2026-06-01T16:30:00Z'), providerTradeNo: 'p1' });
  await order(bob, { status: 1, amountFen: 1, isTest: true, createdAt: at('2026-06-02T01:00:00Z'), paidAt: at('2026-06-02T01:01:00Z') });
  await order(bob, { status: 0, createdAt: at('2026-06-02T02:00:00Z') });
  await order(bob, { status: 2, provider: 'hupi', createdAt: at('2026-06-02T03:00:00Z') });
  // A chat turn charged 5 points, another charged 3 and refunded; the order's points and a check-in.
  const [group] = await app.database.db.insert(schema.chatGroups).values({ userId: alice, title: 'g' }).returning();
  const turns = await app.database.db
    .insert(schema.chatLogs)
    .values([
      {
        groupId: group!.id,
        userId: alice,
        role: 'assistant',
        model: 'gpt-4o-mini',
        promptTokens: 10,
        completionTokens: 20,
        createdAt: at('2026-06-02T05:00:00Z'),
      },
      {
        groupId: group!.id,
        userId: alice,
        role: 'assistant',
        model: 'gpt-4o-mini',
        promptTokens: 1,
        completionTokens: 2,
        createdAt: at('2026-06-02T06:00:00Z'),
      },
      { groupId: group!.id, userId: alice, role: 'user', model: 'gpt-4o-mini', createdAt: at('2026-06-02T05:00:00Z') },
    ])
    .returning();
  await app.database.db.insert(schema.pointsLedger).values([
    { userId: alice, delta: 100, balanceAfter: 100, reason: 'order', reference: 'order:T1', createdAt: at('2026-06-01T16:30:00Z') },
    { userId: alice, delta: 10, balanceAfter: 110, reason: 'signIn', reference: 'signIn:1', createdAt: at('2026-06-02T01:00:00Z') },
    { userId: alice, delta: -5, balanceAfter: 105, reason: 'chat', reference: `chat:${turns[0]!.id}`, createdAt: at('2026-06-02T05:00:00Z') },
    { userId: alice, delta: -3, balanceAfter: 102, reason: 'chat', reference: `chat:${turns[1]!.id}`, createdAt: at('2026-06-02T06:00:00Z') },
    { userId: alice, delta: 3, balanceAfter: 105, reason: 'chatRefund', reference: `chat:${turns[1]!.id}`, createdAt: at('2026-06-02T06:00:01Z') },
  ]);
});
afterAll(async () => app.close());

describe('the dashboard', () => {
  it('has no figures before the rollups are first made', async () => {
    const dashboard = await call('GET', '/api/admin/dashboard?days=7');
    expect(dashboard.updatedAt).toBeNull();
    expect(dashboard.totals.revenueFen).toBe(0);
    expect(dashboard.daily.map((day) => day.day)).toEqual(['2026-05-28', '2026-05-29', '2026-05-30', '2026-05-31', '2026-06-01', '2026-06-02', '2026-06-03']);
  });

  it('counts by Shanghai day from the rollups: accounts, revenue without test orders, orders by status, points by reason, models net of refunds', async () => {
    const dashboard = await call('POST', '/api/admin/dashboard/refresh', { days: 7 });
    expect(dashboard.updatedAt).not.toBeNull();
    const day = (name: string) => dashboard.daily.find((entry) => entry.day === name)!;
    expect(day('2026-06-01')).toMatchObject({ usersNew: 1, usersTotal: 4, revenueFen: 0 });
    expect(day('2026-06-02')).toMatchObject({ usersNew: 1, usersTotal: 5, revenueFen: 990, ordersPaid: 1, turns: 2 });
    expect(day('2026-05-28').usersTotal).toBe(3);
    expect(dashboard.totals).toMatchObject({ usersNew: 2, revenueFen: 990, ordersPaid: 1, pointsIn: 113, pointsOut: 8, turns: 2, tokens: 33, chatPoints: 5 });
    expect(dashboard.ordersByStatus).toEqual({ pending: 1, paid: 1, expired: 1 });
    expect(dashboard.revenueByProvider).toEqual([{ provider: 'epay', revenueFen: 990, orders: 1 }]);
    expect(dashboard.pointsByReason).toEqual([
      { reason: 'order', in: 100, out: 0 },
      { reason: 'signIn', in: 10, out: 0 },
      { reason: 'chat', in: 0, out: 8 },
      { reason: 'chatRefund', in: 3, out: 0 },
    ]);
    expect(dashboard.models).toEqual([{ model: 'gpt-4o-mini', turns: 2, tokens: 33, points: 5 }]);
  });

  it('moves when today’s figures change and the job runs again, and narrows to a window', async () => {
    const carol = await user('carol', '2026-06-03T01:00:00Z');
    await order(carol, { status: 1, amountFen: 2990, createdAt: at('2026-06-03T02:00:00Z'), paidAt: at('2026-06-03T02:01:00Z') });
    expect((await call('GET', '/api/admin/dashboard?days=7')).totals.revenueFen).toBe(990);
    await keepRollups(app.database.db, clock.now());
    const week = await call('GET', '/api/admin/dashboard?days=7');
    expect(week.totals).toMatchObject({ revenueFen: 3980, usersNew: 3, usersTotal: 6 });
    const quarter = await call('GET', '/api/admin/dashboard?days=90');
    expect(quarter.daily).toHaveLength(90);
    expect(quarter.totals.usersNew).toBe(6);
  });

  it('refuses another window', async () => {
    const reply = await app.inject({ url: '/api/admin/dashboard?days=8', headers: { authorization: `Bearer ${token}` } });
    expect(reply.statusCode).toBe(400);
  });
});
