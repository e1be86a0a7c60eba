import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../../src/db/index.js';
import { findLedgerMismatches } from '../../../src/modules/economy/reconcileLedger.js';
import { operatorToken, testAdminPassword } from '../../../src/testing/testApp.js';
import { startPaymentHarness } from './paymentTestKit.js';

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

let address = 0;
const call = (method: 'GET' | 'POST', url: string, { payload, grant }: { payload?: object; grant?: string } = {}) =>
  h.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    remoteAddress: `10.7.${Math.floor(++address / 250)}.${address % 250}`,
    headers: { authorization: `Bearer ${token}`, ...(grant ? { 'x-admin-grant': grant } : {}) },
  });
const grantFor = async (url: string) =>
  (
    await call('POST', '/api/admin/auth/confirm', { payload: { method: 'POST', path: url, password: testAdminPassword, reason: '用户已付款，渠道未通知' } })
  ).json().data.grant as string;

/** A pending mpay order of a fresh user for the first points package. */
async function placeOrder() {
  await h.configure(['mpay']);
  const user = await h.createUser();
  const [goods] = await h.goods(1);
  const reply = await h.buy(user.token, goods!.id, 'wxpay');
  expect(reply.statusCode, reply.body).toBe(200);
  return { user, goods: goods!, orderId: reply.json().data.orderId as string };
}

describe('GET /api/admin/orders', () => {
  it('lists orders newest first with user, package and total; filters by status, provider, user, Shanghai days and number', async () => {
    const user = await h.createUser();
    const [goods] = await h.goods(1);
    const base = { userId: user.id, goodsId: goods!.id, amountFen: 990, payType: 'native', expiresAt: new Date('2026-05-01T00:00:00Z') };
    // 2026-05-01 00:30 in Shanghai is still 04-30 in UTC: the day filter must count it as May 1st.
    await h.app.database.db.insert(schema.orders).values([
      { ...base, orderId: 'LXTESTLIST1', provider: 'epay', status: 1, providerTradeNo: 'TRADE-1', createdAt: new Date('2026-04-30T16:30:00Z') },
      { ...base, orderId: 'LXTESTLIST2', provider: 'hupi', status: 2, createdAt: new Date('2026-05-02T03:00:00Z') },
      { ...base, orderId: 'LXTESTLIST3', provider: 'epay', status: 0, createdAt: new Date('2026-04-30T15:59:59Z') },
    ]);
    const list = async (query: string) => (await call('GET', `/api/admin/orders?userId=${user.id}&${query}`)).json().data;

    const all = await list('');
    expect(all.total).toBe(3);
    // Newest first by when they were made (not by id: these were inserted out of time order).
    expect(all.rows.map((row: { orderId: string }) => row.orderId)).toEqual(['LXTESTLIST2', 'LXTESTLIST1', 'LXTESTLIST3']);
    expect(all.rows[1]).toEqual({
      orderId: 'LXTESTLIST1',
      user: { id: user.id, username: expect.any(String) },
      goodsId: goods!.id,
      goodsName: goods!.name,
      amountFen: 990,
      status: 1,
      provider: 'epay',
      payType: 'native',
      providerTradeNo: 'TRADE-1',
      createdAt: '2026-04-30T16:30:00.000Z',
      paidAt: null,
    });
    const ids = async (query: string) => (await list(query)).rows.map((row: { orderId: string }) => row.orderId);
    expect(await ids('status=2')).toEqual(['LXTESTLIST2']);
    expect(await ids('provider=epay')).toEqual(['LXTESTLIST1', 'LXTESTLIST3']);
    expect(await ids('from=2026-05-01&to=2026-05-01')).toEqual(['LXTESTLIST1']);
    expect(await ids('from=2026-05-01')).toEqual(['LXTESTLIST2', 'LXTESTLIST1']);
    expect(await ids('to=2026-04-30')).toEqual(['LXTESTLIST3']);
    expect(await ids('q=TRADE-1')).toEqual(['LXTESTLIST1']);
    expect(await ids('q=LXTESTLIST2')).toEqual(['LXTESTLIST2']);
    expect(await ids('q=LXTESTLIST')).toEqual([]);
    expect(await list('size=1&page=2')).toMatchObject({ total: 3, capped: false, rows: [{ orderId: 'LXTESTLIST1' }] });
  });

  it('counts and pages the first 10,000 matches only, and says there are more', async () => {
    const user = await h.createUser();
    const [goods] = await h.goods(1);
    await h.app.database.db.execute(sql`
      insert into orders (order_id, user_id, goods_id, amount_fen, provider, pay_type, expires_at)
      select 'LXCAP' || ${user.id} || '-' || n, ${user.id}, ${goods!.id}, 990, 'epay', 'alipay', now() from generate_series(1, 10001) as n`);
    const list = async (query: string) => (await call('GET', `/api/admin/orders?userId=${user.id}&${query}`)).json();

    expect((await list('status=0')).data).toMatchObject({ total: 10_000, capped: true });
    expect((await list('status=1')).data).toEqual({ total: 0, capped: false, rows: [] });
    // The 500th page of 20 is the last: the newest first, so it ends at the second order made.
    const last = (await list('page=500')).data;
    expect(last.rows.map((row: { orderId: string }) => row.orderId).slice(-2)).toEqual([`LXCAP${user.id}-3`, `LXCAP${user.id}-2`]);
    expect(await list('page=501')).toMatchObject({ success: false, message: '列表只能翻到前 10,000 条，请用筛选条件缩小范围' });
    expect(await list('page=101&size=100')).toMatchObject({ success: false });
  });

  it('refuses a day that does not exist and undeclared parameters', async () => {
    expect((await call('GET', '/api/admin/orders?from=2026-02-30')).json()).toMatchObject({ success: false, message: '日期无效：2026-02-30' });
    expect((await call('GET', '/api/admin/orders?sort=id')).statusCode).toBe(400);
  });
});

