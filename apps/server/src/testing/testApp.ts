import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../app.js';
import { loadEnv } from '../config/env.js';
import type { Clock } from '../domain/clock.js';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { seedDatabase } from '../seed/seed.js';

/** For tests outside the server (the web app's end-to-end suite) that arrange data directly. */
export { schema } from '../db/index.js';
export { pdfWithText } from './fileFixtures.js';
export { startDemoUpstream } from '../domain/chat/demoUpstream.js';

/**
 * A fresh, migrated database: in-memory PGlite by default, or a new database on the PostgreSQL
 * server of TEST_DATABASE_URL (dropped again on close), so every suite runs on both.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ dataDir: 'memory://' });
  const name = `lingxi_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), dataDir: '' });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await admin(`drop database if exists ${name}`);
    },
  };
}

export const testAdminPassword = 'admin-password-for-tests';

/** The app on a seeded test database, with the given environment overrides. */
export async function createTestApp({ env = {}, webRoot, clock }: { env?: Record<string, string>; webRoot?: string; clock?: Clock } = {}) {
  const database = await createTestDatabase();
  await seedDatabase(database.db, { adminUsername: 'admin', adminPassword: testAdminPassword, onGeneratedPassword: () => {} });
  const dataDir = mkdtempSync(join(tmpdir(), 'lingxi-test-data-'));
  // The reconcile job is driven by hand in tests (orders.reconcile()), never by a timer.
  return buildApp({ env: loadEnv({ DATA_DIR: dataDir, PAYMENT_RECONCILE_SECONDS: '0', ...env }), database, webRoot, logger: false, clock });
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
