#!/usr/bin/env node
// `npm run chromatic`: publishes Storybook to Chromatic when a project token is set. Offline,
// or without a token, it says so and exits 0 — the offline visual suite (npm run test:visual) is the gate.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('chromatic: CHROMATIC_PROJECT_TOKEN is not set, skipping. The offline gate is `npm run test:visual`.');
  process.exit(0);
}
const run = (command, args, timeout) => spawnSync(command, args, { stdio: 'inherit', timeout, killSignal: 'SIGKILL' });
const build = run('npm', ['run', 'build-storybook'], 600_000);
if (build.status !== 0) process.exit(build.status ?? 1);
// With a token but no network, chromatic hangs instead of failing: cap it at five minutes.
const upload = run('npx', ['chromatic', '--storybook-build-dir', 'storybook-static', '--exit-zero-on-changes'], 300_000);
if (upload.error || upload.status === null) {
  console.error('chromatic: did not finish within 5 minutes (is the network reachable?)');
  process.exit(1);
}
process.exit(upload.status);
