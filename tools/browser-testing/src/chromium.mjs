import { chromium } from 'playwright-core';

/** Debian's Chromium (apt package `chromium`); CHROMIUM_PATH overrides. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for this offline machine: without the networking ones Chromium keeps dialling out and failing. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
];

/** @returns {Promise<import('playwright-core').Browser>} */
export function launchChromium() {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}
