import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../src/db';
import { adminIdleMs } from '../../../src/domain/admin/adminSessions';
import { grantTtlMs } from '../../../src/domain/admin/confirmGrants';
import { ok } from '../../../src/http/envelope';
import { createTestApp, ManualClock, operatorToken, testAdminPassword } from '../../../src/testing/testApp';

let app: FastifyInstance;
const clock = new ManualClock(new Date('2026-06-01T04:00:00Z'));
let userToken: string;
let adminRoutes: { method: string; url: string }[];

beforeAll(async () => {
  app = await createTestApp({ clock });
  // A dangerous action of the kind later modules add (a grant, a secret, a ban…): it records what it did, and why.
  app.post('/api/admin/test/dangerous', { config: { confirm: true } }, async (request) => {
    await app.audit(request, { operatorId: request.user!.id, action: 'test.dangerous', after: request.body });
    return ok({ reason: request.adminReason });
  });
  await app.ready();
  const [user] = await app.database.db.insert(schema.users).values({ username: 'plainuser1' }).returning();
  userToken = await app.tokens.sign({ userId: user!.id, version: 0 });
  // The route table: every /api/admin operation of the API document, whichever module declares it.
  const document = app.swagger() as unknown as { paths: Record<string, Record<string, unknown>> };
  adminRoutes = Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/admin/') && path !== '/api/admin/auth/login')
    .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ method: method.toUpperCase(), url: path.replace(/\{[^}]+\}/g, '1') })));
});
afterAll(async () => app.close());

let address = 0;
const call = (method: string, url: string, token?: string, payload?: object, grant?: string) =>
  app.inject({
    method: method as 'GET' | 'POST',
    url,
    payload,
    remoteAddress: `10.9.${Math.floor(++address / 250)}.${address % 250}`,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(grant ? { 'x-admin-grant': grant } : {}) },
  });
const auditRows = (action: string) => app.database.db.select().from(schema.adminAudit).where(eq(schema.adminAudit.action, action));
const login = (username: string, password: string) => call('POST', '/api/admin/auth/login', undefined, { username, password });

