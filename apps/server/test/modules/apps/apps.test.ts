import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../src/db/index.js';
import { newKey } from '../../../src/domain/files/fileStore.js';
import { shanghaiDate } from '../../../src/domain/shanghaiDate.js';
import { createTestApp, operatorToken, testAdminPassword } from '../../../src/testing/testApp.js';
import { appsKit } from './appsTestKit.js';

let app: FastifyInstance;
let adminToken: string;
beforeAll(async () => {
  app = await createTestApp();
  adminToken = await operatorToken(app);
  await app.configStore.setMany({ appReviewRewardPoints: 5 });
});
afterAll(async () => app?.close());

const kit = appsKit(
  () => app,
  () => adminToken,
);
const { call, admin, createUser, logo, fields, reviewOf, approve } = kit;
/** The two-step confirmation, then the request with its grant. */
async function confirm(method: 'POST', url: string, body: object) {
  const grant = await app.inject({
    method: 'POST',
    url: '/api/admin/auth/confirm',
    headers: { authorization: `Bearer ${adminToken}` },
    payload: { method, path: url, body, password: testAdminPassword, reason: '测试' },
  });
  if (grant.statusCode !== 200) throw new Error(grant.body);
  return app.inject({ method, url, headers: { authorization: `Bearer ${adminToken}`, 'x-admin-grant': grant.json().data.grant }, payload: body });
}
const mine = async (token: string) => (await call('GET', '/app/mineAppsV3', token)).json().data.rows as Record<string, unknown>[];
const rewards = async (appId: number) =>
  app.database.db
    .select()
    .from(schema.pointsLedger)
    .where(and(eq(schema.pointsLedger.reason, 'appReward'), eq(schema.pointsLedger.reference, `app:${appId}`)));

describe('categories and customApp’s checks', () => {
  it('lists the six default categories in order, to visitors too', async () => {
    const reply = await call('GET', '/app/queryCats');
    expect(reply.json().data.rows.map((row: { name: string }) => row.name)).toEqual(['写作助手', '学习教育', '职场办公', '编程开发', '生活娱乐', '角色扮演']);
    // 角色扮演 is the role category: its apps are /role's character cards.
    expect(
      reply
        .json()
        .data.rows.filter((row: { role: boolean }) => row.role)
        .map((row: { name: string }) => row.name),
    ).toEqual(['角色扮演']);
  });

  it('answers §5’s message of the first field that fails, in field order', async () => {
    const { token } = await createUser();
    // Another user's logo upload is not this one's.
    const othersLogo = logo();
    const other = await createUser();
    await app.database.db.insert(schema.publicUploads).values({ key: app.fileStore.keyOfUrl(othersLogo, undefined)!, userId: other.id });
    const cases: [object, string][] = [
      [{ catId: undefined }, '请选择分类'],
      [{ catId: 999 }, '该分类不存在！'],
      [{ name: ' ' }, '请输入应用名称'],
      [{ name: '周' }, '应用名称长度为2-10个字符'],
      [{ name: '一二三四五六七八九十一' }, '应用名称长度为2-10个字符'],
      [{ preset: '' }, '请输入预设prompt'],
      [{ preset: '太短了' }, '预设prompt长度为6-1200个字符'],
      [{ preset: '长'.repeat(1201) }, '预设prompt长度为6-1200个字符'],
      [{ des: '' }, '请输入简短的应用描述'],
      [{ des: '长'.repeat(51) }, '应用描述最多50个字符'],
      [{ demoData: ' \n ' }, '请输入示例数据、按回车换行表示新增一条'],
      [{ demoData: '长'.repeat(101) }, '示例数据最多100个字符'],
      [{ coverImg: '' }, '请上传应用Logo'],
      [{ coverImg: 'https://elsewhere.example/logo.png' }, '仅支持 jpg、jpeg、png 格式的图片'],
      [{ coverImg: app.fileStore.urlOfKey(newKey('avatar', 'png')) }, '仅支持 jpg、jpeg、png 格式的图片'],
      [{ coverImg: othersLogo }, '仅支持 jpg、jpeg、png 格式的图片'],
      [{ public: undefined }, '请选择是否公开'],
    ];
    for (const [patch, message] of cases) {
      const reply = await call('POST', '/app/customApp', token, fields(patch));
      expect([reply.statusCode, reply.json().message], JSON.stringify(patch)).toEqual([400, message]);
    }
    // Ten characters counted as characters, trimmed; the examples lose their blank lines.
    const made = await call('POST', '/app/customApp', token, fields({ name: ' 一二三四五六七八九十 ', public: false }));
    expect([made.statusCode, made.json().message]).toEqual([200, '个人应用创建完成！']);
    expect((await mine(token))[0]).toMatchObject({ appName: '一二三四五六七八九十', demoData: '帮我写本周周报\n总结这三件事', status: 'private' });
  });
});

