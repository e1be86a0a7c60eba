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

// Switching at run time (and persisting) is covered against the real server in shell.e2e.test.ts.
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
    // #root holds only what the server wrote: its first-paint placeholder, or a page it painted (no app render).
    expect(await page.locator('#root').innerHTML()).toMatch(/^(<!--lx-first-paint-->|<div data-server-paint style="display:contents">[\s\S]*<\/div>)$/);
    await context.close();
  });
});
