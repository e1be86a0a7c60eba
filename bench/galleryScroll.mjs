#!/usr/bin/env node
// The 10,000-drawing galleries in Chromium (issues 18 and 19): builds bench/gallery's two pages — my drawings (TaskCard
// in the masonry VirtualGallery) and the market (the real `Market` view with its MarketCard masonry) — serves them with
// a 480 px WebP thumbnail per drawing (each its own URL, counted), then for each in headless Chromium at 1440×900: the
// frame times of the idle page (the floor), of a steady scroll through the list and of jumps across it; the most cards
// mounted at once; and how many thumbnails were fetched against how many cards ever came into view. Prints Markdown;
// no pass/fail.
//   node bench/galleryScroll.mjs            BENCH_GALLERY_ITEMS=10000 BENCH_GALLERY_SECONDS=8
import { createReadStream, existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '@lingxi/browser-testing';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const repo = fileURLToPath(new URL('..', import.meta.url));
const items = Number(process.env.BENCH_GALLERY_ITEMS ?? 10_000);
const seconds = Number(process.env.BENCH_GALLERY_SECONDS ?? 8);
const loadAverage = loadavg()
  .map((value) => value.toFixed(2))
  .join(', ');

const outDir = mkdtempSync(join(tmpdir(), 'lingxi-bench-gallery-'));
const pages = [
  { name: 'drawings', file: 'index.html', list: '我的绘画', title: 'drawings in my gallery (TaskCard)' },
  { name: 'market', file: 'market.html', list: '画廊作品', title: 'shared drawings in the market (Market, MarketCard)' },
].filter((page) => (process.env.BENCH_GALLERY_PAGES ?? 'drawings,market').split(',').includes(page.name));
await build({
  root: join(repo, 'bench/gallery'),
  logLevel: 'warn',
  plugins: [react(), vanillaExtractPlugin()],
  build: { outDir, emptyOutDir: true, rollupOptions: { input: Object.fromEntries(pages.map((page) => [page.name, join(repo, 'bench/gallery', page.file)])) } },
});

// One 480 px WebP, as the server stores thumbnails (sharp, quality 78); every drawing's URL serves it.
const thumbnail = readFileSync(join(repo, 'bench/gallery/thumb.webp'));
const fetched = new Set();
const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' };
const server = createServer((request, response) => {
  const path = new URL(request.url ?? '/', 'http://x').pathname;
  const thumb = /^\/thumb\/(\d+)\.webp$/.exec(path);
  if (thumb) {
    fetched.add(Number(thumb[1]));
    response.writeHead(200, { 'content-type': 'image/webp', 'cache-control': 'no-store' }).end(thumbnail);
    return;
  }
  const file = join(outDir, path === '/' ? 'index.html' : path.replace(/^\/+/, '').replaceAll('..', ''));
  if (!existsSync(file) || statSync(file).isDirectory()) return void response.writeHead(404).end();
  response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

const browser = await launchChromium();
try {
  for (const view of pages) await measure(view);
} finally {
  await browser.close();
  server.close();
}

async function measure(view) {
  fetched.clear();
  const listSelector = `[role="list"][aria-label="${view.list}"]`;
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const started = performance.now();
  await page.goto(`${origin}/${view.file}?n=${items}`);
  await page.locator(listSelector).getByRole('listitem').first().waitFor();
  const firstCardMs = performance.now() - started;
  await page.waitForLoadState('networkidle');
  const atStart = fetched.size;

  // Every card that comes into view, seen by an IntersectionObserver (reading positions in the frame loop would force
  // a layout each frame and slow the very frames measured).
  await page.evaluate((listSelector) => {
    const list = document.querySelector(listSelector);
    const seen = (window.__seen = new Set());
    const mounted = (window.__mounted = new Set());
    const watcher = new IntersectionObserver((entries) => entries.forEach((entry) => entry.isIntersecting && seen.add(entry.target.dataset.index)), {
      root: list.parentElement,
    });
    const watchAll = () =>
      list.querySelectorAll('[role="listitem"]').forEach((cell) => {
        mounted.add(cell.dataset.index);
        watcher.observe(cell);
      });
    new MutationObserver(watchAll).observe(list, { childList: true });
    watchAll();
  }, listSelector);
  // In the page: frame times (rAF to rAF) while the pass sets the scroll position, and the most cards mounted in any
  // frame.
  const run = (mode, durationMs) =>
    page.evaluate(
      ([mode, durationMs, listSelector]) =>
        new Promise((resolve) => {
          const scroller = document.querySelector(listSelector).parentElement;
          const seen = window.__seen;
          const frames = [];
          let mostMounted = 0;
          let last = performance.now();
          const start = last;
          const span = scroller.scrollHeight - scroller.clientHeight;
          const tick = (now) => {
            frames.push(now - last);
            last = now;
            mostMounted = Math.max(mostMounted, scroller.querySelectorAll('[role="listitem"]').length);
            const t = now - start;
            if (t >= durationMs)
              return resolve({
                frames: frames.slice(1),
                mostMounted,
                seen: seen.size,
                everMounted: window.__mounted.size,
                scrollHeight: scroller.scrollHeight,
              });
            // steady: 2,000 px a second down; jumps: every 500 ms to another place in the whole list.
            if (mode === 'steady') scroller.scrollTop = Math.min(span, (t / 1000) * 2000);
            if (mode === 'jumps') scroller.scrollTop = ((((Math.floor(t / 500) + 1) * 37) % 100) / 100) * span;
            requestAnimationFrame(tick);
          };
          requestAnimationFrame(tick);
        }),
      [mode, durationMs, listSelector],
    );
  const idle = await run('idle', 2000);
  const steady = await run('steady', seconds * 1000);
  await page.evaluate((listSelector) => document.querySelector(listSelector).parentElement.scrollTo({ top: 0 }), listSelector);
  const jumps = await run('jumps', seconds * 1000);
  await page.waitForLoadState('networkidle');

  console.log(`\n### ${items.toLocaleString('en')} ${view.title} (headless Chromium, software rendering, 1440×900; load average before: ${loadAverage})\n`);
  console.log(`First card shown ${firstCardMs.toFixed(0)} ms after navigation; ${atStart} thumbnails fetched for the first screen.\n`);
  console.log('| pass | frames | frame p50 / p95 / max ms | p95 vs idle | most cards mounted | cards seen so far |');
  console.log('|---|---:|---|---:|---:|---:|');
  for (const [name, result] of [
    ['idle (the floor)', idle],
    [`steady scroll, 2,000 px/s for ${seconds} s`, steady],
    [`jumps across the list every 500 ms for ${seconds} s`, jumps],
  ])
    console.log(
      `| ${name} | ${result.frames.length} | ${percentile(result.frames, 50).toFixed(1)} / ${percentile(result.frames, 95).toFixed(1)} / ${Math.max(...result.frames).toFixed(1)} | ${(percentile(result.frames, 95) / percentile(idle.frames, 95)).toFixed(2)}× | ${result.mostMounted} | ${result.seen} |`,
    );
  console.log(
    `\nThumbnails fetched: ${fetched.size}, for ${jumps.seen} cards that came into view and ${jumps.everMounted} ever mounted (of ${items.toLocaleString('en')}; the list is ${jumps.scrollHeight.toLocaleString('en')} px tall).`,
  );
  await context.close();
}
