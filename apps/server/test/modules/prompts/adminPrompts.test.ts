import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../src/db/index.js';
import { createTestApp, operatorToken, testAdminPassword } from '../../../src/testing/testApp.js';
import { operatorKit } from './operatorKit.js';

let app: FastifyInstance;
let adminToken: string;
let userToken: string;
beforeAll(async () => {
  app = await createTestApp();
  adminToken = await operatorToken(app);
  const [user] = await app.database.db.insert(schema.users).values({ username: 'promptreader' }).returning();
  userToken = await app.accounts.issueToken(user!);
});
afterAll(async () => app?.close());

const { call, get, post, refusal, confirmedDelete, refusesOthers } = operatorKit(
  () => app,
  () => adminToken,
);
/** What users read: /category/list and /aiprompt/page. */
const userCategories = async () => ((await call('GET', '/category/list', undefined)).json().data.rows as { name: string }[]).map((row) => row.name);
const userTitles = async (payload: object = {}) =>
  ((await call('POST', '/aiprompt/page', undefined, { page: 1, size: 100, ...payload })).json().data.rows as { title: string }[]).map((row) => row.title);
const lastAudit = async () => (await app.database.db.select().from(schema.adminAudit).orderBy(desc(schema.adminAudit.id)).limit(1))[0];
const prompt = (patch: object = {}) => ({ categoryId: 1, title: '标题', prompt: '提示词内容', ...patch });

describe('the chat prompt library’s categories in the back office', () => {
  it('lists every category with its prompt count, creates, changes and deletes one; the users’ list follows at once', async () => {
    const listed = (await get('/admin/prompt-categories')).json().data as { id: number; name: string; prompts: number; enabled: boolean }[];
    expect(listed.map((row) => [row.name, row.prompts])).toEqual([
      ['写作', 3],
      ['职场', 3],
      ['学习', 2],
      ['编程', 2],
      ['生活', 2],
    ]);

    const created = await post('/admin/prompt-categories', { name: ' 旅行 ', sort: 9, enabled: true });
    expect(created.json().data).toMatchObject({ name: '旅行', type: 'prompt', sort: 9, enabled: true, prompts: 0 });
    const id = created.json().data.id as number;
    expect(await lastAudit()).toMatchObject({ action: 'chatPrompts.createCategory', target: `chatPromptCategory:${id}` });
    expect(await userCategories()).toContain('旅行');

    const changed = await post(`/admin/prompt-categories/${id}`, { name: '出行', type: 'travel', enabled: false });
    expect(changed.json().data).toMatchObject({ id, name: '出行', type: 'travel', enabled: false });
    expect(await lastAudit()).toMatchObject({ action: 'chatPrompts.updateCategory', before: expect.objectContaining({ name: '旅行' }) });
    expect(await userCategories()).not.toContain('出行');
    expect((await call('GET', '/category/list', undefined, { type: 'travel' })).json().data.count).toBe(0);

    // Without the confirmation's grant, then with it.
    expect(await refusal(call('DELETE', `/admin/prompt-categories/${id}`, adminToken))).toEqual([403, '需要二次确认']);
    expect((await confirmedDelete(`/admin/prompt-categories/${id}`)).statusCode).toBe(200);
    expect(await lastAudit()).toMatchObject({ action: 'chatPrompts.deleteCategory', target: `chatPromptCategory:${id}`, reason: '测试' });
    expect(((await get('/admin/prompt-categories')).json().data as { id: number }[]).some((row) => row.id === id)).toBe(false);
  });

  it('refuses blank and long names, a bad type, an unknown category, and deleting one that holds prompts (disabled ones too)', async () => {
    const body = { name: '分类', sort: 1, enabled: true };
    expect(await refusal(post('/admin/prompt-categories', { ...body, name: '  ' }))).toEqual([400, '分类名称不能为空']);
    expect(await refusal(post('/admin/prompt-categories', { ...body, name: '类'.repeat(21) }))).toEqual([400, '分类名称最多20个字符']);
    expect((await post('/admin/prompt-categories', { ...body, name: '类'.repeat(20) })).statusCode).toBe(200);
    expect(await refusal(post('/admin/prompt-categories', { ...body, type: 'a b' }))).toEqual([400, '分类类型为1-30位字母、数字、下划线或连字符']);
    expect(await refusal(post('/admin/prompt-categories/99999', { enabled: false }))).toEqual([404, '该分类不存在！']);
    expect((await post('/admin/prompt-categories/1', {})).statusCode).toBe(400);
    expect((await post('/admin/prompt-categories', { name: '缺少字段' })).statusCode).toBe(400);

    expect(await refusal(confirmedDelete('/admin/prompt-categories/2'))).toEqual([400, '该分类下存在提示词，不可删除！']);
    const held = (await post('/admin/prompt-categories', { ...body, name: '只有停用的' })).json().data.id as number;
    await post('/admin/prompts', prompt({ categoryId: held, enabled: false }));
    expect(await refusal(confirmedDelete(`/admin/prompt-categories/${held}`))).toEqual([400, '该分类下存在提示词，不可删除！']);
    expect(await refusal(confirmedDelete('/admin/prompt-categories/99999'))).toEqual([404, '该分类不存在！']);
  });

  it('lets a deletion and a prompt added to the category race: one wins, the other is refused in words, nothing dangles', async () => {
    for (let round = 0; round < 6; round += 1) {
      const id = (await post('/admin/prompt-categories', { name: `竞争${round}`, sort: 50, enabled: true })).json().data.id as number;
      const url = `/admin/prompt-categories/${id}`;
      const grant = await call('POST', '/admin/auth/confirm', adminToken, {
        method: 'DELETE',
        path: `/api${url}`,
        password: testAdminPassword,
        reason: '测试',
      });
      // Even rounds send the deletion first, odd ones the prompt.
      const removal = () => call('DELETE', url, adminToken, undefined, { 'x-admin-grant': grant.json().data.grant });
      const addition = () => post('/admin/prompts', prompt({ categoryId: id, title: `竞争${round}` }));
      const [removed, added] = round % 2 === 0 ? await Promise.all([removal(), addition()]) : (await Promise.all([addition(), removal()])).reverse();
      const answers = [
        [removed!.statusCode, removed!.json().message],
        [added!.statusCode, added!.json().message],
      ];
      const left = await app.database.db.select().from(schema.prompts).where(eq(schema.prompts.categoryId, id));
      const category = await app.database.db.select().from(schema.promptCategories).where(eq(schema.promptCategories.id, id));
      if (removed!.statusCode === 200) {
        expect(answers[1]).toEqual([400, '该分类不存在！']);
        expect([left.length, category.length]).toEqual([0, 0]);
      } else {
        expect(answers).toEqual([
          [400, '该分类下存在提示词，不可删除！'],
          [200, '请求成功'],
        ]);
        expect([left.length, category.length]).toEqual([1, 1]);
      }
    }
  });
});

