import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../../src/db';
import { operatorToken } from '../../../src/testing/testApp';
import { type OfficialHarness, startOfficialHarness } from './officialTestKit';

// The back office's official-account view and test against apps/sim's WeChat (its /cgi-bin/token checks the AppID and
// AppSecret as WeChat does).
let h: OfficialHarness;
let token: string;

const admin = (method: 'GET' | 'POST', url: string) =>
  h.app.inject({ method, url: `/api/admin/channels/${url}`, headers: { authorization: `Bearer ${token}` } });
const auditRows = () => h.app.database.db.select().from(schema.adminAudit).where(eq(schema.adminAudit.action, 'channels.wechatTest'));

beforeAll(async () => {
  h = await startOfficialHarness();
});
afterAll(async () => h.close());

beforeEach(async () => {
  // reset() empties the short-lived store, the back-office session with it.
  await h.reset();
  await h.app.configStore.set('siteUrl', '', false);
  token = await operatorToken(h.app);
});

describe('GET /api/admin/channels/wechat', () => {
  it('gives the server URL to paste and which settings are set, never their values', async () => {
    const { config } = await h.simState();
    const unset = (await admin('GET', 'wechat')).json().data;
    expect(unset).toEqual({ serverUrl: 'http://localhost:80/api/official/notify', siteUrlSet: false, appIdSet: true, appSecretSet: true, tokenSet: true });

    await h.app.configStore.set('siteUrl', 'https://ai.example.com/', false);
    await h.app.configStore.set('wechatOfficialToken', '', false);
    const reply = await admin('GET', 'wechat');
    expect(reply.json().data).toMatchObject({ serverUrl: 'https://ai.example.com/api/official/notify', siteUrlSet: true, tokenSet: false });
    for (const secret of [config.appId, config.appSecret, config.token]) expect(reply.body).not.toContain(secret);
  });

  it('names the address WeChat’s server-URL check succeeds on', async () => {
    await h.app.configStore.set('siteUrl', h.appUrl, false);
    const { serverUrl } = (await admin('GET', 'wechat')).json().data;
    const check = await h.simControl('/wechat-mp/verify', { notifyUrl: serverUrl });
    expect(check.json()).toMatchObject({ echoed: true });
  });
});

describe('POST /api/admin/channels/wechat-test', () => {
  it('gets a fresh access token with the configured credentials; neither reply nor audit holds a secret', async () => {
    const { config } = await h.simState();
    const reply = await admin('POST', 'wechat-test');
    expect(reply.statusCode).toBe(200);
    expect(reply.json().message).toBe('连接成功：已用 AppID 和 AppSecret 取得 access_token');
    expect(reply.json().data).toBeNull();
    const issued = (await h.simState()).accessTokens.map((entry) => entry.accessToken);
    expect(issued).toHaveLength(1);
    const audit = await auditRows();
    expect(audit.at(-1)).toMatchObject({ target: 'wechat:official', after: { ok: true } });
    for (const text of [reply.body, JSON.stringify(audit)]) {
      for (const secret of [config.appSecret, issued[0]!]) expect(text).not.toContain(secret);
    }
  });

  it('answers WeChat’s errcodes as what to fix', async () => {
    await h.app.configStore.set('wechatOfficialAppSecret', 'not-the-secret', false);
    const secret = await admin('POST', 'wechat-test');
    expect(secret.statusCode).toBe(502);
    expect(secret.json().message).toBe('AppSecret 错误：请在公众号后台「设置与开发 → 基本配置」核对或重置 AppSecret');
    await h.app.configStore.set('wechatOfficialAppId', 'wx-not-the-app', false);
    expect((await admin('POST', 'wechat-test')).json().message).toBe('AppID 无效：请检查「公众号 AppID」');
    expect((await auditRows()).slice(-2).map((row) => row.after)).toEqual([
      { ok: false, errcode: 40125 },
      { ok: false, errcode: 40013 },
    ]);
  });

  it('says so when the account is not configured', async () => {
    await h.reset({ configure: false });
    token = await operatorToken(h.app);
    const reply = await admin('POST', 'wechat-test');
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe('管理员未配置微信公众号');
  });

  it('allows 5 tests per operator in 10 minutes', async () => {
    await h.app.database.db.delete(schema.ephemeralEntries).where(like(schema.ephemeralEntries.key, 'admin:channelTest:%'));
    for (let i = 0; i < 5; i += 1) expect((await admin('POST', 'wechat-test')).statusCode).toBe(200);
    const refused = await admin('POST', 'wechat-test');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('测试过于频繁：每 10 分钟最多 5 次，请稍后再试');
  });
});
