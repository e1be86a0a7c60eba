/**
 * Which screenshots a story gets: light and dark at desktop width; also at 375 px when tagged
 * 'mobile'. Whole pages (tagged 'page') are shot at a phone's 390×844 and a laptop's 1440×900.
 */
const desktop = { width: 1024, height: 720 };
const mobile = { width: 375, height: 720 };
const pageDesktop = { width: 1440, height: 900 };
const pageMobile = { width: 390, height: 844 };
/**
 * Whole pages may differ in this many pixels between runs: a fixed-position dock re-laid out for a
 * full-page capture moved 2 antialiased icon pixels once in CI. Any real change touches far more.
 */
const pagePixelAllowance = 8;

/**
 * @param {{ id: string, tags?: string[] }} story
 * @returns {{ name: string, storyId: string, theme: 'light' | 'dark', viewport: { width: number, height: number }, pixelAllowance: number }[]}
 */
export function shotsFor(story) {
  const themes = /** @type {const} */ (['light', 'dark']);
  const viewports = story.tags?.includes('page')
    ? [
        ['desktop', pageDesktop],
        ['mobile', pageMobile],
      ]
    : story.tags?.includes('mobile')
      ? [
          ['desktop', desktop],
          ['mobile', mobile],
        ]
      : [['desktop', desktop]];
  return viewports.flatMap(([label, viewport]) =>
    themes.map((theme) => ({
      name: label === 'desktop' ? `${story.id}--${theme}` : `${story.id}--${theme}-${label}`,
      storyId: story.id,
      theme,
      viewport: /** @type {{ width: number, height: number }} */ (viewport),
      pixelAllowance: story.tags?.includes('page') ? pagePixelAllowance : 0,
    })),
  );
}