describe('GET /api/admin/orders/export', () => {
  it('streams the matching orders as CSV, newest first, across pages, with formulas defused', async () => {
    const [user] = await h.app.database.db.insert(schema.users).values({ username: '=HYPERLINK("x")' }).returning();
    const [goods] = await h.goods(1);
    const base = { userId: user!.id, goodsId: goods!.id, amountFen: 1230, provider: 'epay' as const, payType: 'wxpay', expiresAt: new Date() };
    await h.app.database.db
      .insert(schema.orders)
      .values(Array.from({ length: 1001 }, (_, index) => ({ ...base, orderId: `LXTESTCSV${String(index).padStart(4, '0')}`, status: index === 1000 ? 1 : 2 })));
    const reply = await call('GET', `/api/admin/orders/export?userId=${user!.id}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = reply.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('orderId,userId,username,package,amountYuan,status,provider,payType,providerTradeNo,createdAt,paidAt');
    expect(lines).toHaveLength(1002);
    expect(lines[1]).toMatch(new RegExp(`^LXTESTCSV1000,${user!.id},"'=HYPERLINK\\(""x""\\)",[^,]+,12\\.30,paid,epay,wxpay,,`));
    expect(lines.at(-1)).toMatch(/^LXTESTCSV0000,.*,expired,/);
    expect((await call('GET', `/api/admin/orders/export?userId=${user!.id}&status=1`)).body.trim().split('\n')).toHaveLength(2);
    expect((await call('GET', '/api/admin/orders/export?to=2026-13-01')).json()).toMatchObject({ success: false, message: '日期无效：2026-13-01' });
  });
});

describe('GET /api/admin/orders/:id', () => {
  it('gives the order with what it grants and its window; 404 for an unknown number', async () => {
    const { orderId, goods, user } = await placeOrder();
    const detail = (await call('GET', `/api/admin/orders/${orderId}`)).json().data;
    expect(detail).toMatchObject({ orderId, status: 0, provider: 'mpay', grantScore: goods.score, user: { id: user.id }, checkedAt: null, actions: [] });
    expect((await call('GET', '/api/admin/orders/LXNOSUCHORDER')).statusCode).toBe(404);
  });
});

describe('POST /api/admin/orders/:id/mark-paid', () => {
  it('credits once for 10 concurrent confirmed calls; the others answer 订单已支付', async () => {
    const { orderId, goods, user } = await placeOrder();
    const url = `/api/admin/orders/${orderId}/mark-paid`;
    const grants = [];
    for (let i = 0; i < 10; i++) grants.push(await grantFor(url));
    const replies = await Promise.all(grants.map((grant) => call('POST', url, { grant })));
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(replies.find((reply) => reply.statusCode === 409)!.json().message).toBe('订单已支付，未重复发放');
    expect(await h.ledger(user.id, orderId)).toEqual({ orderRows: 1, total: goods.score });
    expect((await h.user(user.id)).score).toBe(goods.score);
    expect(await h.order(orderId)).toMatchObject({ status: 1, providerTradeNo: null });
    expect((await findLedgerMismatches(h.app.database.db)).filter((row) => row.userId === user.id)).toEqual([]);

    const audit = await h.app.database.db
      .select()
      .from(schema.adminAudit)
      .where(and(eq(schema.adminAudit.action, 'orders.markPaid'), eq(schema.adminAudit.target, `order:${orderId}`)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ reason: '用户已付款，渠道未通知', before: { status: 0 }, after: { status: 1, userId: user.id } });
    expect((await call('GET', `/api/admin/orders/${orderId}`)).json().data.actions).toMatchObject([{ action: 'orders.markPaid' }]);
  });

  it('needs the two-step confirmation', async () => {
    const { orderId } = await placeOrder();
    const reply = await call('POST', `/api/admin/orders/${orderId}/mark-paid`);
    expect(reply.statusCode).toBe(403);
    expect((await h.order(orderId)).status).toBe(0);
  });
});

describe('POST /api/admin/orders/:id/query-provider', () => {
  it('reports an unpaid order as unpaid, and credits a payment whose notify never came', async () => {
    const { orderId, goods, user } = await placeOrder();
    const url = `/api/admin/orders/${orderId}/query-provider`;
    expect((await call('POST', url)).json().data).toEqual({ paid: false, amountFen: null, providerTradeNo: null, outcome: null, status: 0 });
    await h.pay('mpay', orderId, { notify: false });
    const paid = (await call('POST', url)).json().data;
    expect(paid).toMatchObject({ paid: true, amountFen: goods.priceFen, outcome: 'credited', status: 1 });
    expect(paid.providerTradeNo).toBeTruthy();
    expect((await call('POST', url)).json().data).toMatchObject({ paid: true, outcome: 'alreadyPaid', status: 1 });
    expect(await h.ledger(user.id, orderId)).toEqual({ orderRows: 1, total: goods.score });
  });

  it('answers 400 when the order’s provider is no longer configured', async () => {
    const { orderId } = await placeOrder();
    await h.configure(['mpay'], { payMpayKey: '' });
    const reply = await call('POST', `/api/admin/orders/${orderId}/query-provider`);
    expect(reply.json()).toMatchObject({ success: false, message: '支付渠道 mpay 未配置完整，无法查询' });
  });
});
