import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { join } from 'node:path';
import { serverRoot } from '../serverRoot.js';

/** The generated migrations, applied at every start (apps/server/drizzle). */
export const migrationsFolder = join(serverRoot, 'drizzle');

/** Embedded PostgreSQL sized for one small site: shared buffers dominate its resident memory. */
export const postgresqlconf = ['shared_buffers=16MB'];

/** The contrib extensions our migrations create (the back office's user search uses trigram indexes). */
export const extensions = { pg_trgm };
