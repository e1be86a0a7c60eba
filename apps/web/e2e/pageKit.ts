import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

// Locators and steps the end-to-end suites share: they depend only on the page, never on a suite's server.

/** A fresh visitor at `url` (desktop size); the notice is snoozed. */
export async function visitor(browser: Browser, url: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(() => localStorage.setItem('lx:showNotice', String(Date.now() + 86_400_000)));
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  await page.goto(url);
  await loginAvatar(page).first().waitFor();
  return { context, page };
}

/** expect.poll waits 1 s by default; QR polling, payments and the delayed logouts take longer. */
export const patiently = { timeout: 10_000 };

// The avatar: 登录 / 注册 for a visitor, 账户菜单 for a logged-in user.
const loginAvatar = (page: Page) => page.getByRole('button', { name: '登录 / 注册', exact: true });
export const accountAvatar = (page: Page) => page.getByRole('button', { name: '账户菜单', exact: true });
export const isLoggedIn = (page: Page) => expect.poll(() => accountAvatar(page).count(), patiently).toBeGreaterThan(0);
export const isLoggedOut = (page: Page) => expect.poll(() => loginAvatar(page).count(), patiently).toBeGreaterThan(0);

export const dialog = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true });
export const isShown = (locator: Locator) => expect.poll(() => locator.isVisible(), patiently).toBe(true);
export const isGone = (locator: Locator) => expect.poll(() => locator.count(), patiently).toBe(0);
/** The app's first render has replaced the server's paint: a page measured from now on is the app's, not the paint. */
export const isTakenOver = (page: Page) => expect.poll(() => page.locator('div[data-server-paint]').count(), patiently).toBe(0);
export const toast = (page: Page, text: string) => page.getByRole('region', { name: '通知' }).getByText(text, { exact: true });

/** Opens the login dialog from the avatar and waits for `title`, the mode it starts in. */
export async function openLogin(page: Page, title = '扫码登录'): Promise<Locator> {
  await loginAvatar(page).first().click();
  const login = page.getByRole('dialog');
  await isShown(login.getByRole('heading', { name: title }));
  return login;
}

/** Picks a mode from the dialog's 其他方式 links and waits for its title. */
export async function chooseMode(login: Locator, title: '密码登录' | '验证码登录' | '注册账号' | '扫码登录') {
  await login.getByRole('navigation', { name: '其他方式' }).getByRole('button', { name: title, exact: true }).click();
  await isShown(login.getByRole('heading', { name: title, exact: true }));
}

/** Ticks the agreement from the keyboard (its input is visually hidden under the drawn box). */
export async function agree(login: Locator) {
  const checkbox = login.getByRole('checkbox');
  if (!(await checkbox.isChecked())) await checkbox.press('Space');
  await expect.poll(() => checkbox.isChecked()).toBe(true);
}

export const accountField = (login: Locator) => login.getByRole('textbox', { name: '用户名/邮箱/手机号' });
export const passwordField = (login: Locator) => login.getByLabel('密码', { exact: true });
export const submitLogin = (login: Locator) => login.getByRole('button', { name: '登录', exact: true }).click();

/** Password mode, agreement ticked, the account and password typed. */
export async function fillPasswordLogin(page: Page, account: string, password: string, { startMode = '扫码登录' } = {}): Promise<Locator> {
  const login = (await page.getByRole('dialog').count()) ? page.getByRole('dialog') : await openLogin(page, startMode);
  if (!(await login.getByRole('heading', { name: '密码登录', exact: true }).count())) await chooseMode(login, '密码登录');
  await accountField(login).fill(account);
  await passwordField(login).fill(password);
  await agree(login);
  return login;
}

export async function logInByPassword(page: Page, account: string, password: string, options?: { startMode?: string }) {
  const login = await fillPasswordLogin(page, account, password, options);
  await submitLogin(login);
  await isGone(login);
  await isLoggedIn(page);
}

/** The avatar's popup (SPEC §2.3.16); returns it open. */
export async function openUserPopup(page: Page): Promise<Locator> {
  await accountAvatar(page).first().click();
  const popup = page.getByRole('dialog', { name: '账户菜单' });
  await isShown(popup);
  return popup;
}

export async function logOutFromPopup(page: Page) {
  const popup = await openUserPopup(page);
  await popup.getByRole('menuitem', { name: '退出登录' }).click();
  await isLoggedOut(page);
}
