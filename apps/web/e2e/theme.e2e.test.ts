import { fileURLToPath } from 'node:url';
import { launchChromium, serveFolder } from '@lingxi/browser-testing';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
let browser: Browser;
let site: Awaited<ReturnType<typeof serveFolder>>;

beforeAll(async () => {
  site = await serveFolder(dist, { spaFallback: true });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const cases = [
  { stored: null, os: 'light', expected: 'lx-light' },
  { stored: null, os: 'dark', expected: 'lx-dark' },
  { stored: 'auto', os: 'dark', expected: 'lx-dark' },
  { stored: 'auto', os: 'light', expected: 'lx-light' },
  { stored: 'light', os: 'dark', expected: 'lx-light' },
  { stored: 'dark', os: 'light', expected: 'lx-dark' },
  { stored: 'garbage', os: 'dark', expected: 'lx-dark' },
] as const;

describe('theme on first paint', () => {
  it.each(cases)('stored $stored with an OS in $os mode paints $expected before the bundle runs', async ({ stored, os, expected }) => {
    const context = await browser.newContext({ colorScheme: os });
    if (stored !== null) await context.addInitScript((value) => localStorage.setItem('lx-theme', value), stored);
    const page = await context.newPage();
    // The app bundle never runs: whatever class <html> has came from the inline head script.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(site.url);
    expect(await page.evaluate(() => document.documentElement.className)).toBe(expected);
    expect(await page.locator('#root').innerHTML()).toBe('');
    await context.close();
  });
});

describe('theme at run time', () => {
  it('switches without a reload, stores the choice, and follows the OS while on auto', async () => {
    const context = await browser.newContext({ colorScheme: 'light' });
    const page = await context.newPage();
    await page.goto(site.url);
    await page.getByRole('button', { name: '浅色' }).click();
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    await page.getByRole('button', { name: '深色' }).click();
    expect(await page.evaluate(() => document.documentElement.className)).toBe('lx-dark');
    expect(await page.evaluate(() => localStorage.getItem('lx-theme'))).toBe('dark');

    await page.getByRole('button', { name: '跟随系统' }).click();
    expect(await page.evaluate(() => document.documentElement.className)).toBe('lx-light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => page.evaluate(() => document.documentElement.className)).toBe('lx-dark');

    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await context.close();
  });
});
