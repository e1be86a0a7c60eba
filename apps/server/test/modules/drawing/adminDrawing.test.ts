import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../src/db/index.js';
import { operatorToken, testAdminPassword } from '../../../src/testing/testApp.js';
import { type DrawingHarness, FAST_SIM, startDrawingHarness } from './drawingTestKit.js';

let h: DrawingHarness;
let operator: string;
beforeAll(async () => {
  h = await startDrawingHarness();
  operator = await operatorToken(h.app);
});
afterAll(async () => h?.close());

const admin = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, grant?: string) =>
  h.app.inject({
    method,
    url: `/api${url}`,
    headers: { authorization: `Bearer ${operator}`, ...(grant ? { 'x-admin-grant': grant } : {}) },
    ...(payload ? { payload } : {}),
  });
/** The two-step confirmation, then the request with its grant. */
const confirmed = async (url: string, body: object) => {
  const confirmation = await admin('POST', '/admin/auth/confirm', {
    method: 'POST',
    path: `/api${url}`,
    body,
    password: testAdminPassword,
    reason: '更换绘画接口',
  });
  expect(confirmation.statusCode, confirmation.body).toBe(200);
  return admin('POST', url, body, confirmation.json().data.grant as string);
};
const settings = async () => (await admin('GET', '/admin/drawing/settings')).json().data;
const lastAudit = async () => (await h.db.select().from(schema.adminAudit).orderBy(schema.adminAudit.id)).at(-1)!;

describe('the drawing settings of the back office', () => {
  it('are read as the server uses them, and only by operators', async () => {
    const data = await settings();
    expect(data.settings).toMatchObject({ mjModes: [1, 2, 3], fast_mjDeduction1: 4, trubo_mjDeduction1: 8, mjConcurrentJobs: 3, mjFastTimeoutMinutes: 10 });
    expect(data.settings.drawSuggestWords).toContain('水彩');
    expect(data.routing.mjProxyHost).toBe(h.simUrl);
    expect(data.secretSet).toBe(true);
    expect(JSON.stringify(data)).not.toContain('mjProxySecret');
    expect(data.chatModels.length).toBeGreaterThan(0);
    const user = await h.createUser();
    expect((await h.call('GET', '/admin/drawing/settings', user.token)).statusCode).toBe(403);
  });

  it('save at once, and the next drawing is charged and capped by them', async () => {
    const changed = await admin('POST', '/admin/drawing/settings', {
      values: { fast_mjDeduction1: 6, mjConcurrentJobs: 1, drawSuggestWords: ['国风', '油画'], mjSensitiveWords: '禁词\nbanned', mjModes: [1, 2] },
    });
    expect(changed.json(), changed.body).toMatchObject({ success: true });
    expect((await settings()).settings).toMatchObject({ fast_mjDeduction1: 6, mjConcurrentJobs: 1, drawSuggestWords: ['国风', '油画'], mjModes: [1, 2] });
    expect(await lastAudit()).toMatchObject({ action: 'drawing.settings', before: { fast_mjDeduction1: 4, mjConcurrentJobs: 3 } });
    const user = await h.createUser({ score: 20 });
    expect((await h.imagine(user.token)).json()).toMatchObject({ success: true });
    expect(await h.score(user.id)).toBe(14);
    expect((await h.imagine(user.token)).json().message).toBe('当前进行中的任务已达上限，请稍后再试');
    expect((await h.imagine(user.token, { prompt: 'a banned cat' })).json().message).toBe('prompt包含敏感词：banned');
    expect((await h.imagine(user.token, { mode: 3 })).json().message).toBe('该绘画模式暂未开放');
    await h.settle();
    await admin('POST', '/admin/drawing/settings', { values: { fast_mjDeduction1: 4, mjConcurrentJobs: 3, mjSensitiveWords: '', mjModes: [1, 2, 3] } });
  });

  it('keep the quick tools of /draw/smalltools, which the public config carries', async () => {
    const seeded = (await settings()).settings.drawQuickTools;
    expect(seeded.map((tool: { name: string }) => tool.name)).toEqual(['头像生成', '手机壁纸', 'Logo 设计', '电商主图', '表情包', '国风插画']);
    const wallpaper = { name: '手机壁纸', description: '', template: '{input}，手机壁纸', placeholder: '例如：鲸鱼', size: '9:16', model: 'MJ-6.1' };
    expect((await admin('POST', '/admin/drawing/settings', { values: { drawQuickTools: [wallpaper] } })).statusCode).toBe(200);
    expect((await settings()).settings.drawQuickTools).toEqual([wallpaper]);
    const front = (await h.app.inject({ method: 'GET', url: '/api/config/queryFront' })).json().data;
    expect(JSON.parse(front.drawQuickTools)).toEqual([wallpaper]);
    for (const bad of [
      { ...wallpaper, size: '5:1' },
      { ...wallpaper, name: '' },
      { ...wallpaper, model: 'MJ-1' },
    ]) {
      expect((await admin('POST', '/admin/drawing/settings', { values: { drawQuickTools: [bad] } })).statusCode).toBe(400);
    }
    await admin('POST', '/admin/drawing/settings', { values: { drawQuickTools: seeded } });
  });

  it('refuse values the server could not use, saving none of them', async () => {
    for (const values of [
      { fast_mjDeduction1: -1 },
      { mjModes: [] },
      { mjModes: [4] },
      { mjConcurrentJobs: 0 },
      { mjFastTimeoutMinutes: 1.5 },
      {},
      { siteName: 'x' },
    ]) {
      const reply = await admin('POST', '/admin/drawing/settings', { values });
      expect(reply.statusCode, JSON.stringify(values)).toBe(400);
    }
    expect((await admin('POST', '/admin/drawing/settings', { values: { relax_vip_free: 9, mjModes: [2, 2] } })).statusCode).toBe(400);
    const unknown = await admin('POST', '/admin/drawing/settings', { values: { relax_vip_free: 9, mjTranslateModel: 'no-such-model' } });
    expect(unknown.json().message).toBe('翻译模型不存在或不是对话模型');
    expect((await settings()).settings.relax_vip_free).toBe(0);
  });

  it('change the routing and the secret only through the two-step confirmation; the secret is never shown or audited', async () => {
    const body = { values: { mjRelaxProxyHost: 'https://relax.example.com', mjProxySecret: 'new-secret-value' } };
    expect((await admin('POST', '/admin/drawing/routing', body)).json().message).toBe('需要二次确认');
    expect((await confirmed('/admin/drawing/routing', { values: { mjFaceProxyHost: 'ftp://x' } })).statusCode).toBe(400);
    expect((await confirmed('/admin/drawing/routing', body)).json()).toMatchObject({ success: true });
    expect((await settings()).routing.mjRelaxProxyHost).toBe('https://relax.example.com');
    expect(h.app.drawSettings.proxyFor('relax')).toEqual({ baseUrl: 'https://relax.example.com', secret: 'new-secret-value' });
    const audit = await lastAudit();
    expect(audit).toMatchObject({
      action: 'drawing.routing',
      reason: '更换绘画接口',
      after: { mjRelaxProxyHost: 'https://relax.example.com', mjProxySecret: '已修改' },
    });
    expect(JSON.stringify(audit)).not.toContain('new-secret-value');
    expect((await confirmed('/admin/drawing/routing', { values: { mjRelaxProxyHost: '', mjProxySecret: null } })).json()).toMatchObject({ success: true });
    expect((await settings()).secretSet).toBe(false);
    await h.app.configStore.setMany({ mjProxySecret: (await import('@lingxi/sim')).DEFAULT_MJ_SECRET });
  });
});

