#!/usr/bin/env node
// First paint of /homePage against a floor: a static "hello" page served by the same server, in Chromium with a cold
// cache (a new browser context per visit), three visits each, medians. `node bench/firstPaint.mjs` measures the built
// app alone (a fresh embedded database); `npm run bench` runs the same measurement in its run. Prints figures only.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '@lingxi/browser-testing';

const repo = fileURLToPath(new URL('..', import.meta.url));
const webDist = join(repo, 'apps/web/dist');
const floorPath = '/bench-floor.html';

/**
 * Writes the floor page into the build before the server starts (the static plugin lists files at start); returns
 * its removal. A heading of text, like the home page's first contentful element.
 */
export function writeFloorPage() {
  const file = join(webDist, floorPath.slice(1));
  writeFileSync(file, '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>灵犀</title></head><body><h1>你好，灵犀</h1></body></html>');
  return () => rmSync(file, { force: true });
}

const median = (values) => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * One cold visit: first contentful paint, the final largest contentful paint and the moment the app took the page over
 * from the server's paint (its first render replaced it: the page answers input), in ms from navigation start.
 */
async function visit(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.__lcp = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      const observer = new MutationObserver(() => {
        if (document.querySelector('h1') && !document.querySelector('[data-server-paint]')) {
          window.__takeover = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    return await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      lcp: window.__lcp,
      takeover: window.__takeover ?? Number.NaN,
    }));
  } finally {
    await context.close();
  }
}

/** Medians of `runs` cold visits of the floor and of /homePage, visited in turn so both see the same machine. */
export async function measurePaint(base, runs = 3) {
  const browser = await launchChromium();
  try {
    await visit(browser, `${base}/homePage`); // the server's first render of the page is not a visitor's
    const floor = [];
    const home = [];
    for (let run = 0; run < runs; run++) {
      floor.push(await visit(browser, `${base}${floorPath}`));
      home.push(await visit(browser, `${base}/homePage`));
    }
    const summary = (visits) => ({
      fcp: median(visits.map((v) => v.fcp)),
      lcp: median(visits.map((v) => v.lcp)),
      takeover: median(visits.map((v) => v.takeover)),
      visits,
    });
    return { floor: summary(floor), home: summary(home) };
  } finally {
    await browser.close();
  }
}

export function paintTable({ floor, home }) {
  const ms = (value) => (Number.isNaN(value) ? '—' : value.toFixed(0));
  const each = (visits, key) => visits.map((v) => ms(v[key])).join(', ');
  return [
    '| page | FCP ms (median) | LCP ms (median) | app took over, ms (median) | FCP of each visit | LCP of each visit |',
    '|---|---|---|---|---|---|',
    `| static floor page | ${ms(floor.fcp)} | ${ms(floor.lcp)} | — | ${each(floor.visits, 'fcp')} | ${each(floor.visits, 'lcp')} |`,
    `| /homePage | ${ms(home.fcp)} | ${ms(home.lcp)} | ${ms(home.takeover)} | ${each(home.visits, 'fcp')} | ${each(home.visits, 'lcp')} |`,
    `| /homePage − floor | ${ms(home.fcp - floor.fcp)} | ${ms(home.lcp - floor.lcp)} | | | |`,
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = 18000 + (process.pid % 1000);
  const base = `http://127.0.0.1:${port}`;
  const removeFloor = writeFloorPage();
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'lingxi-paint-')),
    LOG_LEVEL: 'warn',
    ADMIN_PASSWORD: 'bench-password',
  };
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], { cwd: repo, env, stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    for (;;) {
      if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
      const up = await fetch(`${base}/api/config/queryFront`).then(
        (reply) => reply.ok,
        () => false,
      );
      if (up) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const runs = Number(process.env.BENCH_PAINT_RUNS ?? 3);
    console.log(
      `First paint — Chromium, cold cache, ${runs} visits each, load average ${loadavg()
        .map((v) => v.toFixed(2))
        .join(', ')}\n`,
    );
    console.log(paintTable(await measurePaint(base, runs)));
  } finally {
    server.kill();
    removeFloor();
  }
}
