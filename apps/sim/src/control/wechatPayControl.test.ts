import { createDecipheriv, createSign, createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSim } from '../sim.js';

interface Notify {
  headers: Record<string, string>;
  body: string;
}

let sim: FastifyInstance;
let server: FastifyInstance; // stands in for our server's WeChat Pay notify handler
let notifyUrl: string;
let received: Notify[];
let answerStatus: number;
let keys: { config: Record<string, string>; platform: { publicKeyId: string; publicKey: string } };

beforeEach(async () => {
  sim = await buildSim();
  keys = (await sim.inject({ method: 'GET', url: '/__control/wechat-pay' })).json();
  received = [];
  answerStatus = 204;
  server = Fastify();
  server.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  server.post<{ Body: string }>('/notify', async (request, reply) => {
    received.push({ headers: request.headers as Record<string, string>, body: request.body });
    return answerStatus === 204 ? reply.code(204).send() : reply.code(answerStatus).send({ code: 'FAIL', message: '失败' });
  });
  notifyUrl = `${await server.listen({ port: 0, host: '127.0.0.1' })}/notify`;
});

afterEach(async () => {
  await Promise.all([sim.close(), server.close()]);
});

async function createOrder(outTradeNo = 'W20240001', total = 2990, privateKey = keys.config.merchantPrivateKey!) {
  const body = JSON.stringify({
    appid: keys.config.appId,
    mchid: keys.config.mchId,
    description: 'VIP',
    out_trade_no: outTradeNo,
    notify_url: notifyUrl,
    amount: { total },
    attach: 'user-7',
  });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = randomBytes(16).toString('hex');
  const url = '/v3/pay/transactions/native';
  const signature = createSign('RSA-SHA256').update(`POST\n${url}\n${timestamp}\n${nonce}\n${body}\n`).sign(privateKey, 'base64');
  const authorization = `WECHATPAY2-SHA256-RSA2048 mchid="${keys.config.mchId}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${keys.config.merchantSerialNo}"`;
  return sim.inject({ method: 'POST', url, headers: { authorization, 'content-type': 'application/json' }, payload: body });
}

/** What our server does with a notify: verify the platform signature, then decrypt the resource with the APIv3 key. */
function open({ headers, body }: Notify) {
  const message = `${headers['wechatpay-timestamp']}\n${headers['wechatpay-nonce']}\n${body}\n`;
  const verified = createVerify('RSA-SHA256').update(message).verify(keys.platform.publicKey, headers['wechatpay-signature']!, 'base64');
  const event = JSON.parse(body);
  const data = Buffer.from(event.resource.ciphertext, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(keys.config.apiV3Key!), Buffer.from(event.resource.nonce));
  decipher.setAAD(Buffer.from(event.resource.associated_data));
  decipher.setAuthTag(data.subarray(data.length - 16));
  const transaction = JSON.parse(Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString());
  return { verified, event, transaction };
}

const pay = (payload: object) => sim.inject({ method: 'POST', url: '/__control/wechat-pay/pay', payload });
const state = async () => (await sim.inject({ method: 'GET', url: '/__control/state' })).json().wechatPay;

describe('POST /__control/wechat-pay/pay', () => {
  it('POSTs the signed TRANSACTION.SUCCESS event with the encrypted transaction and records the 204', async () => {
    await createOrder();
    const reply = await pay({ outTradeNo: 'W20240001', openid: 'oPayer' });
    expect(reply.statusCode).toBe(200);
    const notify = received[0]!;
    expect(notify.headers).toMatchObject({
      'content-type': 'application/json',
      'wechatpay-serial': keys.platform.publicKeyId,
      'wechatpay-signature-type': 'WECHATPAY2-SHA256-RSA2048',
      'wechatpay-timestamp': expect.stringMatching(/^\d{10}$/),
      'wechatpay-nonce': expect.stringMatching(/^[0-9A-F]{32}$/),
    });
    const { verified, event, transaction } = open(notify);
    expect(verified).toBe(true);
    expect(event).toEqual({
      id: expect.stringMatching(/^EV-\d{20}$/),
      create_time: expect.stringMatching(/\+08:00$/),
      resource_type: 'encrypt-resource',
      event_type: 'TRANSACTION.SUCCESS',
      summary: '支付成功',
      resource: {
        original_type: 'transaction',
        algorithm: 'AEAD_AES_256_GCM',
        ciphertext: expect.any(String),
        associated_data: 'transaction',
        nonce: expect.stringMatching(/^[0-9a-f]{12}$/),
      },
    });
    expect(transaction).toMatchObject({
      appid: keys.config.appId,
      mchid: keys.config.mchId,
      out_trade_no: 'W20240001',
      trade_type: 'NATIVE',
      trade_state: 'SUCCESS',
      attach: 'user-7',
      payer: { openid: 'oPayer' },
      amount: { total: 2990, payer_total: 2990, currency: 'CNY', payer_currency: 'CNY' },
    });
    const body = reply.json();
    expect(body.order).toMatchObject({ tradeState: 'SUCCESS', paidTotal: 2990, transactionId: transaction.transaction_id });
    expect(body.deliveries[0]).toMatchObject({ method: 'POST', url: notifyUrl, status: 204, response: '', acknowledged: true });
    expect((await state()).orders[0].deliveries).toEqual(body.deliveries);
  });

  it('reports an underpaid total', async () => {
    await createOrder();
    await pay({ outTradeNo: 'W20240001', total: 1 });
    expect(open(received[0]!).transaction.amount).toEqual({ total: 1, payer_total: 1, currency: 'CNY', payer_currency: 'CNY' });
  });

  it('sends the same event concurrently and again on a re-pay, each freshly signed', async () => {
    await createOrder();
    const { deliveries } = (await pay({ outTradeNo: 'W20240001', times: 3, concurrent: true })).json();
    expect(deliveries).toHaveLength(3);
    await pay({ outTradeNo: 'W20240001' });
    const opened = received.map(open);
    expect(opened.every((n) => n.verified)).toBe(true);
    expect(new Set(opened.map((n) => n.event.id)).size).toBe(1);
    expect(new Set(received.map((n) => n.headers['wechatpay-nonce'])).size).toBe(4);
  });

  it('sends an unverifiable signature when asked and records a 500 as unacknowledged', async () => {
    await createOrder();
    answerStatus = 500;
    const { deliveries } = (await pay({ outTradeNo: 'W20240001', badSignature: true })).json();
    expect(open(received[0]!).verified).toBe(false);
    expect(deliveries[0]).toMatchObject({ status: 500, acknowledged: false });
  });

  it('answers 404, 409 for a closed order or a new total on a paid one', async () => {
    expect((await pay({ outTradeNo: 'nope' })).statusCode).toBe(404);
    await createOrder();
    await pay({ outTradeNo: 'W20240001', notify: false });
    expect(received).toEqual([]);
    expect((await pay({ outTradeNo: 'W20240001', total: 5 })).json().error).toBe('already_paid');
    expect((await pay({ outTradeNo: 'W20240001', total: 2990 })).statusCode).toBe(200);
  });

  it.each([{}, { outTradeNo: 'W1', total: 0 }, { outTradeNo: 'W1', total: 1.5 }, { outTradeNo: 'W1', total: '100' }, { outTradeNo: 'W1', times: 50 }])(
    'rejects %j',
    async (payload) => {
      expect((await pay(payload)).statusCode).toBe(400);
    },
  );
});

