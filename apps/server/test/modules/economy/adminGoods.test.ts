import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../src/db';
import { fenToYuan, yuanToFen } from '../../../src/domain/money';
import { createTestApp, operatorToken, testAdminPassword } from '../../../src/testing/testApp';

let app: FastifyInstance;
let token: string;
beforeAll(async () => {
  app = await createTestApp();
  token = await operatorToken(app);
});
afterAll(async () => app.close());

let address = 0;
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, grant?: string) =>
  app.inject({
    method,
    url,
    payload,
    remoteAddress: `10.7.${Math.floor(++address / 250)}.${address % 250}`,
    headers: { authorization: `Bearer ${token}`, ...(grant ? { 'x-admin-grant': grant } : {}) },
  });
const confirmedDelete = async (url: string) => {
  const confirmation = await call('POST', '/api/admin/auth/confirm', { method: 'DELETE', path: url, password: testAdminPassword, reason: '清理测试套餐' });
  return call('DELETE', url, undefined, confirmation.json().data.grant as string);
};
const auditRows = async (action: string) => (await app.database.db.select().from(schema.adminAudit)).filter((row) => row.action === action);
const newGoods = { name: '测试积分包', typeId: 1, price: '9.90', score: 100 };

describe('yuan and fen', () => {
  it('converts exactly, refusing more than two decimals', () => {
    const fenOf = (value: string | number) => yuanToFen(String(value));
    expect(['0.1', '19.99', '9.90', '0', 0.1, 19.99, 9.9, 100, ' 5.5 '].map(fenOf)).toEqual([10, 1999, 990, 0, 10, 1999, 990, 10000, 550]);
    for (const bad of ['1.005', 1.005, '-1', '1e3', '.5', '5.', '01', '1,00', '', 'abc']) expect(fenOf(bad)).toBeNull();
    expect([0, 5, 990, 1999, 100_000].map(fenToYuan)).toEqual(['0.00', '0.05', '9.90', '19.99', '1000.00']);
  });
});

describe('GET /api/admin/goods', () => {
  it('lists every package, disabled ones too, by type, sort and id, in fen and yuan', async () => {
    const [disabled] = await app.database.db
      .insert(schema.goods)
      .values({ name: '已停用', typeId: 1, priceFen: 100, originPriceFen: 100, score: 1, isEnabled: false, sort: -5 })
      .returning();
    const rows = (await call('GET', '/api/admin/goods')).json().data as { id: number; typeId: number; sort: number; isEnabled: boolean }[];
    const order = rows.map((row) => [row.typeId, row.sort, row.id]);
    expect(order).toEqual([...order].sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]! || a[2]! - b[2]!));
    expect(rows[0]).toMatchObject({ id: disabled!.id, isEnabled: false, priceFen: 100, price: '1.00', originPrice: '1.00' });
    expect(rows.some((row) => row.typeId === 2)).toBe(true);
  });
});

