import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Cheap round trip for /readyz. */
  ping: () => Promise<void>;
  close: () => Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Embedded PostgreSQL sized for one small site: shared buffers dominate its resident memory. */
const postgresqlconf = ['shared_buffers=16MB'];

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
    // initdb grows the WebAssembly heap to ~700 MB and a heap never shrinks: create the cluster
    // with a throw-away instance so the serving one starts small (~270 MB less resident memory).
    if (!existsSync(join(location, 'PG_VERSION'))) await (await PGlite.create(location, { postgresqlconf })).close();
  }
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
