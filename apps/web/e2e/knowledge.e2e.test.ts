import { fileURLToPath } from 'node:url';
import { launchChromium } from '@lingxi/browser-testing';
import { createTestApp, pdfWithPages, rowsOf, schema } from '@lingxi/server/testing';
import { buildSim, DEFAULT_API_KEY } from '@lingxi/sim';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isGone, isShown, logInByPassword, patiently, visitor } from './pageKit';
import { balanceOf, registerUser } from './serverKit';

// The built app on the real server in headless Chromium, apps/sim as the chat model and the embedding endpoint.
// /knowledge/agent: a 5-page Chinese PDF uploaded through the progress dialog is indexed to 已完成; a question page 3
// answers is answered citing [1] 第3页, whose passage opens; deleting the document leaves 来源已删除 and no rows.
// /knowledge/workspace: a user makes a knowledge base and a note; the saved note is indexed after its quiet 10 s and
// the knowledge chat cites it for a question only it answers; 续写 streams into the preview, 采用 inserts it, and one
// undo takes it out again.
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
  // The job spine polls as in production (tests elsewhere drive it by hand): documents are indexed on their own.
  app = await createTestApp({ webRoot, env: { JOB_POLL_MS: '200' } });
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

/** Five pages of a staff handbook, each on its own subject: only page 3 speaks of hotels on business trips. */
const handbook = pdfWithPages([
  ['第一章 总则', '本手册适用于公司全体正式员工和实习生。'],
  ['第二章 考勤', '员工每天上午九点前打卡，迟到三次记一次旷工。'],
  ['第三章 差旅', '出差住宿标准为每晚不超过六百元，超出部分自行承担。'],
  ['第四章 福利', '员工生日当月可领取三百元购物卡一张。'],
  ['第五章 附则', '本手册由人力资源部负责解释，自发布之日起施行。'],
]);