describe('POST /api/admin/goods', () => {
  it('creates a package with its yuan prices in fen exactly, audited, and the VIP dialog shows it at once', async () => {
    const before = (await auditRows('goods.create')).length;
    const reply = await call('POST', '/api/admin/goods', {
      ...newGoods,
      price: '0.1',
      originPrice: 19.99,
      des: '甲/乙',
      translations: { en: { name: 'Test' } },
    });
    expect(reply.json()).toMatchObject({ success: true, data: { priceFen: 10, originPriceFen: 1999, price: '0.10', originPrice: '19.99', isEnabled: true } });
    const { id } = reply.json().data as { id: number };
    const rows = await auditRows('goods.create');
    expect(rows.length).toBe(before + 1);
    expect(rows.at(-1)).toMatchObject({ target: `goods:${id}`, after: { id, name: '测试积分包', priceFen: 10 } });
    const shown = (await app.inject({ url: '/api/crami/packagePageV2', query: { type: '1' } })).json().data.rows as { id: number; price: number }[];
    expect(shown.find((row) => row.id === id)).toMatchObject({ price: 0.1, originPrice: 19.99, features: ['甲', '乙'] });
  });

  it('takes the price as the original price when none is given', async () => {
    expect((await call('POST', '/api/admin/goods', { ...newGoods, price: 19.99 })).json().data).toMatchObject({ priceFen: 1999, originPriceFen: 1999 });
  });

  it('refuses invalid packages with a clear message, writing nothing', async () => {
    const count = async () => (await app.database.db.select().from(schema.goods)).length;
    const before = await count();
    for (const [body, message] of [
      [{ ...newGoods, price: '1.005' }, '售价格式不正确：请填写最多两位小数的金额（元），如 9.90'],
      [{ ...newGoods, originPrice: 'abc' }, '原价格式不正确：请填写最多两位小数的金额（元），如 9.90'],
      [{ ...newGoods, price: '10000000' }, '售价格式不正确：请填写最多两位小数的金额（元），如 9.90'],
      [{ ...newGoods, price: -1 }, '参数 price 不能小于 0'],
      [{ ...newGoods, name: '   ' }, '套餐名称不能为空'],
      [{ ...newGoods, name: 'x'.repeat(65) }, '参数 name 长度不能超过 64'],
      [{ ...newGoods, typeId: 3 }, '参数 typeId 取值无效'],
      [{ ...newGoods, score: -1 }, '参数 score 不能小于 0'],
      [{ ...newGoods, days: -2 }, '参数 days 不能小于 -1'],
      [{ ...newGoods, des: 'x'.repeat(501) }, '参数 des 长度不能超过 500'],
      [{ ...newGoods, des: '1/2/3/4/5/6/7' }, '套餐描述最多 6 行（用 / 分隔）'],
      [{ ...newGoods, translations: { en: { des: 'a/b/c/d/e/f/g' } } }, '套餐描述最多 6 行（用 / 分隔）'],
      [{ ...newGoods, score: 0 }, '积分套餐的积分必须大于 0'],
      [{ ...newGoods, typeId: 2, days: 0 }, '会员套餐的天数必须大于 0，或为 -1（永久）'],
      [{ ...newGoods, colour: 'red' }, '不支持的参数 colour'],
    ] as const) {
      const reply = await call('POST', '/api/admin/goods', body);
      expect(reply.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(reply.json().message).toBe(message);
    }
    const english = await app.inject({
      method: 'POST',
      url: '/api/admin/goods',
      payload: { ...newGoods, price: '1.005' },
      remoteAddress: '10.7.99.1',
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    });
    expect(english.json().message).toBe('Invalid price: an amount in yuan with at most two decimals, such as 9.90');
    expect(await count()).toBe(before);
  });
});

describe('POST /api/admin/goods/:id', () => {
  it('changes the fields given, audited before and after, served at once', async () => {
    const { id } = (await call('POST', '/api/admin/goods', newGoods)).json().data as { id: number };
    const reply = await call('POST', `/api/admin/goods/${id}`, { price: '19.99', name: '改名积分包', recommended: true });
    expect(reply.json().data).toMatchObject({ id, name: '改名积分包', priceFen: 1999, originPriceFen: 990, score: 100, recommended: true });
    expect((await auditRows('goods.update')).at(-1)).toMatchObject({
      target: `goods:${id}`,
      before: { name: '测试积分包', priceFen: 990, recommended: false },
      after: { name: '改名积分包', priceFen: 1999, recommended: true },
    });
    const shown = (await app.inject({ url: '/api/crami/packagePageV2', query: { type: '1' } })).json().data.rows as { id: number }[];
    expect(shown.find((row) => row.id === id)).toMatchObject({ name: '改名积分包', price: 19.99, recommended: true });
  });

  it('checks the package as a whole, and answers 404 for an unknown one', async () => {
    const { id } = (await call('POST', '/api/admin/goods', newGoods)).json().data as { id: number };
    expect((await call('POST', `/api/admin/goods/${id}`, { typeId: 2 })).json().message).toBe('会员套餐的天数必须大于 0，或为 -1（永久）');
    expect((await call('POST', `/api/admin/goods/${id}`, { typeId: 2, days: -1 })).json().data).toMatchObject({ typeId: 2, days: -1 });
    expect((await call('POST', `/api/admin/goods/${id}`, {})).statusCode).toBe(400);
    const missing = await call('POST', '/api/admin/goods/999999', { name: 'x' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('套餐不存在');
  });
});

describe('DELETE /api/admin/goods/:id', () => {
  it('needs the two-step confirmation', async () => {
    const { id } = (await call('POST', '/api/admin/goods', newGoods)).json().data as { id: number };
    const reply = await call('DELETE', `/api/admin/goods/${id}`);
    expect(reply.statusCode).toBe(403);
    expect(reply.json().message).toBe('需要二次确认');
  });

  it('deletes a package nothing refers to, audited', async () => {
    const { id } = (await call('POST', '/api/admin/goods', newGoods)).json().data as { id: number };
    expect((await confirmedDelete(`/api/admin/goods/${id}`)).json()).toMatchObject({ success: true });
    expect(await app.database.db.select().from(schema.goods).where(eq(schema.goods.id, id))).toEqual([]);
    expect((await auditRows('goods.delete')).at(-1)).toMatchObject({ target: `goods:${id}`, before: { id, name: '测试积分包' }, reason: '清理测试套餐' });
    expect((await confirmedDelete(`/api/admin/goods/${id}`)).statusCode).toBe(404);
  });

  it('refuses to delete a package a card code or an order refers to: disable it instead', async () => {
    const { id: coded } = (await call('POST', '/api/admin/goods', newGoods)).json().data as { id: number };
    expect((await call('POST', '/api/admin/crami/generate', { goodsId: coded, count: 1 })).statusCode).toBe(200);
    const { id: ordered } = (await call('POST', '/api/admin/goods', newGoods)).json().data as { id: number };
    const [buyer] = await app.database.db.insert(schema.users).values({ username: 'goodsbuyer1' }).returning();
    await app.database.db.insert(schema.orders).values({
      orderId: 'T-GOODS-1',
      userId: buyer!.id,
      goodsId: ordered,
      amountFen: 990,
      provider: 'epay',
      payType: 'wxpay',
      expiresAt: new Date(),
    });
    const deletes = (await auditRows('goods.delete')).length;
    for (const id of [coded, ordered]) {
      const reply = await confirmedDelete(`/api/admin/goods/${id}`);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toBe('套餐已被卡密或订单引用，不能删除，请停用而不是删除');
      expect(await app.database.db.select().from(schema.goods).where(eq(schema.goods.id, id))).toHaveLength(1);
    }
    expect((await auditRows('goods.delete')).length).toBe(deletes);
    expect((await call('POST', `/api/admin/goods/${coded}`, { isEnabled: false })).json().data.isEnabled).toBe(false);
  });
});
