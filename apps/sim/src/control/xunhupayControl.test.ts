import { createHash } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSim } from '../sim.js';
import { createXunhupayState } from '../xunhupay/xunhupayState.js';

const defaults = createXunhupayState().config;

let sim: FastifyInstance;
let server: FastifyInstance; // stands in for our server's xunhupay notify handler
let base: string;
let received: Array<Record<string, string>>;
let answer: string;

/** The merchant's check, written independently. */
const hashOf = (params: Record<string, string>, secret = defaults.appsecret) =>
  createHash('md5')
    .update(
      Object.keys(params)
        .filter((k) => k !== 'hash' && params[k] !== '')
        .sort()
        .map((k) => `${k}=${params[k]}`)
        .join('&') + secret,
    )
    .digest('hex');

beforeEach(async () => {
  sim = await buildSim();
  received = [];
  answer = 'success';
  server = Fastify();
  server.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  server.post<{ Body: string }>('/notify', async (request) => {
    received.push(Object.fromEntries(new URLSearchParams(request.body)));
    return answer;
  });
  base = await server.listen({ port: 0, host: '127.0.0.1' });
});

afterEach(async () => {
  await Promise.all([sim.close(), server.close()]);
});

async function createOrder(extra: Record<string, string> = {}) {
  const params: Record<string, string> = {
    version: '1.1',
    appid: defaults.appid,
    trade_order_id: 'X1',
    total_fee: '19.90',
    title: 'VIP',
    time: String(Math.floor(Date.now() / 1000)),
    notify_url: `${base}/notify`,
    nonce_str: 'abc',
    ...extra,
  };
  const reply = await sim.inject({ method: 'POST', url: '/xunhupay/payment/do.html', payload: { ...params, hash: hashOf(params) } });
  expect(reply.json().errcode).toBe(0);
}

const pay = (payload: object) => sim.inject({ method: 'POST', url: '/__control/xunhupay/pay', payload });
const state = async () => (await sim.inject({ method: 'GET', url: '/__control/state' })).json().xunhupay;

describe('POST /__control/xunhupay/pay', () => {
  it('POSTs the hashed status=OD form, empty plugins/attach included, and records the success reply', async () => {
    await createOrder();
    const reply = await pay({ tradeOrderId: 'X1' });
    expect(received).toHaveLength(1);
    const form = received[0]!;
    expect(form).toEqual({
      trade_order_id: 'X1',
      total_fee: '19.90',
      transaction_id: expect.stringMatching(/^4200\d+$/),
      open_order_id: '20000001',
      order_title: 'VIP',
      status: 'OD',
      plugins: '',
      attach: '',
      appid: defaults.appid,
      time: expect.stringMatching(/^\d{10}$/),
      nonce_str: expect.any(String),
      hash: hashOf(form),
    });
    const body = reply.json();
    expect(body.order).toMatchObject({ status: 'OD', paidFee: '19.90' });
    expect(body.deliveries[0]).toMatchObject({ method: 'POST', url: `${base}/notify`, status: 200, response: 'success', acknowledged: true });
    expect((await state()).orders[0].deliveries).toEqual(body.deliveries);
  });

  it('reports an underpaid amount', async () => {
    await createOrder();
    await pay({ tradeOrderId: 'X1', totalFee: '0.01' });
    expect(received[0]!.total_fee).toBe('0.01');
    expect(received[0]!.hash).toBe(hashOf(received[0]!));
  });

  it('sends duplicates concurrently, each validly hashed, and re-sends for a paid order', async () => {
    await createOrder({ attach: 'u1' });
    const { deliveries } = (await pay({ tradeOrderId: 'X1', times: 3, concurrent: true })).json();
    expect(deliveries).toHaveLength(3);
    await pay({ tradeOrderId: 'X1' });
    expect(received).toHaveLength(4);
    expect(received.every((form) => form.hash === hashOf(form) && form.attach === 'u1')).toBe(true);
    expect(new Set(received.map((form) => form.transaction_id)).size).toBe(1);
  });

  it('forges the hash when asked and records a non-success reply', async () => {
    await createOrder();
    answer = 'fail';
    const { deliveries } = (await pay({ tradeOrderId: 'X1', badSignature: true })).json();
    expect(received[0]!.hash).not.toBe(hashOf(received[0]!));
    expect(deliveries[0]).toMatchObject({ response: 'fail', acknowledged: false });
  });

  it('answers 404 for unknown orders and 409 for a new amount on a paid one', async () => {
    expect((await pay({ tradeOrderId: 'nope' })).statusCode).toBe(404);
    await createOrder();
    await pay({ tradeOrderId: 'X1', notify: false });
    expect(received).toEqual([]);
    expect((await pay({ tradeOrderId: 'X1', totalFee: '1' })).statusCode).toBe(409);
  });

  it.each([{}, { tradeOrderId: 'X1', totalFee: '1.001' }, { tradeOrderId: 'X1', totalFee: 1 }, { tradeOrderId: 'X1', concurrent: 'yes' }])(
    'rejects %j',
    async (payload) => {
      expect((await pay(payload)).statusCode).toBe(400);
    },
  );
});

describe('POST /__control/xunhupay', () => {
  it('replaces the credentials, shows only the appid in the state, and reset restores them', async () => {
    const reply = await sim.inject({ method: 'POST', url: '/__control/xunhupay', payload: { appid: '201900000002', appsecret: 's2' } });
    expect(reply.json()).toEqual({ config: { appid: '201900000002', appsecret: 's2' } });
    expect(await state()).toEqual({ config: { appid: '201900000002' }, orders: [] });
    await sim.inject({ method: 'POST', url: '/__control/reset' });
    expect(await state()).toEqual({ config: { appid: defaults.appid }, orders: [] });
  });

  it.each([{ appid: 'abc' }, { appsecret: '' }, { key: 'x' }])('rejects %j', async (payload) => {
    expect((await sim.inject({ method: 'POST', url: '/__control/xunhupay', payload })).statusCode).toBe(400);
  });
});
