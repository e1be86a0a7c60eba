// First-screen JavaScript of /homePage: what a first-time visitor's browser downloads, compressed, to use it,
// measured in Chromium against the built app on the real server. Prints figures; no pass/fail.
import { launchChromium } from '@lingxi/browser-testing';

/**
 * Sums transferred JS of one fresh visit: the scripts requested before the app had taken over the home screen (its
 * first render replaced the server's paint, so the screen answers input; a MutationObserver in the page stamps that
 * moment, so a script that merely finishes while the test polls is not counted), and all scripts once the network is
 * idle. The server's paint shows the heading with no script at all, so the heading alone would count nothing.
 */
export async function measureFirstScreen(base, { width = 1440, height = 900 } = {}) {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (document.querySelector('h1') && !document.querySelector('[data-server-paint]')) {
          window.__headingAt = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${base}/homePage`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    const { headingAt, scripts } = await page.evaluate(() => ({
      headingAt: window.__headingAt,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ startTime: entry.startTime, bytes: entry.transferSize })),
    }));
    const sum = (list) => list.reduce((total, script) => total + script.bytes, 0) / 1024;
    const firstScreen = scripts.filter((script) => script.startTime <= headingAt);
    return { firstScreenKb: sum(firstScreen), firstScreenFiles: firstScreen.length, idleKb: sum(scripts), idleFiles: scripts.length, shownMs: headingAt };
  } finally {
    await browser.close();
  }
}
