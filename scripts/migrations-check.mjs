#!/usr/bin/env node
// `npm run db:check`: fails when the drizzle tables (apps/server/src/db/schema.ts) and the committed
// migrations (apps/server/drizzle) disagree — a table or column changed without `drizzle-kit generate`.
// drizzle-kit generates into a temporary copy of the migrations; any new file there is drift.
// `--schema=<file>` checks another schema entry against the same migrations (the guardrail test uses it).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';

const repo = new URL('..', import.meta.url).pathname;
const server = join(repo, 'apps/server');
const migrations = join(server, 'drizzle');
const schemaArg = process.argv.find((arg) => arg.startsWith('--schema='))?.slice('--schema='.length);
const schema = schemaArg ? resolve(schemaArg) : join(server, 'src/db/schema.ts');

const workDir = mkdtempSync(join(tmpdir(), 'lingxi-migrations-'));
const out = join(workDir, 'drizzle');
cpSync(migrations, out, { recursive: true });
const files = (dir) => readdirSync(dir, { recursive: true }).map(String).sort();
const before = files(out);

// drizzle-kit asks on the terminal when a change could be a rename; with no terminal that is drift too.
// drizzle-kit wants `out` relative to its working folder (it prefixes "./"), the schema's path as given.
const run = spawnSync('npx', ['drizzle-kit', 'generate', '--dialect=postgresql', `--schema=${schema}`, `--out=${relative(server, out)}`], {
  cwd: server,
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'pipe'],
  timeout: 120_000,
});
const added = files(out).filter((file) => !before.includes(file));
rmSync(workDir, { recursive: true, force: true });

// drizzle-kit exits 0 even when it finds no schema file; its errors are lines starting with "Error".
const failed = run.status !== 0 || /^\s*Error\b/m.test(`${run.stdout}${run.stderr}`);
if (failed || added.length > 0) {
  console.error(
    failed
      ? `drizzle-kit could not compare the schema with the migrations:\n${run.stdout}${run.stderr}`
      : `The drizzle schema and the committed migrations disagree (drizzle-kit would write ${added.join(', ')}): run \`npx drizzle-kit generate\` in apps/server and commit the migration.`,
  );
  process.exit(1);
}
console.log('migrations: the schema matches the committed migrations');
