import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../../src/db';
import { verifyWechatRegistrationTicket } from '../../../src/modules/accounts/registrationTicket';
import { startOfficialHarness, type OfficialHarness } from './officialTestKit';

// Binding (SPEC §4 "Bind messaging account"), silent login in the WeChat browser (web OAuth) and
// the official account's access token, against apps/sim.
let h: OfficialHarness;
beforeAll(async () => {
  h = await startOfficialHarness();
});
beforeEach(() => h.reset());
afterAll(() => h.close());

const bindScene = async (token: string) => {
  const reply = await h.call('POST', '/official/getQRSceneStrByBind', { token });
  expect(reply.statusCode).toBe(200);
  return reply.json().data as string;
};
const bindQr = (sceneStr: string, token: string) => h.call('GET', '/official/getQRCodeByBind', { query: { sceneStr }, token });
const bindStatus = async (sceneStr: string, token: string, language?: string) => {
  const reply = await h.call('POST', '/official/bindWxBySceneStr', { payload: { sceneStr }, token, ...(language ? { language } : {}) });
  expect(reply.statusCode).toBe(200);
  return reply.json().data as { status: boolean; msg: string };
};
const openIdOf = async (userId: number) => (await h.app.database.db.select().from(schema.users).where(eq(schema.users.id, userId)))[0]?.wechatOpenId;

