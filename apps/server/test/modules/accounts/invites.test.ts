import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../src/db';
import { rewardInviter } from '../../../src/modules/economy/invites';
import { accountsApp, uniqueName, uniquePhone } from './accountTestKit';

let env: Awaited<ReturnType<typeof accountsApp>>;
beforeAll(async () => {
  env = await accountsApp();
});
afterAll(async () => env.close());

const scoreOf = async (username: string) => (await env.app.database.db.select().from(schema.users).where(eq(schema.users.username, username)))[0]!.score;

async function inviter() {
  const username = uniqueName('host');
  await env.kit.register(username, 'secret1');
  const token: string = (await env.kit.login(username, 'secret1')).json().data;
  const code: string = (await env.kit.post('/user/genInviteCode', {}, token)).json().data;
  return { username, token, code, baseScore: await scoreOf(username) };
}

describe('invites', () => {
  it('gives each user one stable invite code', async () => {
    const { token, code } = await inviter();
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    const again = await env.kit.post('/user/genInviteCode', {}, token);
    expect(again.json()).toMatchObject({ data: code, message: '生成邀请链接成功' });
  });

  it('rewards the inviter once when an invitee registers by phone, and lists the invitee', async () => {
    const host = await inviter();
    const phone = uniquePhone();
    await env.kit.loginByPhone(phone, host.code);
    expect(await scoreOf(host.username)).toBe(host.baseScore + 10);
    const records = (await env.kit.get('/user/inviteRecord', host.token, { page: '1', size: '10' })).json().data;
    expect(records.count).toBe(1);
    expect(records.rows[0]).toMatchObject({ status: 1, rewarded: true, email: '' });
  });

  it('waits until a plain-form invitee is verified (binds a phone), and never rewards twice', async () => {
    const host = await inviter();
    const username = uniqueName('guest');
    await env.kit.post('/auth/registeV3', { username, password: 'secret1', invitedBy: host.code });
    const guestToken: string = (await env.kit.login(username, 'secret1')).json().data;
    let records = (await env.kit.get('/user/inviteRecord', host.token)).json().data;
    expect(records.rows[0]).toMatchObject({ username, status: 0, rewarded: false });
    expect(await scoreOf(host.username)).toBe(host.baseScore);

    const phone = uniquePhone();
    await env.kit.post('/auth/bindPhone', { phone, phoneCode: await env.kit.codeFor(phone) }, guestToken);
    expect(await scoreOf(host.username)).toBe(host.baseScore + 10);
    records = (await env.kit.get('/user/inviteRecord', host.token)).json().data;
    expect(records.rows[0]).toMatchObject({ status: 1, rewarded: true });

    const [guest] = await env.app.database.db.select().from(schema.users).where(eq(schema.users.username, username));
    await Promise.all(Array.from({ length: 10 }, () => rewardInviter(env.app.database.db, env.app.configStore, guest!.id, env.clock.now())));
    expect(await scoreOf(host.username)).toBe(host.baseScore + 10);
  });

  it('counts link visits by GET as well as POST, with the same reply for unknown codes', async () => {
    const host = await inviter();
    expect((await env.kit.get('/user/inviteLink', undefined, { code: host.code })).statusCode).toBe(200);
    expect((await env.kit.post('/user/inviteLink', { code: host.code })).statusCode).toBe(200);
    expect((await env.kit.get('/user/inviteLink', undefined, { code: 'NOSUCH' })).json()).toMatchObject({ code: 200, data: null });
    const [row] = await env.app.database.db.select().from(schema.users).where(eq(schema.users.username, host.username));
    expect(row!.inviteLinkCount).toBe(2);
  });
});