describe('the job monitor', () => {
  it('lists unfinished jobs with their counts, and cancelling one refunds it once, upstream too', async () => {
    await h.upstream({ stepMs: 60_000 });
    const user = await h.createUser({ score: 10 });
    const id = (await h.imagine(user.token)).json().data.id as number;
    await h.app.jobs.runOnce();
    await h.app.jobs.runOnce();
    const listed = (await admin('GET', '/admin/jobs?status=open')).json().data;
    expect(listed.rows[0]).toMatchObject({
      id,
      module: 'drawing',
      kind: 'mj',
      status: 'running',
      chargePoints: 4,
      freeUse: false,
      username: expect.any(String),
    });
    expect(listed.open.running).toBeGreaterThanOrEqual(1);
    expect((await admin('GET', `/admin/jobs?userId=${user.id}&status=succeeded`)).json().data.rows).toEqual([]);
    expect((await admin('POST', `/admin/jobs/${id}/cancel`)).statusCode).toBe(403);
    expect((await confirmed(`/admin/jobs/${id}/cancel`, {})).json()).toMatchObject({ success: true, data: { refunded: 4, freeUse: false } });
    expect(await h.score(user.id)).toBe(10);
    const [job] = await h.db.select().from(schema.generationJobs).where(eq(schema.generationJobs.id, id));
    expect(job).toMatchObject({ status: 'cancelled', error: '已被管理员取消' });
    expect((await h.simCounts()).byStatus.CANCEL ?? (await h.simCounts()).byStatus.FAILURE).toBeGreaterThanOrEqual(1);
    expect((await confirmed(`/admin/jobs/${id}/cancel`, {})).json().message).toBe('任务已结束，无法取消');
    expect((await h.ledger(user.id)).filter((row) => row.reason === 'drawRefund')).toHaveLength(1);
    expect((await h.drawing(user.token, id)).status).toBe(5);
    await h.app.jobs.runOnce();
    expect((await h.db.select().from(schema.generationJobs).where(eq(schema.generationJobs.id, id)))[0]!.status).toBe('cancelled');
  });
});

