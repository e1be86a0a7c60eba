import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../../src/db/index.js';
import type { ProviderName } from '../../../src/modules/payments/paymentGateway.js';
import { operatorToken } from '../../../src/testing/testApp.js';
import { startPaymentHarness } from './paymentTestKit.js';

// The back office's payment providers: completeness without secrets, notify URLs, and 测试下单 — a 1-fen order paid at
// the sim that grants nothing.
let h: Awaited<ReturnType<typeof startPaymentHarness>>;
let token: string;
let operatorId: number;
beforeAll(async () => {
  h = await startPaymentHarness();
  token = await operatorToken(h.app);
  const [operator] = await h.app.database.db.select().from(schema.users).where(eq(schema.users.username, 'admin'));
  operatorId = operator!.id;
});
afterAll(async () => h.close());
beforeEach(async () => {
  await h.control('/reset', {});
});

const admin = (method: 'GET' | 'POST', url: string) => h.app.inject({ method, url, headers: { authorization: `Bearer ${token}`, host: 'pay.example.com' } });
const providers = async () => (await admin('GET', '/api/admin/payments/providers')).json().data;
type Provider = { provider: ProviderName; complete: boolean; missing: string[]; settings: { key: string; value?: unknown }[] };
const find = (list: Provider[], name: ProviderName) => list.find((entry) => entry.provider === name)!;

/** Every secret value the harness configures, for checking that no reply holds one. */
async function secretValues() {
  const rows = await h.app.database.db.select().from(schema.siteConfig);
  const publicKeys = new Set((await import('../../../src/seed/defaultConfig.js')).defaultConfig.filter((entry) => entry.public).map((entry) => entry.key));
  return rows
    .filter((row) => !publicKeys.has(row.key) && /^pay/.test(row.key) && typeof row.value === 'string' && row.value.length >= 8 && !/^https?:/.test(row.value))
    .map((row) => row.value as string);
}

describe('GET /api/admin/payments/providers', () => {
  it('gives each provider its switch, completeness and notify URL from siteUrl; secrets only as set', async () => {
    await h.configure(['epay', 'hupi'], { payMpayKey: '', payWechatApiV3Key: '' });
    const data = await providers();
    expect(data.siteUrlSet).toBe(true);
    expect(data.providers.map((entry: Provider) => entry.provider)).toEqual(['wechat', 'mpay', 'hupi', 'epay']);
    expect(find(data.providers, 'wechat')).toMatchObject({ enabled: false, complete: false, missing: ['payWechatApiV3Key'], active: false });
    expect(find(data.providers, 'mpay')).toMatchObject({ enabled: false, complete: false, missing: ['payMpayKey'] });
    expect(find(data.providers, 'hupi')).toMatchObject({ enabled: true, complete: true, missing: [], active: true, switchKey: 'payHupiStatus' });
    const epay = find(data.providers, 'epay');
    expect(epay).toMatchObject({ enabled: true, complete: true, active: false, notifyUrl: `${h.appUrl}/api/pay/notify/epay` });
    expect(epay.settings).toContainEqual({ key: 'payEpaySecret', required: true, secret: true, set: true });
    expect(epay.settings).toContainEqual({ key: 'payEpayChannel', required: true, secret: false, set: true, value: '["wxpay","alipay"]' });
    expect(epay.settings.filter((setting) => 'value' in setting).map((setting) => setting.key)).toEqual(['payEpayChannel', 'payEpayApiPayUrl']);

    const body = (await admin('GET', '/api/admin/payments/providers')).body;
    const secrets = await secretValues();
    expect(secrets.length).toBeGreaterThan(5);
    for (const secret of secrets) expect(body).not.toContain(secret);
  });

  it('counts an empty channel list as missing, and builds the notify URL from the request with siteUrl unset', async () => {
    await h.configure(['epay'], { payEpayChannel: '[]' });
    await h.app.configStore.set('siteUrl', '');
    const data = await providers();
    expect(data.siteUrlSet).toBe(false);
    expect(find(data.providers, 'epay')).toMatchObject({
      complete: false,
      missing: ['payEpayChannel'],
      notifyUrl: 'http://pay.example.com/api/pay/notify/epay',
    });
  });
});