describe('binding WeChat to the logged-in account', () => {
  it('binds the scanning openid to the caller, and QR login then finds the account', async () => {
    await h.app.configStore.set('officialBindAccountText', '绑定成功', false);
    const { user, token } = await h.createUser();
    const sceneStr = await bindScene(token);
    const qr = await bindQr(sceneStr, token);
    expect(qr.json().data).toMatch(new RegExp(`^${h.simUrl}/cgi-bin/showqrcode\\?ticket=`));
    expect(await bindStatus(sceneStr, token)).toEqual({ status: false, msg: '' });

    const delivery = await h.scan(sceneStr, { openid: 'oBind00000000000000000000001' });
    expect(delivery.response).toContain('<Content><![CDATA[绑定成功]]></Content>');
    expect(await bindStatus(sceneStr, token)).toEqual({ status: true, msg: '微信绑定成功' });
    expect(await bindStatus(sceneStr, token, 'en')).toEqual({ status: true, msg: 'WeChat bound' });
    expect(await openIdOf(user.id)).toBe('oBind00000000000000000000001');

    const login = (await h.call('POST', '/official/getQRSceneStr', { payload: {} })).json().data as string;
    await h.call('GET', '/official/getQRCode', { query: { sceneStr: login } });
    await h.scan(login, { openid: 'oBind00000000000000000000001' });
    const { token: session } = (await h.call('POST', '/official/loginBySceneStr', { payload: { sceneStr: login } })).json().data;
    expect((await h.app.tokens.verify(session))?.userId).toBe(user.id);
  });

  it('refuses an openid bound to another account, with the message', async () => {
    const { user: owner } = await h.createUser('oTaken00000000000000000000001');
    const { user, token } = await h.createUser();
    const sceneStr = await bindScene(token);
    await bindQr(sceneStr, token);
    expect((await h.scan(sceneStr, { openid: 'oTaken00000000000000000000001' })).response).toBe('success');
    expect(await bindStatus(sceneStr, token)).toEqual({ status: false, msg: '该微信已绑定其他账号' });
    expect(await openIdOf(user.id)).toBeNull();
    expect(await openIdOf(owner.id)).toBe('oTaken00000000000000000000001');
  });

  it('re-binding the same WeChat account succeeds; another one replaces it', async () => {
    const { user, token } = await h.createUser('oMine00000000000000000000001');
    const again = await bindScene(token);
    await bindQr(again, token);
    await h.scan(again, { openid: 'oMine00000000000000000000001' });
    expect(await bindStatus(again, token)).toEqual({ status: true, msg: '微信绑定成功' });
    const other = await bindScene(token);
    await bindQr(other, token);
    await h.scan(other, { openid: 'oMineNew0000000000000000000001' });
    expect(await bindStatus(other, token)).toEqual({ status: true, msg: '微信绑定成功' });
    expect(await openIdOf(user.id)).toBe('oMineNew0000000000000000000001');
  });

  it('serves bind scenes to their own user only, and only with a session', async () => {
    const { user, token } = await h.createUser();
    const { token: intruder } = await h.createUser();
    const sceneStr = await bindScene(token);
    expect((await h.call('POST', '/official/getQRSceneStrByBind')).statusCode).toBe(401);
    expect((await h.call('GET', '/official/getQRCodeByBind', { query: { sceneStr } })).statusCode).toBe(401);
    expect((await h.call('POST', '/official/bindWxBySceneStr', { payload: { sceneStr } })).statusCode).toBe(401);
    expect((await bindQr(sceneStr, intruder)).json()).toMatchObject({ code: 400, message: '二维码已失效，请刷新后重试' });
    expect(await bindStatus(sceneStr, intruder)).toEqual({ status: false, msg: '二维码已失效，请刷新后重试' });

    await bindQr(sceneStr, token);
    await h.scan(sceneStr, { openid: 'oOwn000000000000000000000001' });
    expect(await bindStatus(sceneStr, intruder)).toEqual({ status: false, msg: '二维码已失效，请刷新后重试' });
    expect(await bindStatus(sceneStr, token)).toEqual({ status: true, msg: '微信绑定成功' });
    expect(await openIdOf(user.id)).toBe('oOwn000000000000000000000001');
  });

  it("serves the bind QR through §7's GET /official/getQRCode {sceneStr} too: the owner's token required", async () => {
    const { user, token } = await h.createUser();
    const { token: intruder } = await h.createUser();
    const sceneStr = await bindScene(token);
    const viaGetQRCode = (callerToken?: string) =>
      h.call('GET', '/official/getQRCode', { query: { sceneStr }, ...(callerToken ? { token: callerToken } : {}) });
    expect((await viaGetQRCode()).statusCode).toBe(401);
    expect((await viaGetQRCode(intruder)).json()).toMatchObject({ code: 400, message: '二维码已失效，请刷新后重试' });
    const image = (await viaGetQRCode(token)).json();
    expect(image).toMatchObject({ code: 200 });
    expect(image.data).toBe((await bindQr(sceneStr, token)).json().data);
    await h.scan(sceneStr, { openid: 'oViaGetQRCode0000000000000001' });
    expect(await bindStatus(sceneStr, token)).toEqual({ status: true, msg: '微信绑定成功' });
    expect(await openIdOf(user.id)).toBe('oViaGetQRCode0000000000000001');
  });

  it('does not bind through a login scene, nor through an expired bind scene', async () => {
    const { user, token } = await h.createUser();
    const login = (await h.call('POST', '/official/getQRSceneStr', { payload: {} })).json().data as string;
    expect((await bindQr(login, token)).json().message).toBe('二维码已失效，请刷新后重试');
    expect(await bindStatus(login, token)).toEqual({ status: false, msg: '二维码已失效，请刷新后重试' });

    const sceneStr = await bindScene(token);
    await bindQr(sceneStr, token);
    h.clock.advance(121_000);
    await h.scan(sceneStr, { openid: 'oLateBind000000000000000000001' });
    expect(await bindStatus(sceneStr, token)).toEqual({ status: false, msg: '二维码已失效，请刷新后重试' });
    expect(await openIdOf(user.id)).toBeNull();
  });

  it('binds on WeChat’s retry when the first delivery failed half-way', async () => {
    const { user, token } = await h.createUser();
    const sceneStr = await bindScene(token);
    const xml = `<xml><ToUserName><![CDATA[gh_0123456789ab]]></ToUserName><FromUserName><![CDATA[oRetryBind000000000000000001]]></FromUserName><CreateTime>1700000200</CreateTime><MsgType><![CDATA[event]]></MsgType><Event><![CDATA[SCAN]]></Event><EventKey><![CDATA[${sceneStr}]]></EventKey></xml>`;
    const put = h.app.ephemeral.put.bind(h.app.ephemeral);
    let failures = 0;
    // The outcome cannot be stored the first time (the account row is already updated by then).
    h.app.ephemeral.put = async (key, value, ttlMs) => {
      if (key.startsWith('wechat:bound:') && failures++ === 0) throw new Error('database unavailable');
      return put(key, value, ttlMs);
    };
    try {
      expect((await h.pushSigned(xml)).status).toBe(500);
      expect(await bindStatus(sceneStr, token)).toEqual({ status: false, msg: '' });
      expect((await h.pushSigned(xml)).status).toBe(200);
    } finally {
      h.app.ephemeral.put = put;
    }
    expect(await bindStatus(sceneStr, token)).toEqual({ status: true, msg: '微信绑定成功' });
    expect(await openIdOf(user.id)).toBe('oRetryBind000000000000000001');
  });

  it('ignores a forged bind event', async () => {
    const { user, token } = await h.createUser();
    const sceneStr = await bindScene(token);
    await bindQr(sceneStr, token);
    expect((await h.scan(sceneStr, { openid: 'oForged00000000000000000000001', badSignature: true })).status).toBe(403);
    expect(await bindStatus(sceneStr, token)).toEqual({ status: false, msg: '' });
    expect(await openIdOf(user.id)).toBeNull();
  });
});

