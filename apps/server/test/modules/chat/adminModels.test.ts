import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../src/db';
import { createTestApp, operatorToken, startDemoUpstream, testAdminPassword } from '../../../src/testing/testApp';
import { SIM_API_KEY, startChatHarness } from './chatTestKit';

// The back office's chat models (routes/adminModels.ts): listed in the users' order, edited, their endpoint and key
// changed only when confirmed, ordered, deleted, tested against the chat sim. The key never appears in a reply.
let h: Awaited<ReturnType<typeof startChatHarness>>;
let token: string;
/** Every admin reply's body, searched for the keys at the end. */
const replies: string[] = [];
const ownKey = SIM_API_KEY;
const wrongKey = 'sk-wrong-model-key-7f3a9c';

type Method = 'GET' | 'POST' | 'DELETE';
let address = 0;
const admin = async (method: Method, url: string, payload?: object, grant?: string) => {
  const reply = await h.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    remoteAddress: `10.9.${Math.floor(++address / 250)}.${address % 250}`,
    headers: { authorization: `Bearer ${token}`, ...(grant ? { 'x-admin-grant': grant } : {}) },
  });
  replies.push(reply.body);
  return reply;
};
const confirmed = async (method: 'POST' | 'DELETE', url: string, body?: object) => {
  const confirmation = await admin('POST', '/api/admin/auth/confirm', { method, path: url, body, password: testAdminPassword, reason: '更换模型接口' });
  return admin(method, url, body, confirmation.json().data.grant as string);
};
const models = async () =>
  (await admin('GET', '/api/admin/models')).json().data.models as { id: number; modelName: string; model: string; isEnabled: boolean }[];
const byName = async (name: string) => (await models()).find((row) => row.modelName === name)!;
const auditRows = (prefix: string) =>
  h.app.database.db
    .select()
    .from(schema.adminAudit)
    .where(like(schema.adminAudit.action, `${prefix}%`))
    .orderBy(schema.adminAudit.id);
const userList = async () => (await h.app.inject('/api/models/list?modelType=chat')).json().data.rows.map((row: { modelName: string }) => row.modelName);

beforeAll(async () => {
  h = await startChatHarness();
  token = await operatorToken(h.app);
});
afterAll(async () => h.close());

describe('GET /api/admin/models', () => {
  it('lists every model in the users’ order with every field, the key only as set or not, and the site’s default endpoint', async () => {
    const reply = (await admin('GET', '/api/admin/models')).json().data;
    expect(reply.defaults).toEqual({ baseUrlSet: true, apiKeySet: true, environment: false, demoMode: false });
    expect(reply.models.map((row: { modelName: string }) => row.modelName)).toEqual(['灵犀 Lite', '灵犀 Pro', '灵犀 Max', 'DALL·E 3']);
    expect(reply.models[1]).toEqual({
      id: expect.any(Number),
      modelName: '灵犀 Pro',
      model: 'gpt-4o',
      cover: '',
      description: '更强的推理与写作能力',
      keyType: 2,
      modelType: 'chat',
      deductType: 2,
      deduct: 5,
      vipFreeNum: 20,
      maxModelTokens: 8096,
      maxResponseTokens: 4000,
      maxRounds: 12,
      rounds: 8,
      topN: 0.8,
      systemMessage: '',
      canUpload: true,
      canAudio: false,
      isEnabled: true,
      vipLevelIds: [],
      sort: 2,
      baseUrl: '',
      apiKeySet: false,
      endpoint: 'site',
    });
  });

  it('is for operators only', async () => {
    const user = await h.createUser();
    expect((await h.app.inject({ url: '/api/admin/models', headers: { authorization: `Bearer ${user.token}` } })).statusCode).toBe(403);
    expect((await h.app.inject({ url: '/api/admin/models' })).statusCode).toBe(401);
  });
});

