import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { schema } from '../../../src/db';
import { maxFailuresPerAccount } from '../../../src/modules/accounts/loginThrottle';
import { signWechatRegistrationTicket } from '../../../src/modules/accounts/registrationTicket';
import { accountsApp, messageOf } from './accountTestKit';

// One server per file (a fresh database costs ~2 s); every test uses its own phones and names. Its background jobs
// (heartbeat, settling interrupted answers) wait longer than the file runs, so no statement of theirs is counted.
let env: Awaited<ReturnType<typeof accountsApp>>;
beforeAll(async () => {
  env = await accountsApp({ INSTANCE_STALE_SECONDS: '3600', INTERRUPTED_SWEEP_SECONDS: '3600' });
});
afterAll(async () => env.close());

const ledgerOf = async (userId: number) => env.app.database.db.select().from(schema.pointsLedger).where(eq(schema.pointsLedger.userId, userId));

describe('POST /auth/registeV3 (plain form)', () => {
  it('registers with the username rules of SPEC §5 and credits the configured gift through the ledger', async () => {
    expect(messageOf(await env.kit.register('', 'secret1'))).toBe('输入的用户名不能为空');
    expect(messageOf(await env.kit.register('abc12', 'secret1'))).toBe('用户名长度不能少于6位');
    expect(messageOf(await env.kit.register('abcdefg', 'secret1'))).toBe('用户名格式错误，请更正（字母+数字）');
    expect(messageOf(await env.kit.register('1234567', 'secret1'))).toBe('用户名格式错误，请更正（字母+数字）');
    expect((await env.kit.register('alice01', '12345')).statusCode).toBe(400);

    const reply = await env.kit.register('alice01', 'secret1');
    expect(reply.statusCode).toBe(200);
    expect(messageOf(reply)).toBe('注册成功');
    expect(messageOf(await env.kit.register('alice01', 'secret2'))).toBe('用户名已存在');

    const token: string = (await env.kit.login('alice01', 'secret1')).json().data;
    const info = await env.kit.info(token);
    // Seeded gift: registerSendModel3Count 10 + registerSendModel4Count 2 + registerSendDrawMjCount 2.
    expect(info.userInfo).toMatchObject({ username: 'alice01', password: 'yes', score: 14, isBindWx: 0, lifetimeVip: 0, vipExpire: null });
    expect(info.userBalance).toEqual({ score: 14, isVip: false, vipExpire: null });
    expect(info.isSignIn).toBe(false);
    expect(await ledgerOf(info.userInfo.id)).toEqual([expect.objectContaining({ delta: 14, balanceAfter: 14, reason: 'register' })]);
  });

  it('registers one account when the same username is sent eight times at once', async () => {
    const replies = await Promise.all(Array.from({ length: 8 }, () => env.kit.register('race001', 'secret1')));
    expect(replies.filter((reply) => reply.statusCode === 200)).toHaveLength(1);
    expect(replies.filter((reply) => messageOf(reply) === '用户名已存在')).toHaveLength(7);
  });

  it('applies invitedBy when the code belongs to a user', async () => {
    await env.kit.register('inviter1', 'secret1');
    await env.app.database.db.update(schema.users).set({ inviteCode: 'INV123' }).where(eq(schema.users.username, 'inviter1'));
    const [inviter] = await env.app.database.db.select().from(schema.users).where(eq(schema.users.username, 'inviter1'));
    const token = await env.kit.loginByPhone('13700137000', 'INV123');
    const [invitee] = await env.app.database.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.id, (await env.kit.info(token)).userInfo.id));
    expect(invitee!.invitedById).toBe(inviter!.id);
    await env.kit.post('/auth/registeV3', { username: 'stray01', password: 'secret1', invitedBy: 'NOSUCH' });
    const [stray] = await env.app.database.db.select().from(schema.users).where(eq(schema.users.username, 'stray01'));
    expect(stray!.invitedById).toBeNull();
  });

  it('registers a WeChat user only with a ticket this server signed', async () => {
    await env.app.configStore.set('wechatRegisterStatus', 1);
    const ticket = await signWechatRegistrationTicket(env.app, { openId: 'o-new-user', scene: 'a'.repeat(32) });
    expect((await env.kit.post('/auth/registeV3', { openId: 'o-raw-openid' })).statusCode).toBe(400);
    expect(messageOf(await env.kit.post('/auth/registeV3', { openId: ticket.slice(0, -2) + 'xx' }))).toBe('微信登录已过期，请重新扫码');
    expect((await env.kit.post('/auth/registeV3', { openId: ticket })).statusCode).toBe(200);
    const [user] = await env.app.database.db.select().from(schema.users).where(eq(schema.users.wechatOpenId, 'o-new-user'));
    expect(user).toMatchObject({ nickname: '微信用户', passwordHash: null });
    expect(messageOf(await env.kit.post('/auth/registeV3', { openId: ticket }))).toBe('该微信已注册，请直接扫码登录');
    env.clock.advance(5 * 60_000 + 1000);
    const late = await signWechatRegistrationTicket(env.app, { openId: 'o-late' });
    env.clock.advance(5 * 60_000 + 1000);
    expect((await env.kit.post('/auth/registeV3', { openId: late })).statusCode).toBe(400);
  });
});