describe('silent login in the WeChat browser', () => {
  beforeAll(async () => {
    await h.app.configStore.set('siteUrl', 'https://lingxi.example', false);
  });
  afterAll(async () => {
    await h.app.configStore.set('siteUrl', '', false);
    await h.app.configStore.set('allowedDomains', '[]', false);
  });

  /** What the WeChat browser does with our redirect URL: WeChat sends it back to the page with a code. */
  async function authorize(url: string) {
    const redirect = await h.call('POST', '/official/getRedirectUrl', { payload: { url } });
    expect(redirect.statusCode).toBe(200);
    const page = await fetch(redirect.json().data, { redirect: 'manual' });
    expect(page.status).toBe(302);
    return new URL(page.headers.get('location')!);
  }

  it('builds the snsapi_base authorisation URL for an http(s) page', async () => {
    const { config } = await h.simState();
    const reply = await h.call('POST', '/official/getRedirectUrl', { payload: { url: 'https://lingxi.example/chat?x=1&y=2' } });
    expect(reply.json()).toMatchObject({ code: 200, success: true });
    expect(reply.json().data).toBe(
      `${h.simUrl}/connect/oauth2/authorize?appid=${config.appId}&redirect_uri=${encodeURIComponent('https://lingxi.example/chat?x=1&y=2')}&response_type=code&scope=snsapi_base&state=weChatLogin#wechat_redirect`,
    );
    for (const url of [
      'javascript:alert(1)',
      'ftp://lingxi.example/',
      'not a url',
      '//lingxi.example/',
      'https://evil.example/chat',
      'https://lingxi.example.evil.example/',
    ]) {
      const refused = await h.call('POST', '/official/getRedirectUrl', { payload: { url } });
      expect([refused.statusCode, refused.json().message]).toEqual([400, '跳转地址无效']);
    }
  });

  it('returns only to this site: its siteUrl, or a domain the operator allows', async () => {
    const to = async (url: string) => (await h.call('POST', '/official/getRedirectUrl', { payload: { url } })).json();
    expect(await to('https://m.lingxi.example/chat')).toMatchObject({ code: 400, message: '跳转地址无效' });
    await h.app.configStore.set('allowedDomains', JSON.stringify(['M.Lingxi.example']), false);
    expect(await to('https://m.lingxi.example/chat')).toMatchObject({ code: 200, success: true });
  });

  it('exchanges the code for a token of the bound user, once', async () => {
    const { user } = await h.createUser('oSilent0000000000000000000001');
    await h.simControl('/wechat-mp/oauth-user', { openid: 'oSilent0000000000000000000001' });
    const back = await authorize('https://lingxi.example/?from=menu');
    expect(back.origin + back.pathname).toBe('https://lingxi.example/');
    expect(back.searchParams.get('state')).toBe('weChatLogin');
    const code = back.searchParams.get('code')!;

    const reply = await h.call('POST', '/official/loginByCode', { payload: { code } });
    expect(reply.json()).toMatchObject({ code: 200, success: true, message: '账户登录成功、开始体验吧！' });
    expect(await h.app.tokens.verify(reply.json().data.token)).toEqual({ userId: user.id, version: user.tokenVersion });

    const reused = await h.call('POST', '/official/loginByCode', { payload: { code } });
    expect([reused.statusCode, reused.json().message]).toEqual([400, '微信授权失败，请重试']);
    const unknown = await h.call('POST', '/official/loginByCode', { payload: { code: 'made-up' } });
    expect(unknown.json().message).toBe('微信授权失败，请重试');
  });

  it('finds the account by unionid too', async () => {
    const { user } = await h.createUser();
    await h.app.database.db.update(schema.users).set({ wechatUnionId: 'uUnion0000000000000000000001' }).where(eq(schema.users.id, user.id));
    await h.simControl('/wechat-mp/oauth-user', { openid: 'oOtherApp000000000000000000001', unionid: 'uUnion0000000000000000000001' });
    const code = (await authorize('https://lingxi.example/')).searchParams.get('code')!;
    const reply = await h.call('POST', '/official/loginByCode', { payload: { code } });
    expect((await h.app.tokens.verify(reply.json().data.token))?.userId).toBe(user.id);
  });

  it('gives an unknown user a registration ticket with the unionid', async () => {
    await h.simControl('/wechat-mp/oauth-user', { openid: 'oStranger000000000000000000001', unionid: 'uStranger000000000000000000001' });
    const code = (await authorize('https://lingxi.example/')).searchParams.get('code')!;
    const data = (await h.call('POST', '/official/loginByCode', { payload: { code } })).json().data;
    expect(Object.keys(data)).toEqual(['openId']);
    expect(await verifyWechatRegistrationTicket(h.app, data.openId)).toEqual({
      openId: 'oStranger000000000000000000001',
      unionId: 'uStranger000000000000000000001',
    });
  });
});

