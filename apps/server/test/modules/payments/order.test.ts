import { createPublicKey, createVerify } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '../../../src/db/index.js';
import type { ProviderName } from '../../../src/modules/payments/paymentGateway.js';
import { md5Sign } from '../../../src/modules/payments/md5Signature.js';
import { gatewayFor } from '../../../src/modules/payments/paymentSettings.js';
import { findLedgerMismatches } from '../../../src/modules/economy/reconcileLedger.js';
import { startPaymentHarness } from './paymentTestKit.js';

let h: Awaited<ReturnType<typeof startPaymentHarness>>;
beforeAll(async () => {
  h = await startPaymentHarness();
});
afterAll(async () => h.close());
beforeEach(async () => {
  await h.control('/reset', {});
});

const providers: ProviderName[] = ['wechat', 'mpay', 'hupi', 'epay'];

/** A user, a points package and an order placed with `provider` (the only one enabled). */
async function placeOrder(provider: ProviderName, payType = provider === 'epay' || provider === 'mpay' ? 'wxpay' : 'native') {
  await h.configure([provider]);
  const user = await h.createUser();
  const [goods] = await h.goods(1);
  const reply = await h.buy(user.token, goods!.id, payType);
  expect(reply.statusCode, reply.body).toBe(200);
  return { user, goods: goods!, orderId: reply.json().data.orderId as string, data: reply.json().data };
}

describe.each(providers)('%s', (provider) => {
  it('buys a points package: the order takes the package price, the sim pays and notifies, the points are credited once', async () => {
    const { user, goods, orderId, data } = await placeOrder(provider);
    if (provider === 'epay') expect(data.redirectUrl).toMatch(new RegExp(`^${h.simUrl}/epay/submit\\.php\\?.*out_trade_no=${orderId}`));
    else expect(data.url_qrcode).toBeTruthy();
    expect(await h.order(orderId)).toMatchObject({ status: 0, provider, amountFen: goods.priceFen, grantScore: goods.score, userId: user.id });
    if (provider === 'epay') await fetch(data.redirectUrl); // the buyer's browser opens the cashier, which creates the order at the gateway

    const { deliveries } = await h.pay(provider, orderId);
    expect(deliveries.map((d) => d.acknowledged)).toEqual([true]);
    expect(await h.status(user.token, orderId)).toBe(1);
    expect((await h.user(user.id)).score).toBe(goods.score);
    expect(await h.ledger(user.id, orderId)).toEqual({ orderRows: 1, total: goods.score });
  });

  it('credits once for 10 concurrent duplicate notifies, every one acknowledged', async () => {
    const { user, goods, orderId, data } = await placeOrder(provider);
    if (data.redirectUrl) await fetch(data.redirectUrl);
    const { deliveries } = await h.pay(provider, orderId, { times: 10, concurrent: true });
    expect(deliveries.filter((d) => d.acknowledged)).toHaveLength(10);
    expect((await h.user(user.id)).score).toBe(goods.score);
    expect(await h.ledger(user.id, orderId)).toEqual({ orderRows: 1, total: goods.score });
    expect((await findLedgerMismatches(h.app.database.db)).filter((row) => row.userId === user.id)).toEqual([]);
  });

  it('changes nothing for a notify with a wrong signature, then credits the genuine retry', async () => {
    const { user, goods, orderId, data } = await placeOrder(provider);
    if (data.redirectUrl) await fetch(data.redirectUrl);
    const forged = await h.pay(provider, orderId, { badSignature: true });
    expect(forged.deliveries.map((d) => d.acknowledged)).toEqual([false]);
    expect((await h.order(orderId)).status).toBe(0);
    expect((await h.user(user.id)).score).toBe(0);
    const genuine = await h.pay(provider, orderId);
    expect(genuine.deliveries.map((d) => d.acknowledged)).toEqual([true]);
    expect((await h.user(user.id)).score).toBe(goods.score);
  });

  it('changes nothing for a payment of the wrong amount, by notify or by query', async () => {
    const { user, goods, orderId, data } = await placeOrder(provider);
    if (data.redirectUrl) await fetch(data.redirectUrl);
    const underpaid = await h.pay(provider, orderId, { paidFen: goods.priceFen - 1 });
    expect(underpaid.deliveries.map((d) => d.acknowledged)).toEqual([false]);
    expect(await h.status(user.token, orderId)).toBe(0);
    expect(await h.app.orders.reconcile()).toMatchObject({ paid: 0 });
    expect((await h.order(orderId)).status).toBe(0);
    expect((await h.user(user.id)).score).toBe(0);
  });

  it('changes nothing for a notify about an order this server never placed', async () => {
    await h.configure([provider]);
    const gateway = gatewayFor(provider, { config: h.app.configStore, env: { WECHAT_PAY_API_BASE: h.simUrl }, clock: h.clock, log: h.app.log })!;
    const orderId = `LXFOREIGN${Date.now()}`;
    const start = await gateway.start({
      orderId,
      amountFen: 990,
      title: '外部订单',
      payType: provider === 'epay' || provider === 'mpay' ? 'wxpay' : 'native',
      notifyUrl: `${h.appUrl}/api/pay/notify/${provider}`,
      returnUrl: `${h.appUrl}/`,
      clientIp: '127.0.0.1',
      expiresAt: new Date(Date.now() + 300_000),
      openId: null,
    });
    if (start.redirectUrl) await fetch(start.redirectUrl);
    const { deliveries } = await h.pay(provider, orderId);
    expect(deliveries.map((d) => d.acknowledged)).toEqual([false]);
    expect(await h.app.database.db.select().from(schema.orders).where(eq(schema.orders.orderId, orderId))).toEqual([]);
  });

  it('finds a payment whose notify never came: by the buyer polling, and by the reconcile job', async () => {
    const first = await placeOrder(provider);
    if (first.data.redirectUrl) await fetch(first.data.redirectUrl);
    await h.pay(provider, first.orderId, { notify: false });
    expect(await h.status(first.user.token, first.orderId)).toBe(1);
    expect((await h.user(first.user.id)).score).toBe(first.goods.score);

    const second = await placeOrder(provider);
    if (second.data.redirectUrl) await fetch(second.data.redirectUrl);
    await h.pay(provider, second.orderId, { notify: false });
    const result = await h.app.orders.reconcile();
    expect(result.paid).toBeGreaterThanOrEqual(1);
    expect((await h.order(second.orderId)).status).toBe(1);
    expect(await h.ledger(second.user.id, second.orderId)).toEqual({ orderRows: 1, total: second.goods.score });
  });
});

