import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../src/db/index.js';
import { createTestApp } from '../../../src/testing/testApp.js';
import { startChatHarness } from './chatTestKit.js';
import { startDemoUpstream } from '../../../src/modules/chat/demoUpstream.js';

let app: Awaited<ReturnType<typeof createTestApp>>;
let stopDemo: (() => Promise<void>) | null;
let real: Awaited<ReturnType<typeof startChatHarness>>;
beforeAll(async () => {
  app = await createTestApp();
  stopDemo = await startDemoUpstream(app, {});
  real = await startChatHarness();
});
afterAll(async () => {
  await app.close();
  await stopDemo?.();
  await real.close();
});

/** A new user with 10 points and a conversation of `kind`. */
async function newAsker(kind: 'chat' | 'file' = 'chat') {
  const { eq } = await import('drizzle-orm');
  const [user] = await app.database.db
    .insert(schema.users)
    .values({ username: `demo${randomBytes(4).toString('hex')}1`, score: 0 })
    .returning();
  const headers = { authorization: `Bearer ${await app.accounts.issueToken(user!)}` };
  const groupId = (await app.inject({ method: 'POST', url: '/api/group/create', headers, payload: { modelType: kind } })).json().data.id as number;
  await app.database.db.insert(schema.pointsLedger).values({ userId: user!.id, delta: 10, balanceAfter: 10, reason: 'admin' });
  await app.database.db.update(schema.users).set({ score: 10 }).where(eq(schema.users.id, user!.id));
  return { headers, groupId };
}

const framesOf = (body: string) =>
  body
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { type: string; text?: string });

async function chatAs(prompt: string) {
  const { headers, groupId } = await newAsker();
  return framesOf((await app.inject({ method: 'POST', url: '/api/chatgpt/chat-process', headers, payload: { groupId, prompt } })).body);
}

describe('demo mode', () => {
  it('answers from the built-in simulator when no model is configured, and says so in the model list', async () => {
    expect(stopDemo).not.toBeNull();
    expect((await app.inject({ method: 'GET', url: '/api/models/list' })).json().data.demoMode).toBe(true);
    expect((await chatAs('演示一下')).at(-1)).toMatchObject({ type: 'end', text: '模拟回答：演示一下' });
  });

  it('answers a question about an uploaded document about the document, with none of the wrapping the model is sent', async () => {
    const { headers, groupId } = await newAsker('file');
    const form = new FormData();
    form.append('file', new Blob(['第一季度收入增长 12%。\n其余从略。']), '报告.txt');
    const multipart = new Request('http://x/', { method: 'POST', body: form });
    const upload = await app.inject({
      method: 'POST',
      url: '/api/chatgpt/upload',
      headers: { ...headers, 'content-type': multipart.headers.get('content-type') ?? '' },
      payload: Buffer.from(await multipart.arrayBuffer()),
    });
    const fileId = upload.json().data.id as number;
    const reply = await app.inject({
      method: 'POST',
      url: '/api/chatgpt/chat-file-analysis',
      headers,
      payload: { groupId, fileId, prompt: '收入增长了多少？' },
    });
    const end = framesOf(reply.body).at(-1)!;
    expect(end).toMatchObject({ type: 'end', text: '模拟回答：关于“收入增长了多少？”，文件中写道：“第一季度收入增长 12%。”。' });
    expect(end.text).not.toMatch(/以下是|document|请根据/);
  });

  it('switches to a configured endpoint at once, with no restart', async () => {
    await real.upstream({ reply: '来自真实端点' });
    await app.configStore.set('openaiBaseUrl', `${real.simUrl}/v1`);
    await app.configStore.set('openaiApiKey', 'sk-sim-0000000000000000');
    expect((await app.inject({ method: 'GET', url: '/api/models/list' })).json().data.demoMode).toBe(false);
    expect((await chatAs('你是谁')).find((frame) => frame.type === 'end')).toMatchObject({ text: '来自真实端点' });
  });

  it('does not start when an endpoint is configured in the settings or the environment', async () => {
    expect(await startDemoUpstream(app, {})).toBeNull();
    await app.configStore.set('openaiApiKey', '');
    expect(await startDemoUpstream(app, { OPENAI_BASE_URL: 'https://api.example.com/v1', OPENAI_API_KEY: 'sk-x' })).toBeNull();
  });
});
