#!/usr/bin/env node
// `npm test`: everything, in order — prerequisites, lint, typecheck, unit and e2e tests,
// story tests (play + axe, light and dark) and visual regression. Stops at the first failing step.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensurePrerequisites } from './prerequisites.mjs';

const repo = new URL('..', import.meta.url).pathname;
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', STORYBOOK_DISABLE_TELEMETRY: '1' };
const reportName = '.vitest-report.json';
const visualReport = '.vitest-report.visual.json';
const pgReport = '.vitest-report.postgres.json';
const workspaces = ['packages/ui', 'packages/flows', 'packages/api-client', 'apps/web', 'apps/server', 'apps/sim', 'tools/visual', 'tools/browser-testing'];

ensurePrerequisites();

const steps = [
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['API contract (generated client up to date)', 'node', ['scripts/api-gen.mjs', '--check']],
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['unit and e2e tests (server on PGlite)', 'npx', ['turbo', 'run', 'test', '--', '--reporter=default', '--reporter=json', `--outputFile.json=${reportName}`], { TEST_DATABASE_URL: '' }],
  ...(process.env.TEST_DATABASE_URL
    ? [['server tests on PostgreSQL', 'npx', ['vitest', 'run', '--root', 'apps/server', '--reporter=default', '--reporter=json', `--outputFile.json=../../${pgReport}`]]]
    : []),
  ['story tests (light and dark)', 'npx', ['vitest', 'run', '--config', 'vitest.stories.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${reportName}`]],
  ['visual regression', 'node', ['tools/visual/src/run.mjs', `--report=${reportName}`]],
];

for (const file of [reportName, visualReport, pgReport, ...workspaces.map((dir) => join(dir, reportName))]) rmSync(join(repo, file), { force: true });

/** Wall time of each step, printed in the summary (docs/benchmarks.md compares them across changes). */
const timings = [];
const started = Date.now();

for (const [name, command, args, extraEnv = {}] of steps) {
  console.log(`\n━━ ${name} ━━`);
  const stepStarted = Date.now();
  const { status } = spawnSync(command, args, { cwd: repo, env: { ...env, ...extraEnv }, stdio: 'inherit' });
  timings.push([name, Date.now() - stepStarted]);
  if (status !== 0) {
    console.error(`\n✗ ${name} failed`);
    summarise();
    process.exit(status ?? 1);
  }
}
summarise();

/** The stage timings, then one plain closing line over every test that ran: "tests: N passed, N failed". */
function summarise() {
  console.log('\nstage timings:');
  for (const [name, ms] of timings) console.log(`  ${(ms / 1000).toFixed(1).padStart(7)} s  ${name}`);
  console.log(`  ${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s  total`);
  let passed = 0;
  let failed = 0;
  for (const file of [...workspaces.map((dir) => join(dir, reportName)), reportName, visualReport, pgReport]) {
    const path = join(repo, file);
    if (!existsSync(path)) continue;
    const report = JSON.parse(readFileSync(path, 'utf8'));
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
  }
  console.log(`\ntests: ${passed} passed, ${failed} failed`);
}
