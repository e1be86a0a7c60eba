import { join } from 'node:path';
import { serverRoot } from '../serverRoot.js';

/** The generated migrations, applied at every start (apps/server/drizzle). */
export const migrationsFolder = join(serverRoot, 'drizzle');

/** Embedded PostgreSQL sized for one small site: shared buffers dominate its resident memory. */
export const postgresqlconf = ['shared_buffers=16MB'];
