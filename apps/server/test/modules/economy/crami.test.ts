import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../src/db';
import { cardCodePattern } from '../../../src/modules/economy/cardCodes';
import { openDatabase } from '../../../src/db/client';
import { createTestApp, ManualClock, operatorToken } from '../../../src/testing/testApp';

let app: FastifyInstance;
const clock = new ManualClock(new Date('2026-06-01T04:00:00Z'));
let adminToken: string;
let pointsGoodsId: number;
let vipGoodsId: number;
beforeAll(async () => {
  app = await createTestApp({ clock });
  adminToken = await operatorToken(app);
  const goods = await app.database.db
    .insert(schema.goods)
    .values([
      { name: '积分卡', typeId: 1, priceFen: 990, originPriceFen: 1990, score: 100 },
      { name: '月卡', typeId: 2, priceFen: 2990, originPriceFen: 3990, score: 0, days: 30 },
    ])
    .returning();
  [pointsGoodsId, vipGoodsId] = goods.map((row) => row.id) as [number, number];
});
afterAll(async () => app.close());

let serial = 0;
async function newUser() {
  const [user] = await app.database.db
    .insert(schema.users)
    .values({ username: `redeemer${++serial}x` })
    .returning();
  return { id: user!.id, token: await app.tokens.sign({ userId: user!.id, version: 0 }) };
}
// Each call from its own address: the per-address rate limit (real time) is not what these tests are about.
let address = 0;
const post = (url: string, payload: object, token: string) =>
  app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload,
    remoteAddress: `10.1.${Math.floor(++address / 250)}.${address % 250}`,
    headers: { authorization: `Bearer ${token}` },
  });
const generate = async (goodsId: number, count: number) => (await post('/admin/crami/generate', { goodsId, count }, adminToken)).json().data.codes as string[];
const userRow = async (id: number) => (await app.database.db.select().from(schema.users).where(eq(schema.users.id, id)))[0]!;

describe('GET /crami/packagePageV2', () => {
  it('lists enabled packages by type, prices in yuan, des split into at most 6 feature lines', async () => {
    await app.database.db
      .insert(schema.goods)
      .values({ name: '年卡', typeId: 2, priceFen: 19900, originPriceFen: 29900, days: 365, des: 'a/b/c/d/e/f/g/h', sort: -1 });
    const reply = await app.inject({ url: '/api/crami/packagePageV2', query: { type: '2' } });
    const { rows, count } = reply.json().data;
    expect(rows.every((row: { typeId: number }) => row.typeId === 2)).toBe(true);
    expect(count).toBe(rows.length);
    expect(rows[0]).toMatchObject({ name: '年卡', price: 199, originPrice: 299, days: 365, features: ['a', 'b', 'c', 'd', 'e', 'f'] });
    expect((await app.inject({ url: '/api/crami/packagePageV2', query: { type: '3' } })).statusCode).toBe(400);
  });
});

describe('recommended packages', () => {
  const recommendedNames = async (type: number) =>
    ((await app.inject({ url: '/api/crami/packagePageV2', query: { type: String(type) } })).json().data.rows as { name: string; recommended: boolean }[])
      .filter((row) => row.recommended)
      .map((row) => row.name);

  it("highlights the middle package of a type when the operator flagged none, else the operator's pick", async () => {
    // Type 1 holds 积分卡 (sort 0) and these two: 积分卡 · 中包 · 大包 in list order.
    const [middle, large] = await app.database.db
      .insert(schema.goods)
      .values([
        { name: '中包', typeId: 1, priceFen: 4990, originPriceFen: 4990, score: 600, sort: 1 },
        { name: '大包', typeId: 1, priceFen: 9990, originPriceFen: 9990, score: 1500, sort: 2 },
      ])
      .returning();
    expect(await recommendedNames(1)).toEqual(['中包']);
    await app.database.db.update(schema.goods).set({ recommended: true }).where(eq(schema.goods.id, large!.id));
    expect(await recommendedNames(1)).toEqual(['大包']);
    // The flag of one type leaves the other type's middle default alone.
    expect(await recommendedNames(2)).toHaveLength(1);
    await app.database.db.update(schema.goods).set({ isEnabled: false }).where(eq(schema.goods.id, middle!.id));
    await app.database.db.update(schema.goods).set({ isEnabled: false, recommended: false }).where(eq(schema.goods.id, large!.id));
  });
});

