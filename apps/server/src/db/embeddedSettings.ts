import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { vector } from '@electric-sql/pglite-pgvector';
import { join } from 'node:path';
import { serverRoot } from '../serverRoot.js';

/** The generated migrations, applied at every start (apps/server/drizzle). */
export const migrationsFolder = join(serverRoot, 'drizzle');

/** Embedded PostgreSQL sized for one small site: shared buffers dominate its resident memory. */
export const postgresqlconf = ['shared_buffers=16MB'];

/**
 * The extensions our migrations create: trigram indexes (the back office's user search) and pgvector (the knowledge
 * base's vectors, db/migrations.ts).
 */
export const extensions = { pg_trgm, vector };
