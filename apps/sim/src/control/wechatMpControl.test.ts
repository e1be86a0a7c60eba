import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildSim } from '../sim.js';
import { wechatSignature } from '../wechatMp/signature.js';
import { createWechatMpState, DEFAULT_OPENID } from '../wechatMp/wechatMpState.js';

interface Received {
  query: Record<string, string>;
  body: string;
  contentType: string | undefined;
}

let sim: FastifyInstance;
let server: FastifyInstance; // stands in for our server's /api/official/notify
let notifyUrl: string;
let received: Received[];
let serverToken: string;

beforeEach(async () => {
  sim = await buildSim();
  received = [];
  serverToken = createWechatMpState().config.token;
  server = Fastify();
  server.addContentTypeParser('text/xml', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  const verified = (query: Record<string, string>) => query.signature === wechatSignature(serverToken, query.timestamp ?? '', query.nonce ?? '');
  server.post<{ Querystring: Record<string, string>; Body: string }>('/notify', async (request, reply) => {
    received.push({ query: request.query, body: request.body, contentType: request.headers['content-type'] });
    if (!verified(request.query)) return reply.code(403).send('bad signature');
    return reply.type('text/xml').send('<xml><MsgType><![CDATA[text]]></MsgType><Content><![CDATA[登录成功]]></Content></xml>');
  });
  server.get<{ Querystring: Record<string, string> }>('/notify', async (request) => (verified(request.query) ? request.query.echostr : 'forbidden'));
  notifyUrl = `${await server.listen({ port: 0, host: '127.0.0.1' })}/notify`;
});

afterEach(async () => {
  vi.useRealTimers();
  await Promise.all([sim.close(), server.close()]);
});

async function createQr(scene: string): Promise<string> {
  const { appId, appSecret } = createWechatMpState().config;
  const token = (await sim.inject({ method: 'GET', url: `/cgi-bin/token?grant_type=client_credential&appid=${appId}&secret=${appSecret}` })).json()
    .access_token;
  const payload = { expire_seconds: 120, action_name: 'QR_STR_SCENE', action_info: { scene: { scene_str: scene } } };
  return (await sim.inject({ method: 'POST', url: `/cgi-bin/qrcode/create?access_token=${encodeURIComponent(token)}`, payload })).json().ticket;
}

const scan = (payload: object) => sim.inject({ method: 'POST', url: '/__control/wechat-mp/scan', payload: { notifyUrl, ...payload } });

function expectedXml(query: Record<string, string>, event: string, eventKey: string, ticket: string, openid = DEFAULT_OPENID): string {
  return (
    `<xml><ToUserName><![CDATA[gh_0123456789ab]]></ToUserName><FromUserName><![CDATA[${openid}]]></FromUserName>` +
    `<CreateTime>${query.timestamp}</CreateTime><MsgType><![CDATA[event]]></MsgType><Event><![CDATA[${event}]]></Event>` +
    `<EventKey><![CDATA[${eventKey}]]></EventKey><Ticket><![CDATA[${ticket}]]></Ticket></xml>`
  );
}

describe('POST /__control/wechat-mp/scan', () => {
  it('pushes a signed subscribe event with the qrscene_ key and returns what the server answered', async () => {
    const ticket = await createQr('login-abc');
    const reply = await scan({ scene: 'login-abc' });
    expect(reply.statusCode).toBe(200);
    expect(received).toHaveLength(1);
    const [{ query, body, contentType }] = received as [Received];
    expect(Object.keys(query).sort()).toEqual(['nonce', 'openid', 'signature', 'timestamp']);
    expect(query.signature).toBe(wechatSignature('sim-token', query.timestamp!, query.nonce!));
    expect(query.openid).toBe(DEFAULT_OPENID);
    expect(query.nonce).toMatch(/^\d{9,10}$/);
    expect(Math.abs(Number(query.timestamp) - Date.now() / 1000)).toBeLessThan(5);
    expect(contentType).toBe('text/xml');
    expect(body).toBe(expectedXml(query, 'subscribe', 'qrscene_login-abc', ticket));
    const delivery = reply.json();
    expect(delivery).toEqual({
      method: 'POST',
      url: expect.stringMatching(new RegExp(`^${notifyUrl}\\?signature=`)),
      body,
      status: 200,
      response: '<xml><MsgType><![CDATA[text]]></MsgType><Content><![CDATA[登录成功]]></Content></xml>',
    });
    expect((await sim.inject({ method: 'GET', url: '/__control/state' })).json().wechatMp.deliveries).toEqual([delivery]);
  });

  it('sends SCAN with the bare scene for an existing follower, by ticket and openid', async () => {
    const ticket = await createQr('rand/42');
    await scan({ ticket, event: 'SCAN', openid: 'oFollower000000000000000000X' });
    const [{ query, body }] = received as [Received];
    expect(body).toBe(expectedXml(query, 'SCAN', 'rand/42', ticket, 'oFollower000000000000000000X'));
  });

  it('signs with the token set through the control API', async () => {
    await createQr('s');
    await sim.inject({ method: 'POST', url: '/__control/wechat-mp', payload: { token: 'jiangly' } });
    serverToken = 'jiangly';
    expect((await scan({ scene: 's' })).json().status).toBe(200);
    expect(received[0]!.query.signature).toBe(wechatSignature('jiangly', received[0]!.query.timestamp!, received[0]!.query.nonce!));
  });

  it('can forge the signature so tests see our server refuse it', async () => {
    await createQr('s');
    const delivery = (await scan({ scene: 's', badSignature: true })).json();
    expect(delivery).toMatchObject({ status: 403, response: 'bad signature' });
    const { query } = received[0]!;
    expect(query.signature).not.toBe(wechatSignature('sim-token', query.timestamp!, query.nonce!));
  });

  it('refuses unknown and expired codes without pushing', async () => {
    expect((await scan({ scene: 'never-created' })).statusCode).toBe(404);
    await createQr('short');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 121_000 });
    expect((await scan({ scene: 'short' })).json()).toEqual({ error: 'ticket_expired', message: 'the QR code has expired' });
    expect(received).toEqual([]);
  });

  it('reports an unreachable notify URL as 502', async () => {
    await createQr('s');
    await server.close();
    const reply = await scan({ scene: 's' });
    expect(reply.statusCode).toBe(502);
    expect(reply.json().error).toBe('notify_failed');
  });

  it('validates the control body', async () => {
    expect((await scan({})).statusCode).toBe(400);
    expect((await scan({ scene: 's', event: 'CLICK' })).statusCode).toBe(400);
    expect((await sim.inject({ method: 'POST', url: '/__control/wechat-mp/scan', payload: { scene: 's', notifyUrl: 'ftp://x' } })).statusCode).toBe(400);
  });
});

describe('POST /__control/wechat-mp/verify', () => {
  it('runs the server URL check and tells whether echostr came back', async () => {
    const ok = (await sim.inject({ method: 'POST', url: '/__control/wechat-mp/verify', payload: { notifyUrl } })).json();
    expect(ok).toMatchObject({ method: 'GET', body: null, status: 200, echoed: true });
    expect(ok.response).toBe(ok.echostr);
    const forged = (await sim.inject({ method: 'POST', url: '/__control/wechat-mp/verify', payload: { notifyUrl, badSignature: true } })).json();
    expect(forged).toMatchObject({ response: 'forbidden', echoed: false });
  });
});