describe('creating and editing', () => {
  it('refuses what chat could not serve, naming the problem, and writes nothing', async () => {
    const before = (await models()).length;
    const refusal = async (body: object, url = '/api/admin/models') => (await admin('POST', url, body)).json().message;
    const levels = (await admin('GET', '/api/admin/vip-levels')).json().data as { id: number }[];
    expect(await refusal({ modelName: '  ', model: 'x' })).toBe('模型名称不能为空');
    expect(await refusal({ modelName: '重复', model: ' gpt-4o ' })).toBe('模型 ID gpt-4o 已被其他模型使用');
    expect(await refusal({ modelName: '等级', model: 'lv', vipLevelIds: [levels[0]!.id, 99_999] })).toBe('会员等级不存在');
    expect(await refusal({ modelName: '上限', model: 'lim', maxModelTokens: 2000, maxResponseTokens: 3000 })).toBe('单次回复上限不能超过上下文上限');
    expect(await refusal({ modelName: '轮数', model: 'r', maxRounds: 4, rounds: 5 })).toBe('默认轮数不能超过最大轮数');
    expect(await refusal({ modelName: '温度', model: 't', keyType: 2, topN: 1.1 })).toBe('温度（topN）须在 0 到 1 之间，最多一位小数');
    expect(await refusal({ modelName: '温度', model: 't', topN: 0.85 })).toBe('温度（topN）须在 0 到 1.2 之间，最多一位小数');
    expect((await admin('POST', '/api/admin/models', { modelName: '小', model: 'm', maxResponseTokens: 50 })).statusCode).toBe(400);
    // The endpoint and key are set only through the confirmed route.
    expect((await admin('POST', '/api/admin/models', { modelName: '键', model: 'k', apiKey: 'sk-1' })).statusCode).toBe(400);
    const pro = await byName('灵犀 Pro');
    expect((await admin('POST', `/api/admin/models/${pro.id}`, { baseUrl: 'http://x' })).statusCode).toBe(400);
    expect(await refusal({ model: 'o3' }, `/api/admin/models/${pro.id}`)).toBe('模型 ID o3 已被其他模型使用');
    expect((await admin('POST', '/api/admin/models/99999', { deduct: 1 })).statusCode).toBe(404);
    expect((await models()).length).toBe(before);
    expect(await auditRows('models.')).toEqual([]);
  });

  it('creates a model last in the order, served to users at once; edits it; each write audited with no key', async () => {
    const levels = (await admin('GET', '/api/admin/vip-levels')).json().data as { id: number }[];
    const created = (
      await admin('POST', '/api/admin/models', {
        modelName: ' 灵犀 Vision ',
        model: 'gpt-4o-vision',
        description: '看图说话',
        keyType: 2,
        deductType: 2,
        deduct: 3,
        vipFreeNum: -1,
        topN: 0.5,
        canUpload: true,
        vipLevelIds: [levels[0]!.id],
      })
    ).json().data;
    expect(created).toMatchObject({ modelName: '灵犀 Vision', topN: 0.5, sort: 5, maxModelTokens: 8096, apiKeySet: false, vipLevelIds: [levels[0]!.id] });
    await expect.poll(userList, { timeout: 3000 }).toEqual(['灵犀 Lite', '灵犀 Pro', '灵犀 Max', '灵犀 Vision']);

    const edited = (
      await admin('POST', `/api/admin/models/${created.id}`, { deduct: 4, systemMessage: '你是看图助手', isEnabled: false, vipLevelIds: [] })
    ).json().data;
    expect(edited).toMatchObject({ deduct: 4, systemMessage: '你是看图助手', isEnabled: false, vipLevelIds: [], topN: 0.5, model: 'gpt-4o-vision' });
    await expect.poll(userList, { timeout: 3000 }).toEqual(['灵犀 Lite', '灵犀 Pro', '灵犀 Max']);

    const rows = await auditRows('models.');
    expect(rows.map((row) => [row.action, row.target])).toEqual([
      ['models.create', `model:${created.id}`],
      ['models.update', `model:${created.id}`],
    ]);
    expect(rows[1]!.before).toMatchObject({ deduct: 3, isEnabled: true, apiKeySet: false });
    expect(rows[1]!.after).toMatchObject({ deduct: 4, isEnabled: false });
    expect(rows[1]!.after).not.toHaveProperty('apiKey');
  });

  it('never disables the last enabled chat model', async () => {
    const [lite, pro, max] = [await byName('灵犀 Lite'), await byName('灵犀 Pro'), await byName('灵犀 Max')];
    expect((await admin('POST', `/api/admin/models/${max.id}`, { isEnabled: false })).json().data.isEnabled).toBe(false);
    expect((await admin('POST', `/api/admin/models/${pro.id}`, { modelType: 'draw' })).json().data.modelType).toBe('draw');
    expect((await admin('POST', `/api/admin/models/${lite.id}`, { isEnabled: false })).json().message).toBe('至少保留一个启用的对话模型');
    expect((await confirmed('DELETE', `/api/admin/models/${lite.id}`)).json().message).toBe('至少保留一个启用的对话模型');
    await admin('POST', `/api/admin/models/${pro.id}`, { modelType: 'chat' });
    await admin('POST', `/api/admin/models/${max.id}`, { isEnabled: true });
    expect((await admin('POST', `/api/admin/models/${lite.id}`, { isEnabled: true })).json().data.isEnabled).toBe(true);
  });
});