describe('the official account access token', () => {
  const cachedTokens = () => h.app.database.db.select().from(schema.ephemeralEntries).where(like(schema.ephemeralEntries.key, 'wechat:accessToken:%'));
  const newQr = async () => {
    const sceneStr = (await h.call('POST', '/official/getQRSceneStr', { payload: {} })).json().data as string;
    const reply = await h.call('GET', '/official/getQRCode', { query: { sceneStr } });
    expect(reply.statusCode).toBe(200);
  };

  it('is fetched once for many QR codes and kept until 5 minutes before it expires', async () => {
    for (let i = 0; i < 4; i++) await newQr();
    const state = await h.simState();
    expect(state.tickets).toHaveLength(4);
    expect(state.accessTokens).toHaveLength(1);
    const [cached] = await cachedTokens();
    expect(cached!.expiresAt.getTime() - h.clock.now().getTime()).toBe((7200 - 300) * 1000);

    h.clock.advance((7200 - 300 - 1) * 1000);
    await newQr();
    expect((await h.simState()).accessTokens).toHaveLength(1);
    h.clock.advance(2000);
    await newQr();
    expect((await h.simState()).accessTokens).toHaveLength(2);
  });

  it('is replaced once when WeChat no longer accepts it (40001)', async () => {
    await newQr();
    const [cached] = await cachedTokens();
    await h.app.database.db
      .update(schema.ephemeralEntries)
      .set({ value: { token: 'revoked-token' } })
      .where(eq(schema.ephemeralEntries.key, cached!.key));
    await newQr();
    const state = await h.simState();
    expect(state.accessTokens).toHaveLength(2);
    expect(state.tickets).toHaveLength(2);
    const [renewed] = await cachedTokens();
    expect(renewed!.value).toEqual({ token: state.accessTokens[1]!.accessToken });
  });

  it('never appears in a reply', async () => {
    const sceneStr = (await h.call('POST', '/official/getQRSceneStr', { payload: {} })).json().data as string;
    const reply = await h.call('GET', '/official/getQRCode', { query: { sceneStr } });
    const state = await h.simState();
    expect(state.accessTokens).toHaveLength(1);
    expect(reply.body).not.toContain(state.accessTokens[0]!.accessToken);
    expect(reply.body).not.toContain((await h.simState()).config.appSecret);
  });
});
