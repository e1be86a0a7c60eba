import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../src/db/index.js';
import { shanghaiDate } from '../../../src/domain/shanghaiDate.js';
import { createTestApp, operatorToken, testAdminPassword } from '../../../src/testing/testApp.js';
import { appsKit } from './appsTestKit.js';

let app: FastifyInstance;
let adminToken: string;
let operatorId: number;
beforeAll(async () => {
  app = await createTestApp();
  adminToken = await operatorToken(app);
  const [operator] = await app.database.db.select().from(schema.users).where(eq(schema.users.username, 'admin'));
  operatorId = operator!.id;
});
afterAll(async () => app?.close());

const { call, admin, createUser, logo, fields, reviewOf, approve } = appsKit(
  () => app,
  () => adminToken,
);
const get = async (url: string, query: Record<string, string> = {}) =>
  (await app.inject({ method: 'GET', url: `/api${url}`, query, headers: { authorization: `Bearer ${adminToken}` } })).json();
/** The two-step confirmation, then the request with its grant. */
async function confirmed(method: 'DELETE', url: string) {
  const grant = await app.inject({
    method: 'POST',
    url: '/api/admin/auth/confirm',
    headers: { authorization: `Bearer ${adminToken}` },
    payload: { method, path: url, password: testAdminPassword, reason: '测试' },
  });
  if (grant.statusCode !== 200) throw new Error(grant.body);
  return app.inject({ method, url, headers: { authorization: `Bearer ${adminToken}`, 'x-admin-grant': grant.json().data.grant } });
}
/** An app-logo upload the operator made. */
async function operatorLogo() {
  const url = logo();
  await app.database.db.insert(schema.publicUploads).values({ key: app.fileStore.keyOfUrl(url, undefined)!, userId: operatorId });
  return url;
}
const official = async (patch: object = {}) => ({ ...fields({ coverImg: await operatorLogo(), public: undefined }), enabled: true, ...patch });
const storeList = async (query: Record<string, string> = {}) => {
  app.appCatalog.invalidate();
  await new Promise((resolve) => setTimeout(resolve, 1100));
  return (await call('GET', '/app/list', undefined, { size: '100', ...query })).json().data.rows as { id: number; name: string; role: string }[];
};