describe('POST /api/admin/models/order', () => {
  it('rewrites the order (the first is the default model users get) only when every model is listed once', async () => {
    const ids = (await models()).map((row) => row.id);
    const refusal = async (order: number[]) => (await admin('POST', '/api/admin/models/order', { ids: order })).json().message;
    expect(await refusal(ids.slice(1))).toBe('排序须列出每个模型各一次');
    expect(await refusal([ids[0]!, ...ids.slice(0, -1)])).toBe('排序须列出每个模型各一次');
    expect(await refusal([...ids.slice(0, -1), 99_999])).toBe('排序须列出每个模型各一次');
    const order = [ids[2]!, ids[0]!, ...ids.slice(3), ids[1]!];
    const reply = (await admin('POST', '/api/admin/models/order', { ids: order })).json().data;
    expect(reply.map((row: { id: number }) => row.id)).toEqual(order);
    expect((await models()).map((row) => row.id)).toEqual(order);
    await expect.poll(async () => (await h.app.inject('/api/models/baseConfig')).json().data.modelInfo.modelName, { timeout: 3000 }).toBe('灵犀 Max');
    const [row] = await auditRows('models.reorder');
    expect(row).toMatchObject({ before: ids, after: order, target: 'models' });
    await admin('POST', '/api/admin/models/order', { ids });
  });
});

describe('endpoints and keys', () => {
  it('change only with the confirmation; the key is write-only: kept, replaced or cleared, audited as 已修改', async () => {
    const pro = await byName('灵犀 Pro');
    const url = `/api/admin/models/${pro.id}/endpoint`;
    const unconfirmed = await admin('POST', url, { baseUrl: `${h.simUrl}/v1`, apiKey: ownKey });
    expect(unconfirmed.statusCode).toBe(403);
    expect(unconfirmed.json().message).toBe('需要二次确认');
    expect((await confirmed('POST', url, { baseUrl: 'ftp://example.com/v1' })).json().message).toBe('接口地址须是以 http:// 或 https:// 开头的网址');

    const set = (await confirmed('POST', url, { baseUrl: `${h.simUrl}/v1`, apiKey: ownKey })).json().data;
    expect(set).toMatchObject({ baseUrl: `${h.simUrl}/v1`, apiKeySet: true, endpoint: 'model' });
    expect(set).not.toHaveProperty('apiKey');
    const [stored] = await h.app.database.db.select().from(schema.chatModels).where(eq(schema.chatModels.id, pro.id));
    expect(stored!.apiKey).toBe(ownKey);
    // Absent keeps the key.
    expect((await confirmed('POST', url, { baseUrl: ` ${h.simUrl}/v1/ ` })).json().data).toMatchObject({ baseUrl: `${h.simUrl}/v1/`, apiKeySet: true });

    const rows = await auditRows('models.endpoint');
    expect(rows.map((row) => [row.after, row.reason])).toEqual([
      [{ baseUrl: `${h.simUrl}/v1`, apiKey: '已修改', apiKeySet: true }, '更换模型接口'],
      [{ baseUrl: `${h.simUrl}/v1/`, apiKeySet: true }, '更换模型接口'],
    ]);
  });

  it('测试连接: a 1-token call to the model’s endpoint answers the latency; a wrong key chat’s own message', async () => {
    await h.upstream({ reply: '好' });
    const pro = await byName('灵犀 Pro');
    const test = async () => (await admin('POST', `/api/admin/models/${pro.id}/test`)).json().data;
    const passed = await test();
    expect(passed).toEqual({ ok: true, endpoint: 'model', latencyMs: expect.any(Number) });
    const [call] = await h.completions();
    expect(call!.body).toMatchObject({ model: 'gpt-4o', max_tokens: 1 });

    await confirmed('POST', `/api/admin/models/${pro.id}/endpoint`, { baseUrl: `${h.simUrl}/v1`, apiKey: wrongKey });
    expect(await test()).toEqual({ ok: false, endpoint: 'model', message: '模型服务密钥无效，请联系管理员' });
    await h.upstream({ error: { status: 500 } });
    const lite = await byName('灵犀 Lite');
    expect((await admin('POST', `/api/admin/models/${lite.id}/test`)).json().data).toEqual({
      ok: false,
      endpoint: 'site',
      message: '模型服务暂不可用，请稍后再试',
    });
    await h.upstream({});
    expect((await admin('POST', `/api/admin/models/${lite.id}/test`)).json().data).toMatchObject({ ok: true, endpoint: 'site' });

    // null clears the key: the model falls back to the site's endpoint.
    const cleared = (await confirmed('POST', `/api/admin/models/${pro.id}/endpoint`, { baseUrl: '', apiKey: null })).json().data;
    expect(cleared).toMatchObject({ baseUrl: '', apiKeySet: false, endpoint: 'site' });
  });
});

