import { fileURLToPath } from 'node:url';
import { launchChromium } from '@lingxi/browser-testing';
import { createTestApp, schema, testAdminPassword } from '@lingxi/server/testing';
import { eq } from 'drizzle-orm';
import { buildSim, DEFAULT_API_KEY, DEFAULT_MJ_SECRET } from '@lingxi/sim';
import type { FastifyInstance } from 'fastify';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isShown, logInByPassword, patiently, toast, visitor } from './pageKit';
import { registerUser } from './serverKit';

// The built app on the real server (its job runner on) in headless Chromium, apps/sim as the midjourney-proxy. Two
// users' story, in order: the author draws and shares (rec, 待审核); the operator approves it in the back office's
// 画廊管理 (the built apps/admin on the same server);
// a second user finds it on /market by search, opens it (a view), likes it, copies the cleaned prompt and uses 做同款;
// the author's card then shows the like and the view.
const webRoot = fileURLToPath(new URL('../dist', import.meta.url));
const adminRoot = fileURLToPath(new URL('../../admin/dist', import.meta.url));
let sim: FastifyInstance;
let app: FastifyInstance;
let base: string;
let browser: Browser;

beforeAll(async () => {
  sim = await buildSim();
  const simUrl = await sim.listen({ port: 0, host: '127.0.0.1' });
  await sim.inject({ method: 'POST', url: '/__control/midjourney', payload: { startDelayMs: 100, stepMs: 200, steps: 3 } });
  app = await createTestApp({ webRoot, adminRoot, env: { JOB_POLL_MS: '200' } });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  await app.configStore.setMany({
    mjProxyHost: simUrl,
    mjProxySecret: DEFAULT_MJ_SECRET,
    siteUrl: base,
    openaiBaseUrl: `${simUrl}/v1`,
    openaiApiKey: DEFAULT_API_KEY,
  });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
  await sim?.close();
});

/** The prompt as typed (English: no translation), and the card it becomes. */
const prompt = 'a crimson fox curled up in fresh snow';
const myDrawings = (page: Page) => page.getByRole('list', { name: '我的绘画' }).getByRole('article');

describe('the market (issue 19: share, review, search, view, like, copy, 做同款)', () => {
  let author: { context: BrowserContext; page: Page };
  let fan: { context: BrowserContext; page: Page };
  let drawingId: number;

  beforeAll(async () => {
    await registerUser(app, base, 'foxpainter2026', 'painter-pass-1', 100);
    await registerUser(app, base, 'foxfan2026', 'fan-pass-1', 0);
  });
  afterAll(async () => {
    await author?.context.close();
    await fan?.context.close();
  });

  it('the author draws and shares the picture: 待审核, not yet in the market', async () => {
    author = await visitor(browser, `${base}/draw/midjourney`);
    const { page } = author;
    await logInByPassword(page, 'foxpainter2026', 'painter-pass-1', { startMode: '密码登录' });
    await page.getByRole('textbox', { name: '提示词' }).fill(prompt);
    await page.getByRole('button', { name: '开始绘画' }).click();
    const card = myDrawings(page).first();
    await isShown(card.getByRole('button', { name: /^查看大图/ }));
    await card.getByRole('button', { name: '分享到画廊' }).click();
    const dialog = page.getByRole('dialog', { name: '分享到画廊' });
    await dialog.getByRole('button', { name: '分享', exact: true }).click();
    await isShown(toast(page, '已提交分享，审核通过后将在画廊展示'));
    await isShown(card.getByText('待审核', { exact: true }));
    const listed = await (await fetch(`${base}/api/midjourney/getList?sort=new&keyword=crimson`)).json();
    expect(listed.data.rows).toEqual([]);
  });

  it('the operator approves it in the back office’s 画廊管理, where it waits as 待审核', async () => {
    const operator = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
    operator.setDefaultTimeout(15_000);
    const page = await operator.newPage();
    await page.goto(`${base}/admin`);
    await page.getByRole('textbox', { name: '管理员账号' }).fill('admin');
    await page.getByLabel('密码', { exact: true }).fill(testAdminPassword);
    await page.keyboard.press('Enter');
    await page.getByRole('navigation', { name: '管理菜单' }).getByRole('link', { name: '画廊管理' }).click();
    const card = page.getByRole('list', { name: '画廊作品' }).getByRole('article').filter({ hasText: prompt });
    await isShown(card.getByText('待审核', { exact: true }));
    drawingId = Number((await card.getAttribute('aria-label'))?.match(/#(\d+)/)?.[1]);
    await card.getByRole('button', { name: `通过作品 #${drawingId}` }).click();
    await isShown(toast(page, `作品 #${drawingId} 已通过并上架`));
    await expect.poll(() => card.count(), patiently).toBe(0);
    await operator.close();
  });

  it('another user finds it on /market by search and opens it: one view', async () => {
    fan = await visitor(browser, `${base}/market`);
    await fan.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
    const { page } = fan;
    await logInByPassword(page, 'foxfan2026', 'fan-pass-1', { startMode: '密码登录' });
    await page.getByRole('searchbox', { name: '搜索作品' }).fill('crimson');
    await expect.poll(() => new URL(page.url()).searchParams.get('q'), patiently).toBe('crimson');
    const feed = page.getByRole('list', { name: '画廊作品' });
    await expect.poll(() => feed.getByRole('listitem').count(), patiently).toBe(1);
    await feed.getByRole('button', { name: `查看作品：${prompt}` }).click();
    const detail = page.getByRole('dialog', { name: '作品详情' });
    await isShown(detail.getByText('浏览 1', { exact: true }));
    await isShown(detail.getByText('foxpainter2026', { exact: true }));
  });

  it('likes it (pressed, 1 like), copies the cleaned prompt (复制成功) and uses 做同款', async () => {
    const { page } = fan;
    const detail = page.getByRole('dialog', { name: '作品详情' });
    const like = detail.getByRole('button', { name: '点赞', exact: true });
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed'), patiently).toBe('true');
    await isShown(detail.getByText('1 个赞', { exact: true }));
    await detail.getByRole('button', { name: '复制提示词', exact: true }).click();
    await isShown(toast(page, '复制成功'));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(prompt);
    await detail.getByRole('button', { name: '做同款' }).click();
    await expect.poll(() => new URL(page.url()).pathname, patiently).toBe('/draw/midjourney');
    await expect.poll(() => page.getByRole('textbox', { name: '提示词' }).inputValue(), patiently).toBe(prompt);
  });

  it('the author sees 已分享 with 1 like and 1 view on the card', async () => {
    const { page } = author;
    await page.reload();
    const card = myDrawings(page).first();
    await isShown(card.getByText('已分享', { exact: true }));
    await isShown(card.getByText('1 个赞 · 1 次浏览', { exact: true }));
    const [item] = await app.database.db.select().from(schema.marketItems).where(eq(schema.marketItems.id, drawingId));
    expect(item).toMatchObject({ agreeNum: 1, visitNum: 1, status: 'approved' });
  });
});