describe('/knowledge/agent (issue 21: upload, progress, a cited answer, its passage, deletion)', () => {
  let user: { context: BrowserContext; page: Page };
  let userId = 0;

  beforeAll(async () => {
    await app.configStore.setMany({ knowledgeEmbedPoints: 3, knowledgeEmbedPages: 10 });
    ({ userId } = await registerUser(app, base, 'asker2026', 'asker-pass-1', 100));
  });
  afterAll(async () => user?.context.close());

  it('uploads a 5-page PDF through the progress dialog and shows it indexed: 已完成', async () => {
    user = await visitor(browser, `${base}/knowledge/agent`);
    const { page } = user;
    await logInByPassword(page, 'asker2026', 'asker-pass-1', { startMode: '密码登录' });
    const documents = page.getByRole('complementary', { name: '知识库文档' });
    await isShown(documents.getByRole('heading', { name: '还没有知识库' }));
    await documents.getByRole('textbox', { name: '知识库名称' }).fill('公司制度');
    await documents.getByRole('button', { name: '新建知识库' }).click();
    const chooser = page.waitForEvent('filechooser');
    await documents.getByRole('button', { name: '上传文档' }).click();
    await (await chooser).setFiles({ name: '员工手册.pdf', mimeType: 'application/pdf', buffer: handbook });
    const progress = page.getByRole('dialog', { name: '上传文档' });
    await isShown(progress.getByText('上传成功'));
    await progress.getByRole('button', { name: '关闭' }).click();
    await isGone(progress);
    const row = documents.getByRole('listitem').filter({ hasText: '员工手册.pdf' });
    await expect.poll(() => row.innerText(), { timeout: 30_000 }).toContain('已完成');
    await expect.poll(() => row.innerText(), patiently).toContain('5 页');
  });

  it('answers a question page 3 answers, citing [1] 第3页; the citation opens the passage', async () => {
    const { page } = user;
    const before = await balanceOf(app, userId);
    await page.getByRole('textbox', { name: '输入你的问题' }).fill('出差住宿每晚的标准是多少？');
    await page.keyboard.press('Enter');
    const answer = page.getByRole('article').filter({ has: page.getByRole('button', { name: '来源 1' }) });
    await isShown(answer.getByRole('region', { name: '参考来源' }));
    expect(await answer.innerText()).toContain('每晚不超过六百元');
    const cited = answer.getByRole('region', { name: '参考来源' }).getByRole('button');
    expect(await cited.allInnerTexts()).toEqual([expect.stringMatching(/^\[1\]\s*员工手册\.pdf\s*第3页$/)]);
    // The question cost the model's price, once.
    expect(before - (await balanceOf(app, userId))).toBe(app.models.defaultChatModel()!.deduct);

    await answer.getByRole('button', { name: '来源 1' }).click();
    const popover = page.getByRole('dialog', { name: '来源 1' });
    await isShown(popover.getByText('员工手册.pdf · 第3页', { exact: false }));
    await popover.getByRole('button', { name: '查看原文段落' }).click();
    const panel = page.getByRole('dialog', { name: '来源 [1]' });
    await isShown(panel.locator('mark'));
    expect(await panel.locator('mark').innerText()).toContain('出差住宿标准为每晚不超过六百元');
    await isShown(panel.getByRole('button', { name: '打开原文' }));
    await panel.getByRole('button', { name: '关闭' }).last().click();
    await isGone(panel);
  });

  it('deleting the document: 来源已删除, /knowledge/chunk 404, its passages, vectors and file gone; embedding charged once', async () => {
    const { page } = user;
    const [document] = await app.database.db.select().from(schema.knowledgeDocuments).where(eq(schema.knowledgeDocuments.userId, userId));
    const [chunk] = await app.database.db
      .select({ id: schema.knowledgeChunks.id })
      .from(schema.knowledgeChunks)
      .where(eq(schema.knowledgeChunks.documentId, document!.id));
    const documents = page.getByRole('complementary', { name: '知识库文档' });
    await documents.getByRole('button', { name: '删除文档：员工手册.pdf' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '删除' }).click();
    await isGone(documents.getByRole('listitem').filter({ hasText: '员工手册.pdf' }));

    await page.getByRole('region', { name: '参考来源' }).getByRole('button').first().click();
    const panel = page.getByRole('dialog', { name: '来源 [1]' });
    await isShown(panel.getByText('来源已删除', { exact: true }));
    const [row] = await app.database.db.select().from(schema.users).where(eq(schema.users.id, userId));
    const token = await app.accounts.issueToken(row!);
    const gone = await fetch(`${base}/api/knowledge/chunk?id=${chunk!.id}`, { headers: { authorization: `Bearer ${token}` } });
    expect(gone.status).toBe(404);
    expect((await gone.json()).message).toBe('引用来源已删除');
    expect(await app.database.db.select().from(schema.knowledgeChunks).where(eq(schema.knowledgeChunks.documentId, document!.id))).toEqual([]);
    expect(await rowsOf(app.database.db, sql`select chunk_id from knowledge_vectors`)).toEqual([]);
    expect(await app.fileStore.open(document!.fileKey)).toBeNull();
    // Points: the 5 pages embedded for 3 points once, and the one question.
    const ledger = await app.database.db.select().from(schema.pointsLedger).where(eq(schema.pointsLedger.userId, userId));
    const spent = ledger.filter((entry) => entry.delta < 0).map((entry) => [entry.reason, entry.delta]);
    expect(spent).toEqual([
      ['knowledgeEmbed', -3],
      ['chat', -app.models.defaultChatModel()!.deduct],
    ]);
  });
});

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

  it('is cited on /knowledge/agent once indexed, for a question only it answers; 打开笔记 opens it again', async () => {
    // Indexed 10 s after the last save (the indexer looks every 2 s).
    await expect
      .poll(async () => (await app.database.db.select().from(schema.knowledgeNotes).where(eq(schema.knowledgeNotes.id, noteId)))[0]!.indexedVersion, {
        timeout: 30_000,
      })
      .toBeGreaterThan(0);
    const { page } = user;
    const before = await balanceOf(app, userId);
    await page.goto(`${base}/knowledge/agent`);
    await page.getByRole('textbox', { name: '输入你的问题' }).fill('儿童模式每天最多使用多久？');
    await page.keyboard.press('Enter');
    const sources = page.getByRole('region', { name: '参考来源' });
    await isShown(sources);
    // A note has no pages: its card is its title.
    expect(await sources.getByRole('button').allInnerTexts()).toEqual([expect.stringMatching(/^\[1\]\s*儿童模式$/)]);
    expect(await page.getByRole('article').last().innerText()).toContain('每天最多使用两小时');
    expect(before - (await balanceOf(app, userId))).toBe(app.models.defaultChatModel()!.deduct);
    await sources.getByRole('button').click();
    const panel = page.getByRole('dialog', { name: '来源 [1]' });
    await isShown(panel.locator('mark'));
    await panel.getByRole('button', { name: '打开笔记' }).click();
    await expect.poll(() => new URL(page.url()).search, patiently).toBe(`?note=${noteId}`);
    await expect.poll(() => page.getByRole('textbox', { name: '笔记标题' }).inputValue(), patiently).toBe('儿童模式');
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