describe('the registration switches', () => {
  afterAll(async () => env.app.configStore.setMany({ wechatRegisterStatus: 0, phoneRegisterStatus: 1, emailRegisterStatus: 1 }));

  it('refuses a new account on a channel the operator closed, saying which, and still logs existing accounts in', async () => {
    await env.kit.register('switch01', 'secret1');
    const phoneToken = await env.kit.loginByPhone('13900139111');
    await env.app.configStore.setMany({ wechatRegisterStatus: 0, phoneRegisterStatus: 0, emailRegisterStatus: 0 });
    const users = async () => (await env.app.database.db.select({ id: schema.users.id }).from(schema.users)).length;
    const before = await users();

    expect(messageOf(await env.kit.register('switch02', 'secret1'))).toBe('账号注册已关闭，请使用其他方式登录');
    const ticket = await signWechatRegistrationTicket(env.app, { openId: 'o-closed', scene: 'b'.repeat(32) });
    expect(messageOf(await env.kit.post('/auth/registeV3', { openId: ticket }))).toBe('微信注册已关闭，请使用其他方式登录');
    const newPhone = await env.kit.post('/auth/loginByPhoneV3', { phone: '13900139222', phoneCode: await env.kit.codeFor('13900139222') });
    expect(messageOf(newPhone)).toBe('手机号注册已关闭，请使用其他方式登录');
    const phoneForm = await env.kit.post('/auth/registeV3', { username: 'switch03', phone: '13900139333', phoneCode: '123456' });
    expect(messageOf(phoneForm)).toBe('手机号注册已关闭，请使用其他方式登录');
    expect(await users()).toBe(before);

    expect((await env.kit.login('switch01', 'secret1')).statusCode).toBe(200);
    env.clock.advance(61_000);
    const again = await env.kit.post('/auth/loginByPhoneV3', { phone: '13900139111', phoneCode: await env.kit.codeFor('13900139111') });
    expect(again.statusCode).toBe(200);
    expect((await env.kit.info(again.json().data)).userInfo.id).toBe((await env.kit.info(phoneToken)).userInfo.id);

    await env.app.configStore.setMany({ emailRegisterStatus: 1 });
    expect((await env.kit.register('switch02', 'secret1')).statusCode).toBe(200);
  });
});

describe('POST /auth/loginV4', () => {
  beforeAll(async () => {
    await env.kit.register('bob0001', 'secret1');
    await env.app.database.db.update(schema.users).set({ email: 'bob@example.com', phone: '13600136000' }).where(eq(schema.users.username, 'bob0001'));
  });

  it('logs in by username, email or phone', async () => {
    for (const account of ['bob0001', 'bob@example.com', 'BOB@example.com', '13600136000']) {
      const reply = await env.kit.login(account, 'secret1');
      expect(reply.statusCode, account).toBe(200);
      expect(messageOf(reply)).toBe('账户登录成功、开始体验吧！');
      expect((await env.kit.info(reply.json().data)).userInfo.username).toBe('bob0001');
    }
  });

  it('gives one message for an unknown user and a wrong password', async () => {
    expect(messageOf(await env.kit.login('nobody1', 'secret1'))).toBe('用户名或密码错误');
    expect(messageOf(await env.kit.login('bob0001', 'wrong-1'))).toBe('用户名或密码错误');
    expect(messageOf(await env.kit.post('/auth/loginV4', { username: 'bob0001', password: 'wrong-1' }, undefined, { 'accept-language': 'en' }))).toBe(
      'Wrong username or password',
    );
  });

  it('throttles an account after five failures for 15 minutes, right password included', async () => {
    for (let failure = 0; failure < maxFailuresPerAccount; failure++) await env.kit.login('bob0001', 'wrong-1');
    const blocked = await env.kit.login('bob0001', 'secret1');
    expect(blocked.statusCode).toBe(429);
    expect(messageOf(blocked)).toBe('登录失败次数过多，请15分钟后再试');
    env.clock.advance(15 * 60_000 + 1);
    expect((await env.kit.login('bob0001', 'secret1')).statusCode).toBe(200);
  });
});

