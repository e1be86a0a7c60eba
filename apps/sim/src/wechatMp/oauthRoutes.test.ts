import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildSim } from '../sim.js';
import { createWechatMpState, DEFAULT_OPENID } from './wechatMpState.js';

const { appId, appSecret } = createWechatMpState().config;
const CALLBACK = 'https://lingxi.example/auth/wechat/callback';

let sim: FastifyInstance;
beforeEach(async () => {
  sim = await buildSim();
});
afterEach(() => {
  vi.useRealTimers();
});

const get = (url: string) => sim.inject({ method: 'GET', url });
const control = (url: string, payload: object) => sim.inject({ method: 'POST', url: `/__control/${url}`, payload });
const state = async () => (await get('/__control/state')).json().wechatMp;

interface AuthorizeParams {
  appid?: string;
  redirect_uri?: string;
  response_type?: string;
  scope?: string;
  state?: string;
}

/** The URL our server sends the browser to, without the `#wechat_redirect` the browser keeps to itself. */
function authorizeUrl(overrides: AuthorizeParams = {}): string {
  const params = { appid: appId, redirect_uri: CALLBACK, response_type: 'code', scope: 'snsapi_base', state: 'weChatLogin', ...overrides };
  const query = Object.entries(params)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}=${encodeURIComponent(value!)}`)
    .join('&');
  return `/connect/oauth2/authorize?${query}`;
}

async function authorize(overrides: AuthorizeParams = {}): Promise<string> {
  const reply = await get(authorizeUrl(overrides));
  expect(reply.statusCode).toBe(302);
  return new URL(reply.headers.location as string).searchParams.get('code')!;
}

const exchange = (code: string, query = `appid=${appId}&secret=${appSecret}&grant_type=authorization_code`) =>
  get(`/sns/oauth2/access_token?${query}&code=${encodeURIComponent(code)}`);

async function accessToken(scope: 'snsapi_base' | 'snsapi_userinfo') {
  return (await exchange(await authorize({ scope }))).json() as { access_token: string; openid: string };
}

describe('GET /connect/oauth2/authorize', () => {
  it('redirects to redirect_uri with a fresh code and the state, and remembers the code', async () => {
    const reply = await get(authorizeUrl());
    expect(reply.statusCode).toBe(302);
    const location = reply.headers.location as string;
    expect(location).toMatch(new RegExp(`^${CALLBACK}\\?code=[0-9a-f]{32}&state=weChatLogin$`));
    const code = new URL(location).searchParams.get('code');
    expect((await state()).oauthCodes).toEqual([
      {
        code,
        appId,
        scope: 'snsapi_base',
        redirectUri: CALLBACK,
        state: 'weChatLogin',
        user: { openid: DEFAULT_OPENID, unionid: null, nickname: '微信用户', headimgurl: '' },
        expiresAt: expect.any(Number),
        usedAt: null,
      },
    ]);
    expect(await authorize()).not.toBe(code);
  });

  it("keeps redirect_uri's own query and fragment and encodes the state", async () => {
    const reply = await get(authorizeUrl({ redirect_uri: 'https://lingxi.example/m/?from=menu&x=a%20b#/login', state: 'a b&c' }));
    expect(reply.headers.location).toMatch(/^https:\/\/lingxi\.example\/m\/\?from=menu&x=a%20b&code=[0-9a-f]{32}&state=a%20b%26c#\/login$/);
  });

  it('sends an empty state when none is given', async () => {
    const reply = await get(authorizeUrl({ state: undefined }));
    expect(reply.headers.location).toMatch(/&state=$/);
  });

  it('accepts redirect_uri on the configured OAuth domain only', async () => {
    await control('wechat-mp', { oauthDomain: 'lingxi.example' });
    expect((await get(authorizeUrl())).statusCode).toBe(302);
    expect((await get(authorizeUrl({ redirect_uri: 'https://evil.example/cb' }))).json()).toEqual({ errcode: 10003, errmsg: 'redirect_uri domain mismatch' });
    expect((await get(authorizeUrl({ redirect_uri: 'https://sub.lingxi.example/cb' }))).json().errcode).toBe(10003);
    await control('wechat-mp', { oauthDomain: '127.0.0.1:5173' });
    expect((await get(authorizeUrl({ redirect_uri: 'http://127.0.0.1:5173/cb' }))).statusCode).toBe(302);
    expect((await get(authorizeUrl({ redirect_uri: 'http://127.0.0.1:8080/cb' }))).json().errcode).toBe(10003);
  });

  it.each<[string, AuthorizeParams, { errcode: number; errmsg: string }]>([
    ['no appid', { appid: undefined }, { errcode: 10012, errmsg: 'appid is empty' }],
    ['another appid', { appid: 'wx0000000000000000' }, { errcode: 40013, errmsg: 'invalid appid' }],
    ['no redirect_uri', { redirect_uri: undefined }, { errcode: 10011, errmsg: 'redirect_uri is empty' }],
    ['no scope', { scope: undefined }, { errcode: 10010, errmsg: 'scope is empty' }],
    ['an unknown scope', { scope: 'snsapi_login' }, { errcode: 10005, errmsg: 'scope invalid or unauthorized' }],
    ['response_type=token', { response_type: 'token' }, { errcode: 40097, errmsg: 'invalid args' }],
    ['a relative redirect_uri', { redirect_uri: '/auth/callback' }, { errcode: 10003, errmsg: 'redirect_uri domain mismatch' }],
    ['a non-http redirect_uri', { redirect_uri: 'javascript:alert(1)' }, { errcode: 10003, errmsg: 'redirect_uri domain mismatch' }],
  ])('refuses %s without redirecting or issuing a code', async (_name, overrides, error) => {
    const reply = await get(authorizeUrl(overrides));
    expect(reply.statusCode).toBe(200);
    expect(reply.headers.location).toBeUndefined();
    expect(reply.json()).toEqual(error);
    expect((await state()).oauthCodes).toEqual([]);
  });
});

describe('GET /sns/oauth2/access_token', () => {
  it('exchanges a code once for a 7200 s token of the current user', async () => {
    const code = await authorize();
    const reply = await exchange(code);
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body).toEqual({
      access_token: expect.stringMatching(/^[\w-]{88}$/),
      expires_in: 7200,
      refresh_token: expect.stringMatching(/^[\w-]{88}$/),
      openid: DEFAULT_OPENID,
      scope: 'snsapi_base',
    });
    const { oauthCodes, oauthTokens } = await state();
    expect(oauthCodes[0].usedAt).toEqual(expect.any(Number));
    expect(oauthTokens).toEqual([
      {
        accessToken: body.access_token,
        refreshToken: body.refresh_token,
        appId,
        scope: 'snsapi_base',
        user: oauthCodes[0].user,
        expiresAt: expect.any(Number),
      },
    ]);
    expect((await exchange(code)).json()).toEqual({ errcode: 40163, errmsg: 'code been used' });
  });

  it('gives the unionid when the user has one', async () => {
    await control('wechat-mp/oauth-user', { openid: 'oUser0000000000000000000002B', unionid: 'oUnion00000000000000000000C' });
    const body = (await exchange(await authorize({ scope: 'snsapi_userinfo' }))).json();
    expect(body).toMatchObject({ openid: 'oUser0000000000000000000002B', unionid: 'oUnion00000000000000000000C', scope: 'snsapi_userinfo' });
  });

  it('refuses unknown and expired codes', async () => {
    expect((await exchange('0'.repeat(32))).json()).toEqual({ errcode: 40029, errmsg: 'invalid code' });
    const code = await authorize();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 5 * 60 * 1000 + 1 });
    expect((await exchange(code)).json()).toEqual({ errcode: 40029, errmsg: 'invalid code' });
  });

  it('refuses a code issued to the account before its appid changed', async () => {
    const code = await authorize();
    await control('wechat-mp', { appId: 'wx1111111111111111' });
    expect((await exchange(code, `appid=wx1111111111111111&secret=${appSecret}&grant_type=authorization_code`)).json().errcode).toBe(40029);
  });

  it.each([
    ['a wrong secret', `appid=${appId}&secret=wrong&grant_type=authorization_code`, { errcode: 40125, errmsg: 'invalid appsecret' }],
    ['another appid', `appid=wx0000000000000000&secret=${appSecret}&grant_type=authorization_code`, { errcode: 40013, errmsg: 'invalid appid' }],
    ['grant_type=client_credential', `appid=${appId}&secret=${appSecret}&grant_type=client_credential`, { errcode: 40002, errmsg: 'invalid grant_type' }],
    ['no appid', `secret=${appSecret}&grant_type=authorization_code`, { errcode: 41002, errmsg: 'appid missing' }],
    ['no secret', `appid=${appId}&grant_type=authorization_code`, { errcode: 41004, errmsg: 'appsecret missing' }],
  ])('answers %s with an errcode and leaves the code usable', async (_name, query, error) => {
    const code = await authorize();
    const reply = await exchange(code, query);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual(error);
    expect((await exchange(code)).json().openid).toBe(DEFAULT_OPENID);
  });

  it('asks for the code', async () => {
    expect((await get(`/sns/oauth2/access_token?appid=${appId}&secret=${appSecret}&grant_type=authorization_code`)).json()).toEqual({
      errcode: 41008,
      errmsg: 'missing code',
    });
  });
});

describe('GET /sns/userinfo', () => {
  const userinfo = (token: string, openid: string) => get(`/sns/userinfo?access_token=${encodeURIComponent(token)}&openid=${openid}&lang=zh_CN`);

  it('returns the profile for a snsapi_userinfo token', async () => {
    const user = {
      openid: 'oUser0000000000000000000003D',
      unionid: 'oUnion00000000000000000000E',
      nickname: '灵犀用户',
      headimgurl: 'https://thirdwx.qlogo.cn/mmopen/vi_32/x/132',
    };
    await control('wechat-mp/oauth-user', user);
    const { access_token, openid } = await accessToken('snsapi_userinfo');
    expect((await userinfo(access_token, openid)).json()).toEqual({
      openid: user.openid,
      nickname: '灵犀用户',
      sex: 0,
      province: '',
      city: '',
      country: '',
      headimgurl: user.headimgurl,
      privilege: [],
      unionid: user.unionid,
    });
  });

  it('leaves out unionid when the user has none', async () => {
    const { access_token, openid } = await accessToken('snsapi_userinfo');
    const body = (await userinfo(access_token, openid)).json();
    expect(body).toMatchObject({ openid: DEFAULT_OPENID, nickname: '微信用户', headimgurl: '' });
    expect(body).not.toHaveProperty('unionid');
  });

  it('refuses a snsapi_base token', async () => {
    const { access_token, openid } = await accessToken('snsapi_base');
    expect((await userinfo(access_token, openid)).json()).toEqual({ errcode: 48001, errmsg: 'api unauthorized' });
  });

  it('checks the token and the openid', async () => {
    const { access_token, openid } = await accessToken('snsapi_userinfo');
    expect((await get(`/sns/userinfo?openid=${openid}`)).json()).toEqual({ errcode: 41001, errmsg: 'access_token missing' });
    expect((await userinfo('forged', openid)).json()).toEqual({ errcode: 40001, errmsg: 'invalid credential, access_token is invalid or not latest' });
    expect((await get(`/sns/userinfo?access_token=${encodeURIComponent(access_token)}`)).json()).toEqual({ errcode: 41009, errmsg: 'missing openid' });
    expect((await userinfo(access_token, 'oOther000000000000000000000F')).json()).toEqual({ errcode: 40003, errmsg: 'invalid openid' });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 7201 * 1000 });
    expect((await userinfo(access_token, openid)).json()).toEqual({ errcode: 42001, errmsg: 'access_token expired' });
  });

  it('does not take the account access token', async () => {
    const token = (await get(`/cgi-bin/token?grant_type=client_credential&appid=${appId}&secret=${appSecret}`)).json().access_token;
    expect((await userinfo(token, DEFAULT_OPENID)).json().errcode).toBe(40001);
  });
});

describe('POST /__control/wechat-mp/oauth-user', () => {
  it('sets who authorizes next, with defaults for the fields left out', async () => {
    const reply = await control('wechat-mp/oauth-user', { openid: 'oUser0000000000000000000004G', nickname: 'N' });
    expect(reply.json()).toEqual({ oauthUser: { openid: 'oUser0000000000000000000004G', unionid: null, nickname: 'N', headimgurl: '' } });
    expect((await state()).oauthUser).toEqual(reply.json().oauthUser);
  });

  it('binds codes to the user at the time of authorization', async () => {
    const code = await authorize();
    await control('wechat-mp/oauth-user', { openid: 'oUser0000000000000000000005H' });
    expect((await exchange(code)).json().openid).toBe(DEFAULT_OPENID);
    expect((await exchange(await authorize())).json().openid).toBe('oUser0000000000000000000005H');
  });

  it.each([{}, { openid: '' }, { openid: 1 }, { openid: 'o', unionid: '' }, { openid: 'o', sex: 1 }])('rejects %j', async (payload) => {
    expect((await control('wechat-mp/oauth-user', payload)).statusCode).toBe(400);
    expect((await state()).oauthUser.openid).toBe(DEFAULT_OPENID);
  });

  it('is undone by reset, with the codes and tokens', async () => {
    await control('wechat-mp/oauth-user', { openid: 'oUser0000000000000000000006J', unionid: 'u' });
    await control('wechat-mp', { oauthDomain: 'lingxi.example' });
    await exchange(await authorize());
    await sim.inject({ method: 'POST', url: '/__control/reset' });
    const wechatMp = await state();
    expect(wechatMp).toMatchObject({ oauthUser: { openid: DEFAULT_OPENID, unionid: null }, oauthCodes: [], oauthTokens: [] });
    expect(wechatMp.config.oauthDomain).toBeNull();
  });

  it('rejects an OAuth domain with a scheme or a path', async () => {
    expect((await control('wechat-mp', { oauthDomain: 'https://lingxi.example' })).statusCode).toBe(400);
    expect((await control('wechat-mp', { oauthDomain: 'lingxi.example/cb' })).statusCode).toBe(400);
    expect((await control('wechat-mp', { oauthDomain: null })).statusCode).toBe(200);
  });
});
