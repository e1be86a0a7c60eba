import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildSim } from '../sim.js';
import { createXunhupayState } from './xunhupayState.js';

const { appid, appsecret } = createXunhupayState().config;

let sim: FastifyInstance;
beforeEach(async () => {
  sim = await buildSim();
});

/** Hashed independently: non-empty params but hash, ASCII order, k=v&…, APPSECRET appended, md5. */
function hashOf(params: Record<string, string | number>, secret = appsecret): string {
  const content = Object.keys(params)
    .filter((k) => k !== 'hash' && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
  return createHash('md5')
    .update(content + secret)
    .digest('hex');
}
const signed = (params: Record<string, string>, secret = appsecret) => ({ ...params, hash: hashOf(params, secret) });

const now = () => String(Math.floor(Date.now() / 1000));
const order = (extra: Record<string, string> = {}) => ({
  version: '1.1',
  appid,
  trade_order_id: 'X20240001',
  total_fee: '19.9',
  title: '灵犀 VIP 月卡',
  time: now(),
  notify_url: 'http://127.0.0.1:9/notify',
  return_url: 'http://127.0.0.1:9/return',
  nonce_str: 'n0nce',
  ...extra,
});

const create = (params: Record<string, string>) =>
  sim.inject({
    method: 'POST',
    url: '/xunhupay/payment/do.html',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(params).toString(),
  });
const query = (params: Record<string, string>) =>
  sim.inject({
    method: 'POST',
    url: '/xunhupay/payment/query.html',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(params).toString(),
  });
const state = async () => (await sim.inject({ method: 'GET', url: '/__control/state' })).json().xunhupay;

describe('xunhupay payment/do.html', () => {
  it('creates the order from a form and answers a hashed {openid, url_qrcode, url, errcode:0}', async () => {
    const reply = await create(signed(order({ attach: 'user-7' })));
    const body = reply.json();
    expect(body).toEqual({
      openid: 20000001,
      url_qrcode: 'http://localhost:80/xunhupay/payment/qrcode.html?id=20000001',
      url: 'http://localhost:80/xunhupay/payment/cashier.html?id=20000001',
      errcode: 0,
      errmsg: 'success!',
      hash: expect.any(String),
    });
    expect(body.hash).toBe(hashOf(body));
    expect((await state()).orders[0]).toMatchObject({ openOrderId: '20000001', tradeOrderId: 'X20240001', totalFee: '19.9', attach: 'user-7', status: 'WP' });
  });

  it('takes a JSON body with a numeric time', async () => {
    const params: Record<string, string | number> = { ...order(), time: Number(now()) };
    const reply = await sim.inject({ method: 'POST', url: '/xunhupay/payment/do.html', payload: { ...params, hash: hashOf(params) } });
    expect(reply.json().errcode).toBe(0);
  });

  it('serves the cashier page and a QR PNG, 404 for unknown ids', async () => {
    await create(signed(order()));
    const page = await sim.inject({ method: 'GET', url: '/xunhupay/payment/cashier.html?id=20000001' });
    expect(page.body).toContain('<p id="total_fee">19.9</p>');
    const png = await sim.inject({ method: 'GET', url: '/xunhupay/payment/qrcode.html?id=20000001' });
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect((await sim.inject({ method: 'GET', url: '/xunhupay/payment/cashier.html?id=1' })).statusCode).toBe(404);
    expect((await sim.inject({ method: 'GET', url: '/xunhupay/payment/qrcode.html?id=1' })).statusCode).toBe(404);
  });

  it('keeps the same unpaid order for a repeat, replaces it for a new amount, refuses a paid one', async () => {
    await create(signed(order()));
    expect((await create(signed(order()))).json().openid).toBe(20000001);
    expect((await create(signed(order({ total_fee: '9.9' })))).json().openid).toBe(20000002);
    await sim.inject({ method: 'POST', url: '/__control/xunhupay/pay', payload: { tradeOrderId: 'X20240001', notify: false } });
    expect((await create(signed(order({ total_fee: '9.9' })))).json()).toEqual({ errcode: 40005, errmsg: 'trade_order_id is already paid!' });
  });

  it('refuses a hash computed over empty values', async () => {
    const params = order({ attach: '' });
    const content = Object.keys(params)
      .sort()
      .map((k) => `${k}=${params[k as keyof typeof params]}`)
      .join('&');
    expect(
      (
        await create({
          ...params,
          hash: createHash('md5')
            .update(content + appsecret)
            .digest('hex'),
        })
      ).json(),
    ).toEqual({ errcode: 40004, errmsg: 'Invalid hash!' });
  });

  it.each([
    [{ total_fee: '19.999' }, 40002, 'total_fee is invalid!'],
    [{ total_fee: '0' }, 40002, 'total_fee is invalid!'],
    [{ total_fee: '1e2' }, 40002, 'total_fee is invalid!'],
    [{ total_fee: '-1' }, 40002, 'total_fee is invalid!'],
    [{ total_fee: '' }, 40001, 'total_fee is required!'],
    [{ version: '1.0' }, 40002, 'version is invalid!'],
    [{ trade_order_id: 'x'.repeat(33) }, 40002, 'trade_order_id is invalid!'],
    [{ title: 'VIP 🎉' }, 40002, 'title is invalid!'],
    [{ title: '会'.repeat(128) }, 40002, 'title is invalid!'],
    [{ time: '17000' }, 40002, 'time is invalid!'],
    [{ nonce_str: 'n'.repeat(33) }, 40002, 'nonce_str is invalid!'],
    [{ notify_url: 'javascript:x' }, 40002, 'notify_url is invalid!'],
    [{ type: 'APP' }, 40002, 'type is invalid!'],
    [{ appid: '201906129999' }, 40003, 'Invalid appid!'],
  ])('refuses %j', async (change, errcode, errmsg) => {
    const reply = await create(signed({ ...order(), ...change }));
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ errcode, errmsg });
    expect((await state()).orders).toEqual([]);
  });

  it('refuses a wrong secret, a missing hash and a nested JSON value', async () => {
    expect((await create(signed(order(), 'other'))).json().errcode).toBe(40004);
    expect((await create(order())).json()).toEqual({ errcode: 40001, errmsg: 'hash is required!' });
    const nested = await sim.inject({ method: 'POST', url: '/xunhupay/payment/do.html', payload: { ...order(), attach: { a: 1 } } });
    expect(nested.json()).toEqual({ errcode: 40002, errmsg: 'request body is invalid!' });
    const broken = await sim.inject({ method: 'POST', url: '/xunhupay/payment/do.html', headers: { 'content-type': 'application/json' }, payload: '{' });
    expect(broken.json().errcode).toBe(40002);
  });
});

