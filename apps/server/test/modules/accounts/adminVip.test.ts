import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../src/db';
import { createTestApp, operatorToken, testAdminPassword } from '../../../src/testing/testApp';

let app: FastifyInstance;
let token: string;
let low: number;
let high: number;
beforeAll(async () => {
  app = await createTestApp();
  token = await operatorToken(app);
  const levels = await app.database.db
    .insert(schema.vipLevels)
    .values([
      { name: '白银', badge: 'S', rank: 5 },
      { name: '黄金', badge: 'G', rank: 10 },
    ])
    .returning();
  [low, high] = levels.map((level) => level.id) as [number, number];
});
afterAll(async () => app.close());

const day = 86_400_000;
let address = 0;
const call = (url: string, { payload, grant }: { payload?: object; grant?: string } = {}) =>
  app.inject({
    method: 'POST',
    url,
    ...(payload ? { payload } : {}),
    remoteAddress: `10.7.${Math.floor(++address / 250)}.${address % 250}`,
    headers: { authorization: `Bearer ${token}`, ...(grant ? { 'x-admin-grant': grant } : {}) },
  });
const grantFor = async (url: string, body?: object) =>
  (await call('/api/admin/auth/confirm', { payload: { method: 'POST', path: url, body, password: testAdminPassword, reason: '活动补偿' } })).json().data
    .grant as string;
const confirmed = async (url: string, body?: object) => call(url, { payload: body, grant: await grantFor(url, body) });

let serial = 0;
async function createUser(values: Partial<typeof schema.users.$inferInsert> = {}) {
  const [user] = await app.database.db
    .insert(schema.users)
    .values({ username: `vip${++serial}user${Date.now() % 100_000}`, ...values })
    .returning();
  return user!;
}
const rowOf = async (userId: number) => (await app.database.db.select().from(schema.users).where(eq(schema.users.id, userId)))[0]!;
const auditOf = (action: string, userId: number) =>
  app.database.db
    .select()
    .from(schema.adminAudit)
    .where(and(eq(schema.adminAudit.action, action), eq(schema.adminAudit.target, `user:${userId}`)));
const vipUrl = (userId: number) => `/api/admin/users/${userId}/vip`;