describe('测试下单', () => {
  it.each<ProviderName>(['epay', 'wechat'])(
    '%s: a 1-fen test order paid at the sim becomes paid with its verified notify logged, and grants nothing',
    async (provider) => {
      // Switched off: a provider is tested before it takes orders.
      await h.configure([]);
      const before = { score: (await h.user(operatorId)).score, ledger: await h.ledger(operatorId, '') };
      const reply = await admin('POST', `/api/admin/payments/${provider}/test-order`);
      expect(reply.statusCode, reply.body).toBe(200);
      const { orderId, redirectUrl, url_qrcode } = reply.json().data;
      expect(await h.order(orderId)).toMatchObject({ isTest: true, amountFen: 1, grantScore: 0, grantDays: 0, userId: operatorId, provider, status: 0 });
      if (provider === 'epay') await fetch(redirectUrl);
      else expect(url_qrcode).toMatch(/^weixin:\/\//);
      const status = async () => (await admin('GET', `/api/admin/payments/test-orders/${orderId}`)).json().data;
      expect(await status()).toMatchObject({ orderId, provider, status: 'pending', notified: false, paidAt: null });

      const { deliveries } = await h.pay(provider, orderId);
      expect(deliveries.map((delivery) => delivery.acknowledged)).toEqual([true]);
      expect(await status()).toMatchObject({ status: 'paid', notified: true, paidAt: expect.any(String) });
      expect((await h.user(operatorId)).score).toBe(before.score);
      expect(await h.ledger(operatorId, orderId)).toEqual({ orderRows: 0, total: before.ledger.total });
      const audit = await h.app.database.db
        .select()
        .from(schema.adminAudit)
        .where(and(eq(schema.adminAudit.action, 'payments.testOrder'), eq(schema.adminAudit.target, `order:${orderId}`)));
      expect(audit).toMatchObject([{ operatorId, after: { provider, amountFen: 1 } }]);
      expect((await admin('GET', `/api/admin/orders/${orderId}`)).json().data).toMatchObject({ isTest: true, notifies: [{ outcome: 'paid' }] });
    },
  );

  it('shows a payment found by asking the provider as paid without a notify (the notify URL does not reach the site)', async () => {
    await h.configure([]);
    const score = (await h.user(operatorId)).score;
    const { orderId } = (await admin('POST', '/api/admin/payments/hupi/test-order')).json().data;
    await h.pay('hupi', orderId, { notify: false });
    expect((await admin('GET', `/api/admin/payments/test-orders/${orderId}`)).json().data).toMatchObject({ status: 'paid', notified: false });
    expect((await h.user(operatorId)).score).toBe(score);
    expect(await h.ledger(operatorId, orderId)).toMatchObject({ orderRows: 0 });
  });

  it('expires an unpaid test order after 300 s, on the provider’s word', async () => {
    await h.configure([]);
    const { orderId } = (await admin('POST', '/api/admin/payments/mpay/test-order')).json().data;
    h.clock.advance(301_000);
    expect((await admin('GET', `/api/admin/payments/test-orders/${orderId}`)).json().data).toMatchObject({ status: 'expired', notified: false });
  });

  it('refuses an incomplete provider, and answers 404 for an order that is not a test order', async () => {
    await h.configure([], { payHupiSecret: '' });
    expect((await admin('POST', '/api/admin/payments/hupi/test-order')).json()).toMatchObject({
      success: false,
      message: '支付渠道 hupi 未配置完整，无法测试',
    });
    expect((await admin('POST', '/api/admin/payments/paypal/test-order')).statusCode).toBe(400);
    await h.configure(['mpay']);
    const user = await h.createUser();
    const [goods] = await h.goods(1);
    const { orderId } = (await h.buy(user.token, goods!.id, 'wxpay')).json().data;
    expect((await admin('GET', `/api/admin/payments/test-orders/${orderId}`)).statusCode).toBe(404);
  });

  it('names no package (none is needed, none is pinned against deletion) and lists as 支付测试', async () => {
    await h.configure([]);
    const db = h.app.database.db;
    const { orderId } = (await admin('POST', '/api/admin/payments/mpay/test-order')).json().data;
    expect(await h.order(orderId)).toMatchObject({ goodsId: null, isTest: true });
    const listed = (await admin('GET', `/api/admin/orders?q=${orderId}`)).json().data;
    expect(listed.rows).toMatchObject([{ orderId, goodsId: null, goodsName: '支付测试' }]);
    // A buyer's order must name a package: the database refuses one without (only a test order may).
    await expect(db.update(schema.orders).set({ isTest: false }).where(eq(schema.orders.orderId, orderId))).rejects.toThrow();
  });

  it('grants nothing when a test order is marked paid either', async () => {
    await h.configure([]);
    const { orderId } = (await admin('POST', '/api/admin/payments/mpay/test-order')).json().data;
    const score = (await h.user(operatorId)).score;
    // Even a test order that somehow names a grant: the is_test gate, not the zero snapshot, keeps it from granting.
    await h.app.database.db.update(schema.orders).set({ grantScore: 50, grantDays: 30 }).where(eq(schema.orders.orderId, orderId));
    expect(await h.app.orders.settle('mpay', { orderId, amountFen: 1, tradeNo: '' })).toBe('credited');
    expect(await h.app.orders.settle('mpay', { orderId, amountFen: 1, tradeNo: '' })).toBe('alreadyPaid');
    expect((await h.user(operatorId)).score).toBe(score);
    expect(await h.ledger(operatorId, orderId)).toMatchObject({ orderRows: 0 });
    expect((await h.user(operatorId)).vipExpire).toBeNull();
  });
});