describe('review, versions and the reward', () => {
  it('a public app waits (审核中, not editable), is approved once with one reward, and serves its live version while an edit waits', async () => {
    const author = await createUser();
    const created = await call('POST', '/app/customApp', author.token, fields({ name: '会议纪要' }));
    const id = created.json().data.id as number;
    expect((await mine(author.token))[0]).toMatchObject({ id, status: 'pending', isMine: true, preset: fields().preset, hasPendingRevision: false });
    const refused = await call('POST', '/app/customApp', author.token, fields({ name: '会议纪要二', appId: id }));
    expect([refused.statusCode, refused.json().message]).toEqual([400, '应用审核中，暂不可编辑']);

    // Ten approvals at once: one decides, one reward.
    const item = await reviewOf(id);
    expect(item?.snapshot).toMatchObject({ 名称: '会议纪要', 分类: '写作助手' });
    const replies = await Promise.all(Array.from({ length: 10 }, () => admin(`/admin/review/${item!.id}/approve`)));
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(await rewards(id)).toHaveLength(1);
    expect((await mine(author.token))[0]).toMatchObject({ status: 'approved', appName: '会议纪要' });

    // An edit of the listed app waits beside the live version; a rejection keeps the live one and says why.
    await call('POST', '/app/customApp', author.token, fields({ name: '会议纪要Pro', appId: id }));
    expect((await mine(author.token))[0]).toMatchObject({ appName: '会议纪要', hasPendingRevision: true, status: 'approved' });
    await admin(`/admin/review/${(await reviewOf(id))!.id}/reject`, { reason: '名称含英文' });
    expect((await mine(author.token))[0]).toMatchObject({ appName: '会议纪要', hasPendingRevision: false, rejectReason: '名称含英文', status: 'approved' });

    // Edited again and approved with a reward the reviewer chose: the new version goes live, and the app is not paid
    // twice (neither by the queue nor by the app).
    await call('POST', '/app/customApp', author.token, fields({ name: '纪要助手', appId: id }));
    const confirmed = await confirm('POST', `/api/admin/review/${(await reviewOf(id))!.id}/approve-rewarded`, { rewardPoints: 50 });
    expect(confirmed.statusCode).toBe(200);
    expect((await mine(author.token))[0]).toMatchObject({ appName: '纪要助手', hasPendingRevision: false, rejectReason: '' });
    expect(await rewards(id)).toHaveLength(1);
    const [author_] = await app.database.db.select({ score: schema.users.score }).from(schema.users).where(eq(schema.users.id, author.id));
    expect(author_!.score).toBe(5);
    expect(await app.database.db.select().from(schema.pointsLedger).where(eq(schema.pointsLedger.reason, 'review'))).toEqual([]);
  });

  it('a rejected new app shows the reason and may be edited and sent again; a listed name is not reused', async () => {
    const author = await createUser();
    const id = (await call('POST', '/app/customApp', author.token, fields({ name: '翻译官' }))).json().data.id as number;
    await admin(`/admin/review/${(await reviewOf(id))!.id}/reject`, { reason: '描述不清楚' });
    expect((await mine(author.token))[0]).toMatchObject({ status: 'rejected', rejectReason: '描述不清楚' });
    expect((await call('POST', '/app/customApp', author.token, fields({ name: '翻译官', appId: id }))).statusCode).toBe(200);
    await admin(`/admin/review/${(await reviewOf(id))!.id}/approve`);
    const other = await createUser();
    const taken = await call('POST', '/app/customApp', other.token, fields({ name: '翻译官' }));
    expect([taken.statusCode, taken.json().message]).toEqual([400, '该应用名称已存在！']);
    // Private apps may share a name.
    expect((await call('POST', '/app/customApp', other.token, fields({ name: '翻译官', public: false }))).statusCode).toBe(200);
  });

  it('another user’s app cannot be edited or deleted', async () => {
    const author = await createUser();
    const stranger = await createUser();
    const id = (await call('POST', '/app/customApp', author.token, fields({ name: '私人助理', public: false }))).json().data.id as number;
    const edit = await call('POST', '/app/customApp', stranger.token, fields({ name: '抢来的', appId: id }));
    expect([edit.statusCode, edit.json().message]).toEqual([404, '您正在编辑一个不存在的应用！']);
    expect((await call('POST', '/app/delMineApp', stranger.token, { id })).statusCode).toBe(404);
    expect((await call('POST', '/app/customApp', author.token, fields({ name: '私人助理二', appId: id, public: false }))).json().message).toBe(
      '个人应用修改完成！',
    );
  });
});

