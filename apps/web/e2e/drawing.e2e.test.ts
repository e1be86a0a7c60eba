import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { desc } from 'drizzle-orm';
import { launchChromium } from '@lingxi/browser-testing';
import { createTestApp, schema } from '@lingxi/server/testing';
import { buildSim, DEFAULT_API_KEY, DEFAULT_MJ_SECRET } from '@lingxi/sim';
import type { FastifyInstance } from 'fastify';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isShown, logInByPassword, patiently, visitor } from './pageKit';
import { balanceOf, registerUser } from './serverKit';

// The built app on the real server (its job runner on) in headless Chromium, with apps/sim as the midjourney-proxy.
// One user's story (the `it` blocks run in order): imagine → progress → the grid → U2 → a variation → zoom out, each
// charged its class's price; the zoomed-out picture downloaded from the viewer; then a DALL·E drawing at the images
// model's price; the downloaded picture described, one of its prompts used in the Midjourney form; the two buttons
// that open a dialog first (Vary (Region), Custom Zoom); and /draw/task's filters and favourites.
const webRoot = fileURLToPath(new URL('../dist', import.meta.url));
let sim: FastifyInstance;
let app: FastifyInstance;
let base: string;
let browser: Browser;

beforeAll(async () => {
  sim = await buildSim();
  const simUrl = await sim.listen({ port: 0, host: '127.0.0.1' });
  // About 1.5 s a drawing: long enough to see it drawn.
  await sim.inject({ method: 'POST', url: '/__control/midjourney', payload: { startDelayMs: 200, stepMs: 300, steps: 4 } });
  app = await createTestApp({ webRoot, env: { JOB_POLL_MS: '200' } });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  // The same sim answers the images model (DALL·E 3, seeded at 8 points a picture).
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

const gallery = (page: Page) => page.getByRole('list', { name: '我的绘画' });
const cards = (page: Page) => gallery(page).getByRole('article');
/** The newest card once it is done (its picture can be opened): a job through the sim, so waited for longer on a loaded machine. */
async function newestDone(page: Page): Promise<Locator> {
  const card = cards(page).first();
  await expect.poll(() => card.getByRole('button', { name: /^查看大图/ }).isVisible(), { timeout: 30_000 }).toBe(true);
  return card;
}

describe('drawing (issue 18: /draw/midjourney, /draw/dall)', () => {
  const username = 'painter2026';
  const password = 'painter-pass-1';
  let context: BrowserContext;
  let page: Page;
  let userId: number;
  let points: number;
  /** The zoomed-out picture as the viewer's 下载 saved it: described on /draw/tool. */
  let drawnPicture: string;

  beforeAll(async () => {
    ({ userId, balance: points } = await registerUser(app, base, username, password, 100));
  });
  afterAll(async () => {
    await context?.close();
  });

  it('a visitor is asked to log in on 开始绘画; logged in, an empty gallery invites the first drawing', async () => {
    ({ context, page } = await visitor(browser, `${base}/draw`));
    await expect.poll(() => new URL(page.url()).pathname, patiently).toBe('/draw/midjourney');
    await page.getByRole('textbox', { name: '提示词' }).fill('雪地里的红狐狸');
    await page.getByRole('button', { name: '开始绘画' }).click();
    await isShown(page.getByRole('dialog'));
    await logInByPassword(page, username, password);
    await isShown(page.getByText('还没有作品，输入提示词开始绘画吧'));
  });

  it('imagines: the card shows its progress, then the 2×2 grid with U1–U4 and V1–V4; 4 points (fast, class 1)', async () => {
    await expect(page.getByRole('textbox', { name: '提示词' })).toBeTruthy();
    await expect.poll(() => page.getByRole('textbox', { name: '提示词' }).inputValue()).toBe('雪地里的红狐狸');
    await page.getByRole('radio', { name: '16:9' }).check({ force: true });
    await page.getByRole('button', { name: '开始绘画' }).click();
    await isShown(cards(page).first().getByRole('progressbar'));
    const card = await newestDone(page);
    for (const label of ['U1', 'U2', 'U3', 'U4', 'V1', 'V2', 'V3', 'V4']) await isShown(card.getByRole('button', { name: label, exact: true }));
    await expect.poll(() => balanceOf(app, userId), patiently).toBe(points - 4);
  });

  it('U2 upscales one tile (class 2: 2 points); Vary (strong) and Zoom out 2× follow (class 1: 4 each)', async () => {
    await (await newestDone(page)).getByRole('button', { name: 'U2', exact: true }).click();
    await expect.poll(() => cards(page).count(), patiently).toBe(2);
    const upscaled = await newestDone(page);
    await isShown(upscaled.getByRole('button', { name: '强变化' }));
    await expect.poll(() => balanceOf(app, userId), patiently).toBe(points - 6);

    await upscaled.getByRole('button', { name: '强变化' }).click();
    await expect.poll(() => cards(page).count(), patiently).toBe(3);
    await newestDone(page);
    // The upscale is now the second card: zoom out from it.
    const second = cards(page).nth(1);
    await second.getByRole('button', { name: '扩图 2 倍' }).click();
    await expect.poll(() => cards(page).count(), patiently).toBe(4);
    await newestDone(page);
    await expect.poll(() => balanceOf(app, userId), patiently).toBe(points - 14);
  });

  it('opens a picture in the viewer, where 下载 saves it, → shows the next one and Escape closes it', async () => {
    await (await newestDone(page)).getByRole('button', { name: /^查看大图/ }).click();
    const viewer = page.getByRole('dialog', { name: '图片预览' });
    await isShown(viewer);
    await isShown(viewer.getByText('1 / 4'));
    const [download] = await Promise.all([page.waitForEvent('download'), viewer.getByRole('link', { name: '下载' }).click()]);
    drawnPicture = await download.path();
    expect((await readFile(drawnPicture)).subarray(1, 4).toString()).toBe('PNG');
    await page.keyboard.press('ArrowRight');
    await isShown(viewer.getByText('2 / 4'));
    await page.keyboard.press('Escape');
    await expect.poll(() => viewer.count(), patiently).toBe(0);
  });

  it('draws with DALL·E 3 on /draw/dall: its price (8 points) is shown and charged, and the picture joins my DALL·E drawings', async () => {
    await page.goto(`${base}/draw/dall`);
    await isShown(page.getByText('消耗 8 积分'));
    // /draw/dall lists the images model's drawings only: none yet.
    await isShown(page.getByText('还没有作品，输入提示词开始绘画吧'));
    await page.getByRole('textbox', { name: '提示词' }).fill('月光下的古城');
    await page.getByRole('radio', { name: '横版 1792×1024' }).check({ force: true });
    await page.getByRole('button', { name: '开始绘画' }).click();
    await expect.poll(() => cards(page).count(), patiently).toBe(1);
    const card = await newestDone(page);
    await isShown(card.getByText('月光下的古城'));
    // Still there after a reload.
    await page.reload();
    await isShown(cards(page).first().getByText('月光下的古城'));
    await expect.poll(() => cards(page).count(), patiently).toBe(1);
    await expect.poll(() => balanceOf(app, userId), patiently).toBe(points - 22);
    const [drawing] = await app.database.db.select().from(schema.drawings).orderBy(desc(schema.drawings.id)).limit(1);
    expect(drawing).toMatchObject({ kind: 'image', userId, width: 1792, height: 1024 });
  });

  it('describes the downloaded picture on /draw/tool (class 2: 2 points) and 使用 takes one of its prompts to the Midjourney form', async () => {
    await page.goto(`${base}/draw/tool`);
    await isShown(page.getByText('消耗 2 积分'));
    await page.locator('input[type="file"]').setInputFiles({ name: 'fox.png', mimeType: 'image/png', buffer: await readFile(drawnPicture) });
    await isShown(page.getByText('已选择：fox.png'));
    await page.getByRole('button', { name: '开始反推' }).click();
    const results = page.getByRole('list', { name: '图生文 的结果' }).first();
    await isShown(results);
    const first = (await results.getByRole('listitem').first().locator('span').first().textContent()) ?? '';
    expect(first).toMatch(/--ar/);
    await expect.poll(() => balanceOf(app, userId), patiently).toBe(points - 24);
    await results.getByRole('button', { name: `使用：${first}` }).click();
    await expect.poll(() => new URL(page.url()).pathname, patiently).toBe('/draw/midjourney');
    await expect.poll(() => page.getByRole('textbox', { name: '提示词' }).inputValue(), patiently).toBe(first);
  });

  it('局部重绘 sends a box drawn from the keyboard as a PNG mask, 自定义扩图 its factor as --zoom (class 1: 4 points each)', async () => {
    const jobs = async () => (await app.database.db.select({ id: schema.drawings.id }).from(schema.drawings)).length;
    const before = await jobs();
    await isShown(gallery(page).getByRole('button', { name: '局部重绘' }).first());
    await gallery(page).getByRole('button', { name: '局部重绘' }).first().click();
    const region = page.getByRole('dialog', { name: '局部重绘' });
    await region.getByRole('application').focus();
    await page.keyboard.press('Enter');
    await isShown(region.getByText('已选 1 个区域'));
    await region.getByRole('button', { name: '开始绘制' }).click();
    await expect.poll(() => region.count(), patiently).toBe(0);
    await expect.poll(jobs, patiently).toBe(before + 1);
    await newestDone(page);
    const [redrawn] = await app.database.db.select().from(schema.generationJobs).orderBy(desc(schema.generationJobs.id)).limit(1);
    expect((redrawn?.payload as { modal?: string; maskKey?: string }).modal).toBe('region');
    expect((redrawn?.payload as { maskKey?: string }).maskKey).toMatch(/\.png$/);
    await expect.poll(() => balanceOf(app, userId), patiently).toBe(points - 28);

    await gallery(page).getByRole('button', { name: '自定义扩图' }).first().click();
    const zoom = page.getByRole('dialog', { name: '自定义扩图' });
    await zoom.getByRole('slider', { name: '扩展倍数' }).focus();
    for (let step = 0; step < 5; step += 1) await page.keyboard.press('ArrowRight');
    await zoom.getByRole('button', { name: '开始绘制' }).click();
    await expect.poll(jobs, patiently).toBe(before + 2);
    await newestDone(page);
    const [zoomed] = await app.database.db.select().from(schema.drawings).orderBy(desc(schema.drawings.id)).limit(1);
    expect(zoomed?.prompt).toMatch(/--zoom 2$/);
    await expect.poll(() => balanceOf(app, userId), patiently).toBe(points - 32);
  });

  it('/draw/task lists my drawings by state and keeps the filter in the address; 我的收藏 holds a favourite of each kind', async () => {
    await page.goto(`${base}/draw/task`);
    await expect.poll(() => cards(page).count(), patiently).toBe(7);
    await page.getByRole('grid', { name: '状态' }).getByRole('row', { name: '失败' }).click();
    await isShown(page.getByText('没有符合条件的任务'));
    expect(new URL(page.url()).search).toBe('?status=failed');
    await page.reload();
    await isShown(page.getByText('没有符合条件的任务'));
    await page.getByRole('grid', { name: '状态' }).getByRole('row', { name: '已完成' }).click();
    await expect.poll(() => cards(page).count(), patiently).toBe(7);
    await cards(page).first().getByRole('button', { name: '收藏', exact: true }).click();
    // The DALL·E picture is on /draw/dall: favourite it there, then both are in 我的收藏.
    await page.goto(`${base}/draw/dall`);
    await (await newestDone(page)).getByRole('button', { name: '收藏', exact: true }).click();
    await expect.poll(async () => (await app.database.db.select().from(schema.drawings)).filter((row) => row.favorite).length, patiently).toBe(2);
    await page.goto(`${base}/draw/task?scope=favorites`);
    await expect.poll(() => cards(page).count(), patiently).toBe(2);
    await isShown(cards(page).getByText('月光下的古城'));
  });

  it('/draw/prompt: a prompt of the library, chosen by its category, is taken by 使用 to the Midjourney form', async () => {
    await page.goto(`${base}/draw/prompt`);
    await page.getByRole('row', { name: '风景' }).click();
    const prompts = page.getByRole('list', { name: '风景' });
    await isShown(prompts.getByRole('heading', { name: '雪山日出' }));
    const text = (await prompts.getByRole('listitem').first().locator('p').textContent()) ?? '';
    expect(text.length).toBeGreaterThan(0);
    await prompts.getByRole('button', { name: '使用：雪山日出' }).click();
    await expect.poll(() => new URL(page.url()).pathname, patiently).toBe('/draw/midjourney');
    await expect.poll(() => page.getByRole('textbox', { name: '提示词' }).inputValue(), patiently).toBe(text);
  });

  it('/draw/tool blends two pictures (class 1: 4 points) and swaps a face onto a picture (class 2: 2 points)', async () => {
    await page.goto(`${base}/draw/tool`);
    await page.getByRole('radio', { name: '混图' }).check({ force: true });
    await isShown(page.getByText('消耗 4 积分'));
    const picture = await readFile(drawnPicture);
    await page.locator('input[type="file"]').setInputFiles([
      { name: 'one.png', mimeType: 'image/png', buffer: picture },
      { name: 'two.png', mimeType: 'image/png', buffer: picture },
    ]);
    await isShown(page.getByRole('list', { name: '已选图片' }).getByText('two.png'));
    await page.getByRole('button', { name: '开始混图' }).click();
    const blended = await newestDone(page);
    await isShown(blended.getByRole('button', { name: 'U1', exact: true }));
    await expect.poll(() => balanceOf(app, userId), patiently).toBe(points - 36);

    await page.getByRole('radio', { name: '换脸' }).check({ force: true });
    const [face, target] = await page.locator('input[type="file"]').all();
    await face!.setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: picture });
    await target!.setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: picture });
    await isShown(page.getByText('已选择：poster.png'));
    const before = await cards(page).count();
    await page.getByRole('button', { name: '开始换脸' }).click();
    await expect.poll(() => cards(page).count(), patiently).toBe(before + 1);
    await newestDone(page);
    await expect.poll(() => balanceOf(app, userId), patiently).toBe(points - 38);
    const [swapped] = await app.database.db.select().from(schema.drawings).orderBy(desc(schema.drawings.id)).limit(1);
    expect(swapped).toMatchObject({ action: 'SWAP_FACE', userId });
  });

  it('/draw/smalltools draws the operator’s template (手机壁纸) around a few words, at its size and the imagine price', async () => {
    await page.goto(`${base}/draw/smalltools`);
    await page.getByRole('radio', { name: /手机壁纸/ }).check({ force: true });
    await page.getByRole('textbox', { name: '手机壁纸：描述你想要的内容' }).fill('星空下的鲸鱼');
    const before = await cards(page).count();
    await page.getByRole('button', { name: '生成', exact: true }).click();
    await expect.poll(() => cards(page).count(), patiently).toBe(before + 1);
    await newestDone(page);
    await expect.poll(() => balanceOf(app, userId), patiently).toBe(points - 42);
    const [drawn] = await app.database.db.select().from(schema.drawings).orderBy(desc(schema.drawings.id)).limit(1);
    expect(drawn?.originPrompt).toBe('星空下的鲸鱼，手机壁纸，细节丰富，色彩鲜明');
    const [job] = await app.database.db.select().from(schema.generationJobs).orderBy(desc(schema.generationJobs.id)).limit(1);
    expect(JSON.stringify(job?.payload)).toMatch(/--ar 9:16/);
  });

  it('/channels/@me shows my drawings as a channel; a prompt and Enter draw it with the kept settings', async () => {
    await page.goto(`${base}/channels/@me`);
    const channel = page.getByRole('region', { name: '绘画频道' });
    const messages = channel
      .getByRole('list', { name: '我的绘画' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('article') });
    await expect.poll(() => messages.count(), patiently).toBeGreaterThan(5);
    const before = await messages.count();
    const box = page.getByRole('textbox', { name: '/imagine 提示词' });
    await box.fill('雪夜里的灯塔');
    await box.press('Enter');
    await expect.poll(() => messages.count(), patiently).toBe(before + 1);
    await expect.poll(() => box.inputValue()).toBe('');
    // The newest is the last message, just above the composer.
    await isShown(messages.last().getByText('雪夜里的灯塔'));
    await isShown(messages.last().getByRole('button', { name: /^查看大图/ }));
    await expect.poll(() => balanceOf(app, userId), patiently).toBe(points - 46);
  });
});
