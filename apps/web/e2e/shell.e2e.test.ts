import { fileURLToPath } from 'node:url';
import { launchChromium } from '@lingxi/browser-testing';
import { createTestApp } from '@lingxi/server/testing';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawTabs, musicTabs, pptTabs, videoTabs } from '../src/features/shell/routes';
import { redirects, screenRoutes } from '../src/routing/routeTable';
import { dialog, fillPasswordLogin, isGone, isShown, isTakenOver, submitLogin } from './pageKit';

// The built app on the real server (in-process, seeded test database) in headless Chromium.
const webRoot = fileURLToPath(new URL('../dist', import.meta.url));
let app: FastifyInstance;
let base: string;
let browser: Browser;

beforeAll(async () => {
  app = await createTestApp({ webRoot });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

/** A fresh visitor: the notice is snoozed unless a test is about the notice. */
async function visitor({
  notice = false,
  colorScheme = 'light' as 'light' | 'dark',
  viewport = { width: 1440, height: 900 },
} = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ colorScheme, viewport });
  if (!notice) await context.addInitScript(() => localStorage.setItem('lx:showNotice', String(Date.now() + 86_400_000)));
  return { context, page: await context.newPage() };
}

const pathOf = (page: Page) => new URL(page.url()).pathname;
const waitForPath = (page: Page, path: string) => expect.poll(() => pathOf(page)).toBe(path);

describe('routes (SPEC §2.1)', () => {
  it('follows every redirect of the table to where the spec says', async () => {
    const { context, page } = await visitor();
    const finalOf = (to: string) => (to === '/' ? '/homePage' : to);
    for (const { path, redirect } of redirects) {
      await page.goto(`${base}${path}`);
      await waitForPath(page, finalOf(redirect));
    }
    await context.close();
  });

  it('answers a missing or private upload with 404, not the web app', async () => {
    for (const path of ['/uploads/avatar/202611/0f8fad5b-d9cb-469f-a165-70867728950e.png', '/uploads/chat/202611/0f8fad5b-d9cb-469f-a165-70867728950e.txt']) {
      const reply = await fetch(`${base}${path}`);
      expect(reply.status, path).toBe(404);
      expect(reply.headers.get('content-type'), path).toMatch(/^application\/json/);
    }
  });

  describe('renders every screen path inside its layout, never a blank page', () => {
    const concrete = (path: string) => path.replace(':id?', '7').replace(':id', '7');
    const paths = [
      ...new Set([
        ...screenRoutes.map((route) => concrete(route.path)),
        ...drawTabs.map((t) => `/draw/${t}`),
        ...pptTabs.map((t) => `/ppt/${t}`),
        ...musicTabs.map((t) => `/music/${t}`),
        ...videoTabs.map((t) => `/video/${t}`),
      ]),
      // /unlawful is left to the genuineness test: a genuine visitor is sent on to /.
    ].filter((candidate) => candidate !== '/unlawful');
    // One page walks every path; a test each, so a slow machine times one path out, not the walk, and names it.
    let visit: { context: BrowserContext; page: Page };
    beforeAll(async () => {
      visit = await visitor();
    });
    afterAll(() => visit?.context.close());

    it.each(paths)('%s', async (path) => {
      await visit.page.goto(`${base}${path}`);
      await expect.poll(() => visit.page.locator('h1').count(), { message: path }).toBeGreaterThan(0);
      expect(pathOf(visit.page), path).toBe(path);
    });

    it('/no/such/page: 页面不存在', async () => {
      await visit.page.goto(`${base}/no/such/page`);
      await expect.poll(() => visit.page.getByRole('heading', { level: 1 }).textContent()).toBe('页面不存在');
    });
  });
});