describe('collections and deletion', () => {
  it('toggles a listed app in and out of 我的应用; another’s private app is unavailable; 20 toggles at once leave one state', async () => {
    const author = await createUser();
    const fan = await createUser();
    const listed = (await call('POST', '/app/customApp', author.token, fields({ name: '诗词鉴赏' }))).json().data.id as number;
    await admin(`/admin/review/${(await reviewOf(listed))!.id}/approve`);
    const hidden = (await call('POST', '/app/customApp', author.token, fields({ name: '日记本', public: false }))).json().data.id as number;

    const first = await call('POST', '/app/collect', fan.token, { appId: listed });
    expect(first.json().data).toBe('已将应用加入到我的个人工作台！');
    expect(await mine(fan.token)).toEqual([expect.objectContaining({ appId: listed, isMine: false, appName: '诗词鉴赏' })]);
    expect((await mine(fan.token))[0]).not.toHaveProperty('preset');
    expect((await call('POST', '/app/collect', fan.token, { appId: listed })).json().data).toBe('取消收藏成功!');
    expect(await mine(fan.token)).toEqual([]);
    const refused = await call('POST', '/app/collect', fan.token, { appId: hidden });
    expect([refused.statusCode, refused.json().message]).toEqual([404, '该应用已下架或删除']);

    const replies = await Promise.all(Array.from({ length: 20 }, () => call('POST', '/app/collect', fan.token, { appId: listed })));
    expect(replies.every((reply) => reply.statusCode === 200)).toBe(true);
    const rows = await app.database.db.select().from(schema.userApps).where(eq(schema.userApps.userId, fan.id));
    expect(rows.length).toBeLessThanOrEqual(1);
    expect((await mine(fan.token)).length).toBe(rows.length);
  });

  it('pages 我的应用 in SQL: own apps newest first, then collections latest first', async () => {
    const author = await createUser();
    const fan = await createUser();
    const made: number[] = [];
    for (const name of ['页一', '页二', '页三']) {
      const id = (await call('POST', '/app/customApp', author.token, fields({ name: `${name}${made.length}x` }))).json().data.id as number;
      await approve(id);
      made.push(id);
    }
    const own = [];
    for (const name of ['自己一', '自己二'])
      own.push((await call('POST', '/app/customApp', fan.token, fields({ name, public: false }))).json().data.id as number);
    for (const id of made) {
      await call('POST', '/app/collect', fan.token, { appId: id });
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const pageOf = async (page: number) => (await call('GET', '/app/mineAppsV3', fan.token, { page: String(page), size: '2' })).json().data;
    const pages = [await pageOf(1), await pageOf(2), await pageOf(3), await pageOf(4)];
    expect(pages.map((data) => data.rows.map((row: { id: number }) => row.id))).toEqual([[own[1], own[0]], [made[2], made[1]], [made[0]], []]);
    expect(pages.map((data) => data.count)).toEqual([5, 5, 5, 5]);
  });

  it('deleting an app takes it out of every collection and the queue', async () => {
    const author = await createUser();
    const fan = await createUser();
    const id = (await call('POST', '/app/customApp', author.token, fields({ name: '旅行规划' }))).json().data.id as number;
    await admin(`/admin/review/${(await reviewOf(id))!.id}/approve`);
    await call('POST', '/app/collect', fan.token, { appId: id });
    await call('POST', '/app/customApp', author.token, fields({ name: '旅行规划师', appId: id }));
    const deleted = await call('POST', '/app/delMineApp', author.token, { id });
    expect(deleted.statusCode).toBe(200);
    expect(await mine(fan.token)).toEqual([]);
    expect(await mine(author.token)).toEqual([]);
    expect(await reviewOf(id)).toBeUndefined();
    expect((await call('POST', '/app/collect', fan.token, { appId: id })).statusCode).toBe(404);
  });
});

describe('the store’s list (/app/list, from memory)', () => {
  it('lists approved apps in 热门 order, by category and by words folded for case, width and Traditional script', async () => {
    const author = await createUser();
    const fan = await createUser();
    const listed = async (name: string, patch: object = {}) => {
      const id = (await call('POST', '/app/customApp', author.token, fields({ name, ...patch }))).json().data.id as number;
      await admin(`/admin/review/${(await reviewOf(id))!.id}/approve`);
      return id;
    };
    const weekly = await listed('鲸鱼观察', { des: '记录鲸鱼的行踪 ABC' });
    const coder = await listed('代码审查', { catId: 4, des: '检查代码里的问题' });
    const picked = await listed('精选助手', { des: '运营推荐的应用' });
    await app.database.db.update(schema.apps).set({ featured: true, sort: 1 }).where(eq(schema.apps.id, picked));
    await app.database.db.insert(schema.appDailyUses).values({ appId: coder, day: shanghaiDate(app.clock.now(), -1), uses: 3 });
    await call('POST', '/app/customApp', author.token, fields({ name: '未公开的', public: false }));
    await call('POST', '/app/collect', fan.token, { appId: coder });
    app.appCatalog.invalidate();
    await new Promise((resolve) => setTimeout(resolve, 1100));

    const list = async (query: Record<string, string>, token = fan.token) => (await call('GET', '/app/list', token, query)).json().data;
    const all = await list({ size: '100' });
    const ids = all.rows.map((row: { id: number }) => row.id);
    expect(ids.indexOf(picked)).toBe(0);
    expect(ids.indexOf(coder)).toBeLessThan(ids.indexOf(weekly));
    expect(all.rows.some((row: { name: string }) => row.name === '未公开的')).toBe(false);
    expect(all.rows.find((row: { id: number }) => row.id === coder)).toMatchObject({ catName: '编程开发', isCollected: true, role: 'user' });
    expect((await list({ catId: '4' })).rows.map((row: { id: number }) => row.id)).toEqual([coder]);
    for (const keyword of ['鯨魚', 'ａｂｃ', 'abc 鲸鱼'])
      expect(
        (await list({ keyword })).rows.map((row: { id: number }) => row.id),
        keyword,
      ).toEqual([weekly]);
    expect((await list({ keyword: '鲸鱼 代码' })).count).toBe(0);
    // Visitors read; nothing is collected for them.
    const visitor = (await call('GET', '/app/list', undefined, { catId: '4' })).json().data;
    expect(visitor.rows[0]).toMatchObject({ id: coder, isCollected: false });
    // A deleted app leaves the list at once.
    await call('POST', '/app/delMineApp', author.token, { id: coder });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await list({ catId: '4' })).count).toBe(0);
  });
});