describe('the prompt library in the back office', () => {
  const confirmedDelete = async (url: string) => {
    const confirmation = await admin('POST', '/admin/auth/confirm', {
      method: 'DELETE',
      path: `/api${url}`,
      password: testAdminPassword,
      reason: '整理提示词库',
    });
    expect(confirmation.statusCode, confirmation.body).toBe(200);
    return admin('DELETE', url, undefined, confirmation.json().data.grant as string);
  };
  const usersCategories = async () => (await h.app.inject({ method: 'POST', url: '/api/midjourney/incantationClassifyQueryAll' })).json().data;
  const usersPrompts = async (pid: number) =>
    (await h.app.inject({ method: 'POST', url: '/api/midjourney/incantationQueryByPid', payload: { pid } })).json().data;

  it("lists the seeded categories with their prompt counts, in the users' order, to operators only", async () => {
    const listed = await admin('GET', '/admin/drawing/prompt-categories');
    expect(listed.json().data).toEqual([
      { id: 1, name: '人像', sort: 1, prompts: 4 },
      { id: 2, name: '风景', sort: 2, prompts: 4 },
      { id: 3, name: '插画', sort: 3, prompts: 4 },
      { id: 4, name: '产品', sort: 4, prompts: 4 },
    ]);
    const prompts = (await admin('GET', '/admin/drawing/prompts?categoryId=2')).json().data;
    expect(prompts.map((prompt: { title: string }) => prompt.title)).toEqual(['雪山日出', '江南水乡', '星空营地', '海边小镇']);
    const user = await h.createUser();
    expect((await h.call('GET', '/admin/drawing/prompt-categories', user.token)).statusCode).toBe(403);
  });

  it('creates, changes and moves prompts, which /draw/prompt shows at once, each write audited', async () => {
    const category = (await admin('POST', '/admin/drawing/prompt-categories', { name: '  建筑 ', sort: 0 })).json().data;
    expect(category).toMatchObject({ name: '建筑', sort: 0, prompts: 0 });
    expect(await lastAudit()).toMatchObject({ action: 'drawPrompts.createCategory', target: `promptCategory:${category.id}` });
    expect((await usersCategories())[0]).toEqual({ id: category.id, name: '建筑' });

    const added = await admin('POST', '/admin/drawing/prompts', { categoryId: category.id, title: '玻璃温室', prompt: 'glass greenhouse at dusk', sort: 2 });
    expect(added.json().data).toMatchObject({ categoryId: category.id, title: '玻璃温室', sort: 2 });
    await admin('POST', '/admin/drawing/prompts', { categoryId: category.id, title: '石桥', prompt: 'old stone bridge', sort: 1 });
    expect((await usersPrompts(category.id)).map((prompt: { title: string }) => prompt.title)).toEqual(['石桥', '玻璃温室']);

    const id = added.json().data.id;
    const changed = await admin('POST', `/admin/drawing/prompts/${id}`, { title: '温室', categoryId: 4 });
    expect(changed.json().data).toMatchObject({ id, title: '温室', categoryId: 4, prompt: 'glass greenhouse at dusk' });
    expect(await lastAudit()).toMatchObject({ action: 'drawPrompts.update', before: { title: '玻璃温室', categoryId: category.id }, after: { title: '温室' } });
    expect(await usersPrompts(4)).toContainEqual(expect.objectContaining({ id, title: '温室' }));
    const renamed = await admin('POST', `/admin/drawing/prompt-categories/${category.id}`, { name: '建筑摄影' });
    expect(renamed.json().data).toMatchObject({ name: '建筑摄影', prompts: 1 });
  });

  it('refuses blank text, unknown categories and prompts, and what the schema does not allow', async () => {
    expect((await admin('POST', '/admin/drawing/prompt-categories', { name: '   ', sort: 1 })).json().message).toBe('名称、标题和提示词不能为空');
    expect((await admin('POST', '/admin/drawing/prompts', { categoryId: 999, title: '无', prompt: 'x', sort: 1 })).json()).toMatchObject({
      message: '提示词分类不存在',
    });
    expect((await admin('POST', '/admin/drawing/prompts/999', { title: '无' })).statusCode).toBe(404);
    expect((await admin('POST', '/admin/drawing/prompts/1', { categoryId: 999 })).json().message).toBe('提示词分类不存在');
    expect((await admin('POST', '/admin/drawing/prompts', { categoryId: 1, title: '长', prompt: 'x'.repeat(2001), sort: 1 })).statusCode).toBe(400);
    expect((await admin('POST', '/admin/drawing/prompt-categories/1', {})).statusCode).toBe(400);
    expect((await admin('GET', '/admin/drawing/prompts?categoryId=1')).json().data[0]).toMatchObject({ title: '胶片人像' });
  });

  it('deletes a prompt, and a category with its prompts, only through the two-step confirmation', async () => {
    const category = (await admin('POST', '/admin/drawing/prompt-categories', { name: '临时', sort: 9 })).json().data;
    const prompt = (await admin('POST', '/admin/drawing/prompts', { categoryId: category.id, title: '草稿', prompt: 'draft', sort: 1 })).json().data;
    await admin('POST', '/admin/drawing/prompts', { categoryId: category.id, title: '草稿二', prompt: 'draft two', sort: 2 });
    expect((await admin('DELETE', `/admin/drawing/prompts/${prompt.id}`)).json().message).toBe('需要二次确认');
    expect((await confirmedDelete(`/admin/drawing/prompts/${prompt.id}`)).json()).toMatchObject({ success: true });
    expect(await lastAudit()).toMatchObject({ action: 'drawPrompts.delete', before: { title: '草稿' } });
    expect((await confirmedDelete(`/admin/drawing/prompts/${prompt.id}`)).statusCode).toBe(404);

    expect((await confirmedDelete(`/admin/drawing/prompt-categories/${category.id}`)).json()).toMatchObject({ success: true });
    expect(await lastAudit()).toMatchObject({ action: 'drawPrompts.deleteCategory', before: { name: '临时', prompts: [{ title: '草稿二' }] } });
    expect(await usersPrompts(category.id)).toEqual([]);
    expect((await usersCategories()).some((row: { id: number }) => row.id === category.id)).toBe(false);
  });
});