describe('DELETE /api/admin/models/:id', () => {
  it('needs the confirmation, refuses a model conversations used (disable it instead), deletes an unused one', async () => {
    await h.upstream({ reply: '好的' });
    const user = await h.createUser({ score: 10 });
    const { reply } = await h.chat(user.token, { groupId: await h.newGroup(user.token), prompt: '你好' });
    expect(reply.statusCode).toBe(200);
    const lite = await byName('灵犀 Lite');
    const unconfirmed = await admin('DELETE', `/api/admin/models/${lite.id}`);
    expect([unconfirmed.statusCode, unconfirmed.json().message]).toEqual([403, '需要二次确认']);
    expect((await confirmed('DELETE', `/api/admin/models/${lite.id}`)).json().message).toBe('该模型已有对话记录，不能删除；不再使用请停用它');

    const vision = await byName('灵犀 Vision');
    expect((await confirmed('DELETE', `/api/admin/models/${vision.id}`)).json()).toMatchObject({ success: true });
    expect((await models()).map((row) => row.modelName)).toEqual(['灵犀 Lite', '灵犀 Pro', '灵犀 Max', 'DALL·E 3']);
    expect((await confirmed('DELETE', `/api/admin/models/${vision.id}`)).statusCode).toBe(404);
    expect((await auditRows('models.delete')).map((row) => [row.target, row.reason, (row.before as { modelName: string }).modelName])).toEqual([
      [`model:${vision.id}`, '更换模型接口', '灵犀 Vision'],
    ]);
  });

  it('no admin reply ever held a key, the audit log’s included', async () => {
    await admin('GET', '/api/admin/audit');
    const all = replies.join('\n');
    expect(all).toContain('models.endpoint');
    expect(all).not.toContain(ownKey);
    expect(all).not.toContain(wrongKey);
  });
});

describe('demo mode', () => {
  it('says models without an endpoint are answered by the built-in demo, and 测试连接 explains it', async () => {
    const app = await createTestApp();
    const stop = await startDemoUpstream(app, {});
    try {
      const operator = await operatorToken(app);
      const headers = { authorization: `Bearer ${operator}` };
      const listed = (await app.inject({ url: '/api/admin/models', headers })).json().data;
      expect(listed.defaults).toEqual({ baseUrlSet: false, apiKeySet: false, environment: false, demoMode: true });
      expect(listed.models[0].endpoint).toBe('demo');
      const tested = (await app.inject({ method: 'POST', url: `/api/admin/models/${listed.models[0].id}/test`, headers })).json().data;
      expect(tested).toEqual({ ok: false, endpoint: 'demo', message: '本模型和站点默认接口都未设置接口地址和密钥：当前为演示模式，对话由内置演示服务回答' });
    } finally {
      await app.close();
      await stop?.();
    }
  });
});