describe('the /api/admin scope', () => {
  it('finds the back office’s routes in the route table', () => {
    expect(adminRoutes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining(['POST /api/admin/crami/generate', 'POST /api/admin/auth/logout']),
    );
  });

  it('answers 401 without a token and 403 仅管理员可用 to a user’s token on every route, before reading the body', async () => {
    for (const route of adminRoutes) {
      const anonymous = await call(route.method, route.url);
      expect(anonymous.statusCode, `${route.method} ${route.url}`).toBe(401);
      const user = await call(route.method, route.url, userToken);
      expect(user.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(user.json().message).toBe('仅管理员可用');
    }
  });

  it('refuses an operator’s own user token (a session of the app, not of the back office) and audits the refusal', async () => {
    const [operator] = await app.database.db.select().from(schema.users).where(eq(schema.users.username, 'admin'));
    const appToken = await app.tokens.sign({ userId: operator!.id, version: operator!.tokenVersion });
    const before = (await auditRows('auth.forbidden')).length;
    expect((await call('POST', '/api/admin/crami/generate', appToken, { goodsId: 1, count: 1 })).statusCode).toBe(403);
    const rows = await auditRows('auth.forbidden');
    expect(rows.length).toBe(before + 1);
    expect(rows.at(-1)).toMatchObject({ operatorId: operator!.id, target: 'POST /api/admin/crami/generate' });
  });

  it('does not take a back-office token as a user’s session on the app’s routes', async () => {
    const reply = await call('GET', '/api/auth/getInfo', await operatorToken(app));
    expect(reply.statusCode).toBe(401);
  });

  it('refuses an operator demoted since the token was issued, at the next call', async () => {
    const [operator] = await app.database.db.insert(schema.users).values({ username: 'operator2', role: 'admin' }).returning();
    const token = await operatorToken(app, 'operator2');
    expect((await call('POST', '/api/admin/crami/generate', token, { goodsId: 1, count: 1 })).statusCode).toBe(200);
    await app.database.db.update(schema.users).set({ role: 'user' }).where(eq(schema.users.id, operator!.id));
    expect((await call('POST', '/api/admin/crami/generate', token, { goodsId: 1, count: 1 })).statusCode).toBe(403);
  });
});

describe('POST /api/admin/auth/login', () => {
  it('signs an operator in: the token works in the back office, and the login is audited', async () => {
    const reply = await login('admin', testAdminPassword);
    expect(reply.statusCode).toBe(200);
    const { token, expiresAt } = reply.json().data as { token: string; expiresAt: string };
    expect(new Date(expiresAt).getTime() - Date.now()).toBeGreaterThan(7.9 * 3600_000);
    expect(new Date(expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(8 * 3600_000);
    expect((await call('POST', '/api/admin/crami/generate', token, { goodsId: 1, count: 2 })).json().data.codes).toHaveLength(2);
    expect((await auditRows('auth.login')).length).toBeGreaterThan(0);
  });

  it('gives a user with the right password the same answer as a wrong password, and audits both failures', async () => {
    const before = (await auditRows('auth.loginFailed')).length;
    const [user] = await app.database.db.insert(schema.users).values({ username: 'notoperator' }).returning();
    await app.database.db
      .update(schema.users)
      .set({ passwordHash: (await app.database.db.select().from(schema.users).where(eq(schema.users.username, 'admin')))[0]!.passwordHash })
      .where(eq(schema.users.id, user!.id));
    const asUser = await login('notoperator', testAdminPassword);
    const wrong = await login('admin', 'not-the-password');
    expect(asUser.json()).toEqual(wrong.json());
    expect(asUser.json().message).toBe('用户名或密码错误');
    expect((await auditRows('auth.loginFailed')).length).toBe(before + 2);
  });

  it('ends a session after 30 idle minutes, and at logout; activity keeps it alive', async () => {
    const token = (await login('admin', testAdminPassword)).json().data.token as string;
    const generate = () => call('POST', '/api/admin/crami/generate', token, { goodsId: 1, count: 1 });
    clock.advance(adminIdleMs - 120_000);
    expect((await generate()).statusCode).toBe(200);
    clock.advance(adminIdleMs - 120_000);
    expect((await generate()).statusCode).toBe(200);
    clock.advance(adminIdleMs + 1000);
    const idle = await generate();
    expect(idle.statusCode).toBe(401);
    expect(idle.json().message).toBe('登录已超时，请重新登录');

    const second = (await login('admin', testAdminPassword)).json().data.token as string;
    expect((await call('POST', '/api/admin/auth/logout', second)).statusCode).toBe(200);
    expect((await call('POST', '/api/admin/crami/generate', second, { goodsId: 1, count: 1 })).statusCode).toBe(401);
  });
});

describe('admin_audit', () => {
  it('writes a change’s row in the change’s transaction', async () => {
    const before = (await auditRows('cardCodes.generate')).length;
    expect((await call('POST', '/api/admin/crami/generate', await operatorToken(app), { goodsId: 1, count: 3, batch: 'audit' })).statusCode).toBe(200);
    const rows = await auditRows('cardCodes.generate');
    expect(rows.length).toBe(before + 1);
    expect(rows.at(-1)).toMatchObject({ target: 'goods:1', after: { count: 3, batch: 'audit' } });
    // A refused change leaves no row: an unknown package rolls the codes and the row back together.
    expect((await call('POST', '/api/admin/crami/generate', await operatorToken(app), { goodsId: 999_999, count: 1 })).json().success).toBe(false);
    expect((await auditRows('cardCodes.generate')).length).toBe(before + 1);
  });

  it('refuses UPDATE, DELETE and TRUNCATE', async () => {
    // The database's own error, which drizzle wraps as the cause of its "Failed query".
    const refusal = (statement: ReturnType<typeof sql>) =>
      app.database.db.execute(statement).then(
        () => 'done',
        (error: Error) => (error.cause instanceof Error ? error.cause.message : error.message),
      );
    expect(await refusal(sql`update admin_audit set reason = 'edited'`)).toMatch(/admin_audit is append-only: UPDATE refused/);
    expect(await refusal(sql`delete from admin_audit`)).toMatch(/admin_audit is append-only: DELETE refused/);
    expect(await refusal(sql`truncate admin_audit`)).toMatch(/admin_audit is append-only: TRUNCATE refused/);
    expect((await app.database.db.select().from(schema.adminAudit)).length).toBeGreaterThan(0);
  });
});

describe('two-step confirmation (POST /api/admin/auth/confirm)', () => {
  const dangerous = '/api/admin/test/dangerous';
  const confirm = (token: string, body: object, password = testAdminPassword, reason = '用户申诉，补发积分') =>
    call('POST', '/api/admin/auth/confirm', token, { method: 'POST', path: dangerous, body, password, reason });
  const grantOf = async (token: string, body: object) => (await confirm(token, body)).json().data.grant as string;

  it('refuses a dangerous action without a grant: 403 需要二次确认, audited', async () => {
    const before = (await auditRows('auth.unconfirmed')).length;
    const reply = await call('POST', dangerous, await operatorToken(app), { points: 100 });
    expect(reply.statusCode).toBe(403);
    expect(reply.json().message).toBe('需要二次确认');
    expect((await auditRows('auth.unconfirmed')).length).toBe(before + 1);
  });

  it('gives a grant for the right password, good once for exactly that request, with the reason in its audit row', async () => {
    const token = await operatorToken(app);
    const grant = await grantOf(token, { userId: 7, points: 100 });
    // The same body with its keys in another order is the same request.
    const done = await call('POST', dangerous, token, { points: 100, userId: 7 }, grant);
    expect(done.statusCode).toBe(200);
    expect(done.json().data.reason).toBe('用户申诉，补发积分');
    expect((await auditRows('test.dangerous')).at(-1)).toMatchObject({ reason: '用户申诉，补发积分', after: { userId: 7, points: 100 } });
    expect((await auditRows('auth.confirm')).at(-1)).toMatchObject({ target: `POST ${dangerous}`, reason: '用户申诉，补发积分' });
    expect((await call('POST', dangerous, token, { points: 100, userId: 7 }, grant)).statusCode).toBe(403);
  });

  it('binds the grant to the body, the address, the operator and five minutes', async () => {
    const token = await operatorToken(app);
    expect((await call('POST', dangerous, token, { points: 1000 }, await grantOf(token, { points: 100 }))).statusCode).toBe(403);
    expect((await call('POST', `${dangerous}?userId=8`, token, { points: 100 }, await grantOf(token, { points: 100 }))).statusCode).toBe(403);
    await app.database.db.insert(schema.users).values({ username: 'operator3', role: 'admin' });
    const other = await operatorToken(app, 'operator3');
    expect((await call('POST', dangerous, other, { points: 100 }, await grantOf(token, { points: 100 }))).statusCode).toBe(403);
    const late = await grantOf(token, { points: 100 });
    clock.advance(grantTtlMs + 1000);
    expect((await call('POST', dangerous, await operatorToken(app), { points: 100 }, late)).statusCode).toBe(403);
  });

  it('refuses a wrong password with no grant, and audits the failure', async () => {
    const before = (await auditRows('auth.confirmFailed')).length;
    const reply = await confirm(await operatorToken(app), { points: 100 }, 'not-the-password');
    expect(reply.statusCode).toBe(403);
    expect(reply.json()).toMatchObject({ success: false, message: '密码错误，未确认' });
    expect(reply.json().data ?? null).toBeNull();
    expect((await auditRows('auth.confirmFailed')).length).toBe(before + 1);
  });
});
