#!/usr/bin/env node
// Every story of the static Storybook in Chromium, light and dark: its story checks (play function, axe, no errors
// while playing: src/storyChecks.mjs) and its screenshots against tools/visual/baselines (offline visual regression).
// `npm run test:visual` checks, `npm run test:visual:update` rewrites the baselines (only when every check passes).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium, serveFolder } from '@lingxi/browser-testing';
import { aliasesFile, baselineFile, ensureOptipng, planBaselines, readAliases, removeFile, renderKey, writeAliases, writeOptimised } from './baselineStore.mjs';
import { capture, newShotPage } from './capture.mjs';
import { compareScreenshots } from './compare.mjs';
import { renderingEnvironment } from './environment.mjs';
import { shotsFor } from './shots.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repo = join(here, '../../..');
const baselineDir = join(here, '../baselines');
const outputDir = join(here, '../output');
const staticDir = join(repo, 'storybook-static');
const args = process.argv.slice(2);
const update = args.includes('--update');
// --only=a,b keeps the stories whose id contains any of the comma-separated parts.
const only = args
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const report = args.find((arg) => arg.startsWith('--report='))?.slice('--report='.length);
// Pages rendering at once. A shot mostly waits (render, play, fonts, two frames, the capture's round trip): on two
// cores, 2 pages took 245 s and left a core idle, 4 took 158 s, 6 took 156 s with both cores full.
const pages = Number(args.find((arg) => arg.startsWith('--pages='))?.slice('--pages='.length) ?? 2 * availableParallelism());

if (!args.includes('--no-build')) {
  execFileSync('npx', ['storybook', 'build', '--quiet', '--disable-telemetry', '-o', staticDir], { cwd: repo, stdio: 'inherit' });
}

const index = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8'));
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story' && (!only || only.some((part) => entry.id.includes(part))));
const shots = stories.flatMap(shotsFor);

rmSync(outputDir, { recursive: true, force: true });
mkdirSync(outputDir, { recursive: true });
mkdirSync(baselineDir, { recursive: true });
if (update) ensureOptipng();
let aliases = readAliases(baselineDir);
const site = await serveFolder(staticDir);
const browser = await launchChromium();
const environment = renderingEnvironment(browser);
const environmentFile = join(baselineDir, 'environment.json');
const baselineEnvironment = existsSync(environmentFile) ? JSON.parse(readFileSync(environmentFile, 'utf8')) : null;

/** @typedef {{ visual: string | null, check: string | null }} Outcome a visual failure, a story-check failure, or neither */
/** @typedef {ReturnType<typeof shotsFor>[number]} Shot */
/** What each shot came to (its last attempt's). @type {Map<string, Outcome>} */
const outcomes = new Map();
/** Update runs: what each shot keeps (its unchanged baseline, or the new capture). */
const kept = new Map();
const queue = [...shots].sort((a, b) => a.viewport.width - b.viewport.width || a.theme.localeCompare(b.theme));

/**
 * Captures one shot and judges it against its baseline; the outcome replaces any earlier attempt's.
 * @param {import('playwright-core').Page} page
 * @param {{ theme?: string, width?: number }} loaded
 * @param {Shot} shot
 */
async function judge(page, loaded, shot) {
  const file = baselineFile(baselineDir, aliases, shot.name);
  /** @type {Outcome} */
  const outcome = { visual: null, check: null };
  outcomes.set(shot.name, outcome);
  try {
    const { png: actual, failure } = await capture(page, site.url, shot, loaded);
    outcome.check = failure ?? null;
    const baseline = existsSync(file) ? readFileSync(file) : null;
    const result = baseline ? compareScreenshots(baseline, actual) : null;
    if (update) {
      const png = baseline && result?.equal ? baseline : actual;
      kept.set(shot.name, { png, key: renderKey(png), changed: !result?.equal });
    } else if (!result) {
      outcome.visual = 'no baseline (run npm run test:visual:update and commit it)';
      writeFileSync(join(outputDir, `${shot.name}.actual.png`), actual);
    } else if (!result.equal && !(shot.pixelAllowance && !result.sizeMismatch && result.mismatchedPixels <= shot.pixelAllowance)) {
      writeFileSync(join(outputDir, `${shot.name}.actual.png`), actual);
      if (result.diff) writeFileSync(join(outputDir, `${shot.name}.diff.png`), result.diff);
      outcome.visual = result.sizeMismatch ? 'size changed' : `${result.mismatchedPixels} pixels differ`;
    }
  } catch (error) {
    const message = (error instanceof Error ? error.message.split('\n')[0] : undefined) ?? String(error);
    outcome.visual = message;
    outcome.check = message;
  }
}

/** @param {Shot[]} list shots to take in turn on one page (emptied) */
async function worker(list) {
  const { page, close } = await newShotPage(browser);
  const loaded = {};
  for (let shot = list.shift(); shot; shot = list.shift()) await judge(page, loaded, shot);
  await close();
}