describe('official apps and terms', () => {
  it('creates an official app listed at once (names up to 30, the operator’s logo, an enabled model), rewrites it, and deletes it', async () => {
    const long = '官方应用名称可以更长一些最多三十个字符一二三四五六七八九十百';
    expect([...long].length).toBe(30);
    const refused: [object, string][] = [
      [{ name: `${long}一` }, '应用名称长度为2-30个字符'],
      [{ coverImg: logo() }, '仅支持 jpg、jpeg、png 格式的图片'],
      [{ model: 'no-such-model' }, '模型不存在或已停用'],
    ];
    for (const [patch, message] of refused) {
      const reply = await admin('/admin/apps', await official(patch));
      expect([reply.statusCode, reply.json().message], JSON.stringify(patch)).toEqual([400, message]);
    }
    const created = await admin('/admin/apps', await official({ name: long, model: 'gpt-4o', price: 3, featured: true, sort: 1 }));
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id as number;
    const listed = (await storeList()).find((row) => row.id === id);
    expect(listed).toMatchObject({ name: long, role: 'system' });
    const [row] = (await get('/admin/apps', { official: 'true' })).data.rows;
    expect(row).toMatchObject({ id, official: true, status: 'approved', model: 'gpt-4o', price: 3, featured: true, preset: fields().preset });

    const rewritten = await admin(`/admin/apps/${id}`, await official({ name: '官方助手', enabled: false }));
    expect(rewritten.statusCode).toBe(200);
    expect((await storeList()).some((entry) => entry.id === id)).toBe(false);
    expect((await get('/admin/apps', { official: 'true' })).data.rows[0]).toMatchObject({ name: '官方助手', status: 'disabled' });
    // A user's app is no official one to rewrite.
    const author = await createUser();
    const userApp = (await call('POST', '/app/customApp', author.token, fields({ name: '用户的' }))).json().data.id as number;
    expect((await admin(`/admin/apps/${userApp}`, await official())).statusCode).toBe(404);

    expect((await confirmed('DELETE', `/api/admin/apps/${id}`)).statusCode).toBe(200);
    expect((await get('/admin/apps', { official: 'true' })).data.rows.some((entry: { id: number }) => entry.id === id)).toBe(false);
  });

  it('sets a user app’s terms, takes it down with a reason its author reads, and lists it again', async () => {
    const author = await createUser();
    const id = (await call('POST', '/app/customApp', author.token, fields({ name: '下架测试' }))).json().data.id as number;
    await approve(id);
    expect((await admin(`/admin/apps/${id}/terms`, { price: 9, model: 'gpt-4o' })).statusCode).toBe(200);
    expect((await admin(`/admin/apps/${id}/terms`, { model: 'nope' })).json().message).toBe('模型不存在或已停用');
    const [terms] = await app.database.db.select().from(schema.apps).where(eq(schema.apps.id, id));
    expect(terms).toMatchObject({ price: 9, model: 'gpt-4o' });

    const noReason = await admin(`/admin/apps/${id}/disabled`, { disabled: true, reason: ' ' });
    expect([noReason.statusCode, noReason.json().message]).toEqual([400, '请填写下架原因']);
    await admin(`/admin/apps/${id}/disabled`, { disabled: true, reason: '内容与描述不符' });
    expect((await storeList()).some((row) => row.id === id)).toBe(false);
    const mine = (await call('GET', '/app/mineAppsV3', author.token)).json().data.rows;
    expect(mine[0]).toMatchObject({ id, status: 'disabled', rejectReason: '内容与描述不符' });

    // Meanwhile another app took the name: listing it again is refused until that changes.
    const rival = await createUser();
    const taken = (await call('POST', '/app/customApp', rival.token, fields({ name: '下架测试' }))).json().data.id as number;
    await approve(taken);
    const clash = await admin(`/admin/apps/${id}/disabled`, { disabled: false });
    expect([clash.statusCode, clash.json().message]).toEqual([409, '该应用名称已存在！']);
    await admin(`/admin/apps/${taken}/disabled`, { disabled: true, reason: '重名' });
    expect((await admin(`/admin/apps/${id}/disabled`, { disabled: false })).statusCode).toBe(200);
    expect((await storeList()).some((row) => row.id === id)).toBe(true);
  });

  it('shows the last 30 days’ uses and the review’s diff against the live version', async () => {
    const author = await createUser();
    const first = fields({ name: '用量统计' });
    const id = (await call('POST', '/app/customApp', author.token, first)).json().data.id as number;
    await approve(id);
    await app.database.db.insert(schema.appDailyUses).values([
      { appId: id, day: shanghaiDate(app.clock.now(), -1), uses: 4 },
      { appId: id, day: shanghaiDate(app.clock.now(), -40), uses: 9 },
    ]);
    const usage = (await get(`/admin/apps/${id}/usage`)).data;
    expect(usage.days).toHaveLength(30);
    expect(usage.days.at(-2)).toEqual({ day: shanghaiDate(app.clock.now(), -1), uses: 4 });
    expect(usage.days.reduce((sum: number, day: { uses: number }) => sum + day.uses, 0)).toBe(4);
    expect((await get('/admin/apps', { keyword: '用量' })).data.rows[0]).toMatchObject({ id, weekUses: 4 });

    await call('POST', '/app/customApp', author.token, { ...first, name: '用量统计二', appId: id });
    const item = await reviewOf(id);
    expect(item?.snapshot).toMatchObject({ 名称: '用量统计二', 改动: '名称', 上架中的版本: { 名称: '用量统计' } });
    expect((await get('/admin/apps', { keyword: '用量' })).data.rows[0]).toMatchObject({ reviewId: item!.id });
  });

  it('lists only the apps with a version waiting for review (待审核)', async () => {
    const author = await createUser();
    const waiting = (await call('POST', '/app/customApp', author.token, fields({ name: '待审应用' }))).json().data.id as number;
    const listed = (await call('POST', '/app/customApp', author.token, fields({ name: '已审应用' }))).json().data.id as number;
    await approve(listed);
    const rows = (await get('/admin/apps', { review: 'true', size: '60' })).data.rows as { id: number; reviewId: number | null }[];
    expect(rows.map((row) => row.id)).toContain(waiting);
    expect(rows.map((row) => row.id)).not.toContain(listed);
    expect(rows.every((row) => row.reviewId !== null)).toBe(true);
    // The queue names an app by its 名称.
    const queue = (await get('/admin/review', { status: 'pending', kind: 'app', size: '100' })).data.rows as { targetId: string; title: string | null }[];
    expect(queue.find((row) => row.targetId === String(waiting))?.title).toBe('待审应用');
  });
});

describe('categories', () => {
  it('creates, changes and deletes categories; one holding an app cannot go', async () => {
    const categories = async () => (await get('/admin/app-categories')).data as { id: number; name: string; apps: number; role: boolean }[];
    const created = (await admin('/admin/app-categories', { name: ' 旅行出游 ', sort: 9, enabled: true, role: false })).json().data;
    expect(created).toMatchObject({ name: '旅行出游', apps: 0 });
    expect((await admin(`/admin/app-categories/${created.id}`, { name: '' })).statusCode).toBe(400);
    expect((await admin(`/admin/app-categories/${created.id}`, { role: true })).json().data).toMatchObject({ role: true });
    expect((await call('GET', '/app/queryCats')).json().data.rows.map((row: { name: string }) => row.name)).toContain('旅行出游');

    const author = await createUser();
    await call('POST', '/app/customApp', author.token, fields({ name: '出游助手', catId: created.id, public: false }));
    expect((await categories()).find((row) => row.id === created.id)?.apps).toBe(1);
    const held = await confirmed('DELETE', `/api/admin/app-categories/${created.id}`);
    expect([held.statusCode, held.json().message]).toEqual([400, '该分类下存在App，不可删除！']);

    const empty = (await admin('/admin/app-categories', { name: '空分类', sort: 10, enabled: false, role: false })).json().data;
    expect((await call('GET', '/app/queryCats')).json().data.rows.map((row: { name: string }) => row.name)).not.toContain('空分类');
    expect((await confirmed('DELETE', `/api/admin/app-categories/${empty.id}`)).statusCode).toBe(200);
    expect((await categories()).some((row) => row.id === empty.id)).toBe(false);
  });
});
