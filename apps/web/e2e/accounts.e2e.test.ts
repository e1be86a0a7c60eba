import { fileURLToPath } from 'node:url';
import { launchChromium } from '@lingxi/browser-testing';
import { createTestApp, schema } from '@lingxi/server/testing';
import { buildSim } from '@lingxi/sim';
import { desc, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountAvatar,
  accountField,
  agree,
  chooseMode,
  dialog,
  fillPasswordLogin,
  isGone,
  isLoggedIn,
  isLoggedOut,
  isShown,
  logInByPassword,
  logOutFromPopup,
  openLogin,
  openUserPopup,
  passwordField,
  patiently,
  submitLogin,
  toast,
  visitor as visitorAt,
} from './pageKit';

// The built app on the real server (in-process, seeded test database) in headless Chromium, with
// apps/sim as WeChat (official account) and as the SMS sink. One user's story, step by step: the
// `it` blocks run in order and share the state below.
const webRoot = fileURLToPath(new URL('../dist', import.meta.url));
let sim: FastifyInstance;
let app: FastifyInstance;
let base: string;
let browser: Browser;

interface SimTicket {
  ticket: string;
  scene: string;
}

const simState = async () =>
  (await sim.inject({ method: 'GET', url: '/__control/state' })).json().wechatMp as {
    config: { appId: string; appSecret: string; token: string };
    tickets: SimTicket[];
  };

beforeAll(async () => {
  sim = await buildSim();
  const simUrl = await sim.listen({ port: 0, host: '127.0.0.1' });
  app = await createTestApp({
    env: { SMS_SINK_URL: simUrl, MAIL_SINK_URL: simUrl, WECHAT_API_BASE: simUrl, WECHAT_MP_BASE: simUrl, WECHAT_OPEN_BASE: simUrl },
    webRoot,
  });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  // The operator configured the sim's official account and turned QR login on.
  const { config } = await simState();
  for (const [key, value] of Object.entries({
    wechatOfficialAppId: config.appId,
    wechatOfficialAppSecret: config.appSecret,
    wechatOfficialToken: config.token,
  })) {
    await app.configStore.set(key, value, false);
  }
  await app.configStore.set('wechatRegisterStatus', 1);
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
  await sim?.close();
});

const visitor = () => visitorAt(browser, `${base}/chat`);

/** The settings dialog on one of its tabs. */
async function openSettings(page: Page, tab: '安全中心' | '注销账户'): Promise<Locator> {
  const popup = await openUserPopup(page);
  await popup.getByRole('menuitem', { name: '个人设置' }).click();
  const settings = dialog(page, '个人设置');
  await settings.getByRole('tab', { name: tab }).click();
  await expect.poll(() => settings.getByRole('tab', { name: tab }).getAttribute('aria-selected')).toBe('true');
  return settings;
}

/** The sim's ticket behind a QR image the page shows, i.e. the scene a phone would scan. */
async function sceneOf(qr: Locator): Promise<string> {
  await isShown(qr);
  const ticket = new URL((await qr.getAttribute('src'))!).searchParams.get('ticket');
  const known = (await simState()).tickets.find((candidate) => candidate.ticket === ticket);
  expect(known, `the sim issued the ticket ${ticket}`).toBeDefined();
  return known!.scene;
}

/** A WeChat user scans the scene's QR: the sim pushes the signed event to the server's notify URL. */
async function scan(scene: string, openid: string, event: 'subscribe' | 'SCAN') {
  const reply = await sim.inject({
    method: 'POST',
    url: '/__control/wechat-mp/scan',
    payload: { notifyUrl: `${base}/api/official/notify`, scene, openid, event },
  });
  expect(reply.statusCode, reply.body).toBe(200);
  expect(reply.json().status, 'the server accepted the push').toBe(200);
}

/** The answer of the newest picture code, read from the server's store as a person reads the picture. */
async function newestCaptchaAnswer(): Promise<string> {
  const table = schema.ephemeralEntries;
  const [row] = await app.database.db.select().from(table).where(like(table.key, 'captcha:%')).orderBy(desc(table.expiresAt)).limit(1);
  return (row!.value as { answer: string }).answer;
}

/** The SMS codes the sim's sink received for a phone, oldest first. */
const smsCodes = async (phone: string) =>
  ((await sim.inject({ url: '/sms/messages', query: { phone } })).json().messages as { code: string }[]).map((message) => message.code);

const userNamed = async (username: string) => (await app.database.db.select().from(schema.users).where(eq(schema.users.username, username)))[0];

type TimedWindow = Window & { titleSwitch?: Promise<number> };

