import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../src/db/index.js';
import { createTestApp, operatorToken } from '../../../src/testing/testApp.js';
import { appsKit } from './appsTestKit.js';

let app: FastifyInstance;
let adminToken: string;
beforeAll(async () => {
  app = await createTestApp();
  adminToken = await operatorToken(app);
});
afterAll(async () => app?.close());

const { call, createUser, logo, approve } = appsKit(
  () => app,
  () => adminToken,
);
const agent = (patch: object = {}) => ({
  name: '英语陪练',
  desc: '陪你练习英语口语',
  logo: logo(),
  preset: '你是一位耐心的英语口语陪练老师，请用简单的英语和用户对话并纠正错误。',
  demoData: '和我聊聊天气\n纠正我的句子',
  groupId: 2,
  publicFlag: true,
  ...patch,
});
type Row = Record<string, unknown> & { id: number };
const ids = (rows: Row[]) => rows.map((row) => row.id);
/** The catalogue is rebuilt on the next read after a change, but not from a build that began within a second of it. */
const settle = async () => {
  app.appCatalog.invalidate();
  await new Promise((resolve) => setTimeout(resolve, 1100));
};

describe('agents (/gpts): the same apps in the agents’ words', () => {
  it('creates agents with customApp’s rules and a model of the operator’s, lists them on every tab, and gets one', async () => {
    const author = await createUser();
    const fan = await createUser();
    const chat = app.models.list('chat');
    // §5's messages in the form's order, then the model (one of the operator's agent models).
    const checks: [object, number, string][] = [
      [{ groupId: undefined }, 400, '请选择分类'],
      [{ name: '英' }, 400, '应用名称长度为2-10个字符'],
      [{ logo: '' }, 400, '请上传应用Logo'],
      [{ publicFlag: undefined }, 400, '请选择是否公开'],
      [{ modelId: 99_999 }, 400, '模型不存在或已停用'],
    ];
    for (const [patch, status, message] of checks) {
      const reply = await call('POST', '/gpts/set', author.token, agent(patch));
      expect([reply.statusCode, reply.json().message], JSON.stringify(patch)).toEqual([status, message]);
    }
    const made = await call('POST', '/gpts/set', author.token, agent({ modelId: chat[1]!.id }));
    expect([made.statusCode, made.json().message]).toEqual([200, '个人应用创建完成！']);
    const id = made.json().data.id as number;
    const [row] = await app.database.db.select().from(schema.apps).where(eq(schema.apps.id, id));
    expect(row).toMatchObject({ gpts: true, model: chat[1]!.model, status: 'pending' });

    // Mine shows the review state, the preset and the model; others see nothing of it until it is approved.
    const mine = (await call('GET', '/gpts/listByFrontType', author.token, { type: 'mine' })).json().data;
    expect(mine.rows[0]).toMatchObject({ id, status: 'pending', publicFlag: true, groupName: '学习教育', modelId: chat[1]!.id, preset: agent().preset });
    expect((await call('GET', '/gpts/getApp', fan.token, { id: String(id) })).statusCode).toBe(404);
    const editing = await call('POST', '/gpts/set', author.token, agent({ id }));
    expect([editing.statusCode, editing.json().message]).toEqual([400, '应用审核中，暂不可编辑']);

    await approve(id);
    const picked = (await call('POST', '/gpts/set', author.token, agent({ name: '面试模拟' }))).json().data.id as number;
    await approve(picked);
    await app.database.db.update(schema.apps).set({ featured: true }).where(eq(schema.apps.id, picked));
    await call('POST', '/app/collect', fan.token, { appId: id });
    await settle();

    const tab = async (type: string, token?: string) => (await call('GET', '/gpts/listByFrontType', token, { type, size: '100' })).json();
    expect(ids((await tab('recommend')).data.rows)).toEqual([picked]);
    expect(ids((await tab('latest')).data.rows).slice(0, 2)).toEqual([picked, id]);
    expect(ids((await tab('popular')).data.rows)[0]).toBe(picked);
    expect((await tab('favorite', fan.token)).data.rows).toEqual([expect.objectContaining({ id, isCollected: true, groupId: 2, desc: '陪你练习英语口语' })]);
    expect((await tab('favorite')).code).toBe(401);
    expect((await tab('mine')).code).toBe(401);
    const got = (await call('GET', '/gpts/getApp', fan.token, { id: String(id) })).json().data;
    expect(got).toMatchObject({ id, name: '英语陪练', logo: expect.stringContaining('app-logo/'), isCollected: true });
    expect(got).not.toHaveProperty('preset');

    const query = async (body: object) => (await call('POST', '/gpts/query', undefined, { page: 1, size: 100, ...body })).json().data;
    expect(ids((await query({ groupId: 2, keyword: '陪练' })).rows)).toEqual([id]);
    expect((await query({ groupId: 3, keyword: '陪练' })).count).toBe(0);
  });

  it('lists and gets the categories', async () => {
    const groups = (await call('POST', '/gpts/group_query', undefined, {})).json().data;
    expect(groups.count).toBe(6);
    expect(groups.rows[5]).toMatchObject({ name: '角色扮演' });
    expect((await call('POST', '/gpts/group_query', undefined, { page: 2, size: 4 })).json().data.rows).toHaveLength(2);
    expect((await call('GET', '/gpts/group_get', undefined, { id: '2' })).json().data).toEqual({ id: 2, name: '学习教育' });
    const missing = await call('GET', '/gpts/group_get', undefined, { id: '999' });
    expect([missing.statusCode, missing.json().message]).toEqual([404, '该分类不存在！']);
  });
});

