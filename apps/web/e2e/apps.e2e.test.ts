import { fileURLToPath } from 'node:url';
import { launchChromium } from '@lingxi/browser-testing';
import { createTestApp, schema, testAdminPassword } from '@lingxi/server/testing';
import { buildSim, DEFAULT_API_KEY } from '@lingxi/sim';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isShown, logInByPassword, patiently, toast, visitor } from './pageKit';
import { balanceOf, registerUser } from './serverKit';

// The built app on the real server in headless Chromium, apps/sim as the OpenAI-compatible upstream. Two users' story,
// in order (issue 20's acceptance): A creates a public app with a logo (审核中, not editable); the operator tries it (试聊)
// and approves it in the back office's 应用审核, and A is rewarded once; B finds it under 热门应用 by search and by category, 尝试指令 opens its conversation (no model
// picker), the answer streams, the sim got the preset and the app's model, B pays the app's price; B collects and
// un-collects it; the operator recommends it and adds a carousel slide on 首页推荐, which B's home page shows and follows;
// A edits it and the old version serves until the next approval.
const webRoot = fileURLToPath(new URL('../dist', import.meta.url));
const adminRoot = fileURLToPath(new URL('../../admin/dist', import.meta.url));
const reward = 7;
const price = 3;
const preset = '你是一位资深的旅行规划师，擅长按预算和天数安排每日行程。';
const editedPreset = '你是一位新版的旅行规划师，回答时先列出预算表，再安排行程。';
let sim: FastifyInstance;
let app: FastifyInstance;
let base: string;
let browser: Browser;

interface Completion {
  body: { model: string; messages: { role: string; content: string }[] };
}
const completions = async (): Promise<Completion[]> => (await sim.inject({ method: 'GET', url: '/__control/state' })).json().openai.completions;
/** A 1×1 PNG: the app's logo. */
const logoPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

beforeAll(async () => {
  sim = await buildSim();
  const simUrl = await sim.listen({ port: 0, host: '127.0.0.1' });
  app = await createTestApp({ webRoot, adminRoot });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  await app.configStore.setMany({ openaiBaseUrl: `${simUrl}/v1`, openaiApiKey: DEFAULT_API_KEY, appReviewRewardPoints: reward });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
  await sim?.close();
});

const appRow = async () => (await app.database.db.select().from(schema.apps).where(eq(schema.apps.listedName, '旅行规划')))[0];
const pendingReview = async (appId: number) =>
  (
    await app.database.db
      .select()
      .from(schema.reviewItems)
      .where(and(eq(schema.reviewItems.kind, 'app'), eq(schema.reviewItems.targetId, String(appId)), eq(schema.reviewItems.status, 'pending')))
  )[0];
/** The operator's approval, as the back office's review queue sends it (the second one; the first is made on its screen). */
async function approve(appId: number) {
  const item = await pendingReview(appId);
  const [operator] = await app.database.db.select().from(schema.users).where(eq(schema.users.username, 'admin'));
  const token = await app.tokens.sign({ userId: operator!.id, version: operator!.tokenVersion, admin: { session: await app.adminSessions.start() } });
  const reply = await fetch(`${base}/api/admin/review/${item!.id}/approve`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: '{}',
  });
  expect(reply.status).toBe(200);
}
const card = (page: Page, name: string) => page.getByRole('list', { name: '应用列表' }).getByRole('article').filter({ hasText: name });

