import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../src/db/index.js';
import { findLikeMismatches } from '../../../src/modules/market/index.js';
import { type MarketHarness, startMarketHarness } from './marketTestKit.js';

let h: MarketHarness;
beforeAll(async () => {
  h = await startMarketHarness();
});
afterAll(async () => h?.close());

const detail = (id: number, token?: string) => h.call('GET', '/midjourney/getDraw', token, undefined, { jobId: String(id), detail: 'true' });
const shareOf = async (token: string, id: number) =>
  (await h.call('GET', '/midjourney/getDetailByIds', token, undefined, { ids: String(id) })).json().data[0].share as {
    status: string;
    reason: string;
    agreeNum: number;
    visitNum: number;
  } | null;
const pendingReviews = async (id: number) =>
  h.db
    .select()
    .from(schema.reviewItems)
    .where(and(eq(schema.reviewItems.kind, 'drawing'), eq(schema.reviewItems.targetId, String(id)), eq(schema.reviewItems.status, 'pending')));
const agree = (token: string | undefined, id: number, relateType = 'mj') =>
  h.call('POST', '/aiLog/agree', token, { relateId: id, relateType, action: 'agree' });

describe('sharing a drawing (rec) and the review', () => {
  it('is the author’s: another user’s drawing is 404, an unfinished one is refused', async () => {
    const author = await h.createUser();
    const other = await h.createUser();
    const id = await h.finishedDrawing(author.id);
    expect((await h.share(other.token, id)).statusCode).toBe(404);
    expect((await h.call('POST', '/midjourney/rec', other.token, { id, rec: 0 })).statusCode).toBe(404);
    await h.db.update(schema.generationJobs).set({ status: 'running' }).where(eq(schema.generationJobs.id, id));
    expect((await h.share(author.token, id)).json()).toMatchObject({ success: false, message: '只有绘制完成的图片才能分享' });
    expect((await h.call('POST', '/midjourney/rec', undefined, { id, rec: 1 })).statusCode).toBe(401);
  });

  it('waits for review (待审核) unseen, is listed once approved, and the author sees each state', async () => {
    const author = await h.createUser({ nickname: '画师小王' });
    const other = await h.createUser();
    const id = await h.finishedDrawing(author.id, { prompt: 'misty mountains --ar 16:9 --niji 6', originPrompt: '云雾缭绕的群山' });
    expect((await h.share(author.token, id)).json().data).toMatchObject({ status: 'pending', agreeNum: 0, visitNum: 0 });
    expect((await h.list({ sort: 'new' })).rows.map((row) => row.id)).not.toContain(id);
    expect((await detail(id, other.token)).statusCode).toBe(404);
    expect((await h.visitor('/midjourney/getDraw', { jobId: String(id), detail: '1' })).statusCode).toBe(404);
    expect((await detail(id, author.token)).json().data).toMatchObject({ status: 'pending', mine: true, nickname: '画师小王' });
    expect(await shareOf(author.token, id)).toMatchObject({ status: 'pending' });
    expect(await pendingReviews(id)).toHaveLength(1);

    await h.approve(id);
    expect(await shareOf(author.token, id)).toMatchObject({ status: 'approved' });
    const row = (await h.list({ sort: 'new' })).rows.find((item) => item.id === id);
    expect(row).toMatchObject({
      jobId: id,
      prompt: 'misty mountains --ar 16:9 --niji 6',
      originPrompt: '云雾缭绕的群山',
      nickname: '画师小王',
      username: author.username,
      fileInfo: { width: 768, height: 1024 },
      agree: null,
      agreeNum: 0,
      status: 'approved',
    });
    expect(row?.thumbnail).toMatch(/^\/api\/file\/private\/draw\/.+\.webp\?exp=\d+&sig=/);
    const visitorSees = await h.visitor('/midjourney/getDraw', { jobId: String(id), detail: '1' });
    expect(visitorSees.json().data).toMatchObject({ id, mine: false, agree: null });
  });

  it('a rejection shows its reason to the author; sharing again waits for review again', async () => {
    const author = await h.createUser();
    const id = await h.finishedDrawing(author.id);
    await h.share(author.token, id);
    const reject = await h.admin('POST', `/admin/review/${await h.reviewIdOf(id)}/reject`, { reason: '画面模糊' });
    expect(reject.statusCode, reject.body).toBe(200);
    expect(await shareOf(author.token, id)).toMatchObject({ status: 'rejected', reason: '画面模糊' });
    expect((await h.share(author.token, id)).json().data).toMatchObject({ status: 'pending', reason: '' });
    expect(await pendingReviews(id)).toHaveLength(1);
  });

  it('withdrawing, deleting the drawing or the operator hiding it removes it everywhere at once', async () => {
    const author = await h.createUser();
    const [withdrawn, deleted, hidden] = [
      await h.listed(author.id, author.token),
      await h.listed(author.id, author.token),
      await h.listed(author.id, author.token),
    ];
    const ids = async () => (await h.list({ sort: 'new' })).rows.map((row) => row.id);
    expect(await ids()).toEqual(expect.arrayContaining([withdrawn, deleted, hidden]));

    expect((await h.call('POST', '/midjourney/rec', author.token, { id: withdrawn, rec: 0 })).json()).toMatchObject({ success: true, data: null });
    expect(await shareOf(author.token, withdrawn)).toBeNull();
    expect((await h.call('POST', '/midjourney/delete_draw', author.token, { id: deleted })).statusCode).toBe(200);
    expect((await h.admin('POST', `/admin/market/items/${hidden}/hidden`, { hidden: true })).statusCode).toBe(200);
    expect(await ids()).not.toEqual(expect.arrayContaining([withdrawn]));
    expect(await ids()).not.toContain(deleted);
    expect(await ids()).not.toContain(hidden);
    expect((await detail(hidden, (await h.createUser()).token)).statusCode).toBe(404);
    expect(await shareOf(author.token, hidden)).toMatchObject({ status: 'hidden' });
    expect((await h.share(author.token, hidden)).json()).toMatchObject({ success: false, message: '该作品已被管理员下架，不能再次分享' });
    expect(await h.db.select().from(schema.marketItems).where(eq(schema.marketItems.id, deleted))).toHaveLength(0);

    // A withdrawn or deleted share also leaves the review queue.
    const waiting = await h.finishedDrawing(author.id);
    await h.share(author.token, waiting);
    await h.call('POST', '/midjourney/delete_draw', author.token, { id: waiting });
    expect(await pendingReviews(waiting)).toHaveLength(0);
  });

  it('with the review switch off a share is listed at once; the operator’s reward is paid once per drawing', async () => {
    expect((await h.admin('POST', '/admin/market/settings', { marketReview: false })).statusCode).toBe(200);
    const author = await h.createUser();
    const direct = await h.finishedDrawing(author.id);
    expect((await h.share(author.token, direct)).json().data).toMatchObject({ status: 'approved' });
    expect(await pendingReviews(direct)).toHaveLength(0);

    await h.admin('POST', '/admin/market/settings', { marketReview: true, marketShareReward: 5 });
    expect((await h.admin('GET', '/admin/market/settings')).json().data).toEqual({ marketReview: true, marketShareReward: 5 });
    const rewarded = await h.listed(author.id, author.token);
    await h.call('POST', '/midjourney/rec', author.token, { id: rewarded, rec: 0 });
    await h.share(author.token, rewarded);
    await h.approve(rewarded);
    const rewards = await h.db.select().from(schema.pointsLedger).where(eq(schema.pointsLedger.reason, 'marketShare'));
    expect(rewards.filter((row) => row.reference === `drawing:${rewarded}`)).toHaveLength(1);
    const [user] = await h.db.select().from(schema.users).where(eq(schema.users.id, author.id));
    expect(user!.score).toBe(5);
    await h.admin('POST', '/admin/market/settings', { marketShareReward: 0 });
  });

  it('featuring is the operator’s only: 推荐 shows the picks first', async () => {
    const author = await h.createUser();
    const pick = await h.listed(author.id, author.token);
    const newer = await h.listed(author.id, author.token);
    expect((await h.call('POST', `/admin/market/items/${pick}/featured`, author.token, { featured: true })).statusCode).toBeGreaterThanOrEqual(401);
    expect((await h.admin('POST', `/admin/market/items/${pick}/featured`, { featured: true })).statusCode).toBe(200);
    const featured = (await h.list({ sort: 'featured', size: '60' })).rows.map((row) => row.id);
    expect(featured[0]).toBe(pick);
    expect(featured.indexOf(newer)).toBeGreaterThan(0);
    expect((await h.list({ sort: 'new', size: '1' })).rows[0]?.id).toBe(newer);
  });
});

