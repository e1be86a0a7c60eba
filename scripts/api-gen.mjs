#!/usr/bin/env node
// `npm run api:gen` writes packages/api-client/openapi.json from the server's routes and generates
// the client's types from it. `--check` regenerates into a temporary folder and fails on any
// difference from the committed files (CI), so the contract can never drift silently.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const repo = new URL('..', import.meta.url).pathname;
const committed = { doc: join(repo, 'packages/api-client/openapi.json'), types: join(repo, 'packages/api-client/src/generated/schema.d.ts') };
const check = process.argv.includes('--check');
const workDir = check ? mkdtempSync(join(tmpdir(), 'lingxi-api-')) : null;
const out = workDir ? { doc: join(workDir, 'openapi.json'), types: join(workDir, 'schema.d.ts') } : committed;

const run = (args) => execFileSync('npx', args, { cwd: repo, stdio: ['ignore', 'ignore', 'inherit'] });
run(['tsx', 'apps/server/src/scripts/emitOpenapi.ts', out.doc]);
run(['openapi-typescript', out.doc, '--output', out.types]);

if (workDir) {
  const stale = Object.keys(committed).filter((key) => readFileSync(committed[key], 'utf8') !== readFileSync(out[key], 'utf8'));
  rmSync(workDir, { recursive: true, force: true });
  if (stale.length) {
    console.error(
      `The API contract changed but ${stale.map((key) => committed[key].replace(repo, '')).join(' and ')} were not regenerated: run npm run api:gen and commit.`,
    );
    process.exit(1);
  }
  console.log('api contract: generated files are up to date');
}