describe('the app store (issue 20: create, review, reward, find, try, pay, collect, edit)', () => {
  let author: { context: BrowserContext; page: Page; userId: number; balance: number };
  let fan: { context: BrowserContext; page: Page; userId: number; balance: number };
  let appId: number;

  beforeAll(async () => {
    const a = await registerUser(app, base, 'tripmaker2026', 'maker-pass-1', 0);
    const b = await registerUser(app, base, 'tripfan2026', 'fan-pass-1', 20);
    author = { ...(await visitor(browser, `${base}/app-store`)), ...a };
    fan = { ...(await visitor(browser, `${base}/app-store`)), ...b };
  });
  afterAll(async () => {
    await author?.context.close();
    await fan?.context.close();
  });

  it('A creates a public app with a logo: 审核中 in 我的应用, where it cannot be edited', async () => {
    const { page } = author;
    await logInByPassword(page, 'tripmaker2026', 'maker-pass-1', { startMode: '密码登录' });
    await page.getByRole('button', { name: '创建应用' }).first().click();
    const form = page.getByRole('dialog', { name: '创建应用' });
    await form.getByRole('button', { name: /分类/ }).click();
    await page.getByRole('option', { name: '生活娱乐' }).click();
    await form.getByRole('textbox', { name: '应用名称' }).fill('旅行规划');
    await form.getByRole('textbox', { name: '预设prompt' }).fill(preset);
    await form.getByRole('textbox', { name: '应用描述' }).fill('按预算和天数安排行程');
    await form.getByRole('textbox', { name: '示例数据' }).fill('三天两夜去杭州\n预算五千的云南行');
    await form.locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logoPng });
    await isShown(form.getByRole('img', { name: '应用Logo预览' }));
    await form.getByText('是', { exact: true }).click();
    await form.getByRole('button', { name: '创建', exact: true }).click();
    await isShown(toast(page, '个人应用创建完成！'));
    await page.getByRole('tab', { name: '我的应用' }).click();
    const mine = card(page, '旅行规划');
    await isShown(mine.getByText('审核中', { exact: true }));
    await expect.poll(() => mine.getByRole('button', { name: '编辑：旅行规划' }).isDisabled(), patiently).toBe(true);
    const [row] = await app.database.db.select().from(schema.apps).where(eq(schema.apps.authorId, author.userId));
    appId = row!.id;
    expect(row!.status).toBe('pending');
  });

  it('the operator tries it in 应用审核 (试聊: the preset on the app’s model, free) and approves it: A is rewarded once, and it is listed', async () => {
    const operator = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
    operator.setDefaultTimeout(15_000);
    const page = await operator.newPage();
    await page.goto(`${base}/admin`);
    await page.getByRole('textbox', { name: '管理员账号' }).fill('admin');
    await page.getByLabel('密码', { exact: true }).fill(testAdminPassword);
    await page.keyboard.press('Enter');
    await page.getByRole('navigation', { name: '管理菜单' }).getByRole('link', { name: '应用审核' }).click();
    await page.getByRole('button', { name: /^查看 旅行规划/ }).click();
    const dialog = page.getByRole('dialog', { name: /^审核 #/ });
    const trial = dialog.getByRole('region', { name: '试聊' });
    const asked = (await completions()).length;
    await trial.getByRole('textbox', { name: '问题' }).fill('三天两夜去杭州');
    await trial.getByRole('button', { name: '发送' }).click();
    await isShown(trial.getByText(/^待审核版本 · /));
    const [tried] = (await completions()).slice(asked);
    expect(tried!.body.messages[0]!.content.startsWith(preset)).toBe(true);
    expect(tried!.body.messages.at(-1)).toEqual({ role: 'user', content: '三天两夜去杭州' });
    expect(await balanceOf(app, author.userId)).toBe(author.balance);
    await dialog.getByRole('button', { name: '通过', exact: true }).click();
    await isShown(dialog.getByText('已通过', { exact: true }).first());
    await operator.close();
    expect(await balanceOf(app, author.userId)).toBe(author.balance + reward);
    const ledger = await app.database.db
      .select()
      .from(schema.pointsLedger)
      .where(eq(schema.pointsLedger.reference, `app:${appId}`));
    expect(ledger.map((entry) => [entry.reason, entry.delta])).toEqual([['appReward', reward]]);
    // The operator's terms: the app answers on gpt-4o for 3 points.
    await app.database.db.update(schema.apps).set({ model: 'gpt-4o', price }).where(eq(schema.apps.id, appId));
    app.appChat.forget();
    expect((await appRow())?.status).toBe('approved');
  });

  it('B finds it under 热门应用 by search and by category, and tries it: the answer streams without a model picker', async () => {
    const { page } = fan;
    await logInByPassword(page, 'tripfan2026', 'fan-pass-1', { startMode: '密码登录' });
    // The store's list is kept in memory a moment: wait for the approval to show.
    await expect
      .poll(async () => {
        await page.getByRole('searchbox', { name: '搜索应用' }).fill('旅行');
        return card(page, '旅行规划').count();
      }, patiently)
      .toBe(1);
    await page.getByRole('searchbox', { name: '搜索应用' }).fill('');
    await page.getByRole('row', { name: '生活娱乐' }).click();
    await isShown(card(page, '旅行规划'));
    await page.getByRole('row', { name: '编程开发' }).click();
    await expect.poll(() => card(page, '旅行规划').count(), patiently).toBe(0);
    await page.getByRole('row', { name: '生活娱乐' }).click();

    await sim.inject({ method: 'POST', url: '/__control/reset' });
    await card(page, '旅行规划').getByRole('button', { name: '尝试指令：旅行规划' }).click();
    await expect.poll(() => new URL(page.url()).pathname, patiently).toMatch(/^\/chat\/\d+$/);
    await isShown(page.getByRole('heading', { name: '旅行规划' }));
    expect(await page.getByRole('button', { name: /^模型选择/ }).count()).toBe(0);
    await page.getByRole('button', { name: '发送：三天两夜去杭州' }).click();
    await isShown(page.getByRole('log', { name: '对话记录' }).getByText('模拟回答：三天两夜去杭州'));
    const [completion] = await completions();
    expect(completion!.body.model).toBe('gpt-4o');
    expect(completion!.body.messages[0]).toMatchObject({ role: 'system' });
    expect(completion!.body.messages[0]!.content.startsWith(preset)).toBe(true);
    await expect.poll(() => balanceOf(app, fan.userId), patiently).toBe(fan.balance - price);
  });

  it('the operator recommends it on 首页推荐 and adds a carousel slide: B sees both on /homePage and each opens what it says', async () => {
    const operator = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
    operator.setDefaultTimeout(15_000);
    const admin = await operator.newPage();
    await admin.goto(`${base}/admin`);
    await admin.getByRole('textbox', { name: '管理员账号' }).fill('admin');
    await admin.getByLabel('密码', { exact: true }).fill(testAdminPassword);
    await admin.keyboard.press('Enter');
    await admin.getByRole('navigation', { name: '管理菜单' }).getByRole('link', { name: '首页推荐' }).click();

    await admin.getByRole('button', { name: '新建推荐' }).click();
    let form = admin.getByRole('dialog', { name: '新建推荐' });
    await form.getByRole('textbox', { name: '标题' }).fill('旅行推荐');
    await form.getByRole('radiogroup', { name: '打开' }).getByText('应用', { exact: true }).click();
    await form.getByRole('button', { name: /应用/ }).click();
    await admin.getByRole('option', { name: '旅行规划' }).click();
    await form.getByRole('button', { name: '保存', exact: true }).click();
    await isShown(toast(admin, '“旅行推荐”已创建'));

    await admin.getByRole('tab', { name: '轮播' }).click();
    await admin.getByRole('button', { name: '新建轮播' }).click();
    form = admin.getByRole('dialog', { name: '新建轮播' });
    await form.getByRole('textbox', { name: '标题' }).fill('暑期出行季');
    await form.getByRole('textbox', { name: '页面路由' }).fill('/app-store');
    await form.locator('input[type="file"]').setInputFiles({ name: 'slide.png', mimeType: 'image/png', buffer: logoPng });
    await isShown(form.getByRole('img', { name: '当前图片' }));
    await form.getByRole('button', { name: '保存', exact: true }).click();
    await isShown(toast(admin, '“暑期出行季”已创建'));
    await operator.close();
    const slots = await app.database.db.select().from(schema.homeSlots);
    expect(slots.map((slot) => [slot.kind, slot.title, slot.appId, slot.target])).toEqual([
      ['rec', '旅行推荐', appId, ''],
      ['swiper', '暑期出行季', null, '/app-store'],
    ]);

    const { page } = fan;
    await page.goto(`${base}/homePage`);
    const slide = page.getByRole('region', { name: '精选推荐' }).getByRole('link', { name: /暑期出行季/ });
    await isShown(slide);
    await slide.click();
    await expect.poll(() => new URL(page.url()).pathname, patiently).toBe('/app-store');
    await page.goto(`${base}/homePage`);
    await page.getByRole('button', { name: '尝试：旅行推荐' }).click();
    await expect.poll(() => new URL(page.url()).pathname, patiently).toMatch(/^\/chat\/\d+$/);
    await isShown(page.getByRole('heading', { name: '旅行规划' }));
  });

  it('B collects it and takes it back out', async () => {
    const { page } = fan;
    await page.goto(`${base}/app-store`);
    const star = card(page, '旅行规划').getByRole('button', { name: '收藏旅行规划' });
    await star.click();
    await isShown(toast(page, '已将应用加入到我的个人工作台！'));
    await expect.poll(() => star.getAttribute('aria-pressed'), patiently).toBe('true');
    await star.click();
    await isShown(toast(page, '取消收藏成功!'));
    await expect.poll(() => star.getAttribute('aria-pressed'), patiently).toBe('false');
    expect(await app.database.db.select().from(schema.userApps).where(eq(schema.userApps.userId, fan.userId))).toEqual([]);
  });

  it('A edits it: the listed version keeps serving until the edit is approved', async () => {
    const { page } = author;
    await page.reload();
    await page.getByRole('tab', { name: '我的应用' }).click();
    await card(page, '旅行规划').getByRole('button', { name: '编辑：旅行规划' }).click();
    const form = page.getByRole('dialog', { name: '编辑应用' });
    await form.getByRole('textbox', { name: '预设prompt' }).fill(editedPreset);
    await form.getByRole('button', { name: '保存', exact: true }).click();
    await isShown(toast(page, '个人应用修改完成！'));
    await isShown(card(page, '旅行规划').getByText('审核中', { exact: true }));

    const ask = async () => {
      await sim.inject({ method: 'POST', url: '/__control/reset' });
      const token = await app.accounts.issueToken((await app.database.db.select().from(schema.users).where(eq(schema.users.id, fan.userId)))[0]!);
      const group = await (
        await fetch(`${base}/api/group/create`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ appId }),
        })
      ).json();
      await (
        await fetch(`${base}/api/chatgpt/chat-process`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ groupId: group.data.id, prompt: '再问一次' }),
        })
      ).text();
      return (await completions())[0]!.body.messages[0]!.content;
    };
    expect((await ask()).startsWith(preset)).toBe(true);
    await approve(appId);
    expect((await ask()).startsWith(editedPreset)).toBe(true);
    // Rewarded once, however many versions are approved.
    expect(await balanceOf(app, author.userId)).toBe(author.balance + reward);
  });
});
