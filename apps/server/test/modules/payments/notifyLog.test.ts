import { desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../../src/db/index.js';
import { md5Sign } from '../../../src/modules/payments/md5Signature.js';
import { pruneNotifies } from '../../../src/modules/payments/notifyLog.js';
import { operatorToken } from '../../../src/testing/testApp.js';
import { startPaymentHarness } from './paymentTestKit.js';

// The notify log (issue 17): every notify reaching a notify route leaves one row saying what came of it, without its
// signature, and the provider's answer stays what it was.
let h: Awaited<ReturnType<typeof startPaymentHarness>>;
let token: string;
beforeAll(async () => {
  h = await startPaymentHarness();
  token = await operatorToken(h.app);
});
afterAll(async () => h.close());
beforeEach(async () => {
  await h.control('/reset', {});
});

const admin = (url: string) => h.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

/** The log's rows for an order number, oldest first, once the background writes are done. */
async function logged(orderNo: string) {
  await h.app.orders.notifyLogWritten();
  return h.app.database.db.select().from(schema.paymentNotifies).where(eq(schema.paymentNotifies.orderNo, orderNo)).orderBy(schema.paymentNotifies.id);
}

/** A user's epay order for the first points package, opened at the cashier (which creates it at the gateway). */
async function epayOrder() {
  await h.configure(['epay']);
  const user = await h.createUser();
  const [goods] = await h.goods(1);
  const reply = await h.buy(user.token, goods!.id, 'wxpay');
  await fetch(reply.json().data.redirectUrl);
  return { user, goods: goods!, orderId: reply.json().data.orderId as string };
}

/** An epay notify signed with the harness's merchant key. */
function signedEpayNotify(params: Record<string, string>) {
  const all = { pid: '1001', trade_no: 'T2026112700001', type: 'wxpay', name: '测试', trade_status: 'TRADE_SUCCESS', ...params };
  const sign = md5Sign(all, { exclude: ['sign', 'sign_type'], secret: 'HarnessEpayKey' });
  return h.app.inject({ method: 'GET', url: `/api/pay/notify/epay?${new URLSearchParams({ ...all, sign, sign_type: 'MD5' })}`, remoteAddress: '203.0.113.9' });
}

describe('the notify log', () => {
  it('logs a verified payment as paid with its order, trade number and address; no signature is kept; a repeat is a duplicate', async () => {
    const { orderId } = await epayOrder();
    const { deliveries } = await h.pay('epay', orderId, { times: 2 });
    expect(deliveries.map((delivery) => delivery.response)).toEqual(['success', 'success']);
    const order = await h.order(orderId);
    const rows = await logged(orderId);
    expect(rows.map((row) => row.outcome)).toEqual(['paid', 'duplicate']);
    expect(rows[0]).toMatchObject({ provider: 'epay', orderId: order.id, providerTradeNo: order.providerTradeNo, address: '127.0.0.1' });
    const payload = JSON.parse(rows[0]!.payload);
    expect(payload).toMatchObject({ out_trade_no: orderId, trade_status: 'TRADE_SUCCESS' });
    expect(payload).not.toHaveProperty('sign');
    expect(payload).not.toHaveProperty('sign_type');
    expect(rows[0]!.payload).not.toContain('HarnessEpayKey');
  });

  it('logs a forged signature as rejected (linked to the order it names) and answers fail as before', async () => {
    const { orderId } = await epayOrder();
    const { deliveries } = await h.pay('epay', orderId, { badSignature: true });
    expect(deliveries[0]!.response).toBe('fail');
    const order = await h.order(orderId);
    expect(order.status).toBe(0);
    expect(await logged(orderId)).toMatchObject([{ outcome: 'rejected', detail: '签名无效', orderId: order.id }]);
  });

  it('logs an amount that differs as mismatch, an unknown order as unknown, and a verified unpaid notify as unpaid', async () => {
    const { orderId, goods } = await epayOrder();
    await h.pay('epay', orderId, { paidFen: 1 });
    expect(await logged(orderId)).toMatchObject([{ outcome: 'mismatch', detail: `支付 1 分，订单 ${goods.priceFen} 分` }]);

    expect((await signedEpayNotify({ out_trade_no: 'LXNOSUCHORDER1', money: '1.00' })).body).toBe('fail');
    expect(await logged('LXNOSUCHORDER1')).toMatchObject([{ outcome: 'unknown', detail: '没有这个订单', orderId: null, address: '203.0.113.9' }]);

    expect((await signedEpayNotify({ out_trade_no: orderId, money: '0.01', trade_status: 'TRADE_CLOSED' })).body).toBe('fail');
    expect((await logged(orderId)).at(-1)).toMatchObject({ outcome: 'unpaid', detail: '交易状态 TRADE_CLOSED', providerTradeNo: 'T2026112700001' });
    expect((await h.order(orderId)).status).toBe(0);
  });

  it('logs a notify for a provider that is not configured as rejected', async () => {
    await h.configure([], { payHupiSecret: '' });
    const reply = await h.app.inject({
      method: 'POST',
      url: '/api/pay/notify/hupi',
      payload: 'trade_order_id=LXHUPINOTSET1&status=OD&hash=abc',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(reply.body).toBe('fail');
    const [row] = await logged('LXHUPINOTSET1');
    expect(row).toMatchObject({ provider: 'hupi', outcome: 'rejected', detail: '渠道未配置完整' });
    expect(JSON.parse(row!.payload)).toEqual({ trade_order_id: 'LXHUPINOTSET1', status: 'OD' });
  });

  it('keeps a WeChat Pay notify without its ciphertext, with the transaction it decrypted to', async () => {
    await h.configure(['wechat']);
    const user = await h.createUser();
    const [goods] = await h.goods(1);
    const orderId = (await h.buy(user.token, goods!.id)).json().data.orderId as string;
    await h.pay('wechat', orderId);
    const [row] = await logged(orderId);
    expect(row).toMatchObject({ provider: 'wechat', outcome: 'paid' });
    const payload = JSON.parse(row!.payload);
    expect(payload.resource).not.toHaveProperty('ciphertext');
    expect(payload.transaction).toMatchObject({ out_trade_no: orderId, trade_state: 'SUCCESS', amount: { total: goods!.priceFen } });
  });

  it('lists notifies newest first with filters and pages by the last id; the order detail shows its notifies', async () => {
    const { orderId } = await epayOrder();
    await h.pay('epay', orderId, { badSignature: true });
    await h.pay('epay', orderId, { times: 2 });
    await h.app.orders.notifyLogWritten();
    const list = async (query: string) => (await admin(`/api/admin/payments/notifies?${query}`)).json().data;

    const all = await list(`orderId=${orderId}`);
    expect(all.rows.map((row: { outcome: string }) => row.outcome)).toEqual(['duplicate', 'paid', 'rejected']);
    expect(all.nextBefore).toBeNull();
    expect(all.rows[1].payload).toMatchObject({ out_trade_no: orderId });
    const first = await list(`orderId=${orderId}&size=2`);
    expect(first.rows).toHaveLength(2);
    expect((await list(`orderId=${orderId}&size=2&before=${first.nextBefore}`)).rows).toMatchObject([{ outcome: 'rejected' }]);
    expect((await list(`orderId=${orderId}&outcome=paid`)).rows).toHaveLength(1);
    expect((await list(`orderId=${orderId}&provider=hupi`)).rows).toEqual([]);
    expect((await admin('/api/admin/payments/notifies?outcome=lost')).statusCode).toBe(400);

    const [newest] = await h.app.database.db.select().from(schema.paymentNotifies).orderBy(desc(schema.paymentNotifies.id)).limit(1);
    expect((await list('')).rows[0].id).toBe(newest!.id);
    const detail = (await admin(`/api/admin/orders/${orderId}`)).json().data;
    expect(detail.isTest).toBe(false);
    expect(detail.notifies.map((row: { outcome: string }) => row.outcome)).toEqual(['duplicate', 'paid', 'rejected']);
  });
});

describe('the notify log retention', () => {
  it('drops unsigned or orderless notifies after 30 days and the rest after a year, oldest first, keeping the younger', async () => {
    const now = new Date('2027-06-01T00:00:00Z');
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
    const rows = [
      ['rejected', 31],
      ['unknown', 31],
      ['rejected', 29],
      ['paid', 366],
      ['duplicate', 366],
      ['paid', 364],
      ['mismatch', 31],
    ] as const;
    await h.app.database.db
      .insert(schema.paymentNotifies)
      .values(rows.map(([outcome, age], index) => ({ provider: 'epay' as const, outcome, orderNo: `LXPRUNE${index}`, receivedAt: daysAgo(age) })));
    expect(await pruneNotifies(h.app.database.db, now)).toBeGreaterThanOrEqual(4);
    const left = await h.app.database.db
      .select({ orderNo: schema.paymentNotifies.orderNo })
      .from(schema.paymentNotifies)
      .where(like(schema.paymentNotifies.orderNo, 'LXPRUNE%'))
      .orderBy(schema.paymentNotifies.orderNo);
    expect(left.map((row) => row.orderNo)).toEqual(['LXPRUNE2', 'LXPRUNE5', 'LXPRUNE6']);
    expect(await pruneNotifies(h.app.database.db, now)).toBe(0);
  });
});
