export { chromiumArgs, chromiumPath, launchChromium } from './chromium.mjs';
export { serveFolder } from './serve.mjs';
