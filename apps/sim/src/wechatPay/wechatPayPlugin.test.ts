import { createSign, createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildSim } from '../sim.js';

let sim: FastifyInstance;
let merchantKey: string;
let platformKey: string;
let platformKeyId: string;
const MCHID = '1230000109';
const SERIAL = '5157F09EFDC096DE15EBE81A47057A7232F1B8E1';

beforeEach(async () => {
  sim = await buildSim();
  const keys = (await sim.inject({ method: 'GET', url: '/__control/wechat-pay' })).json();
  merchantKey = keys.config.merchantPrivateKey;
  platformKey = keys.platform.publicKey;
  platformKeyId = keys.platform.publicKeyId;
});

interface CallOptions {
  key?: string;
  mchid?: string;
  serial?: string;
  timestamp?: string;
  signedUrl?: string;
  authorization?: string;
}

/** A request signed the way a merchant SDK does it, written independently of the sim. */
function call(method: 'GET' | 'POST', url: string, body?: object | string, options: CallOptions = {}) {
  const payload = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  const timestamp = options.timestamp ?? String(Math.floor(Date.now() / 1000));
  const nonce = randomBytes(16).toString('hex');
  const message = `${method}\n${options.signedUrl ?? url}\n${timestamp}\n${nonce}\n${payload}\n`;
  const signature = createSign('RSA-SHA256')
    .update(message)
    .sign(options.key ?? merchantKey, 'base64');
  const authorization =
    options.authorization ??
    `WECHATPAY2-SHA256-RSA2048 mchid="${options.mchid ?? MCHID}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${options.serial ?? SERIAL}"`;
  return sim.inject({
    method,
    url,
    headers: { authorization, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { payload }),
  });
}

/** Every answer carries a platform signature over `timestamp\nnonce\nbody\n`. */
function expectSignedByPlatform(reply: LightMyRequestResponse) {
  const h = reply.headers;
  expect(h['wechatpay-serial']).toBe(platformKeyId);
  expect(h['wechatpay-signature-type']).toBe('WECHATPAY2-SHA256-RSA2048');
  expect(h['request-id']).toMatch(/^08[0-9A-F]{30}$/);
  const message = `${h['wechatpay-timestamp']}\n${h['wechatpay-nonce']}\n${reply.body}\n`;
  expect(createVerify('RSA-SHA256').update(message).verify(platformKey, String(h['wechatpay-signature']), 'base64')).toBe(true);
}

const order = (extra: object = {}) => ({
  appid: 'wxd678efh567hg6787',
  mchid: MCHID,
  description: '灵犀 VIP 月卡',
  out_trade_no: 'W20240001',
  notify_url: 'https://lingxi.example/api/pay/wechat/notify',
  amount: { total: 2990, currency: 'CNY' },
  attach: 'user-7',
  time_expire: '2030-06-08T10:34:56+08:00',
  scene_info: { payer_client_ip: '14.23.150.211' },
  ...extra,
});
const create = (body: object | string = order(), options?: CallOptions) => call('POST', '/v3/pay/transactions/native', body, options);
const query = (outTradeNo = 'W20240001', mchid = MCHID) => call('GET', `/v3/pay/transactions/out-trade-no/${outTradeNo}?mchid=${mchid}`);
const state = async () => (await sim.inject({ method: 'GET', url: '/__control/state' })).json().wechatPay;

describe('POST /v3/pay/transactions/jsapi', () => {
  const jsapi = (body: object) => call('POST', '/v3/pay/transactions/jsapi', body);

  it('answers a signed {prepay_id} for an order naming its payer, and pays it as JSAPI to that payer', async () => {
    const reply = await jsapi(order({ payer: { openid: 'oJsapiBuyer000001' }, scene_info: undefined }));
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ prepay_id: expect.stringMatching(/^wx\d+[0-9a-f]{16}$/) });
    expectSignedByPlatform(reply);
    expect((await jsapi(order({ payer: { openid: 'oJsapiBuyer000001' }, scene_info: undefined }))).json()).toEqual(reply.json());
    await sim.inject({ method: 'POST', url: '/__control/wechat-pay/pay', payload: { outTradeNo: 'W20240001', notify: false } });
    const paid = (await query()).json();
    expect(paid).toMatchObject({ trade_type: 'JSAPI', trade_state: 'SUCCESS', payer: { openid: 'oJsapiBuyer000001' } });
  });

  it('refuses an order without payer.openid, and the same number placed as the other type', async () => {
    expect((await jsapi(order())).json()).toEqual({ code: 'PARAM_ERROR', message: expect.stringContaining('/payer') });
    expect((await jsapi(order({ payer: { openid: '' } }))).statusCode).toBe(400);
    await create();
    expect((await jsapi(order({ payer: { openid: 'oJsapiBuyer000001' } }))).json().code).toBe('INVALID_REQUEST');
  });
});