/**
 * Starts a stopwatch in the page: from `fromText` appearing to the open dialog's title becoming
 * `toTitle`. Returns a function that waits for the milliseconds between.
 */
async function timeTitleSwitch(page: Page, fromText: string, toTitle: string): Promise<() => Promise<number>> {
  await page.evaluate(
    ([from, to]) => {
      (window as TimedWindow).titleSwitch = new Promise<number>((resolve) => {
        let fromAt = 0;
        const observer = new MutationObserver(() => {
          if (!fromAt && document.body.textContent?.includes(from)) fromAt = performance.now();
          if (fromAt && document.querySelector('[role=dialog] h2')?.textContent === to) {
            observer.disconnect();
            resolve(performance.now() - fromAt);
          }
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      });
    },
    [fromText, toTitle] as const,
  );
  return () => page.evaluate(() => (window as TimedWindow).titleSwitch!);
}

describe('accounts (SPEC §2.3.1, §2.3.4, §2.3.15, §2.3.16, §4)', () => {
  const username = 'walker2026';
  const password = 'first-pass-1';
  const newPassword = 'second-pass-2';
  const phone = '13912345678';
  let page: Page;
  let context: BrowserContext;
  let userId: number;

  beforeAll(async () => {
    ({ context, page } = await visitor());
  });
  afterAll(async () => {
    await context?.close();
  });

  it('registers with the plain form; after 1 s the dialog is in password mode with the credentials filled', async () => {
    const login = await openLogin(page);
    // SPEC §2.3.1: the login dialog is 456 × 516 on desktop: 456 wide, at most 516 tall (each mode as tall as its content).
    await expect.poll(async () => Math.round((await login.boundingBox())?.width ?? 0)).toBe(456);
    expect(Math.round((await login.boundingBox())?.height ?? 0)).toBeLessThanOrEqual(516);
    await chooseMode(login, '注册账号');
    await login.getByRole('textbox', { name: '用户名' }).fill(username);
    await login.getByLabel('密码', { exact: true }).fill(password);
    await login.getByLabel('确认密码', { exact: true }).fill(password);
    await agree(login);

    const switchDelay = await timeTitleSwitch(page, '注册成功，即将前往登录', '密码登录');
    await login.getByRole('button', { name: '注册', exact: true }).click();
    await isShown(login.getByRole('status').getByText('注册成功，即将前往登录'));
    expect(await switchDelay()).toBeGreaterThanOrEqual(950);

    await isShown(login.getByRole('heading', { name: '密码登录' }));
    expect(await accountField(login).inputValue()).toBe(username);
    expect(await passwordField(login).inputValue()).toBe(password);
    expect(await login.getByRole('checkbox').isChecked()).toBe(true);
    const registered = await userNamed(username);
    expect(registered?.passwordHash).toBeTruthy();
    userId = registered!.id;
  });

  it('logs in by password; the avatar opens the user popup, whose logout says 登出账户成功！', async () => {
    await submitLogin(page.getByRole('dialog'));
    await isShown(toast(page, '账户登录成功、开始体验吧！'));
    await isLoggedIn(page);

    const popup = await openUserPopup(page);
    await isShown(popup.getByText(username, { exact: true }));
    await isShown(popup.getByText(`ID：${userId}`));
    await popup.getByRole('menuitem', { name: '退出登录' }).click();
    await isShown(toast(page, '登出账户成功！'));
    await isLoggedOut(page);
    expect(await page.evaluate(() => localStorage.getItem('lx:token'))).toBeNull();

    await logInByPassword(page, username, password);
    await logOutFromPopup(page);
  });

  it('logs in by SMS with the picture code and the code the phone received', async () => {
    const login = await openLogin(page);
    await chooseMode(login, '验证码登录');
    await login.getByRole('textbox', { name: '手机号' }).fill(phone);
    await isShown(login.getByRole('img', { name: '图形验证码图片' }));
    await login.getByRole('textbox', { name: '图形验证码' }).fill(await newestCaptchaAnswer());
    await login.getByRole('button', { name: '获取验证码' }).click();
    await isShown(login.getByRole('status').getByText('验证码发送成功'));
    await expect.poll(async () => (await smsCodes(phone)).length, patiently).toBe(1);

    await login.getByRole('textbox', { name: '验证码', exact: true }).fill((await smsCodes(phone)).at(-1)!);
    await agree(login);
    await submitLogin(login);
    await isGone(login);
    await isLoggedIn(page);

    const popup = await openUserPopup(page);
    await isShown(popup.getByText(`手机用户${phone.slice(-4)}`, { exact: true }));
    await page.keyboard.press('Escape');
    await logOutFromPopup(page);
  });

  it('logs in by WeChat QR: a new WeChat user is registered on the fly, then logged in', async () => {
    const openid = 'o_e2e_newcomer_000000000001';
    const login = await openLogin(page);
    const scene = await sceneOf(login.getByRole('img', { name: '微信扫码登录二维码' }));
    await scan(scene, openid, 'subscribe');

    await isGone(login);
    await isLoggedIn(page);
    const [user] = await app.database.db.select().from(schema.users).where(eq(schema.users.wechatOpenId, openid));
    expect(user?.nickname).toBe('微信用户');
    const popup = await openUserPopup(page);
    await isShown(popup.getByText('微信用户', { exact: true }));
    await page.keyboard.press('Escape');
    await logOutFromPopup(page);
  });

  it('binds WeChat to the password user from the settings security tab', async () => {
    const openid = 'o_e2e_binder_00000000000002';
    await logInByPassword(page, username, password);
    let settings = await openSettings(page, '安全中心');
    const wechatRow = () => settings.getByRole('group', { name: '微信' });
    await isShown(wechatRow().getByText('未绑定'));
    await wechatRow().getByRole('button', { name: '绑定 微信' }).click();

    const bind = dialog(page, '绑定微信');
    await scan(await sceneOf(bind.getByRole('img', { name: '绑定微信的二维码' })), openid, 'SCAN');
    await isShown(toast(page, '微信绑定成功'));
    await isGone(bind);
    expect((await userNamed(username))?.wechatOpenId).toBe(openid);

    await page.reload();
    await isLoggedIn(page);
    settings = await openSettings(page, '安全中心');
    await isShown(wechatRow().getByText('已绑定'));
    expect(await wechatRow().getByRole('button').count()).toBe(0);
    await page.keyboard.press('Escape');
    await isGone(settings);
  });

  it('changing the password ends every session of the user; the new password logs in', async () => {
    const other = await visitor();
    await logInByPassword(other.page, username, password);

    const settings = await openSettings(page, '安全中心');
    await settings.getByRole('button', { name: '修改 登录密码' }).click();
    await settings.getByLabel('原密码', { exact: true }).fill(password);
    await settings.getByLabel('新密码', { exact: true }).fill(newPassword);
    await settings.getByLabel('确认密码', { exact: true }).fill(newPassword);
    await settings.getByRole('button', { name: '确认修改' }).click();

    await isShown(toast(page, '密码修改成功，请重新登录'));
    await isLoggedOut(page);
    const login = page.getByRole('dialog');
    await isShown(login.getByRole('heading', { name: '扫码登录' }));

    // The other browser still holds its token; its next call is refused and it is logged out.
    await isLoggedIn(other.page);
    const infoStatus = other.page.waitForResponse((response) => response.url().endsWith('/api/auth/getInfo')).then((response) => response.status());
    await other.page.reload();
    expect(await infoStatus).toBe(401);
    await isLoggedOut(other.page);
    await other.context.close();

    await fillPasswordLogin(page, username, password);
    await submitLogin(login);
    await isShown(login.getByRole('alert').getByText('用户名或密码错误'));
    await passwordField(login).fill(newPassword);
    await submitLogin(login);
    await isGone(login);
    await isLoggedIn(page);
  });

  it('cancels the account: 注销成功, logged out 2 s later, and the credentials no longer log in', async () => {
    const settings = await openSettings(page, '注销账户');
    await settings.getByRole('button', { name: '注销账户' }).click();
    const confirm = page.getByRole('alertdialog', { name: '确认注销账户？' });
    // The 2 s start when the message shows, which is after this click: the logout can come no sooner than 2 s after
    // it (the moment the test sees the message is later than when it showed, by up to a poll on a busy machine).
    const confirmedAt = Date.now();
    await confirm.getByRole('button', { name: '确认注销' }).click();

    await isShown(settings.getByRole('status').getByText('注销成功，系统即将自动退出'));
    expect(await accountAvatar(page).count(), 'still logged in right after the message').toBeGreaterThan(0);
    await isLoggedOut(page);
    expect(Date.now() - confirmedAt).toBeGreaterThanOrEqual(2000);
    const [cancelled] = await app.database.db.select().from(schema.users).where(eq(schema.users.id, userId));
    expect(cancelled?.destroyedAt).toBeInstanceOf(Date);
    expect(cancelled?.username).not.toBe(username);
    expect(cancelled?.nickname).toBe(`已注销用户${userId}`);
    await isGone(settings);

    const login = await fillPasswordLogin(page, username, newPassword);
    await submitLogin(login);
    await isShown(login.getByRole('alert').getByText('用户名或密码错误'));
    expect(await accountAvatar(page).count()).toBe(0);
  });
});
