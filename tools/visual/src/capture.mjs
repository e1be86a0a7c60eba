import { recordStoryResults, storyFailure } from './storyChecks.mjs';

/**
 * A page for rendering shots: fixed scale, reduced motion, Chinese locale and Shanghai time, and the story checks'
 * recorder installed before Storybook loads.
 * @param {import('playwright-core').Browser} browser
 */
export async function newShotPage(browser) {
  const context = await browser.newContext({
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    colorScheme: 'light',
  });
  await context.addInitScript(recordStoryResults);
  return { page: await context.newPage(), close: () => context.close() };
}

/**
 * Runs in the page: resolves once the pictures on screen have loaded and decoded. Pictures load and decode off the
 * main thread (`loading="lazy"`, `decoding="async"`), so on a loaded machine a shot could catch a card without its
 * picture. A lazy picture off screen never loads, so only those on screen are awaited, and never more than 3 s.
 */
function picturesPainted() {
  const onScreen = (/** @type {HTMLImageElement} */ image) => {
    const box = image.getBoundingClientRect();
    return box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
  };
  const painted = async (/** @type {HTMLImageElement} */ image) => {
    if (!image.complete)
      await new Promise((resolve) => {
        image.addEventListener('load', resolve, { once: true });
        image.addEventListener('error', resolve, { once: true });
      });
    await image.decode().catch(() => undefined);
  };
  const images = [...document.images].filter((image) => image.loading !== 'lazy' || onScreen(image));
  return Promise.race([Promise.all(images.map(painted)), new Promise((resolve) => setTimeout(resolve, 3000))]);
}

/**
 * Renders one story in a theme at a viewport: its screenshot, and what failed in its story checks (play function,
 * axe, errors while playing, a render error) or null. A page loads Storybook once per theme and width; further stories
 * are switched through Storybook's own channel (as its UI does), which tears the previous story down and is ~3× faster
 * than reloading the iframe for every shot.
 * @param {import('playwright-core').Page} page
 * @param {string} siteUrl the static Storybook's address
 * @param {{ storyId: string, theme: string, viewport: { width: number, height: number } }} shot
 * @param {{ theme?: string, width?: number }} loaded what the page has loaded so far (mutated)
 */
export async function capture(page, siteUrl, shot, loaded) {
  if (loaded.width !== shot.viewport.width) await page.setViewportSize(shot.viewport);
  if (loaded.theme !== shot.theme || loaded.width !== shot.viewport.width) {
    await page.goto(`${siteUrl}/iframe.html?id=${shot.storyId}&viewMode=story&globals=theme:${shot.theme}`);
    Object.assign(loaded, { theme: shot.theme, width: shot.viewport.width });
  } else {
    await page.evaluate((storyId) => {
      const preview = /** @type {any} */ (window);
      delete preview.__storyResults[storyId];
      preview.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId, viewMode: 'story' });
    }, shot.storyId);
  }
  // Storybook reports a story finished after render, play function, animations settling and axe.
  const result = await (await page.waitForFunction((storyId) => /** @type {any} */ (window).__storyResults[storyId], shot.storyId)).jsonValue();
  const errorShown = await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay'));
  const failed = storyFailure(result) ?? (errorShown ? 'the story failed to render' : null);
  const failure = failed && `${failed} (at ${shot.viewport.width} px)`;
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(picturesPainted);
  // Layout that depends on measured text (auto-growing text areas, virtual lists) settles a frame or two after the fonts.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const png = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
  return { png, failure };
}
