import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildSim } from '../sim.js';
import { createEpayState } from './epayState.js';

const { pid, key } = createEpayState().config;

let sim: FastifyInstance;
beforeEach(async () => {
  sim = await buildSim();
});

/** Signed independently: non-empty params but sign/sign_type, ASCII order, k=v&…, KEY appended, md5. */
function signed(params: Record<string, string>, signKey = key): Record<string, string> {
  const content = Object.keys(params)
    .filter((k) => params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
  return {
    ...params,
    sign: createHash('md5')
      .update(content + signKey)
      .digest('hex'),
    sign_type: 'MD5',
  };
}

const order = (extra: Record<string, string> = {}) => ({
  pid,
  type: 'wxpay',
  out_trade_no: 'T20240001',
  notify_url: 'http://127.0.0.1:9/notify',
  return_url: 'http://127.0.0.1:9/return',
  name: '灵犀 VIP 月卡',
  money: '29.90',
  ...extra,
});

const form = (params: Record<string, string>) => new URLSearchParams(params).toString();
const mapi = (params: Record<string, string>, gateway = 'epay') =>
  sim.inject({ method: 'POST', url: `/${gateway}/mapi.php`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form(params) });
const submitGet = (params: Record<string, string>) => sim.inject({ method: 'GET', url: `/epay/submit.php?${form(params)}` });
const query = (params: Record<string, string>, gateway = 'epay') => sim.inject({ method: 'GET', url: `/${gateway}/api.php?${form(params)}` });
const state = async () => (await sim.inject({ method: 'GET', url: '/__control/state' })).json();

describe('epay submit.php', () => {
  it('creates the order from a signed GET and shows the cashier page', async () => {
    const reply = await submitGet(signed(order({ param: 'user-7' })));
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(reply.body).toContain('<title>收银台</title>');
    expect(reply.body).toContain('<p id="money">29.90</p>');
    const [created] = (await state()).epay.orders;
    expect(created).toMatchObject({ outTradeNo: 'T20240001', money: '29.90', param: 'user-7', via: 'submit.php', status: 0, paidMoney: null, type: 'wxpay' });
    expect(created.tradeNo).toMatch(/^\d{19}$/);
    expect(created.addtime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('takes a POSTed form without a type (the cashier chooses)', async () => {
    const { type: _type, ...params } = order();
    const reply = await sim.inject({
      method: 'POST',
      url: '/epay/submit.php',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form(signed(params)),
    });
    expect(reply.body).toContain('收银台');
    expect((await state()).epay.orders[0].type).toBe('');
  });

  it.each([
    [{ pid: '' }, 'PID不存在'],
    [{ pid: '9999' }, '商户不存在！'],
    [{ name: '灵犀 VIP 年卡' }, '签名校验失败！'],
  ])('refuses %j with the message page', async (change, message) => {
    const params = { ...signed(order()), ...change };
    const reply = await submitGet(params);
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toContain(`<p class="msg">${message}</p>`);
    expect((await state()).epay.orders).toEqual([]);
  });

  it('refuses the signature computed over empty values too', async () => {
    const params = order({ param: '' });
    const content = Object.keys(params)
      .sort()
      .map((k) => `${k}=${params[k as keyof typeof params]}`)
      .join('&');
    const reply = await submitGet({
      ...params,
      sign: createHash('md5')
        .update(content + key)
        .digest('hex'),
      sign_type: 'MD5',
    });
    expect(reply.body).toContain('签名校验失败！');
  });

  it('refuses the &key= style unless configured, then accepts it', async () => {
    const params = order();
    const content = Object.keys(params)
      .sort()
      .map((k) => `${k}=${params[k as keyof typeof params]}`)
      .join('&');
    const sign = createHash('md5').update(`${content}&key=${key}`).digest('hex');
    expect((await submitGet({ ...params, sign, sign_type: 'MD5' })).body).toContain('签名校验失败！');
    await sim.inject({ method: 'POST', url: '/__control/epay', payload: { signStyle: 'ampKey' } });
    expect((await submitGet({ ...params, sign, sign_type: 'MD5' })).body).toContain('收银台');
  });

  it('requires return_url', async () => {
    const { return_url: _r, ...params } = order();
    expect((await submitGet(signed(params))).body).toContain('回调地址(return_url)不能为空');
  });
});

describe('epay mapi.php', () => {
  it('answers {code:1, trade_no, qrcode} and records the order', async () => {
    const reply = await mapi(signed(order({ clientip: '1.2.3.4', device: 'pc' })));
    const body = reply.json();
    expect(body).toEqual({
      code: 1,
      msg: '接口请求成功',
      trade_no: expect.stringMatching(/^\d{19}$/),
      qrcode: expect.stringContaining('/epay/cashier.php?trade_no='),
    });
    const page = await sim.inject({ method: 'GET', url: new URL(body.qrcode).pathname + new URL(body.qrcode).search });
    expect(page.body).toContain(`<p id="trade_no">${body.trade_no}</p>`);
    expect((await state()).epay.orders[0]).toMatchObject({ via: 'mapi.php', clientip: '1.2.3.4', device: 'pc' });
  });

  it('answers payurl or urlscheme when configured', async () => {
    await sim.inject({ method: 'POST', url: '/__control/epay', payload: { mapiReply: 'payurl' } });
    expect(Object.keys((await mapi(signed(order({ clientip: '1.2.3.4' })))).json())).toEqual(['code', 'msg', 'trade_no', 'payurl']);
    await sim.inject({ method: 'POST', url: '/__control/epay', payload: { mapiReply: 'urlscheme' } });
    expect((await mapi(signed(order({ out_trade_no: 'T2', clientip: '1.2.3.4' })))).json().urlscheme).toMatch(/^weixin:\/\//);
  });

  it('re-opens an unpaid order sent again with the same amount', async () => {
    const first = (await mapi(signed(order({ clientip: '1.2.3.4' })))).json();
    const again = (await mapi(signed(order({ clientip: '1.2.3.4' })))).json();
    expect(again.trade_no).toBe(first.trade_no);
    expect((await mapi(signed(order({ clientip: '1.2.3.4', money: '0.01' })))).json()).toEqual({ code: -1, msg: '订单号(out_trade_no)已存在' });
  });

  it.each([
    [{ money: '29.9' }, '金额不合法'],
    [{ money: '29' }, '金额不合法'],
    [{ money: '0.00' }, '金额不合法'],
    [{ money: '-1.00' }, '金额不合法'],
    [{ money: '1.005' }, '金额不合法'],
    [{ money: '' }, '金额(money)不能为空'],
    [{ out_trade_no: '' }, '订单号(out_trade_no)不能为空'],
    [{ out_trade_no: 'T 1' }, '订单号(out_trade_no)格式不正确'],
    [{ notify_url: '' }, '通知地址(notify_url)不能为空'],
    [{ notify_url: 'ftp://x' }, '通知地址(notify_url)格式不正确'],
    [{ name: '' }, '商品名称(name)不能为空'],
    [{ name: '会'.repeat(43) }, '商品名称不能超过127字节'],
    [{ type: '' }, '支付方式(type)不能为空'],
    [{ type: 'bitcoin' }, '支付方式(type)不存在'],
    [{ clientip: '' }, '用户IP地址(clientip)不能为空'],
  ])('refuses %j with {code:-1, msg}', async (change, msg) => {
    const reply = await mapi(signed({ ...order({ clientip: '1.2.3.4' }), ...change }));
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ code: -1, msg });
  });

  it('refuses a missing sign and another sign_type', async () => {
    const { sign: _s, ...unsigned } = signed(order({ clientip: '1.2.3.4' }));
    expect((await mapi(unsigned)).json()).toEqual({ code: -1, msg: '签名(sign)不能为空' });
    expect((await mapi({ ...signed(order({ clientip: '1.2.3.4' })), sign_type: 'RSA' })).json()).toEqual({ code: -1, msg: '签名类型(sign_type)不支持' });
  });

  it('runs mpay as a separate gateway with its own merchant', async () => {
    await sim.inject({ method: 'POST', url: '/__control/mpay', payload: { pid: '2002', key: 'mpay-key' } });
    expect((await mapi(signed(order({ clientip: '1.2.3.4' })), 'mpay')).json().msg).toBe('商户不存在！');
    const reply = await mapi(signed(order({ pid: '2002', clientip: '1.2.3.4' }), 'mpay-key'), 'mpay');
    expect(reply.json().qrcode).toContain('/mpay/cashier.php');
    const { epay, mpay } = await state();
    expect([epay.orders.length, mpay.orders.length]).toEqual([0, 1]);
    expect((await query({ act: 'order', pid: '2002', key: 'mpay-key', out_trade_no: 'T20240001' }, 'mpay')).json().code).toBe(1);
  });
});

describe('epay api.php?act=order', () => {
  it('reports the order, unpaid then paid, by out_trade_no or trade_no', async () => {
    const { trade_no } = (await mapi(signed(order({ clientip: '1.2.3.4', param: 'p1' })))).json();
    const unpaid = (await query({ act: 'order', pid, key, out_trade_no: 'T20240001' })).json();
    expect(unpaid).toEqual({
      code: 1,
      msg: '查询订单号成功！',
      trade_no,
      out_trade_no: 'T20240001',
      api_trade_no: '',
      type: 'wxpay',
      pid,
      addtime: expect.stringMatching(/^\d{4}-/),
      endtime: null,
      name: '灵犀 VIP 月卡',
      money: '29.90',
      status: 0,
      param: 'p1',
      buyer: '',
    });
    await sim.inject({ method: 'POST', url: '/__control/epay/pay', payload: { outTradeNo: 'T20240001', notify: false } });
    const paid = (await query({ act: 'order', pid, key, trade_no })).json();
    expect(paid).toMatchObject({ status: 1, money: '29.90', endtime: expect.stringMatching(/^\d{4}-/), api_trade_no: expect.stringMatching(/^4200\d+$/) });
  });

  it.each([
    [
      { act: 'query', pid, key, out_trade_no: 'T1' },
      { code: -5, msg: 'No Act!' },
    ],
    [
      { act: 'order', pid: '1', key, out_trade_no: 'T1' },
      { code: -3, msg: 'PID不存在' },
    ],
    [
      { act: 'order', pid, key: 'wrong', out_trade_no: 'T1' },
      { code: -3, msg: 'KEY校验失败' },
    ],
    [
      { act: 'order', pid, key },
      { code: -4, msg: '订单号不能为空' },
    ],
    [
      { act: 'order', pid, key, out_trade_no: 'T404' },
      { code: -1, msg: '订单号不存在' },
    ],
  ])('answers %j with %j', async (params, body) => {
    expect((await query(params)).json()).toEqual(body);
  });
});
