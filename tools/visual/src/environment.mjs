import { execFileSync } from 'node:child_process';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--font-render-hinting=none'];

/** Debian package version, or null when dpkg does not know it. @param {string} name */
function debianVersion(name) {
  try {
    return execFileSync('dpkg-query', ['-W', '-f=${Version}', name], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

/**
 * What the pixels depend on: baselines are only comparable when these match.
 * @param {import('playwright-core').Browser} browser
 */
export function renderingEnvironment(browser) {
  return { chromium: browser.version(), 'fonts-noto-cjk': debianVersion('fonts-noto-cjk'), 'fonts-liberation': debianVersion('fonts-liberation') };
}