describe('POST /v3/pay/transactions/native', () => {
  it('creates the order and answers a signed {code_url}', async () => {
    const reply = await create();
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ code_url: expect.stringMatching(/^weixin:\/\/wxpay\/bizpayurl\?pr=[A-Za-z0-9_-]{7}$/) });
    expectSignedByPlatform(reply);
    expect((await state()).orders[0]).toMatchObject({
      outTradeNo: 'W20240001',
      total: 2990,
      tradeState: 'NOTPAY',
      attach: 'user-7',
      payerClientIp: '14.23.150.211',
    });
  });

  it('answers the same code_url for the same order and refuses a changed one', async () => {
    const first = (await create()).json();
    expect((await create()).json()).toEqual(first);
    const changed = await create(order({ amount: { total: 1 } }));
    expect(changed.statusCode).toBe(400);
    expect(changed.json()).toEqual({ code: 'INVALID_REQUEST', message: '201 商户订单号重复' });
  });

  it('refuses paid and closed orders', async () => {
    await create();
    await sim.inject({ method: 'POST', url: '/__control/wechat-pay/pay', payload: { outTradeNo: 'W20240001', notify: false } });
    expect((await create()).json().code).toBe('ORDERPAID');
    await create(order({ out_trade_no: 'W20240002' }));
    expect((await call('POST', '/v3/pay/transactions/out-trade-no/W20240002/close', { mchid: MCHID })).statusCode).toBe(204);
    expect((await create(order({ out_trade_no: 'W20240002' }))).json().code).toBe('ORDER_CLOSED');
  });

  it.each([
    [{ amount: { total: 29.9 } }, 'amount.total'],
    [{ amount: { total: '2990' } }, 'amount.total'],
    [{ amount: { total: 0 } }, 'amount.total'],
    [{ amount: { total: 100, currency: 'USD' } }, 'amount.currency'],
    [{ amount: 100 }, 'amount'],
    [{ out_trade_no: 'W1' }, 'out_trade_no'],
    [{ out_trade_no: 'W2024 0001' }, 'out_trade_no'],
    [{ notify_url: 'https://lingxi.example/notify?x=1' }, 'notify_url'],
    [{ notify_url: 'lingxi.example/notify' }, 'notify_url'],
    [{ description: '' }, 'description'],
    [{ description: '会'.repeat(128) }, 'description'],
    [{ attach: 'a'.repeat(129) }, 'attach'],
    [{ time_expire: '2030-06-08 10:34:56' }, 'time_expire'],
    [{ scene_info: { payer_client_ip: 'localhost' } }, 'scene_info.payer_client_ip'],
    [{ appid: 123 }, 'appid'],
  ])('refuses %j with PARAM_ERROR on %s', async (change, field) => {
    const reply = await create(order(change));
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ code: 'PARAM_ERROR', detail: { field, location: 'body' } });
    expectSignedByPlatform(reply);
    expect((await state()).orders).toEqual([]);
  });

  it.each(['appid', 'mchid', 'description', 'out_trade_no', 'notify_url', 'amount'])('requires %s', async (name) => {
    const body: Record<string, unknown> = order();
    delete body[name];
    const reply = await create(body);
    expect(reply.json()).toEqual({ code: 'PARAM_ERROR', message: `输入源“/body/${name}”映射到字段“${name}”必填性规则校验失败，此字段为必填项` });
  });

  it('requires amount.total, JSON and matching appid/mchid', async () => {
    expect((await create(order({ amount: { currency: 'CNY' } }))).json().message).toContain('/body/amount/total');
    expect((await create('{"appid":')).json()).toEqual({ code: 'PARAM_ERROR', message: '请求的JSON格式有误' });
    expect((await create('[]')).json().code).toBe('PARAM_ERROR');
    expect((await create(order({ appid: 'wx0000000000000000' }))).json()).toEqual({
      code: 'APPID_MCHID_NOT_MATCH',
      message: 'appid和mch_id不匹配，请检查后再试',
    });
    expect((await create(order({ mchid: '1900000001' }))).json().code).toBe('INVALID_REQUEST');
  });
});

