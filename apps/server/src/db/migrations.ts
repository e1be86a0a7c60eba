import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { MigrationConfig } from 'drizzle-orm/migrator';
import type { Executor } from './executor.js';
import { migrationsFolder } from './embeddedSettings.js';
import { rowsOf } from './rawRows.js';
import { serverRoot } from '../serverRoot.js';

/**
 * Where the knowledge base's vectors live: pgvector's `vector` with an HNSW index per embedding space, or `real[]`
 * ranked by an exact cosine in SQL where the extension is not available (Debian's PostgreSQL 15).
 */
export type VectorPath = 'pgvector' | 'plain';

/** The vectors table's migrations, one history per path (apps/server/drizzle-vectors/<path>). */
const vectorMigrations = (path: VectorPath): MigrationConfig => ({
  migrationsFolder: join(serverRoot, 'drizzle-vectors', path),
  migrationsTable: `__drizzle_migrations_vectors_${path}`,
});

/**
 * Applies the schema's migrations, then the vectors table's on the path this database takes: the one it took before
 * (the column's type says), else pgvector when the server has the extension. `migrate` is the driver's migrator.
 */
export async function applyMigrations(db: Executor, migrate: (config: MigrationConfig) => Promise<void>): Promise<VectorPath> {
  await migrate({ migrationsFolder });
  const path = (await vectorPathTaken(db)) ?? ((await pgvectorAvailable(db)) ? 'pgvector' : 'plain');
  await migrate(vectorMigrations(path));
  return path;
}

async function vectorPathTaken(db: Executor): Promise<VectorPath | null> {
  const [row] = await rowsOf<{ type: string }>(
    db,
    sql`select format_type(atttypid, atttypmod) as type from pg_attribute where attrelid = to_regclass('public.knowledge_vectors') and attname = 'embedding'`,
  );
  if (!row) return null;
  return row.type === 'real[]' ? 'plain' : 'pgvector';
}

async function pgvectorAvailable(db: Executor): Promise<boolean> {
  const rows = await rowsOf(db, sql`select 1 from pg_available_extensions where name = 'vector'`);
  return rows.length > 0;
}