describe('POST /api/admin/users/:id/vip', () => {
  it('needs the two-step confirmation (grant and revoke): 403 需要二次确认 and nothing changes', async () => {
    const user = await createUser({ lifetimeVip: true });
    for (const [url, payload] of [
      [vipUrl(user.id), { days: 30 }],
      [`${vipUrl(user.id)}/revoke`, undefined],
    ] as const) {
      const reply = await call(url, payload ? { payload } : {});
      expect(reply.statusCode, url).toBe(403);
      expect(reply.json().message).toBe('需要二次确认');
    }
    expect(await rowOf(user.id)).toMatchObject({ lifetimeVip: true, vipExpire: null });
  });

  it('extends from now for a non-member or an expired membership, and from the expiry for a current one', async () => {
    const fresh = await createUser();
    const expired = await createUser({ vipExpire: new Date(Date.now() - 5 * day) });
    const future = new Date(Date.now() + 10 * day);
    const current = await createUser({ vipExpire: future });
    const start = Date.now();
    for (const user of [fresh, expired]) {
      const reply = await confirmed(vipUrl(user.id), { days: 30 });
      expect(reply.statusCode).toBe(200);
      expect(reply.json().message).toBe('会员已赠送');
      const expiry = (await rowOf(user.id)).vipExpire!.getTime();
      expect(expiry).toBeGreaterThanOrEqual(start + 30 * day);
      expect(expiry).toBeLessThan(Date.now() + 30 * day + 1);
    }
    const reply = await confirmed(vipUrl(current.id), { days: 7 });
    expect(reply.json().data).toEqual({ lifetimeVip: false, vipExpire: new Date(future.getTime() + 7 * day).toISOString(), vipLevelId: null });
  });

  it('makes a membership lifetime', async () => {
    const user = await createUser();
    expect((await confirmed(vipUrl(user.id), { lifetime: true })).statusCode).toBe(200);
    expect(await rowOf(user.id)).toMatchObject({ lifetimeVip: true, vipExpire: null });
  });

  it('takes days or lifetime, one of them, days 1..3650; nothing changes otherwise', async () => {
    const user = await createUser();
    for (const body of [{}, { days: 30, lifetime: true }, { lifetime: false }, { vipLevelId: low }]) {
      const reply = await confirmed(vipUrl(user.id), body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(reply.json().message).toBe('请填写会员天数或选择永久会员（二选一）');
    }
    for (const days of [0, 3651, 1.5]) expect((await confirmed(vipUrl(user.id), { days })).statusCode, String(days)).toBe(400);
    expect((await confirmed(vipUrl(999_999), { days: 1 })).statusCode).toBe(404);
    expect(await rowOf(user.id)).toMatchObject({ lifetimeVip: false, vipExpire: null, vipLevelId: null });
    expect(await auditOf('users.vip', user.id)).toEqual([]);
  });

  it('grants a level, but never takes a higher one away from a current member; without one the member keeps theirs', async () => {
    const member = await createUser({ vipExpire: new Date(Date.now() + 5 * day), vipLevelId: high });
    expect((await confirmed(vipUrl(member.id), { days: 1, vipLevelId: low })).json().data.vipLevelId).toBe(high);
    expect((await confirmed(vipUrl(member.id), { days: 1 })).json().data.vipLevelId).toBe(high);
    const lapsed = await createUser({ vipExpire: new Date(Date.now() - day), vipLevelId: high });
    expect((await confirmed(vipUrl(lapsed.id), { days: 1, vipLevelId: low })).json().data.vipLevelId).toBe(low);
    expect((await confirmed(vipUrl(lapsed.id), { lifetime: true, vipLevelId: high })).json().data.vipLevelId).toBe(high);

    const reply = await confirmed(vipUrl(member.id), { days: 1, vipLevelId: 999_999 });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe('会员等级不存在');
  });

  it('audits users.vip in the change with before, after and the reason', async () => {
    const future = new Date(Date.now() + 2 * day);
    const user = await createUser({ vipExpire: future });
    await confirmed(vipUrl(user.id), { days: 3, vipLevelId: low });
    const [row] = await auditOf('users.vip', user.id);
    expect(row).toMatchObject({
      reason: '活动补偿',
      before: { lifetimeVip: false, vipExpire: future.toISOString(), vipLevelId: null },
      after: { lifetimeVip: false, vipExpire: new Date(future.getTime() + 3 * day).toISOString(), vipLevelId: low, granted: { days: 3 }, level: low },
    });
  });

  it('adds up 10 concurrent grants of 30 days to exactly 300 days, each audited', async () => {
    const from = new Date(Date.now() + 3 * day);
    from.setMilliseconds(0);
    const user = await createUser({ vipExpire: from });
    const grants = await Promise.all(Array.from({ length: 10 }, () => grantFor(vipUrl(user.id), { days: 30 })));
    const replies = await Promise.all(grants.map((grant) => call(vipUrl(user.id), { payload: { days: 30 }, grant })));
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array(10).fill(200));
    expect((await rowOf(user.id)).vipExpire).toEqual(new Date(from.getTime() + 300 * day));
    expect(await auditOf('users.vip', user.id)).toHaveLength(10);
  });
});

describe('POST /api/admin/users/:id/vip/revoke', () => {
  it('ends a lifetime or dated membership now and drops its level, audited users.vipRevoke', async () => {
    const lifetime = await createUser({ lifetimeVip: true, vipLevelId: high });
    const start = Date.now();
    const reply = await confirmed(`${vipUrl(lifetime.id)}/revoke`);
    expect(reply.statusCode).toBe(200);
    expect(reply.json().message).toBe('会员已终止');
    const row = await rowOf(lifetime.id);
    expect(row).toMatchObject({ lifetimeVip: false, vipLevelId: null });
    expect(row.vipExpire!.getTime()).toBeGreaterThanOrEqual(start - 1000);
    expect(row.vipExpire!.getTime()).toBeLessThanOrEqual(Date.now());
    const [audit] = await auditOf('users.vipRevoke', lifetime.id);
    expect(audit).toMatchObject({ reason: '活动补偿', before: { lifetimeVip: true, vipLevelId: high }, after: { lifetimeVip: false, vipLevelId: null } });

    const dated = await createUser({ vipExpire: new Date(Date.now() + 9 * day) });
    expect((await confirmed(`${vipUrl(dated.id)}/revoke`)).statusCode).toBe(200);
    expect((await rowOf(dated.id)).vipExpire!.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('refuses a user who is no member, changing nothing', async () => {
    const user = await createUser({ vipExpire: new Date(Date.now() - day) });
    const reply = await confirmed(`${vipUrl(user.id)}/revoke`);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe('该用户当前不是会员');
    expect(await auditOf('users.vipRevoke', user.id)).toEqual([]);
  });
});
