import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app.js';
import { loadEnv } from '../config/env.js';
import type { Clock } from '../domain/clock.js';
import type { DatabaseHandle } from '../db/client.js';
import { schema as tables } from '../db/index.js';
import { openTestDatabase, type TestTemplates } from './testDatabases.js';

/** For tests outside the server (the web app's end-to-end suite) that arrange data directly. */
export { schema } from '../db/index.js';
export { rowsOf } from '../db/rawRows.js';
export { pdfWithPages, pdfWithText } from './fileFixtures.js';
export { startDemoUpstream } from '../modules/chat/index.js';
export { testAdminPassword } from './testDatabases.js';

/** What the server's globalSetup prepared; nothing under another vitest (the web app's e2e suites). */
function templates(): TestTemplates | undefined {
  return inject('lingxiTestTemplates') as TestTemplates | undefined;
}

/**
 * A fresh, migrated database: in-memory PGlite by default, or a new database on the PostgreSQL
 * server of TEST_DATABASE_URL (dropped again on close), so every suite runs on both.
 */
export function createTestDatabase(): Promise<DatabaseHandle> {
  return openTestDatabase('migrated', templates());
}

/** The app on a seeded test database, with the given environment overrides. */
export async function createTestApp({
  env = {},
  webRoot,
  adminRoot,
  clock,
  logStream,
}: {
  env?: Record<string, string>;
  webRoot?: string;
  adminRoot?: string;
  clock?: Clock;
  /** Receives the log's lines (at env LOG_LEVEL); without it the app logs nothing. */
  logStream?: { write(line: string): void };
} = {}) {
  const database = await openTestDatabase('seeded', templates());
  const dataDir = mkdtempSync(join(tmpdir(), 'lingxi-test-data-'));
  // The reconcile job is driven by hand in tests (orders.reconcile()), never by a timer.
  return buildApp({
    env: loadEnv({ DATA_DIR: dataDir, PAYMENT_RECONCILE_SECONDS: '0', DASHBOARD_ROLLUP_SECONDS: '0', JOB_POLL_MS: '0', ...env }),
    database,
    webRoot,
    adminRoot,
    logger: false,
    logStream,
    clock,
  });
}

/** A clock that stands still until a test moves it. */
export class ManualClock implements Clock {
  private time: number;
  constructor(start = new Date('2026-06-01T04:00:00Z')) {
    this.time = start.getTime();
  }
  now() {
    return new Date(this.time);
  }
  advance(ms: number) {
    this.time += ms;
  }
}

/** A back-office session's token for the operator named (the seeded one by default), as `POST /api/admin/auth/login` gives. */
export async function operatorToken(app: FastifyInstance, username = 'admin'): Promise<string> {
  const [user] = await app.database.db.select().from(tables.users).where(eq(tables.users.username, username));
  if (!user) throw new Error(`No user ${username}`);
  return app.tokens.sign({ userId: user.id, version: user.tokenVersion, admin: { session: await app.adminSessions.start() } });
}
