// First-screen JavaScript of /homePage: what a first-time visitor's browser downloads, compressed,
// measured in Chromium against the built app on the real server. Prints figures; no pass/fail.
import { launchChromium } from '@lingxi/browser-testing';

/** Sums transferred JS of one fresh visit: until the home screen's heading shows, and until the network is idle. */
export async function measureFirstScreen(base, { width = 1440, height = 900 } = {}) {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    const scripts = [];
    page.on('requestfinished', async (request) => {
      if (request.resourceType() !== 'script') return;
      const sizes = await request.sizes();
      scripts.push({ url: request.url(), bytes: sizes.responseBodySize + sizes.responseHeadersSize, at: performance.now() });
    });
    const started = performance.now();
    await page.goto(`${base}/homePage`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const shownAt = performance.now();
    await page.waitForLoadState('networkidle');
    const sum = (list) => list.reduce((total, script) => total + script.bytes, 0) / 1024;
    const firstScreen = scripts.filter((script) => script.at <= shownAt);
    return { firstScreenKb: sum(firstScreen), firstScreenFiles: firstScreen.length, idleKb: sum(scripts), idleFiles: scripts.length, shownMs: shownAt - started };
  } finally {
    await browser.close();
  }
}
