import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../src/db';
import { changePoints } from '../../../src/modules/economy';
import { findLedgerMismatches } from '../../../src/modules/economy/reconcileLedger';
import { createTestApp, operatorToken, testAdminPassword } from '../../../src/testing/testApp';

let app: FastifyInstance;
let token: string;
let operatorId: number;
beforeAll(async () => {
  app = await createTestApp();
  token = await operatorToken(app);
  const [operator] = await app.database.db.select().from(schema.users).where(eq(schema.users.username, 'admin'));
  operatorId = operator!.id;
});
afterAll(async () => app.close());

let address = 0;
const call = (method: 'GET' | 'POST', url: string, { payload, grant, bearer = token }: { payload?: object; grant?: string; bearer?: string } = {}) =>
  app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    remoteAddress: `10.6.${Math.floor(++address / 250)}.${address % 250}`,
    headers: { authorization: `Bearer ${bearer}`, ...(grant ? { 'x-admin-grant': grant } : {}) },
  });
const grantFor = async (url: string, body?: object) =>
  (await call('POST', '/api/admin/auth/confirm', { payload: { method: 'POST', path: url, body, password: testAdminPassword, reason: '客服工单 #42' } })).json()
    .data.grant as string;
const confirmed = async (url: string, body?: object) => call('POST', url, { payload: body, grant: await grantFor(url, body) });

let serial = 0;
/** A user with `score` points (credited through the ledger) and an app session. */
async function createUser(values: Partial<typeof schema.users.$inferInsert> = {}, score = 0) {
  const db = app.database.db;
  const [user] = await db
    .insert(schema.users)
    .values({ username: `adm${++serial}user${Date.now() % 100_000}`, ...values })
    .returning();
  if (score > 0) await changePoints(db, { userId: user!.id, delta: score, reason: 'register', reference: `test:${user!.id}` });
  return { ...user!, token: await app.accounts.issueToken(user!) };
}
const scoreOf = async (userId: number) => (await app.database.db.select().from(schema.users).where(eq(schema.users.id, userId)))[0]!.score;
const auditOf = (action: string, userId: number) =>
  app.database.db
    .select()
    .from(schema.adminAudit)
    .where(and(eq(schema.adminAudit.action, action), eq(schema.adminAudit.target, `user:${userId}`)));
const sessionAlive = async (userToken: string) => (await call('GET', '/api/auth/getInfo', { bearer: userToken })).statusCode === 200;

describe('GET /api/admin/users', () => {
  it('finds users by id, or by part of a username, phone, email or invite code in any case; % and _ are plain characters', async () => {
    const found = await createUser({ username: 'Under_Score7', phone: '13912345678', email: 'Someone@Example.com', inviteCode: 'QWERTY88' });
    await createUser({ username: 'UnderxScore7' });
    const search = async (q: string) => (await call('GET', `/api/admin/users?q=${encodeURIComponent(q)}`)).json().data;
    expect((await search(String(found.id))).rows.map((row: { id: number }) => row.id)).toContain(found.id);
    for (const q of ['r_s', 'UNDER_', '12345', 'someone@example', 'qwerty'])
      expect((await search(q)).rows.map((row: { id: number }) => row.id)).toEqual([found.id]);
    expect((await search('%')).total).toBe(0);
    expect((await search('r_s')).rows[0]).toEqual({
      id: found.id,
      username: 'Under_Score7',
      nickname: '',
      phone: '13912345678',
      email: 'Someone@Example.com',
      role: 'user',
      score: 0,
      lifetimeVip: false,
      vipExpire: null,
      status: 'active',
      createdAt: expect.any(String),
      destroyedAt: null,
    });
  });

  it('pages newest first with the total', async () => {
    const all = (await call('GET', '/api/admin/users?size=100')).json().data;
    expect(all.total).toBeGreaterThanOrEqual(3);
    const ids = all.rows.map((row: { id: number }) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await call('GET', '/api/admin/users?size=1&page=2')).json().data.rows[0].id).toBe(ids[1]);
    expect(all.capped).toBe(false);
    // Pages stop at the 10,000th match (db/cappedPages.ts); the count's cap is proven on orders.
    expect((await call('GET', '/api/admin/users?size=100&page=101')).json()).toMatchObject({
      success: false,
      message: '列表只能翻到前 10,000 条，请用筛选条件缩小范围',
    });
  });
});