describe('GET/POST /__control/wechat-pay', () => {
  it('exposes the sim-made merchant key pair and the platform public key', () => {
    expect(keys.config).toMatchObject({
      appId: 'wxd678efh567hg6787',
      mchId: '1230000109',
      merchantSerialNo: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
      apiV3Key: 'SimWechatPayApiV3Key000000000000',
      merchantPublicKey: expect.stringMatching(/^-----BEGIN PUBLIC KEY-----/),
      merchantPrivateKey: expect.stringMatching(/^-----BEGIN PRIVATE KEY-----/),
    });
    expect(keys.platform).toEqual({
      publicKeyId: 'PUB_KEY_ID_0112300001092025010100000000000001',
      publicKey: expect.stringMatching(/^-----BEGIN PUBLIC KEY-----/),
    });
  });

  it("takes the merchant's own private or public key", async () => {
    const own = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    const reply = (await sim.inject({ method: 'POST', url: '/__control/wechat-pay', payload: { merchantPrivateKey: own.privateKey } })).json();
    expect(reply.config.merchantPublicKey).toBe(own.publicKey);
    expect((await createOrder('W00001', 100)).statusCode).toBe(401);
    expect((await createOrder('W00001', 100, own.privateKey)).statusCode).toBe(200);
    const pub = (await sim.inject({ method: 'POST', url: '/__control/wechat-pay', payload: { merchantPublicKey: keys.config.merchantPublicKey } })).json();
    expect(pub.config.merchantPrivateKey).toBeNull();
    expect((await createOrder('W00002', 100)).statusCode).toBe(200);
  });

  it('changes ids and the APIv3 key; the state shows no secret; reset restores all', async () => {
    await createOrder();
    const reply = await sim.inject({ method: 'POST', url: '/__control/wechat-pay', payload: { mchId: '1900000001', apiV3Key: 'A'.repeat(32) } });
    expect(reply.json().config).toMatchObject({ mchId: '1900000001', apiV3Key: 'A'.repeat(32) });
    expect((await createOrder('W00003')).json().code).toBe('MCH_NOT_EXISTS');
    const snapshot = await state();
    expect(snapshot.config).toEqual({ appId: 'wxd678efh567hg6787', mchId: '1900000001', merchantSerialNo: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1' });
    expect(JSON.stringify(snapshot)).not.toMatch(/PRIVATE KEY|AAAAAAAA/);
    expect(snapshot.orders).toHaveLength(1);
    await sim.inject({ method: 'POST', url: '/__control/reset' });
    expect((await sim.inject({ method: 'GET', url: '/__control/wechat-pay' })).json()).toEqual(keys);
    expect((await state()).orders).toEqual([]);
  });

  it.each([{ apiV3Key: 'short' }, { mchId: 'abc' }, { appId: 'app' }, { merchantSerialNo: 'xyz' }, { merchantPublicKey: 'nope' }, { other: 1 }])(
    'rejects %j',
    async (payload) => {
      expect((await sim.inject({ method: 'POST', url: '/__control/wechat-pay', payload })).statusCode).toBe(400);
    },
  );

  it('rejects an unreadable PEM', async () => {
    const reply = await sim.inject({
      method: 'POST',
      url: '/__control/wechat-pay',
      payload: { merchantPrivateKey: '-----BEGIN PRIVATE KEY-----\nxx\n-----END PRIVATE KEY-----' },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toBe('invalid_key');
  });
});