describe('agent conversations (/gpts/chat_group_*)', () => {
  it('are /group/*’s handlers over the caller’s app conversations only', async () => {
    const author = await createUser();
    const user = await createUser();
    const other = await createUser();
    const id = (await call('POST', '/gpts/set', author.token, agent({ name: '口语教练' }))).json().data.id as number;
    await approve(id);

    const created = await call('POST', '/gpts/chat_group_create', user.token, { appId: id });
    expect(created.json().data).toMatchObject({
      title: '口语教练',
      modelId: id,
      gptsApp: true,
      desc: '陪你练习英语口语',
      demoData: '和我聊聊天气\n纠正我的句子',
    });
    const groupId = created.json().data.id as number;
    const plain = (await call('POST', '/group/create', user.token, {})).json().data.id as number;

    const listed = async (token: string) => ids((await call('GET', '/gpts/chat_group_get', token)).json().data);
    expect(await listed(user.token)).toEqual([groupId]);
    expect(await listed(other.token)).toEqual([]);
    const renamed = await call('POST', '/gpts/chat_group_update', user.token, { groupId, title: '练口语', isSticky: true });
    expect(renamed.json().data).toMatchObject({ title: '练口语', isSticky: true });
    // Nothing to change: the group as it is (this was a 500 before).
    expect((await call('POST', '/group/update', user.token, { groupId })).json().data).toMatchObject({ title: '练口语' });
    // A plain conversation, another user's, or a config: not here.
    expect((await call('POST', '/gpts/chat_group_update', user.token, { groupId: plain, title: 'x' })).statusCode).toBe(404);
    expect((await call('POST', '/gpts/chat_group_update', other.token, { groupId, title: 'x' })).statusCode).toBe(404);
    // A config is no field of this call: dropped, and the conversation keeps the app's.
    const withConfig = await call('POST', '/gpts/chat_group_update', user.token, { groupId, config: JSON.stringify({ modelInfo: { model: 'gpt-4o' } }) });
    expect(JSON.parse(withConfig.json().data.config).modelInfo).toMatchObject({ modelType: 'app', appId: id });
    expect((await call('POST', '/gpts/chat_group_delete', user.token, { groupId: plain })).statusCode).toBe(404);
    expect((await call('POST', '/gpts/chat_group_delete', other.token, { groupId })).statusCode).toBe(404);
    expect((await call('POST', '/gpts/chat_group_create', user.token, { appId: 999_999 })).json().message).toBe('该应用已下架或删除');

    const second = (await call('POST', '/gpts/chat_group_create', user.token, { appId: id })).json().data.id as number;
    expect((await call('POST', '/gpts/chat_group_delete', user.token, { groupId: second })).statusCode).toBe(200);
    expect(await listed(user.token)).toEqual([groupId]);
    expect((await call('POST', '/gpts/chat_group_clear', user.token)).statusCode).toBe(200);
    expect(await listed(user.token)).toEqual([]);
    // The plain conversation stays.
    expect(ids((await call('GET', '/group/query', user.token)).json().data)).toEqual([plain]);
  });
});
