import { createHash } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEpayState } from '../epay/epayState.js';
import { buildSim } from '../sim.js';

const defaults = createEpayState().config;

let sim: FastifyInstance;
let server: FastifyInstance; // stands in for our server's epay notify handler
let base: string;
let received: Array<{ method: string; query: Record<string, string>; body: string | undefined }>;
let answer: string;
/** Answers wait until this many notifies are in flight at once (0: answer at once); 5 s at most. */
let holdUntilInFlight: number;
let held: (() => void)[] = [];
let inFlight: number;
let maxInFlight: number;

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
/** The merchant's check, written independently: non-empty params but sign/sign_type, sorted, KEY appended. */
const verified = (params: Record<string, string>, signKey = defaults.key) => {
  const content = Object.keys(params)
    .filter((k) => k !== 'sign' && k !== 'sign_type' && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
  return params.sign === md5(content + signKey);
};

beforeEach(async () => {
  sim = await buildSim();
  received = [];
  answer = 'success';
  holdUntilInFlight = 0;
  held = [];
  inFlight = 0;
  maxInFlight = 0;
  server = Fastify();
  server.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  server.route<{ Querystring: Record<string, string>; Body: string | undefined }>({
    method: ['GET', 'POST'],
    url: '/notify',
    handler: async (request) => {
      received.push({ method: request.method, query: request.query, body: request.body });
      maxInFlight = Math.max(maxInFlight, ++inFlight);
      if (holdUntilInFlight) {
        await new Promise<void>((resolve) => {
          held.push(resolve);
          if (inFlight >= holdUntilInFlight) for (const release of held.splice(0)) release();
          setTimeout(resolve, 5000);
        });
      }
      inFlight--;
      return answer;
    },
  });
  base = await server.listen({ port: 0, host: '127.0.0.1' });
});

afterEach(async () => {
  await Promise.all([sim.close(), server.close()]);
});

async function createOrder(extra: Record<string, string> = {}, gateway = 'epay', signKey = defaults.key) {
  const params: Record<string, string> = {
    pid: defaults.pid,
    type: 'alipay',
    out_trade_no: 'T1',
    notify_url: `${base}/notify`,
    return_url: `${base}/return?from=pay`,
    name: 'VIP',
    money: '10.00',
    clientip: '1.2.3.4',
    ...extra,
  };
  const content = Object.keys(params)
    .filter((k) => params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
  const form = new URLSearchParams({ ...params, sign: md5(content + signKey), sign_type: 'MD5' }).toString();
  const reply = await sim.inject({
    method: 'POST',
    url: `/${gateway}/mapi.php`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form,
  });
  expect(reply.json().code).toBe(1);
  return reply.json().trade_no as string;
}

const pay = (payload: object, gateway = 'epay') => sim.inject({ method: 'POST', url: `/__control/${gateway}/pay`, payload });
const state = async () => (await sim.inject({ method: 'GET', url: '/__control/state' })).json();

describe('POST /__control/epay/pay', () => {
  it('GETs the signed TRADE_SUCCESS notify, empty param included, and records the success reply', async () => {
    const tradeNo = await createOrder();
    const reply = await pay({ outTradeNo: 'T1' });
    expect(reply.statusCode).toBe(200);
    const [notify] = received;
    expect(notify!.method).toBe('GET');
    expect(notify!.query).toEqual({
      pid: defaults.pid,
      trade_no: tradeNo,
      out_trade_no: 'T1',
      type: 'alipay',
      name: 'VIP',
      money: '10.00',
      trade_status: 'TRADE_SUCCESS',
      param: '',
      sign: expect.stringMatching(/^[0-9a-f]{32}$/),
      sign_type: 'MD5',
    });
    expect(verified(notify!.query)).toBe(true);
    const body = reply.json();
    expect(body.order).toMatchObject({ status: 1, paidMoney: '10.00', buyer: 'sim-buyer@example.com' });
    expect(body.deliveries).toEqual([
      {
        attempt: 1,
        method: 'GET',
        url: expect.stringMatching(new RegExp(`^${base}/notify\\?pid=`)),
        headers: {},
        body: null,
        status: 200,
        response: 'success',
        error: null,
        acknowledged: true,
        sentAt: expect.any(String),
      },
    ]);
    expect(body.returnUrl).toMatch(new RegExp(`^${base}/return\\?from=pay&pid=`));
    expect((await state()).epay.orders[0].deliveries).toEqual(body.deliveries);
  });

  it('reports a smaller paid amount (underpayment) in the notify and the query', async () => {
    await createOrder();
    await pay({ outTradeNo: 'T1', money: '0.01' });
    expect(received[0]!.query.money).toBe('0.01');
    expect(verified(received[0]!.query)).toBe(true);
    const query = await sim.inject({ method: 'GET', url: `/epay/api.php?act=order&pid=${defaults.pid}&key=${defaults.key}&out_trade_no=T1` });
    expect(query.json()).toMatchObject({ status: 1, money: '0.01' });
  });

  it('sends duplicates sequentially or concurrently, and re-sends for a paid order', async () => {
    await createOrder();
    holdUntilInFlight = 4;
    const concurrent = (await pay({ outTradeNo: 'T1', times: 4, concurrent: true })).json();
    expect(maxInFlight).toBe(4);
    expect(concurrent.deliveries.map((d: { attempt: number }) => d.attempt)).toEqual([1, 2, 3, 4]);
    holdUntilInFlight = 0;
    maxInFlight = 0;
    const again = (await pay({ outTradeNo: 'T1', times: 2 })).json();
    expect(maxInFlight).toBe(1);
    expect(again.deliveries).toHaveLength(2);
    expect(received).toHaveLength(6);
    expect(new Set(received.map((r) => r.query.sign)).size).toBe(1);
    expect((await state()).epay.orders[0].deliveries).toHaveLength(6);
  });

  it('refuses to change the paid amount of a paid order', async () => {
    await createOrder();
    await pay({ outTradeNo: 'T1', notify: false });
    expect(received).toEqual([]);
    expect((await pay({ outTradeNo: 'T1', money: '5.00' })).statusCode).toBe(409);
    expect((await pay({ outTradeNo: 'T1', money: '10.00' })).statusCode).toBe(200);
  });

  it('signs with a wrong key when asked, and records a reply other than success as unacknowledged', async () => {
    await createOrder();
    answer = 'fail';
    const { deliveries } = (await pay({ outTradeNo: 'T1', badSignature: true })).json();
    expect(verified(received[0]!.query)).toBe(false);
    expect(deliveries[0]).toMatchObject({ status: 200, response: 'fail', acknowledged: false });
  });

  it('POSTs a form when configured, and signs the &key= way', async () => {
    await sim.inject({ method: 'POST', url: '/__control/epay', payload: { notifyMethod: 'POST', signStyle: 'ampKey' } });
    const params: Record<string, string> = {
      pid: defaults.pid,
      type: 'wxpay',
      out_trade_no: 'T2',
      notify_url: `${base}/notify`,
      name: 'VIP',
      money: '1.00',
      clientip: '1.2.3.4',
    };
    const content = Object.keys(params)
      .sort()
      .map((k) => `${k}=${params[k]}`)
      .join('&');
    const form = new URLSearchParams({ ...params, sign: md5(`${content}&key=${defaults.key}`), sign_type: 'MD5' }).toString();
    await sim.inject({ method: 'POST', url: '/epay/mapi.php', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form });
    const { deliveries, returnUrl } = (await pay({ outTradeNo: 'T2' })).json();
    expect(returnUrl).toBeNull();
    expect(deliveries[0]).toMatchObject({ method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    const body = Object.fromEntries(new URLSearchParams(received[0]!.body));
    expect(received[0]!.method).toBe('POST');
    const signed = Object.keys(body)
      .filter((k) => k !== 'sign' && k !== 'sign_type' && body[k] !== '')
      .sort()
      .map((k) => `${k}=${body[k]}`)
      .join('&');
    expect(body.sign).toBe(md5(`${signed}&key=${defaults.key}`));
  });

  it('records an unreachable notify_url as an error', async () => {
    await createOrder({ notify_url: 'http://127.0.0.1:9/notify' });
    const { deliveries } = (await pay({ outTradeNo: 'T1' })).json();
    expect(deliveries[0]).toMatchObject({ status: null, response: null, acknowledged: false, error: expect.stringContaining('fetch failed') });
  });

  it('drives mpay separately', async () => {
    await createOrder({}, 'mpay');
    expect((await pay({ outTradeNo: 'T1' })).statusCode).toBe(404);
    expect((await pay({ outTradeNo: 'T1' }, 'mpay')).json().deliveries[0].acknowledged).toBe(true);
  });

  it.each([{}, { outTradeNo: 'T1', money: '1' }, { outTradeNo: 'T1', times: 0 }, { outTradeNo: 'T1', times: 21 }, { outTradeNo: 'T1', extra: 1 }])(
    'rejects %j',
    async (payload) => {
      await createOrder();
      expect((await pay(payload)).statusCode).toBe(400);
    },
  );

  it('answers 404 for an unknown order', async () => {
    expect((await pay({ outTradeNo: 'nope' })).json()).toEqual({ error: 'unknown_order', message: 'no order nope' });
  });
});

describe('POST /__control/epay', () => {
  it('replaces the given fields and hides the key from the state', async () => {
    const reply = await sim.inject({ method: 'POST', url: '/__control/epay', payload: { pid: '1234', key: 'k2' } });
    expect(reply.json()).toEqual({ config: { ...defaults, pid: '1234', key: 'k2' } });
    const { key: _key, ...visible } = reply.json().config;
    expect((await state()).epay.config).toEqual(visible);
  });

  it.each([{ pid: 'abc' }, { key: '' }, { signStyle: 'sha256' }, { notifyMethod: 'PUT' }, { mapiReply: 'img' }, { other: 1 }])(
    'rejects %j',
    async (payload) => {
      expect((await sim.inject({ method: 'POST', url: '/__control/epay', payload })).statusCode).toBe(400);
    },
  );

  it('is put back by reset', async () => {
    await sim.inject({ method: 'POST', url: '/__control/epay', payload: { pid: '1234' } });
    await createOrder({ pid: '1234' });
    await sim.inject({ method: 'POST', url: '/__control/reset' });
    const { key: _key, ...visible } = defaults;
    expect((await state()).epay).toEqual({ config: visible, orders: [] });
  });
});
