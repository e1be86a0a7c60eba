import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { serverRoot } from '../serverRoot.js';
import * as schema from './schema.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Cheap round trip for /readyz. */
  ping: () => Promise<void>;
  close: () => Promise<void>;
}

const migrationsFolder = join(serverRoot, 'drizzle');

/** Embedded PostgreSQL sized for one small site: shared buffers dominate its resident memory. */
const postgresqlconf = ['shared_buffers=16MB'];

/**
 * initdb and the first migration grow the WebAssembly heap to several hundred MB, and a heap never
 * shrinks (nor does a worker thread's give its pages back); so a new cluster is created and
 * migrated in a short-lived child process, and the serving instance starts small.
 */
function createCluster(location: string): Promise<void> {
  const resolve = createRequire(import.meta.url).resolve;
  const job = {
    modules: { pglite: resolve('@electric-sql/pglite'), drizzle: resolve('drizzle-orm/pglite'), migrator: resolve('drizzle-orm/pglite/migrator') },
    location,
    postgresqlconf,
    migrationsFolder,
  };
  const code = `const w = JSON.parse(process.argv[1]);
    (async () => {
      const client = await require(w.modules.pglite).PGlite.create(w.location, { postgresqlconf: w.postgresqlconf });
      await require(w.modules.migrator).migrate(require(w.modules.drizzle).drizzle({ client }), { migrationsFolder: w.migrationsFolder });
      await client.close();
    })().catch((error) => { console.error(error); process.exit(1); });`;
  return new Promise((done, reject) => {
    execFile(process.execPath, ['--input-type=commonjs', '-e', code, JSON.stringify(job)], (error, _stdout, stderr) =>
      error ? reject(new Error(`creating the embedded database failed: ${stderr.trim() || error.message}`)) : done(),
    );
  });
}

export interface OpenDatabaseOptions {
  /** postgres://… for a real pool; otherwise embedded PGlite. */
  url?: string;
  /** PGlite's folder; `memory://` keeps it in memory (tests). */
  dataDir: string;
}

/** Opens the database and applies pending migrations before anything reads it. */
export async function openDatabase({ url, dataDir }: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    const db = drizzlePg({ client: pool, schema });
    await migratePg(db, { migrationsFolder });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      ping: async () => void (await pool.query('select 1')),
      close: () => pool.end(),
    };
  }
  let location = dataDir;
  if (!dataDir.startsWith('memory://')) {
    location = join(dataDir, 'pglite');
    mkdirSync(location, { recursive: true });
    if (!existsSync(join(location, 'PG_VERSION'))) await createCluster(location);
  }
  // PostgreSQL compiled by V8's baseline WebAssembly compiler only: the same query speed in our
  // measurements (docs/benchmarks.md) and ~40 MB less resident code than with optimising tier-up.
  setFlagsFromString('--liftoff-only');
  const client = await PGlite.create(location, { postgresqlconf });
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.close(),
  };
}
