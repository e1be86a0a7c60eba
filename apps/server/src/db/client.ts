import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { extensions, postgresqlconf } from './embeddedSettings.js';
import { applyMigrations, type VectorPath } from './migrations.js';
import { PgNotifications, type NotificationHandlers } from './pgNotifications.js';
import * as schema from './schema.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Where the knowledge base's vectors live (pgvector, or real[] without the extension). */
  vectors: VectorPath;
  /** Cheap round trip for /readyz. */
  ping: () => Promise<void>;
  /** LISTEN on a channel (a trigger's pg_notify); resolves once listening, to the unsubscribe. */
  listen: (channel: string, handlers: NotificationHandlers) => Promise<() => Promise<void>>;
  /**
   * Undefined when the notifications of every write this process completed have been delivered to its listeners; else a
   * promise of that. Embedded PGlite delivers them before the writing statement returns; PostgreSQL over its own
   * connection, a moment later.
   */
  delivered: () => Promise<void> | undefined;
  close: () => Promise<void>;
}

/**
 * initdb and the first migration grow the WebAssembly heap to several hundred MB, and a heap never
 * shrinks (nor does a worker thread's give its pages back); so a new cluster is created and
 * migrated in a short-lived child process (db/createCluster.ts), and the serving instance starts small.
 */
function createCluster(location: string): Promise<void> {
  return new Promise((done, reject) => {
    execFile(process.execPath, [...createClusterCommand(), location], (error, _stdout, stderr) =>
      error ? reject(new Error(`creating the embedded database failed: ${stderr.trim() || error.message}`)) : done(),
    );
  });
}

/**
 * The child's command line. Beside the bundle (dist/main.js) lies its built entry, dist/createCluster.js
 * (bundle.mjs); beside this source file lies createCluster.ts, which Node 20 runs through tsx's ESM loader.
 */
function createClusterCommand(): string[] {
  const built = fileURLToPath(new URL('./createCluster.js', import.meta.url));
  if (existsSync(built)) return [built];
  const source = fileURLToPath(new URL('./createCluster.ts', import.meta.url));
  if (!existsSync(source)) throw new Error(`creating the embedded database failed: neither ${built} nor ${source} exists (run npm run build)`);
  return ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm')).href, source];
}

export interface OpenDatabaseOptions {
  /** postgres://… for a real pool; otherwise embedded PGlite. */
  url?: string;
  /** PGlite's folder; `memory://` keeps it in memory (tests). */
  dataDir: string;
  /** With `memory://`: a `dumpDataDir()` tarball to start from instead of initdb (tests: a prepared, migrated cluster). */
  loadDataDir?: Blob;
}

/** Opens the database and applies pending migrations before anything reads it. */
export async function openDatabase({ url, dataDir, loadDataDir }: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    const notifications = new PgNotifications(url, pool);
    const db = drizzlePg({ client: pool, schema });
    const vectors = await applyMigrations(db as unknown as Database, (config) => migratePg(db, config));
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      vectors,
      ping: async () => void (await pool.query('select 1')),
      listen: (channel, handlers) => notifications.listen(channel, handlers),
      delivered: () => notifications.delivered(),
      close: async () => {
        await notifications.close();
        await pool.end();
      },
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
  if (loadDataDir && !dataDir.startsWith('memory://')) throw new Error('loadDataDir is only for an in-memory database');
  const client = await PGlite.create(location, { postgresqlconf, extensions, ...(loadDataDir ? { loadDataDir } : {}) });
  const db = drizzlePglite({ client, schema });
  const vectors = await applyMigrations(db as unknown as Database, (config) => migratePglite(db, config));
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    vectors,
    ping: async () => void (await db.execute(sql`select 1`)),
    // PGlite hands a statement's notifications to its listeners (as microtasks) before the statement's promise settles.
    listen: async (channel, handlers) => {
      const unlisten = await client.listen(channel, handlers.notify);
      handlers.live(true);
      return unlisten;
    },
    delivered: () => undefined,
    close: () => client.close(),
  };
}