describe('GET /auth/getInfo', () => {
  it('needs a valid token', async () => {
    const reply = await env.kit.get('/auth/getInfo');
    expect(reply.statusCode).toBe(401);
    expect(messageOf(reply)).toBe('请先登录后再进行使用！');
    expect((await env.kit.get('/auth/getInfo', 'not-a-token')).statusCode).toBe(401);
  });

  it('never exposes the password hash or WeChat ids', async () => {
    const token = await env.kit.loginByPhone('13500135000');
    const reply = await env.kit.get('/auth/getInfo', token);
    expect(reply.body).not.toMatch(/scrypt|passwordHash|wechatOpenId/);
    expect(reply.json().data.userInfo).toMatchObject({ phone: '13500135000', nickname: '手机用户5000', password: '' });
  });

  it('refuses a revoked token and an unknown user with the 401 of every signed-in route', async () => {
    const revoked = await env.kit.loginByPhone('13500135001');
    const { id } = (await env.kit.info(revoked)).userInfo;
    // Logout everywhere (as a password change) bumps the version: older tokens stop working.
    await env.app.database.db
      .update(schema.users)
      .set({ tokenVersion: sql`${schema.users.tokenVersion} + 1` })
      .where(eq(schema.users.id, id));
    const unknown = await env.app.tokens.sign({ userId: 2_000_000_000, version: 0 });
    const get = (url: string, token: string, language: string) =>
      env.app.inject({ url: `/api${url}`, headers: { authorization: `Bearer ${token}`, 'accept-language': language } });
    for (const token of [revoked, unknown]) {
      for (const language of ['zh-CN', 'en']) {
        const reply = await get('/auth/getInfo', token, language);
        // /balance/query is in an `authenticated` scope.
        const scoped = await get('/balance/query', token, language);
        expect(reply.statusCode).toBe(401);
        expect([reply.headers['content-type'], reply.body]).toEqual([scoped.headers['content-type'], scoped.body]);
      }
    }
    expect((await get('/auth/getInfo', unknown, 'en')).json()).toEqual({ code: 401, data: null, message: 'Please log in first', success: false });
  });

  it('tells whether the caller checked in on the Shanghai day of the app clock', async () => {
    const token = await env.kit.loginByPhone('13500135002');
    expect((await env.kit.info(token)).isSignIn).toBe(false);
    expect((await env.kit.post('/signin/sign', {}, token)).statusCode).toBe(200);
    expect((await env.kit.info(token)).isSignIn).toBe(true);
    // 23:59 in Shanghai (UTC+8) is the same day, 00:00 the next.
    const day = 24 * 60 * 60_000;
    env.clock.advance(day - ((env.clock.now().getTime() + 8 * 60 * 60_000) % day) - 60_000);
    expect((await env.kit.info(token)).isSignIn).toBe(true);
    env.clock.advance(60_000);
    expect((await env.kit.info(token)).isSignIn).toBe(false);
  });

  it('answers in one statement, then from memory until the user’s row changes', async () => {
    const token = await env.kit.loginByPhone('13500135003');
    // Both drivers (a node-postgres pool, PGlite) run each statement outside a transaction through the client's query().
    const client = (env.app.database.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
    const query = vi.spyOn(client, 'query');
    try {
      const first = await env.kit.info(token);
      expect(query).toHaveBeenCalledTimes(1);
      expect(await env.kit.info(token)).toEqual(first);
      expect((await env.kit.get('/balance/query', token)).json().data).toEqual(first.userBalance);
      expect(query).toHaveBeenCalledTimes(1);
      // A write by any path (here straight to the table) is announced by the database's trigger: the next read sees it.
      await env.app.database.db.update(schema.users).set({ score: 77 }).where(eq(schema.users.id, first.userInfo.id));
      query.mockClear();
      expect((await env.kit.info(token)).userBalance.score).toBe(77);
      expect(query).toHaveBeenCalledTimes(1);
    } finally {
      query.mockRestore();
    }
  });

  it('refuses a revoked token at once, though the user’s row was in memory', async () => {
    const token = await env.kit.loginByPhone('13500135004');
    const { userInfo } = await env.kit.info(token);
    expect((await env.kit.get('/balance/query', token)).statusCode).toBe(200);
    await env.app.database.db
      .update(schema.users)
      .set({ tokenVersion: sql`${schema.users.tokenVersion} + 1` })
      .where(eq(schema.users.id, userInfo.id));
    expect((await env.kit.get('/auth/getInfo', token)).statusCode).toBe(401);
    expect((await env.kit.get('/balance/query', token)).statusCode).toBe(401);
  });

  it('never keeps a row read while it changed: reads racing twenty writes end on the last write', async () => {
    const token = await env.kit.loginByPhone('13500135005');
    const { userInfo } = await env.kit.info(token);
    for (let score = 1; score <= 20; score++) {
      const write = env.app.database.db.update(schema.users).set({ score }).where(eq(schema.users.id, userInfo.id));
      await Promise.all([env.kit.info(token), write, env.kit.info(token)]);
      expect((await env.kit.info(token)).userBalance.score).toBe(score);
    }
  });
});
