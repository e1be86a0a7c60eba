import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../src/db/index.js';
import { newKey } from '../../../src/domain/files/fileStore.js';
import { createTestApp, ManualClock, operatorToken } from '../../../src/testing/testApp.js';
import { appsKit } from '../apps/appsTestKit.js';
import { operatorKit } from '../prompts/operatorKit.js';

let app: FastifyInstance;
let adminToken: string;
let operatorId: number;
const clock = new ManualClock(new Date());
beforeAll(async () => {
  app = await createTestApp({ clock });
  adminToken = await operatorToken(app);
  const [operator] = await app.database.db.select().from(schema.users).where(eq(schema.users.username, 'admin'));
  operatorId = operator!.id;
});
afterAll(async () => app?.close());

const apps = appsKit(
  () => app,
  () => adminToken,
);
const { call, get, post, refusal, confirmedDelete, refusesOthers } = operatorKit(
  () => app,
  () => adminToken,
);
/** A picture uploaded to a public folder by `userId` (the operator by default), as POST /file/upload records it. */
async function upload(userId = operatorId, dir = 'app-logo') {
  const key = newKey(dir, 'png');
  await app.database.db.insert(schema.publicUploads).values({ key, userId });
  return app.fileStore.urlOfKey(key);
}
const titles = (rows: { title: string }[]) => rows.map((row) => row.title);
const carousel = async () => titles((await call('GET', '/index-rec/page', undefined, { type: 'swiper', size: '50' })).json().data.rows);
const recommended = async () => titles((await call('GET', '/index-rec/rec-get', undefined)).json().data.rows);
const lastAudit = async () => (await app.database.db.select().from(schema.adminAudit).orderBy(desc(schema.adminAudit.id)).limit(1))[0];
const hour = 3_600_000;