describe('WeChat Pay v3 request signatures', () => {
  it('refuses a signature by another key with SIGN_ERROR and the message it expected', async () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const reply = await create(order(), { key: other });
    expect(reply.statusCode).toBe(401);
    expect(reply.json()).toMatchObject({
      code: 'SIGN_ERROR',
      message: '签名错误，请检查后再试',
      detail: { field: 'signature', location: 'authorization', sign_information: { method: 'POST', url: '/v3/pay/transactions/native' } },
    });
    expectSignedByPlatform(reply);
  });

  it('refuses a signature over another URL or body', async () => {
    expect((await create(order(), { signedUrl: '/v3/pay/transactions/jsapi' })).statusCode).toBe(401);
    expect(
      (await call('GET', `/v3/pay/transactions/out-trade-no/W1?mchid=${MCHID}`, undefined, { signedUrl: '/v3/pay/transactions/out-trade-no/W1' })).statusCode,
    ).toBe(401);
  });

  it.each([
    [{ authorization: 'Bearer x' }, 401, 'SIGN_ERROR', 'Http头Authorization值格式错误，请参考《微信支付商户REST API签名规则》'],
    [
      { authorization: 'WECHATPAY2-SHA256-RSA2048 mchid="1230000109"' },
      401,
      'SIGN_ERROR',
      'Http头Authorization值格式错误，请参考《微信支付商户REST API签名规则》',
    ],
    [{ timestamp: String(Math.floor(Date.now() / 1000) - 600) }, 401, 'SIGN_ERROR', 'Http头Authorization中的timestamp与当前时间相差过大'],
    [{ timestamp: '17000' }, 401, 'SIGN_ERROR', 'Http头Authorization中的timestamp与当前时间相差过大'],
    [{ serial: 'ABCDEF' }, 401, 'SIGN_ERROR', '商户证书序列号有误。请使用签名私钥匹配的证书序列号'],
    [{ mchid: '1900000001' }, 400, 'MCH_NOT_EXISTS', '商户号不存在'],
  ])('refuses %j', async (options, status, code, message) => {
    const reply = await create(order(), options);
    expect(reply.statusCode).toBe(status);
    expect(reply.json()).toEqual({ code, message });
  });

  it('refuses an unsigned request', async () => {
    const reply = await sim.inject({ method: 'POST', url: '/v3/pay/transactions/native', payload: order() });
    expect(reply.statusCode).toBe(401);
  });

  it('answers unknown /v3 paths with RESOURCE_NOT_EXISTS', async () => {
    const reply = await call('GET', '/v3/certificates');
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({ code: 'RESOURCE_NOT_EXISTS', message: '资源不存在' });
  });
});

describe('GET /v3/pay/transactions/out-trade-no/{out_trade_no}', () => {
  it('reports NOTPAY, then SUCCESS with the transaction, also by transaction id', async () => {
    await create();
    const unpaid = await query();
    expectSignedByPlatform(unpaid);
    expect(unpaid.json()).toEqual({
      appid: 'wxd678efh567hg6787',
      mchid: MCHID,
      out_trade_no: 'W20240001',
      attach: 'user-7',
      trade_state: 'NOTPAY',
      trade_state_desc: '订单未支付',
      amount: { total: 2990, currency: 'CNY', payer_currency: 'CNY' },
    });
    await sim.inject({ method: 'POST', url: '/__control/wechat-pay/pay', payload: { outTradeNo: 'W20240001', total: 1, openid: 'oPayer', notify: false } });
    const paid = (await query()).json();
    expect(paid).toEqual({
      appid: 'wxd678efh567hg6787',
      mchid: MCHID,
      out_trade_no: 'W20240001',
      attach: 'user-7',
      transaction_id: expect.stringMatching(/^4200\d{24}$/),
      trade_type: 'NATIVE',
      trade_state: 'SUCCESS',
      trade_state_desc: '支付成功',
      bank_type: 'OTHERS',
      success_time: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/),
      payer: { openid: 'oPayer' },
      amount: { total: 1, payer_total: 1, currency: 'CNY', payer_currency: 'CNY' },
    });
    expect((await call('GET', `/v3/pay/transactions/id/${paid.transaction_id}?mchid=${MCHID}`)).json()).toEqual(paid);
  });

  it('answers ORDER_NOT_EXIST, and PARAM_ERROR without or with another mchid', async () => {
    const missing = await query('W404');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'ORDER_NOT_EXIST', message: '订单不存在' });
    expect((await call('GET', `/v3/pay/transactions/id/4200?mchid=${MCHID}`)).statusCode).toBe(404);
    expect((await call('GET', '/v3/pay/transactions/out-trade-no/W20240001')).json().message).toContain('/query/mchid');
    expect((await query('W20240001', '1900000001')).json().code).toBe('INVALID_REQUEST');
  });
});

describe('POST /v3/pay/transactions/out-trade-no/{out_trade_no}/close', () => {
  it('closes an unpaid order with a signed 204; the query then reports CLOSED', async () => {
    await create();
    const reply = await call('POST', '/v3/pay/transactions/out-trade-no/W20240001/close', { mchid: MCHID });
    expect(reply.statusCode).toBe(204);
    expect(reply.body).toBe('');
    expectSignedByPlatform(reply);
    expect((await query()).json()).toMatchObject({ trade_state: 'CLOSED', trade_state_desc: '订单已关闭' });
  });

  it('refuses unknown, paid, and bodies without the caller mchid', async () => {
    expect((await call('POST', '/v3/pay/transactions/out-trade-no/W404/close', { mchid: MCHID })).statusCode).toBe(404);
    await create();
    expect((await call('POST', '/v3/pay/transactions/out-trade-no/W20240001/close', {})).json().code).toBe('PARAM_ERROR');
    expect((await call('POST', '/v3/pay/transactions/out-trade-no/W20240001/close', { mchid: '1' })).json().code).toBe('INVALID_REQUEST');
    await sim.inject({ method: 'POST', url: '/__control/wechat-pay/pay', payload: { outTradeNo: 'W20240001', notify: false } });
    expect((await call('POST', '/v3/pay/transactions/out-trade-no/W20240001/close', { mchid: MCHID })).json().code).toBe('ORDERPAID');
  });
});