describe('xunhupay payment/query.html', () => {
  it('reports WP then OD with the paid amount, by out_trade_order or open_order_id', async () => {
    await create(signed(order({ attach: 'a1' })));
    const q = { appid, out_trade_order: 'X20240001', time: now(), nonce_str: 'q1' };
    const waiting = (await query(signed(q))).json();
    expect(waiting).toEqual({
      errcode: 0,
      errmsg: 'success!',
      data: {
        status: 'WP',
        open_order_id: '20000001',
        out_trade_order: 'X20240001',
        transaction_id: '',
        total_fee: '19.9',
        order_title: '灵犀 VIP 月卡',
        attach: 'a1',
        paid_date: '',
      },
      hash: hashOf({ errcode: 0, errmsg: 'success!' }),
    });
    await sim.inject({ method: 'POST', url: '/__control/xunhupay/pay', payload: { tradeOrderId: 'X20240001', totalFee: '0.01', notify: false } });
    const { appid: _a, out_trade_order: _o, ...rest } = q;
    const paid = await sim.inject({
      method: 'GET',
      url: `/xunhupay/payment/query.html?${new URLSearchParams(signed({ appid, open_order_id: '20000001', ...rest }))}`,
    });
    expect(paid.json().data).toMatchObject({
      status: 'OD',
      total_fee: '0.01',
      transaction_id: expect.stringMatching(/^4200\d+$/),
      paid_date: expect.stringMatching(/^\d{4}-/),
    });
  });

  it.each([
    [{ out_trade_order: '' }, { errcode: 40001, errmsg: 'out_trade_order is required!' }],
    [{ nonce_str: '' }, { errcode: 40001, errmsg: 'nonce_str is required!' }],
    [{ appid: '1' }, { errcode: 40003, errmsg: 'Invalid appid!' }],
    [{ out_trade_order: 'nope' }, { errcode: 40006, errmsg: 'Order not found!' }],
  ])('answers %j with %j', async (change, body) => {
    expect((await query(signed({ appid, out_trade_order: 'X1', time: now(), nonce_str: 'q', ...change }))).json()).toEqual(body);
  });

  it('refuses a bad hash', async () => {
    expect((await query({ ...signed({ appid, out_trade_order: 'X1', time: now(), nonce_str: 'q' }), nonce_str: 'z' })).json().errcode).toBe(40004);
  });
});
