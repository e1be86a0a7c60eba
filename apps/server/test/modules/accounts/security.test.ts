import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../../src/db';
import { accountsApp, messageOf, uniqueName } from './accountTestKit';

// One server per file (a fresh database costs ~2 s); every test acts as a new user.
let env: Awaited<ReturnType<typeof accountsApp>>;
beforeAll(async () => {
  env = await accountsApp();
});
afterAll(async () => env.close());

let username: string;
let token: string;
beforeEach(async () => {
  username = uniqueName('carol');
  await env.kit.register(username, 'secret1');
  token = (await env.kit.login(username, 'secret1')).json().data;
});

const userNamed = async (name: string) => (await env.app.database.db.select().from(schema.users).where(eq(schema.users.username, name)))[0];

describe('POST /auth/updatePassword', () => {
  it('asks for the current password when one is set and checks the 6–18 rule', async () => {
    expect(messageOf(await env.kit.post('/auth/updatePassword', { password: 'newpass1' }, token))).toBe('原密码不能为空');
    expect(messageOf(await env.kit.post('/auth/updatePassword', { oldPassword: 'wrong-1', password: 'newpass1' }, token))).toBe('原密码错误');
    expect(messageOf(await env.kit.post('/auth/updatePassword', { oldPassword: 'secret1', password: '12345' }, token))).toBe('密码的长度为6-18位');
    expect(messageOf(await env.kit.post('/auth/updatePassword', { oldPassword: 'secret1', password: 'x'.repeat(19) }, token))).toBe('密码的长度为6-18位');
  });

  it('ends every session, this one included; the new password logs in', async () => {
    const otherSession: string = (await env.kit.login(username, 'secret1')).json().data;
    const reply = await env.kit.post('/auth/updatePassword', { oldPassword: 'secret1', password: 'newpass1' }, token);
    expect(reply.statusCode).toBe(200);
    expect((await env.kit.get('/auth/getInfo', token)).statusCode).toBe(401);
    expect((await env.kit.get('/auth/getInfo', otherSession)).statusCode).toBe(401);
    expect((await env.kit.login(username, 'secret1')).statusCode).toBe(400);
    expect((await env.kit.login(username, 'newpass1')).statusCode).toBe(200);
  });

  it('lets a user without a password (SMS login) set one without an old password', async () => {
    const phoneToken = await env.kit.loginByPhone('13800000001');
    expect((await env.kit.post('/auth/updatePassword', { password: 'fresh01' }, phoneToken)).statusCode).toBe(200);
    expect((await env.kit.login('13800000001', 'fresh01')).statusCode).toBe(200);
  });
});

describe('POST /auth/bindPhone', () => {
  it('binds to the token’s user and ignores a userId in the body (no account takeover)', async () => {
    const victimToken = await env.kit.loginByPhone('13900000002');
    const victim = await env.kit.info(victimToken);
    const code = await env.kit.codeFor('13900000003');
    const reply = await env.kit.post('/auth/bindPhone', { userId: victim.userInfo.id, phone: '13900000003', phoneCode: code }, token);
    expect(reply.statusCode).toBe(200);
    expect(messageOf(reply)).toBe('手机号绑定成功');
    expect((await env.kit.info(victimToken)).userInfo.phone).toBe('13900000002');
    expect((await env.kit.info(token)).userInfo.phone).toBe('13900000003');
  });

  it('says 更换成功 when a phone was bound, and refuses another user’s phone', async () => {
    await env.kit.post('/auth/bindPhone', { phone: '13900000004', phoneCode: await env.kit.codeFor('13900000004') }, token);
    env.clock.advance(61_000);
    const change = await env.kit.post('/auth/bindPhone', { phone: '13900000005', phoneCode: await env.kit.codeFor('13900000005') }, token);
    expect(messageOf(change)).toBe('手机号更换成功');
    await env.kit.loginByPhone('13900000006');
    env.clock.advance(61_000);
    const taken = await env.kit.post('/auth/bindPhone', { phone: '13900000006', phoneCode: await env.kit.codeFor('13900000006') }, token);
    expect(messageOf(taken)).toBe('该手机号已被其他账号绑定');
  });

  it('needs the phone’s code and a login', async () => {
    expect((await env.kit.post('/auth/bindPhone', { phone: '13900000007', phoneCode: '123456' }, token)).statusCode).toBe(400);
    expect((await env.kit.post('/auth/bindPhone', { phone: '13900000007', phoneCode: '123456' })).statusCode).toBe(401);
  });
});