/** @param {Outcome} outcome */
const failed = (outcome) => Boolean(outcome.visual || outcome.check);
await Promise.all(Array.from({ length: pages }, () => worker(queue)));
// A shot that failed is taken once more, alone on a fresh page: under load a play function's wait or a layout measured
// mid-frame can miss, which a real regression does not. Shots that pass only then are named below so they get fixed.
/** @param {Outcome} outcome */
const missing = (outcome) => outcome.visual?.startsWith('no baseline') && !outcome.check;
const firstFailures = new Map([...outcomes].filter(([, outcome]) => failed(outcome) && !missing(outcome)));
await worker(shots.filter((shot) => firstFailures.has(shot.name)));
const flaky = [...firstFailures]
  .filter(([name]) => !failed(/** @type {Outcome} */ (outcomes.get(name))))
  .map(([name, outcome]) => `${name}: ${outcome.visual ?? outcome.check}`);

const failures = [...outcomes].filter(([, outcome]) => outcome.visual).map(([name, outcome]) => `${name}: ${outcome.visual}`);
const passed = shots.length - failures.length;
/** Story checks by story and theme (a story tagged 'mobile' or 'page' is checked at two widths): what failed. */
const storyChecks = new Map();
for (const shot of shots) {
  const check = `${shot.storyId} (${shot.theme})`;
  if (!storyChecks.has(check)) storyChecks.set(check, new Set());
  const failure = outcomes.get(shot.name)?.check;
  if (failure) storyChecks.get(check).add(failure);
}
let written = 0;

await browser.close();
await site.close();

const shotNames = new Set(shots.map((shot) => shot.name));
const storyFailures = [...storyChecks].filter(([, failed]) => failed.size).map(([check, failed]) => `${check}: ${[...failed].join('; ')}`);
if (update && failures.length === 0 && storyFailures.length === 0) {
  const plan = planBaselines(
    [...kept].map(([name, { key, changed }]) => ({ name, key, changed })),
    aliases,
  );
  // Shots outside this run (--only) whose shared file changes keep their render in a copy of their own.
  for (const name of plan.materialise) writeFileSync(join(baselineDir, `${name}.png`), readFileSync(baselineFile(baselineDir, aliases, name)));
  for (const name of plan.owners) {
    const shot = /** @type {{ png: Buffer, changed: boolean }} */ (kept.get(name));
    if (!shot.changed && !aliases[name]) continue;
    writeOptimised(join(baselineDir, `${name}.png`), shot.png);
    written += 1;
  }
  for (const name of kept.keys()) if (plan.aliases[name]) removeFile(join(baselineDir, `${name}.png`));
  const current = only ? plan.aliases : Object.fromEntries(Object.entries(plan.aliases).filter(([name]) => shotNames.has(name)));
  writeAliases(baselineDir, current);
  aliases = current;
}
const expected = new Set([...shotNames].filter((name) => !aliases[name]).map((name) => `${name}.png`));
const stale = only ? [] : readdirSync(baselineDir).filter((file) => file.endsWith('.png') && !expected.has(file));
const staleAliases = only ? [] : Object.keys(aliases).filter((name) => !shotNames.has(name));
if (update) {
  for (const file of stale) rmSync(join(baselineDir, file));
  writeFileSync(environmentFile, `${JSON.stringify(environment, null, 2)}\n`);
  const shared = Object.keys(aliases).length;
  console.log(
    `visual: ${written} baselines written, ${stale.length} stale removed, ${shots.length} shots of ${stories.length} stories (${shared} share another shot's identical render)`,
  );
} else {
  for (const file of stale) failures.push(`${file}: baseline of a story that no longer exists (run npm run test:visual:update)`);
  for (const name of staleAliases) failures.push(`${name}: ${aliasesFile} names a story that no longer exists (run npm run test:visual:update)`);
}

if (failures.length) {
  console.error(`\nvisual: ${failures.length} of ${shots.length} shots failed:\n  ${failures.join('\n  ')}`);
  console.error(`actual and diff images: ${outputDir}`);
  if (baselineEnvironment && JSON.stringify(baselineEnvironment) !== JSON.stringify(environment)) {
    console.error(
      `note: the baselines were made with ${JSON.stringify(baselineEnvironment)}, this machine has ${JSON.stringify(environment)}; rendering may differ for that reason alone.`,
    );
  }
}
if (flaky.length) {
  console.error(`\nflaky: ${flaky.length} shots failed at first and passed when taken again alone (fix them):\n  ${flaky.join('\n  ')}`);
}
if (storyFailures.length) {
  console.error(`\nstory checks: ${storyFailures.length} of ${storyChecks.size} failed:\n  ${storyFailures.join('\n  ')}`);
}
const storiesPassed = storyChecks.size - storyFailures.length;
console.log(`story checks (play function, axe, no errors while playing): ${storiesPassed} passed, ${storyFailures.length} failed`);
console.log(`visual: ${passed} passed, ${failures.length} failed`);
if (report) {
  const counts = { numPassedTests: passed + storiesPassed, numFailedTests: failures.length + storyFailures.length };
  writeFileSync(join(repo, report.replace(/\.json$/, '.visual.json')), JSON.stringify(counts));
}
process.exit(failures.length || storyFailures.length ? 1 : 0);
