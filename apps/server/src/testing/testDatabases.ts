import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client.js';
import { extensions, postgresqlconf } from '../db/embeddedSettings.js';
import { applyMigrations } from '../db/migrations.js';
import * as schema from '../db/schema.js';
import { seedDatabase } from '../seed/seed.js';

/**
 * Databases for tests. Creating one from nothing costs seconds (PGlite's initdb, ~40 migrations,
 * the seed's scrypt), so the server's vitest globalSetup (globalSetup.ts) prepares each state once
 * per run and every suite starts from a copy: on PGlite a `dumpDataDir()` tarball written to a
 * file and loaded with `loadDataDir`, on PostgreSQL a template database (`create database … template`).
 * Every suite still has its own database, as isolated as before.
 */

/** The test operator's password (user `admin`). */
export const testAdminPassword = 'admin-password-for-tests';

/** What a fresh test database holds: the migrated schema only, or also the first-start seed. */
type TestDatabaseState = 'migrated' | 'seeded';

/** Prepared once per run by globalSetup and handed to the suites through vitest's provide/inject. */
export type TestTemplates =
  /** Paths of `dumpDataDir()` tarballs. */
  | { kind: 'pglite'; migrated: string; seeded: string }
  /** Names of template databases on the server of `serverUrl` (TEST_DATABASE_URL). */
  | { kind: 'postgres'; serverUrl: string; migrated: string; seeded: string };

declare module 'vitest' {
  export interface ProvidedContext {
    lingxiTestTemplates: TestTemplates;
  }
}

/**
 * The seed createTestApp's database holds. It depends on nothing a suite chooses (env, clock and
 * webRoot only reach buildApp), so one seeded copy serves every suite. Shared by the copies: the
 * operator's password hash (its salt), the `__seededAt` marker and the seeded rows' creation times,
 * which no test compares. The JWT secret is not seeded: the auth plugin generates it when the app
 * is built, so every suite still signs with a secret of its own.
 */
function seedForTests(db: Database) {
  return seedDatabase(db, { adminUsername: 'admin', adminPassword: testAdminPassword, onGeneratedPassword: () => {} });
}

/**
 * A fresh database in the given state: in-memory PGlite by default, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL (dropped again on close).
 *
 * `templates` is what globalSetup prepared; without it (the web app's e2e suites, whose vitest has
 * no such globalSetup, or a template made for another database) the database is migrated and
 * seeded from scratch as before. Building the templates lazily there instead would need a lock
 * shared by the worker processes, and saves little: the web app has four such suites, each of
 * which spends far longer in Chromium than in its database.
 */
export async function openTestDatabase(state: TestDatabaseState, templates: TestTemplates | undefined): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const template = templates?.kind === 'pglite' ? templates[state] : undefined;
    if (template) return openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([await readFile(template)]) });
    return seedIfAsked(state, await openDatabase({ dataDir: 'memory://' }));
  }
  const template = templates?.kind === 'postgres' && templates.serverUrl === serverUrl ? templates[state] : undefined;
  const name = uniqueName('lingxi_test');
  await adminQuery(serverUrl, template ? `create database ${name} template ${template}` : `create database ${name}`);
  let handle: DatabaseHandle;
  try {
    handle = await openDatabase({ url: databaseUrl(serverUrl, name), dataDir: '' });
  } catch (error) {
    await adminQuery(serverUrl, `drop database if exists ${name}`);
    throw error;
  }
  const database: DatabaseHandle = {
    ...handle,
    close: async () => {
      await handle.close();
      await adminQuery(serverUrl, `drop database if exists ${name}`);
    },
  };
  return template ? database : seedIfAsked(state, database);
}

async function seedIfAsked(state: TestDatabaseState, handle: DatabaseHandle): Promise<DatabaseHandle> {
  if (state === 'seeded') await seedForTests(handle.db);
  return handle;
}

/** For globalSetup: each state prepared once, and a function that removes them after the run. */
export async function prepareTestTemplates(): Promise<{ templates: TestTemplates; dispose: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const folder = mkdtempSync(join(tmpdir(), 'lingxi-test-templates-'));
    const templates: TestTemplates = { kind: 'pglite', migrated: join(folder, 'migrated.tar'), seeded: join(folder, 'seeded.tar') };
    try {
      const client = await PGlite.create('memory://', { postgresqlconf, extensions });
      try {
        const db = drizzle({ client, schema });
        // Flushed to the data files first, so a copy opens without replaying the log.
        const dump = async (path: string) => {
          await db.execute(sql`checkpoint`);
          await writeFile(path, new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer()));
        };
        await applyMigrations(db as unknown as Database, (config) => migrate(db, config));
        await dump(templates.migrated);
        await seedForTests(db as unknown as Database);
        await dump(templates.seeded);
      } finally {
        await client.close();
      }
    } catch (error) {
      rmSync(folder, { recursive: true, force: true });
      throw error;
    }
    return { templates, dispose: async () => rmSync(folder, { recursive: true, force: true }) };
  }

  // One run's templates, named apart from any other run's on the same server.
  const prefix = uniqueName('lingxi_template');
  const templates: TestTemplates = { kind: 'postgres', serverUrl, migrated: `${prefix}_migrated`, seeded: `${prefix}_seeded` };
  const dispose = async () => {
    // `force`: a template is never in use once the suites are done, but a failed run may leave a connection behind.
    await adminQuery(serverUrl, `drop database if exists ${templates.seeded} with (force)`);
    await adminQuery(serverUrl, `drop database if exists ${templates.migrated} with (force)`);
  };
  try {
    await adminQuery(serverUrl, `create database ${templates.migrated}`);
    await (await openDatabase({ url: databaseUrl(serverUrl, templates.migrated), dataDir: '' })).close();
    // No session may stay connected to a template while a database is created from it: each is closed first.
    await adminQuery(serverUrl, `create database ${templates.seeded} template ${templates.migrated}`);
    const seeded = await openDatabase({ url: databaseUrl(serverUrl, templates.seeded), dataDir: '' });
    try {
      await seedForTests(seeded.db);
    } finally {
      await seeded.close();
    }
  } catch (error) {
    await dispose();
    throw error;
  }
  return { templates, dispose };
}

function uniqueName(prefix: string) {
  return `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
}

function databaseUrl(serverUrl: string, name: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** One statement on the PostgreSQL server itself (create or drop a database). */
export async function adminQuery(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