describe('first paint from the server (polish issue)', () => {
  const hero = (page: Page) => page.getByRole('heading', { level: 1, name: '灵犀' });
  const pitch = (page: Page) => page.getByText('对话、绘画、思维导图、文档与 PPT，一个助手全部搞定。');

  it('shows /homePage styled before any of the app’s scripts has run or been requested, then the app takes it over without an error', async () => {
    const { context, page } = await visitor();
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${base}/homePage`);
    await isShown(hero(page));
    await isShown(pitch(page));
    // Styled: the layout's stylesheets and the home screen's own are in before the scripts (the cards are a grid).
    expect(await page.getByRole('heading', { name: '全部功能' }).evaluate((node) => getComputedStyle(node).fontWeight)).toBe('600');
    await context.close();

    const app = await visitor();
    const problems: string[] = [];
    app.page.on('console', (message) => void (message.type() === 'error' && problems.push(message.text())));
    app.page.on('pageerror', (error) => void problems.push(error.message));
    await app.page.goto(`${base}/homePage`);
    await isShown(hero(app.page));
    // The app's first render replaces the paint (the wrapper goes); its buttons then work.
    await isTakenOver(app.page);
    await app.page.getByRole('button', { name: '登录 / 注册' }).first().click();
    await isShown(app.page.getByRole('dialog'));
    expect(problems).toEqual([]);
    // The app's modules were requested only once the paint was on screen (startAppScript), none with the page.
    const timing = await app.page.evaluate(() => ({
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      firstScript: Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('.js'))
          .map((entry) => entry.startTime),
      ),
    }));
    expect(timing.painted).toBeGreaterThan(0);
    expect(timing.firstScript).toBeGreaterThanOrEqual(timing.painted!);
    await app.context.close();
  });

  it('answers a click made on the paint before the app took over, and keeps the focus where it was', async () => {
    const { context, page } = await visitor();
    // The app's scripts are held back until the click is made.
    let released = false;
    const held: Route[] = [];
    await page.route('**/assets/*.js', (route) => (released ? route.continue() : void held.push(route)));
    await page.goto(`${base}/homePage`);
    await isShown(hero(page));
    const login = page.getByRole('button', { name: '登录 / 注册' }).first();
    await login.focus();
    await login.click();
    expect(await page.locator('div[data-server-paint]').count()).toBe(1);
    expect(await page.getByRole('dialog').count()).toBe(0);
    released = true;
    for (const route of held) await route.continue();
    await isShown(page.getByRole('dialog'));
    expect(await page.locator('div[data-server-paint]').count()).toBe(0);
    await page.keyboard.press('Escape');
    await isGone(page.getByRole('dialog'));
    // The focus went back to the app's own button, the one focused on the paint (the dialog restores it on close, in
    // the frame after it is gone: polled, as a loaded machine may read between the two).
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('登录 / 注册');
    expect(await page.evaluate(() => document.activeElement?.closest('[data-server-paint]'))).toBeNull();
    await context.close();
  });

  it('is not shown to a visitor who chose another language, who gets the app in it', async () => {
    const { context, page } = await visitor();
    // (The html element's own data-server-paint="off" is what hides the paint.)
    await context.addInitScript(() => localStorage.setItem('lx:appSettings', JSON.stringify({ language: 'en' })));
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${base}/homePage`);
    await expect.poll(() => page.locator('div[data-server-paint]').count()).toBe(1);
    expect(await pitch(page).isVisible()).toBe(false);
    await page.unroute('**/assets/*.js');
    await page.reload();
    await isShown(page.getByRole('heading', { level: 1, name: 'Lingxi' }));
    await context.close();
  });
});

describe('legal pages', () => {
  it('show one heading (the operator’s own is dropped), clear of the top, and a way back', async () => {
    const { context, page } = await visitor();
    await page.goto(`${base}/homePage`);
    await page.goto(`${base}/agreement`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('用户协议');
    await expect.poll(() => page.getByText('欢迎使用本站服务', { exact: false }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: '用户协议' }).count()).toBe(1);
    const top = (await page.getByRole('heading', { level: 1 }).boundingBox())!.y;
    expect(top).toBeGreaterThan(24);
    await page.getByRole('button', { name: '返回' }).click();
    await waitForPath(page, '/homePage');
    await context.close();
  });
});

describe('menus from the server', () => {
  it('lists the operator’s side menu and navigates on a click; an iframe entry opens /extend', async () => {
    const { schema } = await import('@lingxi/server/testing');
    await app.database.db
      .insert(schema.menus)
      .values({ menuPlatform: 1, menuName: '帮助文档', menuIframeUrl: 'https://docs.lingxi.test/start', menuIcon: 'book', sort: 99 });
    app.menuStore.invalidate();
    const { context, page } = await visitor();
    await page.goto(`${base}/chat`);
    const nav = page.getByRole('navigation', { name: '主菜单' });
    await nav.getByRole('button', { name: 'AI 绘画' }).click();
    await waitForPath(page, '/draw/midjourney');
    await nav.getByRole('button', { name: '帮助文档' }).click();
    await waitForPath(page, '/extend');
    const frame = page.locator('iframe');
    expect(await frame.getAttribute('src')).toBe('https://docs.lingxi.test/start');
    expect(await frame.getAttribute('title')).toBe('帮助文档（外部页面）');
    await context.close();
  });
});