describe('GET /api/admin/users/:id', () => {
  it('gives the profile, latest ledger rows, orders, check-ins, invitees and usage counts — never what was said in a conversation', async () => {
    const db = app.database.db;
    const inviter = await createUser({}, 100);
    await db.update(schema.users).set({ status: 'banned', banReason: '发广告' }).where(eq(schema.users.id, inviter.id));
    const invitee = await createUser({ invitedById: inviter.id, nickname: '小明' });
    await db.insert(schema.signIns).values({ userId: inviter.id, signInDate: '2026-06-01' });
    const [group] = await db.insert(schema.chatGroups).values({ userId: inviter.id }).returning();
    await db.insert(schema.chatLogs).values([
      { groupId: group!.id, userId: inviter.id, role: 'user', content: 'SECRET-QUESTION' },
      { groupId: group!.id, userId: inviter.id, role: 'assistant', content: 'SECRET-ANSWER' },
    ]);
    const [goods] = await db.select().from(schema.goods);
    await db.insert(schema.orders).values({
      orderId: `LXDETAIL${inviter.id}`,
      userId: inviter.id,
      goodsId: goods!.id,
      amountFen: 100,
      provider: 'epay',
      payType: 'wxpay',
      expiresAt: new Date(),
    });

    const reply = await call('GET', `/api/admin/users/${inviter.id}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.body).not.toContain('SECRET-');
    const detail = reply.json().data;
    expect(detail.profile).toMatchObject({ id: inviter.id, score: 100, role: 'user', hasPassword: false, wechatBound: false });
    expect(detail.profile).not.toHaveProperty('passwordHash');
    expect(detail.ledger).toMatchObject([{ delta: 100, balanceAfter: 100, reason: 'register' }]);
    expect(detail.orders).toMatchObject({ total: 1, rows: [{ orderId: `LXDETAIL${inviter.id}`, goodsName: goods!.name, status: 0 }] });
    expect(detail.usage).toEqual({ checkIns: 1, invites: 1, invitesRewarded: 0, conversations: 1, chatTurns: 1, files: 0 });
    expect(detail.profile).toMatchObject({ status: 'banned', banReason: '发广告', vipLevel: { name: expect.any(String) } });
    expect(detail.checkIns).toEqual([{ date: '2026-06-01', createdAt: expect.any(String) }]);
    expect(detail.invitees).toEqual([{ id: invitee.id, username: invitee.username, nickname: '小明', createdAt: expect.any(String), rewarded: false }]);
    expect((await call('GET', '/api/admin/users/999999')).statusCode).toBe(404);
  });
});

describe('the changes', () => {
  it('each need the two-step confirmation: 403 需要二次确认 and nothing changes', async () => {
    const user = await createUser({}, 10);
    for (const [action, body] of [
      ['points', { delta: 5, note: '' }],
      ['password-reset', undefined],
      ['logout-everywhere', undefined],
      ['role', { role: 'admin' }],
    ] as const) {
      const reply = await call('POST', `/api/admin/users/${user.id}/${action}`, { payload: body });
      expect(reply.statusCode, action).toBe(403);
      expect(reply.json().message).toBe('需要二次确认');
    }
    const [row] = await app.database.db.select().from(schema.users).where(eq(schema.users.id, user.id));
    expect(row).toMatchObject({ score: 10, role: 'user', tokenVersion: 0, passwordHash: null });
  });
});

describe('POST /api/admin/users/:id/points', () => {
  it('grants and deducts through the ledger, audited with the note; a deduction beyond the balance changes nothing', async () => {
    const user = await createUser({}, 20);
    const url = `/api/admin/users/${user.id}/points`;
    const granted = await confirmed(url, { delta: 50, note: '活动补偿' });
    expect(granted.json()).toMatchObject({ success: true, data: { score: 70 }, message: '积分已调整' });
    const short = await confirmed(url, { delta: -71, note: '误发' });
    expect(short.json()).toMatchObject({ success: false, message: '积分不足，无法扣除（当前余额 70）' });
    expect((await confirmed(url, { delta: 0, note: '' })).json().message).toBe('积分变动不能为 0');
    expect(await scoreOf(user.id)).toBe(70);
    const audit = await auditOf('users.points', user.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ operatorId, reason: '客服工单 #42', before: { score: 20 }, after: { score: 70, delta: 50, note: '活动补偿' } });
    const [ledger] = await app.database.db
      .select()
      .from(schema.pointsLedger)
      .where(and(eq(schema.pointsLedger.userId, user.id), eq(schema.pointsLedger.reason, 'admin')));
    expect(ledger).toMatchObject({ delta: 50, balanceAfter: 70, reference: (audit[0]!.after as { reference: string }).reference });
  });

  it('lets exactly 3 of 10 concurrent deductions of 30 from 100 through, leaving 10', async () => {
    const user = await createUser({}, 100);
    const url = `/api/admin/users/${user.id}/points`;
    const body = { delta: -30, note: '并发扣除' };
    const grants = [];
    for (let i = 0; i < 10; i++) grants.push(await grantFor(url, body));
    const replies = await Promise.all(grants.map((grant) => call('POST', url, { payload: body, grant })));
    expect(replies.filter((reply) => reply.json().success)).toHaveLength(3);
    expect(replies.filter((reply) => reply.statusCode === 400).map((reply) => reply.json().message)).toEqual(
      Array(7).fill('积分不足，无法扣除（当前余额 10）'),
    );
    expect(await scoreOf(user.id)).toBe(10);
    expect(await auditOf('users.points', user.id)).toHaveLength(3);
    expect((await findLedgerMismatches(app.database.db)).filter((row) => row.userId === user.id)).toEqual([]);
  });

  it('refuses an unknown or cancelled account', async () => {
    const user = await createUser({ destroyedAt: new Date() });
    expect((await confirmed(`/api/admin/users/${user.id}/points`, { delta: 5, note: '' })).json().message).toBe('该账号已注销，无法操作');
    expect((await confirmed('/api/admin/users/999999/points', { delta: 5, note: '' })).statusCode).toBe(404);
  });
});

describe('POST /api/admin/users/:id/password-reset and logout-everywhere', () => {
  it('sets a random password shown once, ends the user’s sessions, and audits without the password', async () => {
    const user = await createUser();
    expect(await sessionAlive(user.token)).toBe(true);
    const reply = await confirmed(`/api/admin/users/${user.id}/password-reset`);
    const { password } = reply.json().data as { password: string };
    expect(password).toMatch(/^[A-HJ-NP-Za-km-z2-9]{14}$/);
    expect(await sessionAlive(user.token)).toBe(false);
    const login = await app.inject({ method: 'POST', url: '/api/auth/loginV4', payload: { username: user.username, password }, remoteAddress: '10.6.250.1' });
    expect(login.json().success).toBe(true);
    const audit = await auditOf('users.passwordReset', user.id);
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(password);
  });

  it('ends every session of the user', async () => {
    const user = await createUser();
    expect(await sessionAlive(user.token)).toBe(true);
    expect((await confirmed(`/api/admin/users/${user.id}/logout-everywhere`)).json()).toMatchObject({ success: true, message: '该用户的所有登录已失效' });
    expect(await sessionAlive(user.token)).toBe(false);
    expect(await auditOf('users.logoutEverywhere', user.id)).toHaveLength(1);
  });
});

describe('POST /api/admin/users/:id/role', () => {
  it('promotes and demotes at once; an operator cannot demote themselves', async () => {
    const user = await createUser();
    const url = `/api/admin/users/${user.id}/role`;
    expect((await confirmed(url, { role: 'admin' })).json().success).toBe(true);
    const theirs = await operatorToken(app, user.username);
    expect((await call('GET', '/api/admin/users', { bearer: theirs })).statusCode).toBe(200);
    expect((await confirmed(url, { role: 'user' })).json().success).toBe(true);
    expect((await call('GET', '/api/admin/users', { bearer: theirs })).statusCode).toBe(403);
    expect((await auditOf('users.role', user.id)).map((row) => [row.before, row.after])).toEqual([
      [{ role: 'user' }, { role: 'admin' }],
      [{ role: 'admin' }, { role: 'user' }],
    ]);

    const self = await confirmed(`/api/admin/users/${operatorId}/role`, { role: 'user' });
    expect(self.json()).toMatchObject({ success: false, message: '不能取消自己的管理员身份' });
    expect((await call('GET', '/api/admin/users')).statusCode).toBe(200);
  });
});