describe('home slots in the back office', () => {
  it('adds a slide with a picture and a route, changes, switches and deletes it; the carousel shows each change at once', async () => {
    const image = await upload();
    const created = await post('/admin/home-slots', { kind: 'swiper', title: ' 会员特惠 ', image, target: '/member', sort: 2, tagId: 3 });
    expect(created.statusCode, created.body).toBe(200);
    const slot = created.json().data;
    expect(slot).toMatchObject({ kind: 'swiper', title: '会员特惠', image, target: '/member', appId: null, tagId: 3, enabled: true, app: null, live: true });
    expect(await lastAudit()).toMatchObject({ action: 'home.createSlot', target: `homeSlot:${slot.id}` });
    expect(await carousel()).toContain('会员特惠');

    const now = clock.now().getTime();
    const later = await post(`/admin/home-slots/${slot.id}`, { startsAt: new Date(now + hour).toISOString(), endsAt: new Date(now + 2 * hour).toISOString() });
    expect(later.json().data).toMatchObject({ live: false, startsAt: new Date(now + hour).toISOString() });
    expect(await carousel()).not.toContain('会员特惠');
    clock.advance(hour);
    // An hour idle ends the back-office session: the operator signs in again.
    adminToken = await operatorToken(app);
    expect(await carousel()).toContain('会员特惠');
    expect((await get('/admin/home-slots', { kind: 'swiper' })).json().data.find((row: { id: number }) => row.id === slot.id)).toMatchObject({ live: true });
    await post(`/admin/home-slots/${slot.id}`, { startsAt: null, endsAt: null, title: '会员五折' });
    expect(await lastAudit()).toMatchObject({ action: 'home.updateSlot', before: expect.objectContaining({ title: '会员特惠' }) });

    expect((await post(`/admin/home-slots/${slot.id}`, { enabled: false })).json().data).toMatchObject({ enabled: false, live: false });
    expect(await carousel()).not.toContain('会员五折');
    await post(`/admin/home-slots/${slot.id}`, { enabled: true });
    expect(await carousel()).toContain('会员五折');

    expect(await refusal(call('DELETE', `/admin/home-slots/${slot.id}`, adminToken))).toEqual([403, '需要二次确认']);
    expect((await confirmedDelete(`/admin/home-slots/${slot.id}`)).statusCode).toBe(200);
    expect(await lastAudit()).toMatchObject({ action: 'home.deleteSlot', target: `homeSlot:${slot.id}` });
    expect(await carousel()).not.toContain('会员五折');
    expect(await refusal(confirmedDelete(`/admin/home-slots/${slot.id}`))).toEqual([404, '该推荐位不存在']);
  });

  it('recommends an app (its logo when no picture): shown while it is listed, named in the back office either way', async () => {
    const author = await apps.createUser();
    const id = (await apps.call('POST', '/app/customApp', author.token, apps.fields({ name: '首页应用' }))).json().data.id as number;
    const created = (await post('/admin/home-slots', { kind: 'rec', title: '推荐应用', appId: id })).json().data;
    expect(created).toMatchObject({ appId: id, image: '', target: '', app: { id, name: '首页应用', listed: false, deleted: false }, live: false });
    expect(await recommended()).not.toContain('推荐应用');
    await apps.approve(id);
    app.appCatalog.invalidate();
    expect(await recommended()).toContain('推荐应用');
    const [row] = (await get('/admin/home-slots', { kind: 'rec' })).json().data as { id: number; live: boolean; app: { listed: boolean } }[];
    expect(row).toMatchObject({ id: created.id, live: true, app: { listed: true } });

    // From an app to a route: target given, appId cleared, a picture needed.
    const image = await upload();
    expect(await refusal(post(`/admin/home-slots/${created.id}`, { target: '/draw' }))).toEqual([400, '跳转路由和应用只能选择一个']);
    expect(await refusal(post(`/admin/home-slots/${created.id}`, { target: '/draw', appId: null }))).toEqual([400, '请上传图片']);
    const route = (await post(`/admin/home-slots/${created.id}`, { target: '/draw', appId: null, image })).json().data;
    expect(route).toMatchObject({ target: '/draw', appId: null, app: null, live: true });
    expect((await post(`/admin/home-slots/${created.id}`, { target: '', appId: id })).json().data).toMatchObject({ appId: id, target: '', image });
  });

  it('refuses each field in the form’s order with its message', async () => {
    const image = await upload();
    const author = await apps.createUser();
    const gone = (await apps.call('POST', '/app/customApp', author.token, apps.fields({ name: '删掉的' }))).json().data.id as number;
    await apps.call('POST', '/app/delMineApp', author.token, { id: gone });
    const slide = { kind: 'swiper', title: '活动', image, target: '/app-store' };
    const refused: [object, string][] = [
      [{ title: '  ' }, '请输入标题'],
      [{ title: '题'.repeat(31) }, '标题最多30个字符'],
      [{ target: '' }, '请填写跳转路由或选择应用'],
      [{ appId: 1 }, '跳转路由和应用只能选择一个'],
      [{ target: 'https://evil.example/x' }, '跳转路由须为以 / 开头的站内地址'],
      [{ target: '//evil.example' }, '跳转路由须为以 / 开头的站内地址'],
      [{ target: '/a//b' }, '跳转路由须为以 / 开头的站内地址'],
      [{ target: 'javascript:alert(1)' }, '跳转路由须为以 / 开头的站内地址'],
      [{ target: '/\\evil.example' }, '跳转路由须为以 / 开头的站内地址'],
      [{ target: '/a b' }, '跳转路由须为以 / 开头的站内地址'],
      [{ target: '', appId: 99999 }, '应用不存在或已删除'],
      [{ target: '', appId: gone }, '应用不存在或已删除'],
      [{ image: '' }, '请上传图片'],
      [{ image: await upload(author.id) }, '图片须为管理员上传到本站的图片'],
      [{ image: 'https://elsewhere.example/a.png' }, '图片须为管理员上传到本站的图片'],
      [{ image: app.fileStore.urlOfKey(newKey('app-logo', 'png')) }, '图片须为管理员上传到本站的图片'],
      [{ startsAt: '2026-07-02T00:00:00.000Z', endsAt: '2026-07-01T00:00:00.000Z' }, '结束时间须晚于开始时间'],
      [{ startsAt: '2026-07-01T00:00:00.000Z', endsAt: '2026-07-01T00:00:00.000Z' }, '结束时间须晚于开始时间'],
    ];
    for (const [patch, message] of refused) {
      expect(await refusal(post('/admin/home-slots', { ...slide, ...patch })), JSON.stringify(patch)).toEqual([400, message]);
    }
    expect((await post('/admin/home-slots', { ...slide, kind: 'banner' })).statusCode).toBe(400);
    expect((await post('/admin/home-slots', { ...slide, title: '题'.repeat(30), target: '/' })).statusCode).toBe(200);
    expect(await refusal(post('/admin/home-slots/99999', { enabled: true }))).toEqual([404, '该推荐位不存在']);
    expect((await post('/admin/home-slots/1', {})).statusCode).toBe(400);
    // A later end only on its own is checked against the stored start.
    const id = (await post('/admin/home-slots', { ...slide, startsAt: '2026-07-02T00:00:00.000Z' })).json().data.id as number;
    expect(await refusal(post(`/admin/home-slots/${id}`, { endsAt: '2026-07-01T00:00:00.000Z' }))).toEqual([400, '结束时间须晚于开始时间']);
  });

  it('keeps a picture set before these checks when other fields change', async () => {
    const [legacy] = await app.database.db
      .insert(schema.homeSlots)
      .values({ kind: 'swiper', title: '旧轮播', image: '/uploads/home/old.png', target: '/' })
      .returning();
    expect((await post(`/admin/home-slots/${legacy!.id}`, { title: '旧轮播改名', image: '/uploads/home/old.png' })).statusCode).toBe(200);
    expect(await refusal(post(`/admin/home-slots/${legacy!.id}`, { image: '/uploads/home/other.png' }))).toEqual([400, '图片须为管理员上传到本站的图片']);
    expect(await carousel()).toContain('旧轮播改名');
  });

  it('answers 401 without a token and 403 to a user’s token on every route', async () => {
    const user = await apps.createUser();
    await refusesOthers(
      [
        ['GET', '/admin/home-slots'],
        ['POST', '/admin/home-slots'],
        ['POST', '/admin/home-slots/1'],
        ['DELETE', '/admin/home-slots/1'],
      ],
      user.token,
    );
  });
});
