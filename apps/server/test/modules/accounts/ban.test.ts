import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../src/db';
import { operatorToken, testAdminPassword } from '../../../src/testing/testApp';
import { accountsApp, messageOf } from './accountTestKit';

let env: Awaited<ReturnType<typeof accountsApp>>;
let operator: string;
beforeAll(async () => {
  env = await accountsApp();
  operator = await operatorToken(env.app);
});
afterAll(async () => env.close());

const admin = (url: string, payload: object, grant?: string) =>
  env.app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${operator}`, ...(grant ? { 'x-admin-grant': grant } : {}) } });
const confirmed = async (url: string, payload: object) => {
  const confirmation = await admin('/api/admin/auth/confirm', { method: 'POST', path: url, body: payload, password: testAdminPassword, reason: '违规发广告' });
  return admin(url, payload, confirmation.json().data.grant as string);
};

describe('POST /api/admin/users/:id/ban', () => {
  it('ends the user’s sessions and refuses every way in with 账号已被封禁，请联系管理员, until the ban is lifted', async () => {
    await env.kit.register('banned01', 'secret1');
    const passwordToken: string = (await env.kit.login('banned01', 'secret1')).json().data;
    const [user] = await env.app.database.db.update(schema.users).set({ phone: '13500135000' }).where(eq(schema.users.username, 'banned01')).returning();
    const url = `/api/admin/users/${user!.id}/ban`;

    expect((await admin(url, { banned: true, reason: '广告' })).json().message).toBe('需要二次确认');
    expect(messageOf(await confirmed(url, { banned: true }))).toBe('请填写封禁原因');
    expect(messageOf(await confirmed(url, { banned: true, reason: '发布广告' }))).toBe('账号已封禁，所有登录已失效');

    expect((await env.kit.get('/auth/getInfo', passwordToken)).statusCode).toBe(401);
    const login = await env.kit.login('banned01', 'secret1');
    expect([login.statusCode, messageOf(login)]).toEqual([403, '账号已被封禁，请联系管理员']);
    const sms = await env.kit.post('/auth/loginByPhoneV3', { phone: '13500135000', phoneCode: await env.kit.codeFor('13500135000') });
    expect(messageOf(sms)).toBe('账号已被封禁，请联系管理员');

    const [row] = await env.app.database.db.select().from(schema.users).where(eq(schema.users.id, user!.id));
    expect(row).toMatchObject({ status: 'banned', banReason: '发布广告' });
    const [audit] = await env.app.database.db.select().from(schema.adminAudit).where(eq(schema.adminAudit.action, 'users.ban'));
    expect(audit).toMatchObject({ target: `user:${user!.id}`, reason: '违规发广告', after: { status: 'banned', banReason: '发布广告' } });

    expect(messageOf(await confirmed(url, { banned: false }))).toBe('账号已解封');
    expect((await env.kit.login('banned01', 'secret1')).statusCode).toBe(200);
  });

  it('does not let an operator ban themselves', async () => {
    const [me] = await env.app.database.db.select().from(schema.users).where(eq(schema.users.username, 'admin'));
    expect(messageOf(await confirmed(`/api/admin/users/${me!.id}/ban`, { banned: true, reason: '试试' }))).toBe('不能封禁自己');
  });
});
