import type { FastifyInstance } from 'fastify';
import { PNG } from 'pngjs';
import QRCode from 'qrcode';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildSim } from '../sim.js';
import { createWechatMpState } from './wechatMpState.js';

const { appId, appSecret } = createWechatMpState().config;

let sim: FastifyInstance;
beforeEach(async () => {
  sim = await buildSim();
});
afterEach(() => {
  vi.useRealTimers();
});

const getToken = (query: string) => sim.inject({ method: 'GET', url: `/cgi-bin/token?${query}` });
const credentials = `grant_type=client_credential&appid=${appId}&secret=${appSecret}`;

async function accessToken(): Promise<string> {
  return (await getToken(credentials)).json().access_token;
}

async function createQr(payload: object, token?: string) {
  const query = `?access_token=${encodeURIComponent(token ?? (await accessToken()))}`;
  return sim.inject({ method: 'POST', url: `/cgi-bin/qrcode/create${query}`, payload });
}

const strScene = (scene: string, extra: object = {}) => ({ action_name: 'QR_STR_SCENE', action_info: { scene: { scene_str: scene } }, ...extra });

describe('GET /cgi-bin/token', () => {
  it('issues an access token valid for 7200 s', async () => {
    const reply = await getToken(credentials);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ access_token: expect.stringMatching(/^[\w-]{128}$/), expires_in: 7200 });
  });

  it.each([
    ['grant_type=password&appid=x&secret=y', { errcode: 40002, errmsg: 'invalid grant_type' }],
    ['grant_type=client_credential&secret=y', { errcode: 41002, errmsg: 'appid missing' }],
    [`grant_type=client_credential&appid=${appId}`, { errcode: 41004, errmsg: 'appsecret missing' }],
    [`grant_type=client_credential&appid=wx0&secret=${appSecret}`, { errcode: 40013, errmsg: 'invalid appid' }],
    [`grant_type=client_credential&appid=${appId}&secret=wrong`, { errcode: 40125, errmsg: 'invalid appsecret' }],
  ])('answers %s with HTTP 200 and an errcode', async (query, error) => {
    const reply = await getToken(query);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual(error);
  });
});

describe('POST /cgi-bin/stable_token', () => {
  it('returns the current token until a forced refresh', async () => {
    const body = { grant_type: 'client_credential', appid: appId, secret: appSecret };
    const first = (await sim.inject({ method: 'POST', url: '/cgi-bin/stable_token', payload: body })).json();
    const again = (await sim.inject({ method: 'POST', url: '/cgi-bin/stable_token', payload: body })).json();
    const forced = (await sim.inject({ method: 'POST', url: '/cgi-bin/stable_token', payload: { ...body, force_refresh: true } })).json();
    expect(again.access_token).toBe(first.access_token);
    expect(again.expires_in).toBeLessThanOrEqual(7200);
    expect(forced).toEqual({ access_token: expect.any(String), expires_in: 7200 });
    expect(forced.access_token).not.toBe(first.access_token);
  });
});

describe('POST /cgi-bin/qrcode/create', () => {
  it('creates a temporary string-scene QR that defaults to 30 s', async () => {
    const body = (await createQr(strScene('login-abc'))).json();
    expect(body).toEqual({
      ticket: expect.stringMatching(/^gQ[A-Za-z0-9+/=]+$/),
      expire_seconds: 30,
      url: expect.stringMatching(/^http:\/\/weixin\.qq\.com\/q\/02/),
    });
    const state = (await sim.inject({ method: 'GET', url: '/__control/state' })).json();
    expect(state.wechatMp.tickets).toEqual([
      { ticket: body.ticket, scene: 'login-abc', actionName: 'QR_STR_SCENE', url: body.url, expiresAt: expect.any(Number) },
    ]);
  });

  it('keeps the requested lifetime, capped at 30 days, and none for permanent codes', async () => {
    expect((await createQr(strScene('a', { expire_seconds: 120 }))).json().expire_seconds).toBe(120);
    expect((await createQr(strScene('a', { expire_seconds: 9_999_999 }))).json().expire_seconds).toBe(2_592_000);
    const permanent = (await createQr({ action_name: 'QR_LIMIT_SCENE', action_info: { scene: { scene_id: 7 } } })).json();
    expect(Object.keys(permanent).sort()).toEqual(['ticket', 'url']);
  });

  it.each([
    [
      { action_name: 'QR_FOO', action_info: { scene: { scene_str: 'a' } } },
      { errcode: 40052, errmsg: 'invalid action name' },
    ],
    [strScene('x'.repeat(65)), { errcode: 40053, errmsg: 'invalid action info' }],
    [
      { action_name: 'QR_LIMIT_SCENE', action_info: { scene: { scene_id: 100_001 } } },
      { errcode: 40053, errmsg: 'invalid action info' },
    ],
    [strScene('a', { expire_seconds: -1 }), { errcode: 40097, errmsg: 'invalid args' }],
  ])('rejects %j', async (payload, error) => {
    expect((await createQr(payload)).json()).toEqual(error);
  });

  it('checks the access token', async () => {
    expect((await sim.inject({ method: 'POST', url: '/cgi-bin/qrcode/create', payload: strScene('a') })).json()).toEqual({
      errcode: 41001,
      errmsg: 'access_token missing',
    });
    expect((await createQr(strScene('a'), 'forged')).json()).toEqual({ errcode: 40001, errmsg: 'invalid credential, access_token is invalid or not latest' });
  });

  it('rejects an expired access token', async () => {
    const token = await accessToken();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 7201 * 1000 });
    expect((await createQr(strScene('a'), token)).json()).toEqual({ errcode: 42001, errmsg: 'access_token expired' });
  });

  it('answers a malformed body with data format error', async () => {
    const reply = await sim.inject({
      method: 'POST',
      url: `/cgi-bin/qrcode/create?access_token=${encodeURIComponent(await accessToken())}`,
      headers: { 'content-type': 'application/json' },
      payload: '{oops',
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ errcode: 47001, errmsg: 'data format error' });
  });
});

describe('GET /cgi-bin/showqrcode', () => {
  it('serves the QR code of the ticket URL as a PNG until the code expires', async () => {
    const { ticket, url } = (await createQr(strScene('s'))).json();
    const image = await sim.inject({ method: 'GET', url: `/cgi-bin/showqrcode?ticket=${encodeURIComponent(ticket)}` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const png = PNG.sync.read(image.rawPayload);
    // A real QR code of the URL: its module count, 4 quiet modules each side, 6 px per module.
    const side = (QRCode.create(url, { errorCorrectionLevel: 'M' }).modules.size + 8) * 6;
    expect([png.width, png.height]).toEqual([side, side]);
    expect([...png.data.subarray(0, 3)]).toEqual([255, 255, 255]); // quiet zone
    const finder = (4 * 6 * side + 4 * 6) * 4; // top-left module of the top-left finder square
    expect([...png.data.subarray(finder, finder + 3)]).toEqual([0, 0, 0]);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 31_000 });
    expect((await sim.inject({ method: 'GET', url: `/cgi-bin/showqrcode?ticket=${encodeURIComponent(ticket)}` })).statusCode).toBe(404);
  });

  it('answers an unknown ticket with 404', async () => {
    expect((await sim.inject({ method: 'GET', url: '/cgi-bin/showqrcode?ticket=gQnope' })).statusCode).toBe(404);
  });
});