describe('the feed (getList)', () => {
  let ids: Record<string, number>;
  let landscape: number;
  beforeAll(async () => {
    const category = await h.admin('POST', '/admin/market/categories', { name: '  测试分类 ', sort: 10 });
    expect(category.json().data).toMatchObject({ name: '测试分类', items: 0 });
    landscape = category.json().data.id;
    const author = await h.createUser();
    ids = {};
    const prompts: [string, string, string, 'mj' | 'image', number?][] = [
      ['cat', 'a cute CAT on the grass --ar 1:1', '草地上可爱的小猫咪', 'mj'],
      ['fox', 'a red fox in the snow --v 6.1', '雪中的红狐狸', 'mj', landscape],
      ['city', 'cyberpunk city at night, neon', '赛博朋克城市夜景', 'mj', landscape],
      ['ink', 'chinese ink painting of mountains', '水墨山水画', 'image'],
    ];
    for (const [name, prompt, originPrompt, kind, squareType] of prompts)
      ids[name] = await h.listed(author.id, author.token, { prompt, originPrompt, kind }, squareType);
  });

  it('the back office lists each share with its category’s name (none without one)', async () => {
    const rows = (await h.admin('GET', '/admin/market/items?status=approved&size=60')).json().data.rows as { id: number; categoryName: string | null }[];
    expect(rows.find((row) => row.id === ids.fox)?.categoryName).toBe('测试分类');
    expect(rows.find((row) => row.id === ids.cat)?.categoryName).toBeNull();
  });

  it('finds Chinese and Latin words of either prompt, every word of the search, case and prefixes alike', async () => {
    const found = async (keyword: string) => (await h.list({ keyword, sort: 'new', size: '60' })).rows.map((row) => row.id);
    expect(await found('狐狸')).toEqual([ids.fox]);
    expect(await found('FOX')).toEqual([ids.fox]);
    expect(await found('红 狐狸')).toEqual([ids.fox]);
    expect(await found('cyber')).toEqual([ids.city]);
    expect(await found('城市')).toEqual([ids.city]);
    expect(await found('山水')).toEqual([ids.ink]);
    expect(await found('小猫咪')).toEqual([ids.cat]);
    expect(await found('狐狸 城市')).toEqual([]);
    expect(await found("o'neil \\ fox")).toEqual([]);
    expect((await found('，。！')).length).toBeGreaterThanOrEqual(4);
    expect((await h.call('GET', '/midjourney/getList', undefined, undefined, { keyword: 'x'.repeat(51) })).statusCode).toBe(400);
  });

  it('filters by category and orders by the tab; /chatLog/drawAll lists the images-model drawings', async () => {
    const inCategory = (await h.list({ squareType: String(landscape), sort: 'new' })).rows.map((row) => row.id);
    expect(inCategory).toEqual([ids.city, ids.fox]);
    const categories = await h.call('GET', '/midjourney/inspireClassifyQuery');
    // The seeded ones first (migration 0026), then the operator's.
    expect(categories.json().data.map((category: { name: string }) => category.name)).toEqual(['风景', '人物', '动漫', '插画', '建筑', '其他', '测试分类']);
    expect((await h.call('POST', '/midjourney/inspireClassifyQuery')).statusCode).toBe(200);
    const dalle = (await h.call('GET', '/chatLog/drawAll', undefined, undefined, { size: '60' })).json().data.rows;
    expect(dalle.map((row: { id: number }) => row.id)).toContain(ids.ink);
    expect(dalle.every((row: { kind: string }) => row.kind === 'image')).toBe(true);
  });

  it('pages by cursor in every tab: each item once, in order, to the end', async () => {
    for (const sort of ['featured', 'new', 'hot']) {
      const all = (await h.list({ sort, size: '60' })).rows.map((row) => row.id);
      const paged: number[] = [];
      let cursor: string | null = null;
      do {
        const page: Awaited<ReturnType<MarketHarness['list']>> = await h.list({ sort, size: '3', ...(cursor ? { cursor } : {}) });
        paged.push(...page.rows.map((row) => row.id));
        cursor = page.nextCursor;
      } while (cursor);
      expect(paged, sort).toEqual(all);
      expect(new Set(paged).size).toBe(paged.length);
      // A cursor past every key (ten digits pass the schema, not an int4) starts from the top.
      const far = sort === 'new' ? '9999999999' : '9999999999_9999999999';
      expect(
        (await h.list({ sort, size: '60', cursor: far })).rows.map((row) => row.id),
        sort,
      ).toEqual(all);
    }
  });
});