describe('card codes', () => {
  it('generates unguessable codes for operators only', async () => {
    const codes = await generate(pointsGoodsId, 50);
    expect(codes).toHaveLength(50);
    expect(new Set(codes).size).toBe(50);
    for (const code of codes) expect(code).toMatch(cardCodePattern);
    const { token } = await newUser();
    expect((await post('/admin/crami/generate', { goodsId: pointsGoodsId, count: 1 }, token)).statusCode).toBe(403);
  });

  it('credits a points package once; a second use, an unknown code and a disabled package get their messages', async () => {
    const { id, token } = await newUser();
    const [code] = await generate(pointsGoodsId, 1);
    const first = await post('/crami/useCrami', { code: code!.toLowerCase() }, token);
    expect(first.json()).toMatchObject({ code: 200, message: '卡密兑换成功' });
    expect((await userRow(id)).score).toBe(100);
    expect((await post('/crami/useCrami', { code }, token)).json().message).toBe('该卡密已被使用');
    expect((await post('/crami/useCrami', { code: 'AAAA-BBBB-CCCC-DDDD' }, token)).json().message).toBe('卡密不存在，请检查后重试');

    const [disabled] = await generate(pointsGoodsId, 1);
    await app.database.db.update(schema.goods).set({ isEnabled: false }).where(eq(schema.goods.id, pointsGoodsId));
    try {
      expect((await post('/crami/useCrami', { code: disabled }, token)).json().message).toBe('该卡密对应的套餐已停用');
      // The refusal rolled the claim back: the code is still unused.
      const [row] = await app.database.db.select().from(schema.cardCodes).where(eq(schema.cardCodes.code, disabled!));
      expect(row!.usedBy).toBeNull();
    } finally {
      await app.database.db.update(schema.goods).set({ isEnabled: true }).where(eq(schema.goods.id, pointsGoodsId));
    }
  });

  it('credits once when twenty uses of one code arrive at the same time', async () => {
    const users = await Promise.all(Array.from({ length: 4 }, newUser));
    const [code] = await generate(pointsGoodsId, 1);
    const replies = await Promise.all(Array.from({ length: 20 }, (_, index) => post('/crami/useCrami', { code }, users[index % 4]!.token)));
    expect(replies.filter((reply) => reply.statusCode === 200)).toHaveLength(1);
    const scores = await Promise.all(users.map((user) => userRow(user.id).then((row) => row.score)));
    expect(scores.sort()).toEqual([0, 0, 0, 100]);
  });

  it('extends membership from the later of now and the current expiry', async () => {
    const { id, token } = await newUser();
    const [first, second] = await generate(vipGoodsId, 2);
    await post('/crami/useCrami', { code: first }, token);
    expect((await userRow(id)).vipExpire?.toISOString()).toBe('2026-07-01T04:00:00.000Z');
    await post('/crami/useCrami', { code: second }, token);
    expect((await userRow(id)).vipExpire?.toISOString()).toBe('2026-07-31T04:00:00.000Z');

    const lapsed = await newUser();
    await app.database.db
      .update(schema.users)
      .set({ vipExpire: new Date('2025-01-01T00:00:00Z') })
      .where(eq(schema.users.id, lapsed.id));
    const [third] = await generate(vipGoodsId, 1);
    await post('/crami/useCrami', { code: third }, lapsed.token);
    expect((await userRow(lapsed.id)).vipExpire?.toISOString()).toBe('2026-07-01T04:00:00.000Z');
  });
});

describe('npm run card-codes', () => {
  it('prints a batch of codes for a package, stored in the configured database', async () => {
    if (process.env.TEST_DATABASE_URL) return; // it opens the embedded database of DATA_DIR
    const dataDir = mkdtempSync(join(tmpdir(), 'lingxi-cards-'));
    const prepare = await openDatabase({ dataDir });
    const [goods] = await prepare.db.insert(schema.goods).values({ name: '积分卡', typeId: 1, priceFen: 100, originPriceFen: 100, score: 10 }).returning();
    await prepare.close();

    const run = promisify(execFile);
    const cwd = join(import.meta.dirname, '../../..');
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
    const { stdout } = await run('npx', ['tsx', 'src/scripts/generateCardCodes.ts', String(goods!.id), '3', 'spring'], { cwd, env });
    const printed = stdout.trim().split('\n');
    expect(printed).toHaveLength(3);
    for (const code of printed) expect(code).toMatch(cardCodePattern);

    const check = await openDatabase({ dataDir });
    const stored = await check.db.select().from(schema.cardCodes);
    await check.close();
    expect(stored.map((row) => [row.code, row.batch])).toEqual(printed.map((code) => [code, 'spring']));

    const usage = await run('npx', ['tsx', 'src/scripts/generateCardCodes.ts', 'x', '3'], { cwd, env }).catch((error: { code: number }) => error);
    expect((usage as { code: number }).code).toBe(2);
  }, 60_000);
});
