import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/auth/password';
import { openDatabase } from '../../src/db/client';
import { schema } from '../../src/db';
import { createTestDatabase } from '../../src/testing/testApp';
import { seedDatabase } from '../../src/seed/seed';

const quiet = { adminUsername: 'admin', onGeneratedPassword: () => {} };

describe('seedDatabase', () => {
  it('seeds once; a second run changes nothing', async () => {
    const handle = await createTestDatabase();
    try {
      expect(await seedDatabase(handle.db, { ...quiet, adminPassword: 'first-password' })).toBe(true);
      const menus = await handle.db.select({ n: count() }).from(schema.menus);
      expect(await seedDatabase(handle.db, { ...quiet, adminPassword: 'second-password' })).toBe(false);
      expect(await handle.db.select({ n: count() }).from(schema.menus)).toEqual(menus);
      const [admin] = await handle.db.select().from(schema.users).where(eq(schema.users.username, 'admin'));
      expect(admin?.role).toBe('admin');
      expect(await verifyPassword('first-password', admin?.passwordHash ?? '')).toBe(true);
    } finally {
      await handle.close();
    }
  });

  it('reports a generated operator password exactly once', async () => {
    const handle = await createTestDatabase();
    const reported: string[] = [];
    try {
      await seedDatabase(handle.db, { adminUsername: 'boss', onGeneratedPassword: (_user, password) => reported.push(password) });
      await seedDatabase(handle.db, { adminUsername: 'boss', onGeneratedPassword: (_user, password) => reported.push(password) });
      expect(reported).toHaveLength(1);
      const [boss] = await handle.db.select().from(schema.users).where(eq(schema.users.username, 'boss'));
      expect(await verifyPassword(reported[0] ?? '', boss?.passwordHash ?? '')).toBe(true);
    } finally {
      await handle.close();
    }
  });

  // Creates and opens an embedded cluster on disk twice: ~4 s alone, but it ran past 30 s once beside the web e2e and
  // the other PostgreSQL suites on two busy cores (load average 9), and past 120 s once more. It is embedded PGlite
  // whatever TEST_DATABASE_URL says, so it runs once, in the PGlite stage, not again beside the PostgreSQL suites.
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'keeps every change across a restart of embedded PGlite on disk and does not re-seed',
    { timeout: 120_000 },
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'lingxi-data-'));
      const first = await openDatabase({ dataDir });
      await seedDatabase(first.db, { ...quiet, adminPassword: 'persisted-password' });
      await first.db
        .update(schema.siteConfig)
        .set({ value: JSON.stringify('改过的站名') })
        .where(eq(schema.siteConfig.key, 'siteName'));
      await first.db.delete(schema.menus).where(eq(schema.menus.menuPlatform, 0));
      await first.close();

      const second = await openDatabase({ dataDir });
      try {
        expect(await seedDatabase(second.db, quiet)).toBe(false);
        const [siteName] = await second.db.select().from(schema.siteConfig).where(eq(schema.siteConfig.key, 'siteName'));
        expect(JSON.parse(siteName?.value ?? 'null')).toBe('改过的站名');
        expect(await second.db.select({ n: count() }).from(schema.menus).where(eq(schema.menus.menuPlatform, 0))).toEqual([{ n: 0 }]);
      } finally {
        await second.close();
      }
    },
  );

  it('adds config keys of a newer version on restart without touching the operator’s values', async () => {
    const handle = await createTestDatabase();
    try {
      await seedDatabase(handle.db, quiet);
      await handle.db.delete(schema.siteConfig).where(eq(schema.siteConfig.key, 'clientTutorialUrl'));
      await handle.db
        .update(schema.siteConfig)
        .set({ value: JSON.stringify('我的站') })
        .where(eq(schema.siteConfig.key, 'siteName'));
      expect(await seedDatabase(handle.db, quiet)).toBe(false);
      const rows = await handle.db.select().from(schema.siteConfig);
      const value = (key: string) => JSON.parse(rows.find((row) => row.key === key)?.value ?? 'null');
      expect(value('clientTutorialUrl')).toBe('/welcome');
      expect(value('siteName')).toBe('我的站');
    } finally {
      await handle.close();
    }
  });
});