describe('POST /order/buy', () => {
  it('answers 管理员还未开启支付！ when no provider is enabled, and creates no order', async () => {
    await h.configure([]);
    const user = await h.createUser();
    const [goods] = await h.goods(1);
    const reply = await h.buy(user.token, goods!.id);
    expect(reply.json()).toMatchObject({ success: false, message: '管理员还未开启支付！' });
    expect(await h.app.database.db.select().from(schema.orders).where(eq(schema.orders.userId, user.id))).toEqual([]);
  });

  it.each([
    [['epay', 'hupi'], 'hupi'],
    [['epay', 'hupi', 'mpay'], 'mpay'],
    [['epay', 'hupi', 'mpay', 'wechat'], 'wechat'],
    [['epay'], 'epay'],
  ] as [ProviderName[], ProviderName][])('uses the first enabled provider of SPEC §9 (%j → %s)', async (enabled, expected) => {
    await h.configure(enabled);
    const user = await h.createUser();
    const [goods] = await h.goods(1);
    const reply = await h.buy(user.token, goods!.id, 'wxpay');
    expect((await h.order(reply.json().data.orderId)).provider).toBe(expected);
  });

  it('skips an enabled provider whose settings are incomplete', async () => {
    await h.configure(['wechat', 'epay'], { payWechatPrivateKey: '' });
    const user = await h.createUser();
    const [goods] = await h.goods(1);
    expect((await h.order((await h.buy(user.token, goods!.id, 'wxpay')).json().data.orderId)).provider).toBe('epay');
  });

  it('takes no price or count from the client, and refuses unknown, disabled or free packages', async () => {
    await h.configure(['hupi']);
    const user = await h.createUser();
    const [goods] = await h.goods(1);
    // A price or count sent along is stripped before the handler (the tolerance rule): the order costs the package's price.
    const tampered = await h.call('POST', '/order/buy', { token: user.token, payload: { goodsId: goods!.id, payType: 'native', count: 0.01, amount: 1 } });
    expect(tampered.json()).toMatchObject({ code: 200 });
    const [order] = await h.app.database.db.select().from(schema.orders).where(eq(schema.orders.orderId, tampered.json().data.orderId));
    expect(order!.amountFen).toBe(goods!.priceFen);
    expect((await h.buy(user.token, 99999)).json().message).toBe('套餐不存在或已下架');
    await h.app.database.db.update(schema.goods).set({ isEnabled: false }).where(eq(schema.goods.id, goods!.id));
    try {
      expect((await h.buy(user.token, goods!.id)).json().message).toBe('套餐不存在或已下架');
    } finally {
      await h.app.database.db.update(schema.goods).set({ isEnabled: true }).where(eq(schema.goods.id, goods!.id));
    }
    expect((await h.call('POST', '/order/buy', { payload: { goodsId: goods!.id, payType: 'native' } })).statusCode).toBe(401);
  });

  it('refuses a pay type the provider does not serve', async () => {
    await h.configure(['wechat']);
    const user = await h.createUser();
    const [goods] = await h.goods(1);
    expect((await h.buy(user.token, goods!.id, 'alipay')).json().message).toBe('当前支付方式不可用，请选择其他支付方式');
    await h.configure(['epay'], { payEpayChannel: '["wxpay"]' });
    expect((await h.buy(user.token, goods!.id, 'alipay')).json().message).toBe('当前支付方式不可用，请选择其他支付方式');
    expect((await h.buy(user.token, goods!.id, 'wxpay')).statusCode).toBe(200);
  });

  it("shows the provider's refusal and leaves no payable order; an unreachable provider is a 502", async () => {
    await h.configure(['mpay'], { payMpayKey: 'not-the-merchant-key' });
    const user = await h.createUser();
    const [goods] = await h.goods(1);
    const refused = await h.buy(user.token, goods!.id, 'wxpay');
    expect(refused.json().message).toBe('创建订单失败：签名校验失败！');
    const [order] = await h.app.database.db.select().from(schema.orders).where(eq(schema.orders.userId, user.id));
    expect(order!.status).toBe(2);
    await h.configure(['mpay'], { payMpayApiPayUrl: 'http://127.0.0.1:9/mapi.php' });
    const down = await h.buy(user.token, goods!.id, 'wxpay');
    expect(down.statusCode).toBe(502);
    expect(down.json().message).toBe('支付服务暂不可用，请稍后再试');
  });

  it('gives in-app pay parameters signed by the merchant inside WeChat, and a QR when the openid is unknown', async () => {
    await h.configure(['wechat']);
    const [goods] = await h.goods(1);
    const buyer = await h.createUser({ wechatOpenId: 'oInAppBuyer0000001' });
    const reply = await h.buy(buyer.token, goods!.id, 'jsapi');
    const { payParams } = reply.json().data;
    expect(payParams).toMatchObject({ appId: 'wxd678efh567hg6787', signType: 'RSA', package: expect.stringMatching(/^prepay_id=wx/) });
    const merchant = (await h.control('/wechat-pay')).json().config;
    const message = `${payParams.appId}\n${payParams.timeStamp}\n${payParams.nonceStr}\n${payParams.package}\n`;
    expect(createVerify('RSA-SHA256').update(message).verify(createPublicKey(merchant.merchantPrivateKey), payParams.paySign, 'base64')).toBe(true);
    await h.pay('wechat', reply.json().data.orderId);
    expect((await h.user(buyer.id)).score).toBe(goods!.score);

    const stranger = await h.createUser();
    expect((await h.buy(stranger.token, goods!.id, 'jsapi')).json().data.url_qrcode).toMatch(/^weixin:\/\/wxpay\//);
  });

  it('grants membership from the later of now and the current expiry, once', async () => {
    await h.configure(['hupi']);
    const user = await h.createUser();
    const monthly = (await h.goods(2)).find((goods) => goods.days === 30)!;
    const first = (await h.buy(user.token, monthly.id)).json().data.orderId;
    await h.pay('hupi', first);
    const afterFirst = (await h.user(user.id)).vipExpire!;
    expect(afterFirst.getTime() - h.clock.now().getTime()).toBe(30 * 86_400_000);
    const second = (await h.buy(user.token, monthly.id)).json().data.orderId;
    await h.pay('hupi', second, { times: 3, concurrent: true });
    expect((await h.user(user.id)).vipExpire!.getTime() - afterFirst.getTime()).toBe(30 * 86_400_000);
    expect((await h.user(user.id)).score).toBe(monthly.score * 2);
  });
});

describe('GET /order/queryByOrderId', () => {
  it("answers only the order's owner", async () => {
    const { orderId } = await placeOrder('hupi');
    const other = await h.createUser();
    const reply = await h.call('GET', '/order/queryByOrderId', { token: other.token, query: { orderId } });
    expect(reply.statusCode).toBe(404);
    expect(reply.json().message).toBe('订单不存在');
    expect((await h.call('GET', '/order/queryByOrderId', { query: { orderId } })).statusCode).toBe(401);
  });

  it('expires an unpaid order after the 300 s window and closes it at WeChat Pay; a late payment is still credited', async () => {
    const { user, goods, orderId } = await placeOrder('wechat');
    h.clock.advance(299_000);
    expect(await h.status(user.token, orderId)).toBe(0);
    h.clock.advance(1_000);
    expect(await h.status(user.token, orderId)).toBe(2);
    const simOrders: { outTradeNo: string; tradeState: string }[] = (await h.control('/state')).json().wechatPay.orders;
    expect(simOrders.find((o) => o.outTradeNo === orderId)?.tradeState).toBe('CLOSED');

    const late = await placeOrder('hupi');
    h.clock.advance(301_000);
    expect((await h.app.orders.reconcile()).expired).toBeGreaterThanOrEqual(1);
    expect((await h.order(late.orderId)).status).toBe(2);
    await h.pay('hupi', late.orderId);
    expect((await h.order(late.orderId)).status).toBe(1);
    expect((await h.user(late.user.id)).score).toBe(late.goods.score);
    expect((await h.user(user.id)).score).toBe(0);
    expect(goods.score).toBeGreaterThan(0);
  });
});

describe('hardening (PROTOCOLS §8)', () => {
  it('builds notify and return URLs from a plain Host only when siteUrl is unset', async () => {
    await h.configure(['epay']);
    await h.app.configStore.set('siteUrl', '');
    try {
      const user = await h.createUser();
      const [goods] = await h.goods(1);
      const buy = (host: string) =>
        h.app.inject({
          method: 'POST',
          url: '/api/order/buy',
          headers: { host, authorization: `Bearer ${user.token}` },
          remoteAddress: '10.9.200.1',
          payload: { goodsId: goods!.id, payType: 'wxpay' },
        });
      const hostile = await buy('x&trade_status=TRADE_SUCCESS&type=');
      expect(hostile.statusCode).toBe(400);
      expect(hostile.json().message).toBe('请求地址无效');
      expect(await h.app.database.db.select().from(schema.orders).where(eq(schema.orders.userId, user.id))).toEqual([]);
      const plain = await buy('shop.example.com:8080');
      const redirect = new URL(plain.json().data.redirectUrl);
      expect(redirect.searchParams.get('notify_url')).toBe('http://shop.example.com:8080/api/pay/notify/epay');
      expect(redirect.searchParams.get('return_url')).toBe('http://shop.example.com:8080/');
    } finally {
      await h.app.configStore.set('siteUrl', h.appUrl);
    }
  });

  it('refuses an epay notify carrying request-only fields, even with a valid signature', async () => {
    const { user, goods, orderId } = await placeOrder('epay');
    const notify = (extra: Record<string, string>) => {
      const params = {
        pid: '1001',
        trade_no: '2026112200001',
        out_trade_no: orderId,
        type: 'wxpay',
        name: goods.name,
        money: (goods.priceFen / 100).toFixed(2),
        trade_status: 'TRADE_SUCCESS',
        ...extra,
      };
      const sign = md5Sign(params, { exclude: ['sign', 'sign_type'], secret: 'HarnessEpayKey' });
      return h.app.inject({ method: 'GET', url: `/api/pay/notify/epay?${new URLSearchParams({ ...params, sign, sign_type: 'MD5' })}` });
    };
    expect((await notify({ return_url: 'http://x' })).body).toBe('fail');
    expect((await h.order(orderId)).status).toBe(0);
    expect((await notify({})).body).toBe('success');
    expect((await h.user(user.id)).score).toBe(goods.score);
  });

  it('credits an expired order paid late without a notify, on the reconcile pass', async () => {
    const { user, goods, orderId } = await placeOrder('hupi');
    h.clock.advance(301_000);
    await h.app.orders.reconcile();
    expect((await h.order(orderId)).status).toBe(2);
    await h.pay('hupi', orderId, { notify: false });
    expect((await h.app.orders.reconcile()).paid).toBeGreaterThanOrEqual(1);
    expect((await h.order(orderId)).status).toBe(1);
    expect((await h.user(user.id)).score).toBe(goods.score);
  });

  it('does not expire an order while its provider cannot answer: unknown is not unpaid', async () => {
    const { user, orderId } = await placeOrder('mpay');
    await h.app.configStore.set('payMpayKey', 'not-the-merchant-key');
    h.clock.advance(301_000);
    expect(await h.status(user.token, orderId)).toBe(0);
    await h.app.configStore.set('payMpayKey', 'HarnessMpayKey');
    expect(await h.status(user.token, orderId)).toBe(2);
  });
});
