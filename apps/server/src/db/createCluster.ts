/**
 * `createCluster <folder>`: creates a new embedded (PGlite) cluster in <folder> and applies the
 * migrations, then exits. openDatabase (db/client.ts) runs it as a short-lived child process:
 * initdb and the first migration grow the WebAssembly heap to several hundred MB, and a heap never
 * shrinks (nor does a worker thread's give its pages back), so the serving instance opens the
 * finished cluster and starts small.
 *
 * Run as `node dist/createCluster.js` from the bundle (a second entry of bundle.mjs) and as
 * `node --import tsx src/db/createCluster.ts` from the sources (tests, tsx scripts).
 */
import { setFlagsFromString } from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client.js';
import { extensions, postgresqlconf } from './embeddedSettings.js';
import { applyMigrations } from './migrations.js';

const location = process.argv[2];
if (!location) {
  console.error('usage: createCluster <folder>');
  process.exit(2);
}
// V8's baseline WebAssembly compiler only, as in the serving instance (db/client.ts): here it saves
// ~30 % of the child's CPU time, the optimising compiler's work on PostgreSQL's code.
setFlagsFromString('--liftoff-only');
// A failure rejects the top-level await: Node prints it on stderr (the parent reports it) and exits with 1.
const client = await PGlite.create(location, { postgresqlconf, extensions });
const db = drizzle({ client });
await applyMigrations(db as unknown as Database, (config) => migrate(db, config));
await client.close();
