import { execFileSync } from 'node:child_process';

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