describe('moderating drawings', () => {
  const confirmedDelete = async (url: string) => {
    const confirmation = await admin('POST', '/admin/auth/confirm', { method: 'DELETE', path: `/api${url}`, password: testAdminPassword, reason: '违规作品' });
    expect(confirmation.statusCode, confirmation.body).toBe(200);
    return admin('DELETE', url, undefined, confirmation.json().data.grant as string);
  };

  it("lists every user's drawings newest first with their pictures, and deletes one with its files, refunding a queued one", async () => {
    await h.upstream(FAST_SIM);
    const painter = await h.createUser({ score: 20 });
    const other = await h.createUser({ score: 20 });
    const done = (await h.imagine(painter.token, { prompt: '雪地里的狐狸' })).json().data.id as number;
    await h.settle();
    const others = (await h.imagine(other.token, { prompt: 'a lighthouse' })).json().data.id as number;
    await h.settle();

    const page = (await admin('GET', '/admin/drawings?size=1')).json().data;
    expect(page.rows).toHaveLength(1);
    expect(page.rows[0]).toMatchObject({ id: others, userId: other.id, prompt: 'a lighthouse', status: 'succeeded', width: 576, height: 1024, pictures: 1 });
    expect(page.next).toBe(others);
    const mine = (await admin('GET', `/admin/drawings?userId=${painter.id}`)).json().data;
    expect(mine.rows.map((row: { id: number }) => row.id)).toEqual([done]);
    const { thumbUrl, imageUrl } = mine.rows[0];
    expect((await h.app.inject({ method: 'GET', url: thumbUrl })).statusCode).toBe(200);
    expect((await h.call('GET', '/admin/drawings', painter.token)).statusCode).toBe(403);

    expect((await admin('DELETE', `/admin/drawings/${done}`)).json().message).toBe('需要二次确认');
    expect((await confirmedDelete(`/admin/drawings/${done}`)).json()).toMatchObject({ success: true });
    expect(await lastAudit()).toMatchObject({ action: 'drawings.delete', target: `drawing:${done}`, before: { userId: painter.id, prompt: '雪地里的狐狸' } });
    for (const url of [thumbUrl, imageUrl]) expect((await h.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await h.call('GET', '/midjourney/getDraw', painter.token, undefined, { jobId: String(done) })).statusCode).toBe(404);
    expect((await confirmedDelete(`/admin/drawings/${done}`)).statusCode).toBe(404);

    const queued = (await h.imagine(painter.token)).json().data.id as number;
    expect(await h.score(painter.id)).toBe(12);
    expect((await confirmedDelete(`/admin/drawings/${queued}`)).json()).toMatchObject({ success: true });
    expect(await h.score(painter.id)).toBe(16);
  });
});