describe('preferences persist', () => {
  it('keeps the sidebar collapsed across a reload', async () => {
    const { context, page } = await visitor();
    await page.goto(`${base}/draw/midjourney`);
    await page.getByRole('button', { name: '收起侧边栏' }).click();
    await expect.poll(() => page.locator('aside[data-collapsed]').count()).toBe(1);
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: '展开侧边栏' }).count()).toBe(1);
    expect(await page.locator('aside[data-collapsed]').count()).toBe(1);
    await context.close();
  });

  it('switches theme and language without a reload, and keeps them after one', async () => {
    const { context, page } = await visitor();
    await page.goto(`${base}/homePage`);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('button', { name: '主题与语言' }).first().click();
    await page.getByRole('menuitemradio', { name: '深色' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.className)).toBe('lx-dark');
    await page.getByRole('button', { name: '主题与语言' }).first().click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
    await expect.poll(() => page.getByRole('button', { name: 'Latest notice' }).count()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: 'Latest notice' }).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.className)).toBe('lx-dark');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await context.close();
  });
});

describe('chat screens on desktops', () => {
  it('start /chat and /document as the 80 px icon rail below 1600 px; other screens and wider windows keep the full sidebar', async () => {
    const { context, page } = await visitor();
    const sidebar = page.locator('aside').first();
    const nav = page.getByRole('navigation', { name: '主菜单' });
    await page.goto(`${base}/chat`);
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(80);
    expect(await nav.getByRole('button', { name: 'AI 对话' }).getAttribute('aria-current')).toBe('page');
    await nav.getByRole('button', { name: 'AI 绘画' }).click();
    await waitForPath(page, '/draw/midjourney');
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(364);
    await page.setViewportSize({ width: 1680, height: 900 });
    await page.goto(`${base}/document`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0);
    expect((await sidebar.boundingBox())?.width).toBe(364);
    await context.close();
  });
});

