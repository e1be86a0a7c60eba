#!/usr/bin/env node
// `npm test`: everything — prerequisites; the static checks (formatting, lint with import boundaries and type-aware
// rules, knip, the API contract, migrations against the schema, typecheck) side by side; unit tests; the web e2e in
// Chromium, the server suites on PostgreSQL and the static Storybook side by side; then every story in that Storybook,
// light and dark: its story checks (play function, axe, no errors while playing) and its screenshots (visual regression).
// Stops at the first failing stage and ends with each stage's wall time and "tests: N passed, N failed".
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensurePrerequisites } from './prerequisites.mjs';

const repo = new URL('..', import.meta.url).pathname;
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', STORYBOOK_DISABLE_TELEMETRY: '1', FORCE_COLOR: process.env.FORCE_COLOR ?? '1' };
const reportName = '.vitest-report.json';
const e2eReport = '.vitest-report.e2e.json';
const visualReport = '.vitest-report.visual.json';
const pgReport = '.vitest-report.postgres.json';
const workspaces = [
  'packages/ui',
  'packages/flows',
  'packages/api-client',
  'packages/rich-text',
  'apps/web',
  'apps/server',
  'apps/sim',
  'tools/visual',
  'tools/browser-testing',
  'tools/guardrails',
];
const json = (file) => ['--reporter=default', '--reporter=json', `--outputFile.json=${file}`];

ensurePrerequisites();

/**
 * A stage is one command, or several run side by side (their output is printed whole, one after the other, as each
 * ends): the static checks are mostly single-threaded, so together they fill the two cores that one leaves idle.
 * @type {{ name: string, commands: { name: string, command: string, args: string[], env?: Record<string, string> }[] }[]}
 */
const stages = [
  {
    name: 'static checks',
    commands: [
      { name: 'formatting (Biome)', command: 'npx', args: ['biome', 'format', '.'] },
      {
        name: 'lint (ESLint: type-aware rules, import boundaries)',
        command: 'npx',
        args: ['eslint', '.', '--max-warnings=0'],
        // The type-aware rules hold every package's TypeScript program at once: past Node's default 4 GB heap since
        // session 25 (6 GB resident measured), so the lint gets 8 GB.
        env: { NODE_OPTIONS: '--max-old-space-size=8192' },
      },
      { name: 'unused files, exports and dependencies (knip)', command: 'npx', args: ['knip', '--no-progress'] },
      { name: 'API contract (generated client up to date)', command: 'node', args: ['scripts/api-gen.mjs', '--check'] },
      { name: 'migrations match the schema', command: 'node', args: ['scripts/migrations-check.mjs'] },
      { name: 'typecheck', command: 'npm', args: ['run', 'typecheck'] },
    ],
  },
  {
    // One package failing lets the others finish (--continue), so the summary names every failed test.
    name: 'unit tests (server on PGlite)',
    commands: [
      {
        name: 'unit',
        command: 'npx',
        args: ['turbo', 'run', 'test', '--continue=dependencies-successful', '--', ...json(reportName)],
        env: { TEST_DATABASE_URL: '' },
      },
    ],
  },
  {
    // These mostly wait (a browser, a server, PostgreSQL): side by side they fill the cores one of them leaves idle.
    name: 'web e2e, server suites on PostgreSQL, static Storybook',
    commands: [
      {
        name: 'web e2e in Chromium',
        command: 'npx',
        args: ['turbo', 'run', 'test:e2e', '--continue=dependencies-successful', '--', ...json(e2eReport)],
        env: { TEST_DATABASE_URL: '' },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [{ name: 'server suites on PostgreSQL', command: 'npx', args: ['vitest', 'run', '--root', 'apps/server', ...json(`../../${pgReport}`)] }]
        : []),
      { name: 'static Storybook (for visual regression)', command: 'npm', args: ['run', 'build-storybook'] },
    ],
  },
  {
    // One render per shot serves both: the story checks that `npm run test:stories` runs in Vitest, at every width a
    // story is shot at, and the screenshot. Separately they rendered every story twice (143 s + 161 s, measured alone).
    name: 'stories: play function, axe and visual regression (light and dark)',
    commands: [{ name: 'stories', command: 'node', args: ['tools/visual/src/run.mjs', '--no-build', `--report=${reportName}`] }],
  },
];

const reports = [reportName, visualReport, pgReport, ...workspaces.flatMap((dir) => [join(dir, reportName), join(dir, e2eReport)])];
for (const file of reports) rmSync(join(repo, file), { force: true });

/** Runs one command; alone it streams, beside others its output is kept and printed when it ends. */
function run({ name, command, args, env: extraEnv = {} }, alone) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd: repo, env: { ...env, ...extraEnv }, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => {
      const ms = Date.now() - started;
      if (!alone) console.log(`\n── ${name} (${(ms / 1000).toFixed(1)} s, ${status === 0 ? 'passed' : 'FAILED'}) ──\n${output.trimEnd()}`);
      resolve({ name, status, ms });
    });
  });
}

/** Wall time of each stage (and of each command of a shared stage), printed in the summary. */
const timings = [];
const started = Date.now();

for (const stage of stages) {
  console.log(`\n━━ ${stage.name} ━━`);
  const stageStarted = Date.now();
  const results = await Promise.all(stage.commands.map((command) => run(command, stage.commands.length === 1)));
  timings.push([stage.name, Date.now() - stageStarted, stage.commands.length > 1 ? results : []]);
  const failed = results.filter((result) => result.status !== 0);
  if (failed.length) {
    console.error(`\n✗ ${failed.map((result) => result.name).join(', ')} failed`);
    summarise();
    process.exit(failed[0].status ?? 1);
  }
}
summarise();

/** The stage timings, then one plain closing line over every test that ran: "tests: N passed, N failed". */
function summarise() {
  console.log('\nstage timings:');
  for (const [name, ms, parts] of timings) {
    console.log(`  ${(ms / 1000).toFixed(1).padStart(7)} s  ${name}`);
    for (const part of parts) console.log(`  ${(part.ms / 1000).toFixed(1).padStart(15)} s  ${part.name}`);
  }
  console.log(`  ${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s  total`);
  let passed = 0;
  let failed = 0;
  const failures = [];
  for (const file of reports) {
    const path = join(repo, file);
    if (!existsSync(path)) continue;
    const report = JSON.parse(readFileSync(path, 'utf8'));
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    failures.push(...failedTests(report));
  }
  // CI keeps only the tail of the log: name each failed test and the start of its message here, where it is kept.
  if (failures.length) console.log(`\nfailed tests:\n${failures.join('\n')}`);
  console.log(`\ntests: ${passed} passed, ${failed} failed`);
}

/** "file › test name" and the first lines of its failure message, for every failed test of a Vitest JSON report. */
function failedTests(report) {
  const line = (name, messages) => `  ✗ ${name}\n      ${messages.join('\n').split('\n').slice(0, 6).join('\n      ')}`;
  return (report.testResults ?? []).flatMap((file) => {
    const path = file.name.replace(repo, '');
    const tests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    // A file that failed outside any test (an import, a hook) has only its own message.
    if (!tests.length && file.status === 'failed') return [line(path, [file.message ?? ''])];
    return tests.map((test) => line(`${path} › ${test.fullName}`, test.failureMessages ?? []));
  });
}
