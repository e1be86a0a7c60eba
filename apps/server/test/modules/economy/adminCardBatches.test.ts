import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../src/db';
import { cardCodePattern } from '../../../src/modules/economy/cardCodes';
import { normalisedCodeQuery } from '../../../src/modules/economy/cardBatches';
import { createTestApp, ManualClock, operatorToken, testAdminPassword } from '../../../src/testing/testApp';

let app: FastifyInstance;
const clock = new ManualClock(new Date('2026-06-01T04:00:00Z'));
let token: string;
let goodsId: number;
let user: { id: number; token: string };
beforeAll(async () => {
  app = await createTestApp({ clock });
  token = await operatorToken(app);
  const [goods] = await app.database.db
    .insert(schema.goods)
    .values({ name: '=HYPERLINK("http://evil")', typeId: 1, priceFen: 990, originPriceFen: 990, score: 100 })
    .returning();
  goodsId = goods!.id;
  const [row] = await app.database.db.insert(schema.users).values({ username: '@redeemer' }).returning();
  user = { id: row!.id, token: await app.tokens.sign({ userId: row!.id, version: 0 }) };
});
afterAll(async () => app.close());

let address = 0;
const call = (method: 'GET' | 'POST', url: string, payload?: object, grant?: string, bearer = token) =>
  app.inject({
    method,
    url,
    payload,
    remoteAddress: `10.6.${Math.floor(++address / 250)}.${address % 250}`,
    headers: { authorization: `Bearer ${bearer}`, ...(grant ? { 'x-admin-grant': grant } : {}) },
  });
const confirmed = async (method: 'GET' | 'POST', url: string, body?: object) => {
  const confirmation = await call('POST', '/api/admin/auth/confirm', { method, path: url, body, password: testAdminPassword, reason: '导出给渠道' });
  return call(method, url, body, confirmation.json().data.grant as string);
};
const generate = async (count: number, batch?: string) =>
  (await call('POST', '/api/admin/crami/generate', { goodsId, count, batch })).json().data as { batchId: number; codes: string[] };
const redeem = (code: string) => call('POST', '/api/crami/useCrami', { code }, undefined, user.token);
const batchRow = async (batchId: number) =>
  ((await call('GET', '/api/admin/card-batches?size=100')).json().data.rows as { id: number }[]).find((row) => row.id === batchId);
const auditRows = async (action: string) => (await app.database.db.select().from(schema.adminAudit)).filter((row) => row.action === action);

describe('POST /api/admin/crami/generate', () => {
  it('makes a batch of 10,000 codes in one go, audited', async () => {
    const started = Date.now();
    const { batchId, codes } = await generate(10_000, '渠道A');
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(codes).toHaveLength(10_000);
    expect(new Set(codes).size).toBe(10_000);
    for (const code of codes) expect(code).toMatch(cardCodePattern);
    const stored = await app.database.db.select().from(schema.cardCodes).where(eq(schema.cardCodes.batchId, batchId));
    expect(stored).toHaveLength(10_000);
    expect(stored.every((row) => row.batch === '渠道A' && row.goodsId === goodsId)).toBe(true);
    expect(await batchRow(batchId)).toMatchObject({ name: '渠道A', goodsId, count: 10_000, unused: 10_000, used: 0, createdBy: { username: 'admin' } });
    expect((await auditRows('cardCodes.generate')).at(-1)).toMatchObject({ target: `goods:${goodsId}`, after: { batchId, count: 10_000, batch: '渠道A' } });
    expect((await call('POST', '/api/admin/crami/generate', { goodsId, count: 10_001 })).statusCode).toBe(400);
  }, 60_000);

  it('names a batch given no name after when it was made (Asia/Shanghai)', async () => {
    const { batchId } = await generate(1);
    expect(await batchRow(batchId)).toMatchObject({ name: '2026-06-01 12:00' });
  });
});

describe('GET /api/admin/card-batches and /api/admin/card-codes', () => {
  it('counts used, unused and disabled codes per batch, newest first', async () => {
    const { batchId, codes } = await generate(3, '计数');
    expect((await redeem(codes[0]!.toLowerCase())).json().message).toBe('卡密兑换成功');
    const [, second] = (await call('GET', `/api/admin/card-codes?batchId=${batchId}&status=unused`)).json().data.rows as { id: number }[];
    expect((await confirmed('POST', '/api/admin/card-codes/disable', { ids: [second!.id] })).json().data).toEqual({ disabled: 1 });
    const page = (await call('GET', '/api/admin/card-batches?page=1&size=2')).json().data as { rows: { id: number }[]; total: number };
    expect(page.rows[0]).toMatchObject({ id: batchId, count: 3, used: 1, unused: 1, disabled: 1, goodsName: '=HYPERLINK("http://evil")' });
    expect(page.rows).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(3);
  });

  it('lists codes by state with who used them, and finds a code by its beginning in any case', async () => {
    const { batchId, codes } = await generate(2, '查询');
    await redeem(codes[1]!);
    const used = (await call('GET', `/api/admin/card-codes?batchId=${batchId}&status=used`)).json().data;
    expect(used.total).toBe(1);
    expect(used.rows[0]).toMatchObject({ code: codes[1], status: 'used', usedBy: { id: user.id, username: '@redeemer' }, usedAt: clock.now().toISOString() });
    const prefix = codes[0]!.slice(0, 6).toLowerCase().replace('-', '');
    const found = (await call('GET', `/api/admin/card-codes?q=${prefix}`)).json().data.rows as { code: string }[];
    expect(found.map((row) => row.code)).toContain(codes[0]);
    expect(found.every((row) => row.code.startsWith(codes[0]!.slice(0, 6)))).toBe(true);
    const exact = (await call('GET', `/api/admin/card-codes?q=${encodeURIComponent(codes[0]!)}`)).json().data;
    expect(exact).toMatchObject({ total: 1, rows: [{ code: codes[0], status: 'unused', usedBy: null, batch: '查询' }] });
    expect(normalisedCodeQuery(' abcd efgh-j%_ ')).toBe('ABCD-EFGH-J');
    expect((await call('GET', '/api/admin/card-codes?status=lost')).statusCode).toBe(400);
  });
});

