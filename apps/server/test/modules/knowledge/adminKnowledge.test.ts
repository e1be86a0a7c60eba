import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../src/db/index.js';
import { operatorToken, testAdminPassword } from '../../../src/testing/testApp.js';
import { SIM_API_KEY } from '../chat/chatTestKit.js';
import { type KnowledgeHarness, startKnowledgeHarness } from './knowledgeTestKit.js';

let h: KnowledgeHarness;
let operator: string;
beforeAll(async () => {
  h = await startKnowledgeHarness();
  operator = await operatorToken(h.app);
});
afterAll(async () => h?.close());

const admin = (method: 'GET' | 'POST', url: string, payload?: object, grant?: string) =>
  h.app.inject({
    method,
    url: `/api${url}`,
    headers: { authorization: `Bearer ${operator}`, ...(grant ? { 'x-admin-grant': grant } : {}) },
    ...(payload ? { payload } : {}),
  });
const confirmed = async (url: string, body: object) => {
  const confirmation = await admin('POST', '/admin/auth/confirm', {
    method: 'POST',
    path: `/api${url}`,
    body,
    password: testAdminPassword,
    reason: '更换向量接口',
  });
  expect(confirmation.statusCode, confirmation.body).toBe(200);
  return admin('POST', url, body, confirmation.json().data.grant as string);
};
const settings = async () => (await admin('GET', '/admin/knowledge/settings')).json().data;
const lastAudit = async () => (await h.db.select().from(schema.adminAudit).orderBy(schema.adminAudit.id)).at(-1)!;

describe('the knowledge base in the back office', () => {
  it('shows the settings as the server uses them, the vector search, the spaces and what users hold — to operators only', async () => {
    const user = await h.createUser();
    const base = await h.createBase(user.token);
    await h.upload(user.token, { kbId: String(base.id) }, { content: Buffer.from('整机保修一年，电池保修六个月。'), name: '保修.txt' });
    await h.settle();
    const data = await settings();
    expect(data.settings).toMatchObject({
      knowledgeEmbedPoints: 1,
      knowledgeEmbedPages: 2,
      knowledgeMinSimilarity: 0.3,
      knowledgeQuotaFree: { bases: 3, documents: 30 },
    });
    expect(data.endpoint).toMatchObject({ knowledgeEmbeddingModel: 'text-embedding-3-small', knowledgeEmbeddingDimensions: 16 });
    expect(data).toMatchObject({ keySet: true, demoMode: false, vectors: h.app.database.vectors });
    expect(data.spaces).toEqual([expect.objectContaining({ model: 'text-embedding-3-small', dimensions: 16, status: 'active', vectors: 1 })]);
    expect(data.usage).toMatchObject({ bases: 1, documents: 1, pages: 1, passages: 1 });
    expect(JSON.stringify(data)).not.toContain(SIM_API_KEY);
    expect((await h.call('GET', '/admin/knowledge/settings', user.token)).statusCode).toBe(403);
  });

  it('saves prices, the answering model and quotas at once, audited; an unknown model is refused', async () => {
    const changed = await admin('POST', '/admin/knowledge/settings', {
      values: { knowledgeEmbedPoints: 3, knowledgeQuotaFree: { bases: 1, documents: 5, pages: 50, notes: 5 } },
    });
    expect(changed.json(), changed.body).toMatchObject({ success: true });
    expect(h.app.knowledgeSettings.embedCost(3)).toBe(6);
    expect(h.app.knowledgeSettings.quota(false)).toEqual({ bases: 1, documents: 5, pages: 50, notes: 5 });
    expect(await lastAudit()).toMatchObject({ action: 'knowledge.settings', before: { knowledgeEmbedPoints: 1 } });
    const user = await h.createUser();
    await h.createBase(user.token);
    expect((await h.call('POST', '/knowledge/base/create', user.token, { name: '第二个' })).json().message).toBe('知识库数量已达上限');
    expect((await admin('POST', '/admin/knowledge/settings', { values: { knowledgeChatModel: 'no-such-model' } })).json().message).toBe(
      '回答模型不存在或不是对话模型',
    );
    await admin('POST', '/admin/knowledge/settings', {
      values: { knowledgeEmbedPoints: 1, knowledgeQuotaFree: { bases: 3, documents: 30, pages: 1000, notes: 50 } },
    });
  });

  it('tests the connection, and changes the endpoint and key only through the two-step confirmation, the key never shown', async () => {
    const test = (await admin('POST', '/admin/knowledge/test', {})).json().data;
    expect(test).toMatchObject({ ok: true, dimensions: 16, error: null });
    // Another address never gets the saved key.
    const elsewhere = (await admin('POST', '/admin/knowledge/test', { url: `${h.app.configStore.get('knowledgeEmbeddingUrl', '')}/../v1` })).json().data;
    expect(elsewhere.ok).toBe(false);
    const body = { values: { knowledgeEmbeddingDimensions: 32, knowledgeEmbeddingKey: 'sk-new-key-value' } };
    expect((await admin('POST', '/admin/knowledge/endpoint', body)).json().message).toBe('需要二次确认');
    expect((await confirmed('/admin/knowledge/endpoint', body)).json()).toMatchObject({ success: true });
    expect((await settings()).endpoint.knowledgeEmbeddingDimensions).toBe(32);
    const audit = await lastAudit();
    expect(audit).toMatchObject({
      action: 'knowledge.endpoint',
      reason: '更换向量接口',
      after: { knowledgeEmbeddingDimensions: 32, knowledgeEmbeddingKey: '已修改' },
    });
    expect(JSON.stringify(audit)).not.toContain('sk-new-key-value');
    expect((await admin('POST', '/admin/knowledge/test', {})).json().data).toMatchObject({ ok: false, error: expect.stringContaining('Incorrect API key') });
    await confirmed('/admin/knowledge/endpoint', { values: { knowledgeEmbeddingDimensions: 16, knowledgeEmbeddingKey: SIM_API_KEY } });
  });
});