describe('the chat prompts in the back office', () => {
  it('pages every prompt, enabled or not, by category and keyword', async () => {
    const all = (await get('/admin/prompts', { size: '100' })).json().data;
    expect(all.rows.find((row: { title: string }) => row.title === '文章润色')).toMatchObject({ categoryId: 1, categoryName: '写作', enabled: true });
    const page = (await get('/admin/prompts', { page: '2', size: '5' })).json().data;
    expect([page.rows.length, page.count]).toEqual([5, all.count]);
    expect((await get('/admin/prompts', { categoryId: '2' })).json().data.rows.map((row: { title: string }) => row.title)).toEqual([
      '周报生成',
      '邮件回复',
      '会议纪要',
    ]);
    expect((await get('/admin/prompts', { keyword: '周报 结构' })).json().data.rows.map((row: { title: string }) => row.title)).toEqual(['周报生成']);
    const off = (await post('/admin/prompts', prompt({ title: '停用的提示词', enabled: false }))).json().data.id as number;
    expect((await get('/admin/prompts', { keyword: '停用的' })).json().data.rows).toEqual([expect.objectContaining({ id: off, enabled: false })]);
    expect(await userTitles({ keyword: '停用的' })).toEqual([]);
  });

  it('creates, switches, moves and deletes a prompt; /aiprompt/page shows each change at once', async () => {
    const created = await post('/admin/prompts', {
      categoryId: 3,
      title: ' 单词记忆 ',
      desc: '用联想法记单词',
      prompt: '请用联想记忆法帮我记住这些单词',
      promptEn: 'Help me remember these words',
      sort: -1,
    });
    expect(created.statusCode, created.body).toBe(200);
    const row = created.json().data;
    expect(row).toMatchObject({ title: '单词记忆', categoryId: 3, categoryName: '学习', enabled: true, sort: -1, promptEn: 'Help me remember these words' });
    expect(await lastAudit()).toMatchObject({ action: 'chatPrompts.create', target: `chatPrompt:${row.id}` });
    expect((await userTitles({ categoryId: 3 }))[0]).toBe('单词记忆');

    expect((await post(`/admin/prompts/${row.id}`, { enabled: false })).json().data).toMatchObject({ id: row.id, enabled: false, title: '单词记忆' });
    expect(await userTitles()).not.toContain('单词记忆');
    const moved = (await post(`/admin/prompts/${row.id}`, { enabled: true, categoryId: 4, title: '单词卡片' })).json().data;
    expect(moved).toMatchObject({ categoryId: 4, categoryName: '编程', title: '单词卡片' });
    expect(await lastAudit()).toMatchObject({ action: 'chatPrompts.update', before: expect.objectContaining({ categoryId: 3, enabled: false }) });
    expect(await userTitles({ categoryId: 4 })).toContain('单词卡片');

    expect(await refusal(call('DELETE', `/admin/prompts/${row.id}`, adminToken))).toEqual([403, '需要二次确认']);
    expect((await confirmedDelete(`/admin/prompts/${row.id}`)).statusCode).toBe(200);
    expect(await lastAudit()).toMatchObject({ action: 'chatPrompts.delete', target: `chatPrompt:${row.id}` });
    expect(await userTitles()).not.toContain('单词卡片');
    const [gone] = await app.database.db.select().from(schema.prompts).where(eq(schema.prompts.id, row.id));
    expect(gone).toBeUndefined();
    expect(await refusal(confirmedDelete(`/admin/prompts/${row.id}`))).toEqual([404, '该提示词不存在']);
  });

  it('refuses each field in the form’s order with its message', async () => {
    const refused: [object, string][] = [
      [{ categoryId: 0 }, '请选择分类'],
      [{ title: ' ' }, '请输入提示词标题'],
      [{ title: '题'.repeat(51) }, '提示词标题最多50个字符'],
      [{ desc: '述'.repeat(201) }, '提示词描述最多200个字符'],
      [{ prompt: '\n' }, '请输入提示词内容'],
      [{ prompt: '词'.repeat(4001) }, '提示词内容最多4000个字符'],
      [{ promptEn: 'w'.repeat(4001) }, '英文提示词最多4000个字符'],
      [{ categoryId: 99999 }, '该分类不存在！'],
      [{ title: ' ', prompt: '' }, '请输入提示词标题'],
    ];
    for (const [patch, message] of refused) {
      expect(await refusal(post('/admin/prompts', prompt(patch))), JSON.stringify(patch)).toEqual([400, message]);
    }
    const limits = await post(
      '/admin/prompts',
      prompt({ title: '题'.repeat(50), desc: '述'.repeat(200), prompt: '词'.repeat(4000), promptEn: 'w'.repeat(4000) }),
    );
    expect(limits.statusCode).toBe(200);
    const id = limits.json().data.id as number;
    expect(await refusal(post(`/admin/prompts/${id}`, { categoryId: 99999 }))).toEqual([400, '该分类不存在！']);
    expect(await refusal(post(`/admin/prompts/${id}`, { title: '' }))).toEqual([400, '请输入提示词标题']);
    expect(await refusal(post('/admin/prompts/99999', { enabled: true }))).toEqual([404, '该提示词不存在']);
    expect((await post('/admin/prompts', { title: '缺少分类和内容' })).statusCode).toBe(400);
  });
});

describe('who may call them', () => {
  it('answers 401 without a token and 403 to a user’s token on every route', async () => {
    await refusesOthers(
      [
        ['GET', '/admin/prompt-categories'],
        ['POST', '/admin/prompt-categories'],
        ['POST', '/admin/prompt-categories/1'],
        ['DELETE', '/admin/prompt-categories/1'],
        ['GET', '/admin/prompts'],
        ['POST', '/admin/prompts'],
        ['POST', '/admin/prompts/1'],
        ['DELETE', '/admin/prompts/1'],
      ],
      userToken,
    );
  });
});