describe('POST /auth/updateEmail', () => {
  it('mails a link; the address changes only when it is followed, once', async () => {
    expect(messageOf(await env.kit.post('/auth/updateEmail', { email: 'not-an-address' }, token))).toBe('请输入正确格式的邮箱地址');
    const reply = await env.kit.post('/auth/updateEmail', { email: 'Carol@Example.com' }, token);
    expect(messageOf(reply)).toBe('验证信息发送成功，请前往邮箱完成绑定/修改');
    expect((await env.kit.info(token)).userInfo.email).toBe('');
    const [mail] = await env.kit.mails('carol@example.com');
    const link = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]);
    expect(link.pathname).toBe('/api/auth/verifyEmail');

    const follow = await env.app.inject(`${link.pathname}${link.search}`);
    expect(follow.statusCode).toBe(303);
    expect((await env.kit.info(token)).userInfo.email).toBe('carol@example.com');
    expect(messageOf(await env.app.inject(`${link.pathname}${link.search}`))).toBe('链接无效或已过期');
    expect((await env.kit.login('carol@example.com', 'secret1')).statusCode).toBe(200);
  });

  it('refuses an address another account uses, and expires the link after 24 hours', async () => {
    await env.app.database.db.update(schema.users).set({ email: 'taken@example.com' }).where(eq(schema.users.username, 'admin'));
    expect(messageOf(await env.kit.post('/auth/updateEmail', { email: 'taken@example.com' }, token))).toBe('该邮箱已被其他账号使用');
    await env.kit.post('/auth/updateEmail', { email: 'late@example.com' }, token);
    const [mail] = await env.kit.mails('late@example.com');
    env.clock.advance(24 * 60 * 60_000 + 1);
    const link = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]);
    expect((await env.app.inject(`${link.pathname}${link.search}`)).statusCode).toBe(400);
  });
});

describe('POST /user/update', () => {
  it('changes the nickname and username with the spec’s messages', async () => {
    expect(messageOf(await env.kit.post('/user/update', { nickname: '  ' }, token))).toBe('输入的昵称不能为空');
    expect(messageOf(await env.kit.post('/user/update', { username: '' }, token))).toBe('输入的用户名不能为空');
    expect(messageOf(await env.kit.post('/user/update', { username: 'admin' }, token))).toBe('用户名长度不能少于6位');
    const other = uniqueName('dave');
    await env.kit.register(other, 'secret1');
    expect(messageOf(await env.kit.post('/user/update', { username: other }, token))).toBe('用户名已存在');
    expect((await env.kit.post('/user/update', { nickname: '小卡' }, token)).statusCode).toBe(200);
    const renamed = uniqueName('carolNew');
    expect((await env.kit.post('/user/update', { username: renamed }, token)).statusCode).toBe(200);
    expect((await env.kit.info(token)).userInfo).toMatchObject({ nickname: '小卡', username: renamed });
  });

  it('takes an avatar only from this site’s uploads', async () => {
    expect(messageOf(await env.kit.post('/user/update', { avatar: 'https://evil.example/a.png' }, token))).toBe('头像必须是本站上传的图片');
    const own = '/uploads/avatar/202606/0b7c6f0e-3c1a-4a8e-9d55-2f7f1f6e9a10.png';
    expect((await env.kit.post('/user/update', { avatar: own }, token)).statusCode).toBe(200);
    expect((await env.kit.info(token)).userInfo.avatar).toBe(own);
  });
});

describe('GET /user/destroy', () => {
  it('ends the account: no token or login reaches it, personal data goes, the ledger stays', async () => {
    const phoneCode = await env.kit.codeFor('13700000008');
    await env.kit.post('/auth/bindPhone', { phone: '13700000008', phoneCode }, token);
    const before = (await userNamed(username))!;
    const reply = await env.kit.get('/user/destroy', token);
    expect(messageOf(reply)).toBe('注销成功，系统即将自动退出');
    expect((await env.kit.get('/auth/getInfo', token)).statusCode).toBe(401);
    expect((await env.kit.login(username, 'secret1')).statusCode).toBe(400);

    const [after] = await env.app.database.db.select().from(schema.users).where(eq(schema.users.id, before.id));
    expect(after).toMatchObject({
      username: `deleted_${before.id}`,
      nickname: `已注销用户${before.id}`,
      phone: null,
      email: null,
      passwordHash: null,
      wechatOpenId: null,
    });
    expect(after!.destroyedAt).not.toBeNull();
    const ledger = await env.app.database.db.select().from(schema.pointsLedger).where(eq(schema.pointsLedger.userId, before.id));
    expect(ledger).toHaveLength(1);

    // The phone is free again: logging in with it makes a new account.
    env.clock.advance(61_000);
    const fresh = await env.kit.loginByPhone('13700000008');
    expect((await env.kit.info(fresh)).userInfo.id).not.toBe(before.id);
  });
});