describe('likes and views under concurrency', () => {
  it('100 users like at once → 100; 50 of them unlike at once → 50; the reconcile finds nothing', async () => {
    const author = await h.createUser();
    const id = await h.listed(author.id, author.token);
    const users = await Promise.all(Array.from({ length: 100 }, () => h.createUser()));
    const liked = await Promise.all(users.map((user) => agree(user.token, id)));
    expect(liked.every((reply) => reply.json().data?.agree === 'agree')).toBe(true);
    expect(Math.max(...liked.map((reply) => reply.json().data.agreeNum as number))).toBe(100);
    expect((await detail(id, author.token)).json().data.agreeNum).toBe(100);
    h.clock.advance(2_000);
    const unliked = await Promise.all(users.slice(0, 50).map((user) => agree(user.token, id)));
    expect(unliked.every((reply) => reply.json().data.agree === null)).toBe(true);
    expect((await detail(id, author.token)).json().data.agreeNum).toBe(50);
    expect((await h.list({ sort: 'new' }, users[99]!.token)).rows.find((row) => row.id === id)).toMatchObject({ agree: 'agree', agreeNum: 50 });
    expect((await h.list({ sort: 'new' }, users[0]!.token)).rows.find((row) => row.id === id)).toMatchObject({ agree: null });
    expect(await findLikeMismatches(h.db)).toEqual([]);
  });

  it('one user’s two toggles at once, or within 1 s, are one toggle; the reply is the current state', async () => {
    const author = await h.createUser();
    const fan = await h.createUser();
    const id = await h.listed(author.id, author.token);
    const both = await Promise.all([agree(fan.token, id), agree(fan.token, id)]);
    expect(both.map((reply) => reply.json().data)).toEqual([
      { agree: 'agree', agreeNum: 1 },
      { agree: 'agree', agreeNum: 1 },
    ]);
    h.clock.advance(500);
    expect((await agree(fan.token, id)).json().data).toEqual({ agree: 'agree', agreeNum: 1 });
    h.clock.advance(1_001);
    expect((await agree(fan.token, id)).json().data).toEqual({ agree: null, agreeNum: 0 });
    expect(await findLikeMismatches(h.db)).toEqual([]);
  });

  it('a visitor reads but cannot like; only drawings, only listed items', async () => {
    const author = await h.createUser();
    const fan = await h.createUser();
    const id = await h.listed(author.id, author.token);
    expect((await agree(undefined, id)).statusCode).toBe(401);
    expect((await agree(fan.token, id, 'app')).json()).toMatchObject({ success: false, message: '暂不支持该类型的点赞' });
    const unlisted = await h.finishedDrawing(author.id);
    expect((await agree(fan.token, unlisted)).statusCode).toBe(404);
  });

  it('one viewer opening 10 times at once → one view; the next day one more; the author’s own views do not count', async () => {
    const author = await h.createUser();
    const viewer = await h.createUser();
    const id = await h.listed(author.id, author.token);
    await Promise.all(Array.from({ length: 10 }, () => detail(id, viewer.token)));
    await Promise.all(Array.from({ length: 10 }, () => h.visitor('/midjourney/getDraw', { jobId: String(id), detail: '1' }, 'phone-a')));
    await detail(id, author.token);
    expect((await detail(id, author.token)).json().data.visitNum).toBe(2);
    h.clock.advance(24 * 3_600_000);
    expect((await detail(id, viewer.token)).json().data.visitNum).toBe(3);
    expect((await detail(id, viewer.token)).json().data.visitNum).toBe(3);
    expect(await shareOf(author.token, id)).toMatchObject({ visitNum: 3 });

    // Views only de-duplicate a day: two days on, the old rows go.
    h.clock.advance(2 * 24 * 3_600_000);
    expect(await h.app.market.pruneViews()).toBeGreaterThanOrEqual(3);
    expect(await h.db.select().from(schema.drawingViews).where(eq(schema.drawingViews.itemId, id))).toHaveLength(0);
  });
});
