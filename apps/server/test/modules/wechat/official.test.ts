import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../../src/db';
import { verifyWechatRegistrationTicket } from '../../../src/modules/accounts/registrationTicket';
import { eventXml, startOfficialHarness, type OfficialHarness } from './officialTestKit';

// QR login (SPEC §4, PROTOCOLS §3 and §5.7) against apps/sim, which pushes signed events to the
// server's notify URL exactly as WeChat does.
let h: OfficialHarness;
beforeAll(async () => {
  h = await startOfficialHarness();
});
beforeEach(() => h.reset());
afterAll(() => h.close());

const newScene = async (invitedBy?: string) => {
  const reply = await h.call('POST', '/official/getQRSceneStr', { payload: invitedBy ? { invitedBy } : {} });
  expect(reply.statusCode).toBe(200);
  return reply.json().data as string;
};
const qrCode = (sceneStr: string) => h.call('GET', '/official/getQRCode', { query: { sceneStr } });
const poll = async (sceneStr: string) => {
  const reply = await h.call('POST', '/official/loginBySceneStr', { payload: { sceneStr } });
  expect(reply.statusCode).toBe(200);
  return reply.json().data as { token: string } | { openId: string } | null;
};

describe('QR login', () => {
  it('logs a known WeChat user in: scene → QR → scan → a token, once', async () => {
    const { user } = await h.createUser('oAlice0000000000000000000001');
    const sceneStr = await newScene();
    expect(sceneStr).toMatch(/^[0-9a-f]{32}$/);

    const qr = await qrCode(sceneStr);
    expect(qr.json()).toMatchObject({ code: 200, success: true });
    const imageUrl: string = qr.json().data;
    const [ticket] = (await h.simState()).tickets;
    // A temporary string scene, sent with expire_seconds 120 (not WeChat's 30 s default).
    expect(ticket).toMatchObject({ scene: sceneStr, actionName: 'QR_STR_SCENE' });
    expect(ticket!.expiresAt! - Date.now()).toBeGreaterThan(115_000);
    expect(ticket!.expiresAt! - Date.now()).toBeLessThanOrEqual(120_000);
    expect(imageUrl).toBe(`${h.simUrl}/cgi-bin/showqrcode?ticket=${encodeURIComponent(ticket!.ticket)}`);
    const image = await fetch(imageUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    // Asking again gives the same code: one WeChat QR per scene.
    expect((await qrCode(sceneStr)).json().data).toBe(imageUrl);
    expect((await h.simState()).tickets).toHaveLength(1);

    expect(await poll(sceneStr)).toBeNull();
    const delivery = await h.scan(sceneStr, { openid: 'oAlice0000000000000000000001' });
    expect(delivery).toMatchObject({ status: 200, response: 'success' });

    const reply = await h.call('POST', '/official/loginBySceneStr', { payload: { sceneStr } });
    expect(reply.json()).toMatchObject({ code: 200, success: true, message: '账户登录成功、开始体验吧！' });
    const { token } = reply.json().data;
    expect(await h.app.tokens.verify(token)).toEqual({ userId: user.id, version: user.tokenVersion });
    // The token opens authenticated calls.
    expect((await h.call('POST', '/official/getQRSceneStrByBind', { token })).statusCode).toBe(200);
    // Single use: the scene is gone.
    expect(await poll(sceneStr)).toBeNull();
    expect((await qrCode(sceneStr)).json()).toEqual({ code: 400, data: null, message: '二维码已失效，请刷新后重试', success: false });
  });

  it('answers with the operator’s passive text when one is set', async () => {
    await h.app.configStore.set('officialScanLoginText', '登录成功，欢迎回来', false);
    const sceneStr = await newScene();
    await qrCode(sceneStr);
    const delivery = await h.scan(sceneStr, { openid: 'oBob00000000000000000000001' });
    expect(delivery.status).toBe(200);
    expect(delivery.response).toMatch(
      /^<xml><ToUserName><!\[CDATA\[oBob00000000000000000000001\]\]><\/ToUserName><FromUserName><!\[CDATA\[gh_0123456789ab\]\]><\/FromUserName>/,
    );
    expect(delivery.response).toContain('<MsgType><![CDATA[text]]></MsgType><Content><![CDATA[登录成功，欢迎回来]]></Content></xml>');
  });

  it('gives an unknown WeChat user a signed registration ticket, never the openid', async () => {
    const sceneStr = await newScene('INV2026');
    await qrCode(sceneStr);
    await h.scan(sceneStr, { openid: 'oNew000000000000000000000001' });
    const data = (await poll(sceneStr)) as { openId: string };
    expect(Object.keys(data)).toEqual(['openId']);
    expect(data.openId).not.toContain('oNew000000000000000000000001');
    expect(await verifyWechatRegistrationTicket(h.app, data.openId)).toEqual({ openId: 'oNew000000000000000000000001', scene: sceneStr, invitedBy: 'INV2026' });

    // Forged, altered or foreign tickets name nobody; nor is a ticket a session.
    const [head, body, signature] = data.openId.split('.');
    const altered = `${head}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body!, 'base64url').toString()), sub: 'oVictim' })).toString('base64url')}.${signature}`;
    expect(await verifyWechatRegistrationTicket(h.app, altered)).toBeNull();
    expect(await verifyWechatRegistrationTicket(h.app, 'oNew000000000000000000000001')).toBeNull();
    const { token } = await h.createUser();
    expect(await verifyWechatRegistrationTicket(h.app, token)).toBeNull();
    expect((await h.call('POST', '/official/getQRSceneStrByBind', { token: data.openId })).statusCode).toBe(401);

    // The scene stays until the user exists: once registered (here: created), the next poll logs in.
    const { user } = await h.createUser('oNew000000000000000000000001');
    const next = (await poll(sceneStr)) as { token: string };
    expect((await h.app.tokens.verify(next.token))?.userId).toBe(user.id);
  });

  it('lets a registration ticket live 5 minutes', async () => {
    const sceneStr = await newScene();
    await qrCode(sceneStr);
    await h.scan(sceneStr, { openid: 'oLate00000000000000000000001' });
    const { openId: ticket } = (await poll(sceneStr)) as { openId: string };
    h.clock.advance(299_000);
    expect(await verifyWechatRegistrationTicket(h.app, ticket)).toMatchObject({ openId: 'oLate00000000000000000000001' });
    h.clock.advance(2_000);
    expect(await verifyWechatRegistrationTicket(h.app, ticket)).toBeNull();
  });

  it('takes no body, an empty one or a null invite code alike', async () => {
    const bare = await h.app.inject({ method: 'POST', url: '/api/official/getQRSceneStr', remoteAddress: '10.8.0.1' });
    expect(bare.json()).toMatchObject({ code: 200, data: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect((await h.call('POST', '/official/getQRSceneStr', { payload: { invitedBy: null } })).json().data).toMatch(/^[0-9a-f]{32}$/);
    expect((await h.call('POST', '/official/getQRSceneStr', { payload: { invitedBy: 7 } })).statusCode).toBe(400);
  });

  it('drops an invite code that cannot be one', async () => {
    const sceneStr = await newScene('<script>');
    await qrCode(sceneStr);
    await h.scan(sceneStr, { openid: 'oInv000000000000000000000001' });
    const { openId: ticket } = (await poll(sceneStr)) as { openId: string };
    expect(await verifyWechatRegistrationTicket(h.app, ticket)).toEqual({ openId: 'oInv000000000000000000000001', scene: sceneStr });
  });

  it('logs in a new follower: subscribe with the qrscene_ prefix, answered with the subscribe text', async () => {
    await h.app.configStore.set('officialSubscribeText', '感谢关注', false);
    const { user } = await h.createUser('oFollow000000000000000000001');
    const sceneStr = await newScene();
    await qrCode(sceneStr);
    const delivery = await h.scan(sceneStr, { openid: 'oFollow000000000000000000001', event: 'subscribe' });
    expect(delivery.body).toContain(`<EventKey><![CDATA[qrscene_${sceneStr}]]></EventKey>`);
    expect(delivery.response).toContain('<Content><![CDATA[感谢关注]]></Content>');
    const data = (await poll(sceneStr)) as { token: string };
    expect((await h.app.tokens.verify(data.token))?.userId).toBe(user.id);
  });

  it('counts the first scan of a scene only', async () => {
    const { user } = await h.createUser('oFirst00000000000000000000001');
    await h.createUser('oSecond0000000000000000000001');
    const sceneStr = await newScene();
    await qrCode(sceneStr);
    await h.scan(sceneStr, { openid: 'oFirst00000000000000000000001' });
    await h.scan(sceneStr, { openid: 'oSecond0000000000000000000001' });
    const data = (await poll(sceneStr)) as { token: string };
    expect((await h.app.tokens.verify(data.token))?.userId).toBe(user.id);
  });

  it('ignores a repeated event (WeChat retries the same push), but not another scan in the same second', async () => {
    await h.app.configStore.set('officialSubscribeText', '感谢关注', false);
    const openid = 'oDup000000000000000000000001';
    await h.createUser(openid);
    const { token } = await h.createUser();
    const createTime = Math.floor(Date.now() / 1000);
    const follow = eventXml({ openid, createTime, event: 'subscribe', eventKey: '' });
    const first = await h.pushSigned(follow);
    expect(await first.text()).toContain('<Content><![CDATA[感谢关注]]></Content>');
    // The retry is acknowledged without being handled again (no second greeting).
    const retry = await h.pushSigned(follow, { nonce: '777' });
    expect([retry.status, await retry.text()]).toEqual([200, 'success']);
    const remembered = await h.app.database.db.select().from(schema.ephemeralEntries).where(like(schema.ephemeralEntries.key, 'wechat:event:%'));
    expect(remembered.map((entry) => entry.key)).toEqual([`wechat:event:${openid}:${createTime}:subscribe:`]);

    // The same user scanning a login and then a bind code within that second: two events, both handled.
    const login = await newScene();
    const bind = (await h.call('POST', '/official/getQRSceneStrByBind', { token })).json().data as string;
    await h.pushSigned(eventXml({ openid, createTime, event: 'SCAN', eventKey: login }));
    await h.pushSigned(eventXml({ openid, createTime, event: 'SCAN', eventKey: bind }));
    expect(await poll(login)).toMatchObject({ token: expect.any(String) });
    const status = (await h.call('POST', '/official/bindWxBySceneStr', { payload: { sceneStr: bind }, token })).json().data;
    expect(status).toEqual({ status: false, msg: '该微信已绑定其他账号' });
  });

  it('processes a retry whose first delivery failed', async () => {
    const openid = 'oRetry00000000000000000000001';
    const { user } = await h.createUser(openid);
    const sceneStr = await newScene();
    const xml = eventXml({ openid, createTime: 1700000100, event: 'SCAN', eventKey: sceneStr });
    // The first delivery fails inside the handler (the scan cannot be stored) …
    const claim = h.app.ephemeral.claim.bind(h.app.ephemeral);
    let failures = 0;
    h.app.ephemeral.claim = async (key, value, ttlMs) => {
      if (key.startsWith('wechat:scan:') && failures++ === 0) throw new Error('database unavailable');
      return claim(key, value, ttlMs);
    };
    try {
      expect((await h.pushSigned(xml)).status).toBe(500);
      // … so WeChat's retry is handled, not swallowed as a duplicate.
      expect((await h.pushSigned(xml)).status).toBe(200);
    } finally {
      h.app.ephemeral.claim = claim;
    }
    const data = (await poll(sceneStr)) as { token: string };
    expect((await h.app.tokens.verify(data.token))?.userId).toBe(user.id);
  });

  it('refuses a forged event: 403, nobody logged in (PROTOCOLS §8.3)', async () => {
    await h.createUser('oVictim000000000000000000001');
    const sceneStr = await newScene();
    await qrCode(sceneStr);
    const forged = await h.scan(sceneStr, { openid: 'oVictim000000000000000000001', badSignature: true });
    expect(forged).toMatchObject({ status: 403, response: '' });
    expect(await poll(sceneStr)).toBeNull();

    // Unsigned, or signed over other values, is the same.
    const xml = eventXml({ openid: 'oVictim000000000000000000001', createTime: 1700000001, event: 'SCAN', eventKey: sceneStr });
    const unsigned = await fetch(h.notifyUrl, { method: 'POST', body: xml, headers: { 'content-type': 'text/xml' } });
    expect([unsigned.status, await unsigned.text()]).toEqual([403, '']);
    const signed = new URL((await h.scan(sceneStr, { openid: 'oSomeone00000000000000000001' })).url);
    signed.searchParams.set('nonce', '1');
    const tampered = await fetch(signed, { method: 'POST', body: xml, headers: { 'content-type': 'text/xml' } });
    expect(tampered.status).toBe(403);
    // The honest scan above came from someone else: still no token for the victim's account.
    expect(await poll(sceneStr)).toMatchObject({ openId: expect.any(String) });
  });

  it('refuses every push while no server token is configured (no default token, §8.9)', async () => {
    await h.app.configStore.set('wechatOfficialToken', '', false);
    const sceneStr = await newScene();
    await qrCode(sceneStr);
    expect(await h.scan(sceneStr, { openid: 'oAny000000000000000000000001' })).toMatchObject({ status: 403, response: '' });
    expect(await poll(sceneStr)).toBeNull();
    const jiangly = await h.simControl('/wechat-mp', { token: 'jiangly' });
    expect(jiangly.statusCode).toBe(200);
    expect((await h.scan(sceneStr, { openid: 'oAny000000000000000000000001' })).status).toBe(403);
  });

  it('issues no token for a scene this server did not create, even when a signed event names it', async () => {
    await h.createUser('oAlien00000000000000000000001');
    // A QR made directly at WeChat (the sim) with a scene string of the right shape.
    const foreign = 'f'.repeat(32);
    const accessToken = (
      await h.sim.inject({
        method: 'GET',
        url: '/cgi-bin/token',
        query: { grant_type: 'client_credential', appid: (await h.simState()).config.appId, secret: (await h.simState()).config.appSecret },
      })
    ).json().access_token;
    await h.sim.inject({
      method: 'POST',
      url: `/cgi-bin/qrcode/create?access_token=${encodeURIComponent(accessToken)}`,
      payload: { expire_seconds: 120, action_name: 'QR_STR_SCENE', action_info: { scene: { scene_str: foreign } } },
    });
    const delivery = await h.scan(foreign, { openid: 'oAlien00000000000000000000001' });
    expect(delivery).toMatchObject({ status: 200, response: 'success' });
    expect(await poll(foreign)).toBeNull();
    expect((await qrCode(foreign)).json().message).toBe('二维码已失效，请刷新后重试');
    // Nor does a scene string that is not even one of ours in shape.
    expect(await poll('x')).toBeNull();
  });

  it('keeps a scene 120 s: alive at 119 s, gone at 121 s', async () => {
    await h.createUser('oClock00000000000000000000001');
    const alive = await newScene();
    await qrCode(alive);
    h.clock.advance(119_000);
    await h.scan(alive, { openid: 'oClock00000000000000000000001' });
    expect(await poll(alive)).toMatchObject({ token: expect.any(String) });

    const expired = await newScene();
    await qrCode(expired);
    h.clock.advance(121_000);
    // The scan reaches the server (the sim's QR still lives) but the scene is gone.
    expect(await h.scan(expired, { openid: 'oClock00000000000000000000001' })).toMatchObject({ status: 200, response: 'success' });
    expect(await poll(expired)).toBeNull();
    expect((await qrCode(expired)).json()).toMatchObject({ code: 400, message: '二维码已失效，请刷新后重试' });
  });

  it('sends the remaining lifetime as expire_seconds when the QR is asked for late', async () => {
    const sceneStr = await newScene();
    h.clock.advance(90_000);
    await qrCode(sceneStr);
    const [ticket] = (await h.simState()).tickets;
    expect(ticket!.expiresAt! - Date.now()).toBeGreaterThan(25_000);
    expect(ticket!.expiresAt! - Date.now()).toBeLessThanOrEqual(30_000);
  });

  it('answers text messages, clicks and plain follows with success', async () => {
    const text = await h.pushSigned(
      '<xml><ToUserName><![CDATA[gh_0123456789ab]]></ToUserName><FromUserName><![CDATA[oT]]></FromUserName><CreateTime>1700000002</CreateTime><MsgType><![CDATA[text]]></MsgType><Content><![CDATA[hi]]></Content><MsgId>1</MsgId></xml>',
    );
    expect([text.status, await text.text()]).toEqual([200, 'success']);
    const follow = await h.pushSigned(eventXml({ openid: 'oT', createTime: 1700000003, event: 'subscribe', eventKey: '' }));
    expect(await follow.text()).toBe('success');
    await h.app.configStore.set('officialSubscribeText', '欢迎', false);
    const greeted = await h.pushSigned(eventXml({ openid: 'oT', createTime: 1700000004, event: 'subscribe', eventKey: '' }));
    expect(await greeted.text()).toContain('<Content><![CDATA[欢迎]]></Content>');
    const junk = await h.pushSigned('<not-xml');
    expect([junk.status, await junk.text()]).toEqual([200, 'success']);
    const entity = await h.pushSigned('<!DOCTYPE x [<!ENTITY a "b">]><xml><FromUserName>&a;</FromUserName></xml>');
    expect(await entity.text()).toBe('success');
    // Safe mode (encrypted only) is not read; compatible mode (plain fields beside Encrypt) is.
    const sceneStr = await newScene();
    await h.createUser('oCompat000000000000000000001');
    const encrypted = await h.pushSigned('<xml><ToUserName><![CDATA[gh_0123456789ab]]></ToUserName><Encrypt><![CDATA[c2VjcmV0]]></Encrypt></xml>');
    expect([encrypted.status, await encrypted.text()]).toEqual([200, 'success']);
    const compatible = eventXml({ openid: 'oCompat000000000000000000001', createTime: 1700000005, event: 'SCAN', eventKey: sceneStr }).replace(
      '</xml>',
      '<Encrypt><![CDATA[c2VjcmV0]]></Encrypt></xml>',
    );
    expect((await h.pushSigned(compatible)).status).toBe(200);
    expect(await poll(sceneStr)).toMatchObject({ token: expect.any(String) });
  });

  it('never leaves a token for a scene used as a bind scene', async () => {
    const { token } = await h.createUser();
    await h.createUser('oCross00000000000000000000001');
    const bindScene = (await h.call('POST', '/official/getQRSceneStrByBind', { token })).json().data as string;
    expect(await poll(bindScene)).toBeNull();
    // getQRCode serves a bind scene's image to its owner only (§7's bind dialog): a visitor is asked to log in.
    expect((await qrCode(bindScene)).json()).toMatchObject({ code: 401, message: '请先登录后再进行使用！' });
  });
});

describe('GET /api/official/notify (server URL check)', () => {
  it('echoes echostr for WeChat’s signature only', async () => {
    const good = (await h.simControl('/wechat-mp/verify', { notifyUrl: h.notifyUrl })).json();
    expect(good).toMatchObject({ status: 200, echoed: true });
    const bad = (await h.simControl('/wechat-mp/verify', { notifyUrl: h.notifyUrl, badSignature: true })).json();
    expect(bad).toMatchObject({ status: 403, response: '', echoed: false });
    const bare = await fetch(`${h.notifyUrl}?echostr=123`);
    expect([bare.status, await bare.text()]).toEqual([403, '']);
  });

  it('echoes nothing while no token is configured', async () => {
    await h.app.configStore.set('wechatOfficialToken', '', false);
    expect((await h.simControl('/wechat-mp/verify', { notifyUrl: h.notifyUrl })).json()).toMatchObject({ status: 403, echoed: false });
  });
});

describe('when WeChat is not configured', () => {
  it('says so, in the client’s language', async () => {
    await h.reset({ configure: false });
    const zh = await h.call('POST', '/official/getQRSceneStr', { payload: {} });
    expect([zh.statusCode, zh.json()]).toEqual([400, { code: 400, data: null, message: '管理员未配置微信公众号', success: false }]);
    const en = await h.call('POST', '/official/getQRSceneStr', { payload: {}, language: 'en' });
    expect(en.json().message).toBe('WeChat login is not configured');
    expect((await h.call('POST', '/official/loginByCode', { payload: { code: 'abc' } })).json().message).toBe('管理员未配置微信公众号');
    expect((await h.call('POST', '/official/getRedirectUrl', { payload: { url: 'https://lingxi.example/' } })).json().message).toBe('管理员未配置微信公众号');
    const { token } = await h.createUser();
    expect((await h.call('POST', '/official/getQRSceneStrByBind', { token })).json().message).toBe('管理员未配置微信公众号');
    expect(await h.app.database.db.select().from(schema.ephemeralEntries).where(like(schema.ephemeralEntries.key, 'wechat:scene:%'))).toEqual([]);
  });

  it('reports a WeChat failure as a 502 without the secret', async () => {
    await h.app.configStore.set('wechatOfficialAppSecret', 'wrong-secret-value', false);
    const sceneStr = await newScene();
    const reply = await qrCode(sceneStr);
    expect([reply.statusCode, reply.json()]).toEqual([502, { code: 502, data: null, message: '微信服务暂不可用，请稍后再试', success: false }]);
    expect(reply.body).not.toContain('wrong-secret-value');
  });
});

describe('rate limits', () => {
  it('lets a client poll twice a second but not create scenes without end', async () => {
    const sceneStr = await newScene();
    for (let i = 0; i < 120; i++) expect((await h.call('POST', '/official/loginBySceneStr', { payload: { sceneStr }, ip: '10.9.0.1' })).statusCode).toBe(200);
    const created = [];
    for (let i = 0; i < 31; i++) created.push((await h.call('POST', '/official/getQRSceneStr', { payload: {}, ip: '10.9.0.2' })).statusCode);
    expect(created.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(created[30]).toBe(429);
  });
});

describe('users', () => {
  it('does not log in a cancelled account', async () => {
    const { user } = await h.createUser('oGone000000000000000000000001');
    await h.app.database.db.update(schema.users).set({ destroyedAt: new Date() }).where(eq(schema.users.id, user.id));
    const sceneStr = await newScene();
    await qrCode(sceneStr);
    await h.scan(sceneStr, { openid: 'oGone000000000000000000000001' });
    expect(await poll(sceneStr)).toMatchObject({ openId: expect.any(String) });
  });
});