describe('GET /api/admin/card-batches/:id/export', () => {
  it('needs the two-step confirmation: 403 需要二次确认 without a grant', async () => {
    const { batchId } = await generate(1);
    const reply = await call('GET', `/api/admin/card-batches/${batchId}/export`);
    expect(reply.statusCode).toBe(403);
    expect(reply.json().message).toBe('需要二次确认');
  });

  it('streams the codes as CSV for Excel, cells that could be formulas quoted, audited', async () => {
    const { batchId, codes } = await generate(3, '-导出');
    await redeem(codes[2]!);
    const reply = await confirmed('GET', `/api/admin/card-batches/${batchId}/export`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(reply.headers['content-disposition']).toBe(`attachment; filename="card-batch-${batchId}.csv"`);
    expect([...reply.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = reply.rawPayload.subarray(3).toString('utf8').trim().split('\n');
    expect(lines[0]).toBe('code,package,status,usedBy,usedAt,createdAt');
    expect(lines).toHaveLength(4);
    const created = (await app.database.db.select().from(schema.cardCodes).where(eq(schema.cardCodes.code, codes[0]!)))[0]!.createdAt.toISOString();
    expect(lines[1]).toBe(`${codes[0]},"'=HYPERLINK(""http://evil"")",unused,,,${created}`);
    expect(lines[3]).toMatch(new RegExp(`^${codes[2]},"'=HYPERLINK\\(""http://evil""\\)",used,'@redeemer,${clock.now().toISOString()},`));
    expect((await auditRows('cardCodes.export')).at(-1)).toMatchObject({ target: `batch:${batchId}`, after: { count: 3 }, reason: '导出给渠道' });
  });

  it('reads a large batch a page at a time, every code once', async () => {
    const { batchId, codes } = await generate(2_500);
    const reply = await confirmed('GET', `/api/admin/card-batches/${batchId}/export`);
    const exported = reply.rawPayload
      .subarray(3)
      .toString('utf8')
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split(',')[0]);
    expect(exported).toEqual(codes);
  }, 60_000);

  it('answers 404 for an unknown batch', async () => {
    expect((await confirmed('GET', '/api/admin/card-batches/999999/export')).statusCode).toBe(404);
  });
});

describe('disabling', () => {
  it('disables a batch’s unused codes: redeeming one says 该卡密已停用 and grants nothing; used codes stay used', async () => {
    const { batchId, codes } = await generate(3, '停用');
    await redeem(codes[0]!);
    const [{ score }] = (await app.database.db.select({ score: schema.users.score }).from(schema.users).where(eq(schema.users.id, user.id))) as [
      { score: number },
    ];
    expect((await call('POST', `/api/admin/card-batches/${batchId}/disable`)).statusCode).toBe(403);
    expect((await confirmed('POST', `/api/admin/card-batches/${batchId}/disable`)).json().data).toEqual({ disabled: 2 });
    expect(await batchRow(batchId)).toMatchObject({ used: 1, unused: 0, disabled: 2, disabledAt: clock.now().toISOString() });
    expect((await auditRows('cardBatches.disable')).at(-1)).toMatchObject({ target: `batch:${batchId}`, after: { disabled: 2 } });

    const refused = await redeem(codes[1]!);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('该卡密已停用');
    const english = await app.inject({
      method: 'POST',
      url: '/api/crami/useCrami',
      payload: { code: codes[2] },
      remoteAddress: '10.6.99.1',
      headers: { authorization: `Bearer ${user.token}`, 'accept-language': 'en' },
    });
    expect(english.json().message).toBe('This card code has been disabled');
    expect((await redeem(codes[0]!)).json().message).toBe('该卡密已被使用');
    expect((await app.database.db.select({ score: schema.users.score }).from(schema.users).where(eq(schema.users.id, user.id)))[0]!.score).toBe(score);
    const rows = (await call('GET', `/api/admin/card-codes?batchId=${batchId}`)).json().data.rows as { code: string; status: string }[];
    expect(Object.fromEntries(rows.map((row) => [row.code, row.status]))).toEqual({ [codes[0]!]: 'used', [codes[1]!]: 'disabled', [codes[2]!]: 'disabled' });
    // Disabling again changes nothing.
    expect((await confirmed('POST', `/api/admin/card-batches/${batchId}/disable`)).json().data).toEqual({ disabled: 0 });
    expect((await confirmed('POST', '/api/admin/card-batches/999999/disable')).statusCode).toBe(404);
  });

  it('disables chosen codes only while unused, counting what changed', async () => {
    const { batchId, codes } = await generate(3, '单个停用');
    await redeem(codes[0]!);
    const ids = ((await call('GET', `/api/admin/card-codes?batchId=${batchId}`)).json().data.rows as { id: number }[]).map((row) => row.id);
    expect((await call('POST', '/api/admin/card-codes/disable', { ids })).statusCode).toBe(403);
    expect((await confirmed('POST', '/api/admin/card-codes/disable', { ids })).json().data).toEqual({ disabled: 2 });
    expect((await auditRows('cardCodes.disable')).at(-1)).toMatchObject({ after: { requested: 3, disabled: 2 } });
    expect((await redeem(codes[1]!)).json().message).toBe('该卡密已停用');
    expect(await batchRow(batchId)).toMatchObject({ used: 1, unused: 0, disabled: 2, disabledAt: null });
  });
});