describe('phone (390×844, SPEC §2.2)', () => {
  it('has one bottom bar, the dock: 更多 opens its sheet, 我的 logs in, then opens the account sheet with the points', async () => {
    const { schema } = await import('@lingxi/server/testing');
    const [username, password] = ['phone2026', 'phone-pass-1'];
    const registered = await fetch(`${base}/api/auth/registeV3`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    expect(registered.status).toBe(200);
    const { context, page } = await visitor({ viewport: { width: 390, height: 844 } });
    await page.goto(`${base}/homePage`);
    const dock = page.getByRole('navigation', { name: '底部导航' });
    await isShown(dock);
    await isTakenOver(page);
    // Every element pinned to the bottom edge across the whole width: the dock alone.
    const bottomBars = await page.evaluate(
      () =>
        [...document.querySelectorAll('body *')].filter((element) => {
          const { position } = getComputedStyle(element);
          const box = element.getBoundingClientRect();
          return (position === 'fixed' || position === 'sticky') && box.height > 0 && box.width >= innerWidth - 1 && box.bottom >= innerHeight - 1;
        }).length,
    );
    expect(bottomBars).toBe(1);
    expect((await dock.boundingBox())!.height).toBeLessThanOrEqual(72);
    expect(await dock.getByRole('button').count()).toBeLessThanOrEqual(5);

    await dock.getByRole('button', { name: '更多' }).click();
    const more = dialog(page, '更多');
    await isShown(more.getByRole('button', { name: '邀请好友' }));
    await isShown(more.getByRole('button', { name: '公告' }));
    await page.keyboard.press('Escape');
    await isGone(more);

    // Logged out, 我的 opens login.
    await dock.getByRole('button', { name: '我的' }).click();
    await isShown(page.getByRole('dialog'));
    await submitLogin(await fillPasswordLogin(page, username, password));
    await isGone(page.getByRole('dialog'));
    const [user] = await app.database.db.select().from(schema.users).where(eq(schema.users.username, username));
    await isShown(page.getByRole('banner').getByRole('button', { name: `${user!.score} 积分`, exact: true }));

    await dock.getByRole('button', { name: '我的' }).click();
    const account = dialog(page, '我的账户');
    await isShown(account.getByText(username, { exact: true }));
    await isShown(account.getByText(String(user!.score), { exact: true }));
    await isShown(account.getByRole('button', { name: '签到' }));
    await isShown(account.getByRole('menuitem', { name: '退出登录' }));
    await page.keyboard.press('Escape');
    await isGone(account);

    // Every screen has the bar on a phone: the chat screen too, with its points chip, and its composer above the dock.
    await page.goto(`${base}/chat`);
    await isShown(page.getByRole('banner').getByRole('button', { name: `${user!.score} 积分`, exact: true }));
    const composer = page.getByRole('textbox', { name: '输入你的问题' });
    await isShown(composer);
    const [composerBox, dockBox] = await Promise.all([composer.boundingBox(), dock.boundingBox()]);
    expect(composerBox!.y + composerBox!.height).toBeLessThanOrEqual(dockBox!.y);
    expect(await page.evaluate(() => document.documentElement.scrollHeight <= innerHeight + 1)).toBe(true);
    await context.close();
  });
});

describe('guards (SPEC §4)', () => {
  it('stores an invite code, strips it from the address, and reports the visit to the server', async () => {
    const { schema } = await import('@lingxi/server/testing');
    await app.database.db.update(schema.users).set({ inviteCode: 'FRIEND42', inviteLinkCount: 0 }).where(eq(schema.users.username, 'admin'));
    const { context, page } = await visitor();
    await page.goto(`${base}/homePage?inVitecode=FRIEND42&from=share`);
    await expect.poll(() => page.url()).toBe(`${base}/homePage`);
    await expect.poll(async () => (await app.database.db.select().from(schema.users).where(eq(schema.users.username, 'admin')))[0]?.inviteLinkCount).toBe(1);
    const stored = await page.evaluate(() => localStorage.getItem('lx:invitedBy'));
    expect(stored).not.toBeNull();
    expect(stored).not.toContain('FRIEND42');
    await context.close();
  });

  it('confines a visitor of a domain the operator does not allow to /unlawful', async () => {
    await app.configStore.set('allowedDomains', JSON.stringify(['lingxi.example']), false);
    try {
      const { context, page } = await visitor();
      await page.goto(`${base}/chat`);
      await waitForPath(page, '/unlawful');
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('站点未获授权');
      await page.goto(`${base}/draw`);
      await waitForPath(page, '/unlawful');
      await context.close();
    } finally {
      await app.configStore.set('allowedDomains', '[]', false);
    }
  });
});

describe('notice (SPEC §4)', () => {
  it('opens by itself, and 24小时不再提示 keeps it closed on the next visit', async () => {
    const { context, page } = await visitor({ notice: true });
    await page.goto(`${base}/homePage`);
    const dialog = page.getByRole('dialog', { name: '欢迎使用灵犀' });
    // The notice comes after the first screen (~1 s here), so wait longer than expect.poll's default second.
    await expect.poll(() => dialog.count()).toBe(1);
    await dialog.getByRole('button', { name: '24小时不再提示' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    const snoozedUntil = Number(await page.evaluate(() => localStorage.getItem('lx:showNotice')));
    expect(snoozedUntil - Date.now()).toBeGreaterThan(86_400_000 - 60_000);
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0);
    expect(await dialog.count()).toBe(0);
    await context.close();
  });
});

describe('statistics script (SPEC §3 baiduCode)', () => {
  it('runs the operator’s snippet and the script it loads under the CSP, once per page load', async () => {
    const loader = `window.statsRuns = (window.statsRuns || 0) + 1;
var hm = document.createElement("script"); hm.src = "https://stats.lingxi.test/hm.js?site=1"; document.head.appendChild(hm);`;
    await app.configStore.set('baiduCode', `<script>${loader}</script>`);
    try {
      const { context, page } = await visitor();
      await context.route('https://stats.lingxi.test/**', (route) =>
        route.fulfill({ contentType: 'application/javascript', body: 'window.statsLoaded = (window.statsLoaded || 0) + 1;' }),
      );
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) =>
          ((window as unknown as { violations: string[] }).violations ??= []).push(event.blockedURI || event.violatedDirective),
        );
      });
      await page.goto(`${base}/chat`);
      await expect.poll(() => page.evaluate(() => (window as unknown as { statsLoaded?: number }).statsLoaded)).toBe(1);
      await page.getByRole('navigation', { name: '主菜单' }).getByRole('button', { name: 'AI 绘画' }).click();
      await waitForPath(page, '/draw/midjourney');
      expect(
        await page.evaluate(() => [(window as unknown as { statsRuns?: number }).statsRuns, (window as unknown as { statsLoaded?: number }).statsLoaded]),
      ).toEqual([1, 1]);
      expect(await page.evaluate(() => (window as unknown as { violations?: string[] }).violations ?? [])).toEqual([]);
      await context.close();
    } finally {
      await app.configStore.set('baiduCode', '');
    }
  });
});
