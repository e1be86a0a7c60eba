import { fileURLToPath } from 'node:url';
import { launchChromium } from '@lingxi/browser-testing';
import { createTestApp, schema } from '@lingxi/server/testing';
import { buildSim, DEFAULT_API_KEY } from '@lingxi/sim';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isGone, isShown, logInByPassword, patiently, visitor } from './pageKit';
import { balanceOf, registerUser } from './serverKit';

// The built app on the real server in headless Chromium, apps/sim as the chat model and the embedding endpoint:
// a user makes a knowledge base and a note on /knowledge/workspace; the saved note is indexed after its quiet 10 s
// and the knowledge chat cites it for a question only it answers; 续写 streams into the preview, 采用 inserts it,
// and one undo takes it out again.
const webRoot = fileURLToPath(new URL('../dist', import.meta.url));
let sim: FastifyInstance;
let app: FastifyInstance;
let base: string;
let browser: Browser;

beforeAll(async () => {
  sim = await buildSim();
  const simUrl = await sim.listen({ port: 0, host: '127.0.0.1' });
  // The answer comes in pieces, so the preview is seen streaming.
  await sim.inject({ method: 'POST', url: '/__control/openai', payload: { tokenDelayMs: 20 } });
  app = await createTestApp({ webRoot });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  await app.configStore.setMany({
    siteUrl: base,
    openaiBaseUrl: `${simUrl}/v1`,
    openaiApiKey: DEFAULT_API_KEY,
    knowledgeEmbeddingUrl: `${simUrl}/v1`,
    knowledgeEmbeddingKey: DEFAULT_API_KEY,
    knowledgeEmbeddingDimensions: 64,
  });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
  await sim?.close();
});

const fact = '灵犀音箱的儿童模式每天最多使用两小时。';

describe('the notes workspace (issue 21: a note, cited by the knowledge chat; 续写, 采用, undo)', () => {
  let user: { context: BrowserContext; page: Page };
  let userId = 0;
  let noteId = 0;

  beforeAll(async () => {
    ({ userId } = await registerUser(app, base, 'notetaker2026', 'notes-pass-1', 50));
  });
  afterAll(async () => user?.context.close());

  it('makes a knowledge base and a note, saved as typing pauses', async () => {
    user = await visitor(browser, `${base}/knowledge/workspace`);
    const { page } = user;
    await logInByPassword(page, 'notetaker2026', 'notes-pass-1', { startMode: '密码登录' });
    await isShown(page.getByRole('heading', { name: '还没有知识库' }));
    await page.getByRole('textbox', { name: '知识库名称' }).fill('音箱资料');
    await page.getByRole('button', { name: '新建知识库' }).click();
    await page.getByRole('button', { name: '新建笔记' }).click();
    await page.getByRole('textbox', { name: '笔记标题' }).fill('儿童模式');
    const editor = page.getByRole('textbox', { name: '笔记内容' });
    await editor.click();
    await page.keyboard.type(fact);
    await isShown(page.getByRole('status').getByText('已保存 · 稍后可检索'));
    const [note] = await app.database.db.select().from(schema.knowledgeNotes).where(eq(schema.knowledgeNotes.userId, userId));
    expect(note).toMatchObject({ title: '儿童模式', text: fact });
    noteId = note!.id;
    await isShown(page.getByRole('list', { name: '笔记列表' }).getByRole('button', { name: /^儿童模式/ }));
  });

  it('is cited by the knowledge chat once indexed, for a question only it answers', async () => {
    // Indexed 10 s after the last save (the indexer looks every 2 s).
    await expect
      .poll(async () => (await app.database.db.select().from(schema.knowledgeNotes).where(eq(schema.knowledgeNotes.id, noteId)))[0]!.indexedVersion, {
        timeout: 30_000,
      })
      .toBeGreaterThan(0);
    const [row] = await app.database.db.select().from(schema.users).where(eq(schema.users.id, userId));
    const token = await app.accounts.issueToken(row!);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const group = await (await fetch(`${base}/api/group/create`, { method: 'POST', headers, body: '{}' })).json();
    const asked = await fetch(`${base}/api/knowledge/chat`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ prompt: '儿童模式每天最多使用多久？', groupId: group.data.id }),
    });
    const frames = (await asked.text())
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
    const sources = frames.find((frame) => frame.type === 'sources').sources as { n: number; noteId: number | null; docName: string }[];
    const end = frames.find((frame) => frame.type === 'end');
    expect(sources.find((source) => source.n === end.citations[0])).toMatchObject({ noteId, docName: '儿童模式' });
    expect(end.text).toContain('每天最多使用两小时');
  });

  it('续写 streams into the preview; 采用 inserts it in one step and one undo takes it out', async () => {
    const { page } = user;
    const before = await balanceOf(app, userId);
    const editor = page.getByRole('textbox', { name: '笔记内容' });
    await editor.click();
    await page.keyboard.press('End');
    await page.getByRole('button', { name: '续写', exact: true }).click();
    const preview = page.getByRole('region', { name: '续写预览' });
    await isShown(preview.getByRole('button', { name: '停止' }));
    await isShown(preview.getByRole('button', { name: '采用' }));
    const answer = (await preview.locator('p').innerText()).trim();
    expect(answer).toContain(fact);
    await preview.getByRole('button', { name: '采用' }).click();
    await isGone(preview);
    await expect.poll(() => editor.innerText(), patiently).toContain(answer);
    await page.keyboard.press('Control+z');
    await expect.poll(() => editor.innerText(), patiently).not.toContain(answer);
    await expect.poll(() => editor.innerText(), patiently).toContain(fact);
    // One answer, charged once at the model's price.
    const model = app.models.defaultChatModel()!;
    expect(before - (await balanceOf(app, userId))).toBe(model.deduct);
  });
});
