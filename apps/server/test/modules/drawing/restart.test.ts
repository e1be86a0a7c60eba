import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSim, DEFAULT_MJ_SECRET } from '@lingxi/sim';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenService } from '../../../src/auth/tokens.js';
import { type DatabaseHandle, openDatabase } from '../../../src/db/client.js';
import { schema } from '../../../src/db/index.js';
import { adminQuery } from '../../../src/testing/testDatabases.js';
import { freePort, ServerProcess } from '../../serverProcess.js';

/**
 * The restart case: the real server as a child process (from source, through tsx), 20 drawings in flight,
 * SIGKILL, a new start on the same data: every drawing finishes, each charged once and never refunded, its picture and
 * thumbnail stored. On embedded PGlite (its data directory), and on PostgreSQL with TEST_DATABASE_URL. The database is
 * prepared and checked while no server holds it (PGlite is one process's files).
 */
const jobs = 20;
const perUser = 3; // the cap of unfinished drawings
const price = 4; // fast_mjDeduction1, as seeded

let sim: FastifyInstance;
let simUrl: string;
beforeAll(async () => {
  sim = await buildSim();
  simUrl = await sim.listen({ port: 0, host: '127.0.0.1' });
  // All drawn at once, and held at their first step until the restart: every one is mid-drawing when the server dies,
  // however slowly a loaded machine submits them.
  await sim.inject({ method: 'POST', url: '/__control/midjourney', payload: { startDelayMs: 300, stepMs: 500, steps: 5, concurrency: 50, paused: true } });
});
afterAll(async () => sim?.close());

// Like every server suite: on PGlite in the unit run, on PostgreSQL in the run with TEST_DATABASE_URL.
const targets = [process.env.TEST_DATABASE_URL ? { name: 'PostgreSQL', url: process.env.TEST_DATABASE_URL } : { name: 'PGlite', url: undefined }];

for (const target of targets) {
  describe(`a restart with drawings in flight (${target.name})`, () => {
    let server: ServerProcess;
    let base = '';
    let env: Record<string, string> = {};
    let databaseName = '';
    let databaseUrl = '';
    const dataDir = mkdtempSync(join(tmpdir(), 'lingxi-restart-'));

    const open = () => openDatabase({ url: databaseUrl || undefined, dataDir });

    beforeAll(async () => {
      if (target.url) {
        databaseName = `lingxi_restart_${randomBytes(4).toString('hex')}`;
        await adminQuery(target.url, `create database ${databaseName}`);
        const url = new URL(target.url);
        url.pathname = `/${databaseName}`;
        databaseUrl = url.toString();
      }
      const port = await freePort();
      base = `http://127.0.0.1:${port}`;
      env = {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        LOG_LEVEL: 'error',
        ADMIN_PASSWORD: 'restart-test-password',
        RATE_LIMIT_ALLOWLIST: '127.0.0.1',
        JOB_POLL_MS: '200',
      };
      server = new ServerProcess(base, () => env);
      await server.start(); // migrates and seeds
      await server.stop('SIGTERM');
    }, 180_000);

    afterAll(async () => {
      await server?.stop('SIGKILL');
      if (target.url && databaseName) await adminQuery(target.url, `drop database if exists ${databaseName}`);
    });

    it('finishes all 20 drawings after a SIGKILL, each charged once, pictures and thumbnails stored', async () => {
      // Prepared with no server running: the proxy, users with points, their tokens.
      const users: { id: number; token: string }[] = [];
      let database: DatabaseHandle = await open();
      try {
        const db = database.db;
        for (const [key, value] of Object.entries({ mjProxyHost: simUrl, mjProxySecret: DEFAULT_MJ_SECRET, siteUrl: base })) {
          await db
            .insert(schema.siteConfig)
            .values({ key, value: JSON.stringify(value), isPublic: false })
            .onConflictDoUpdate({ target: schema.siteConfig.key, set: { value: JSON.stringify(value) } });
        }
        const [secret] = await db.select().from(schema.siteConfig).where(eq(schema.siteConfig.key, 'jwtSecret'));
        const tokens = new TokenService(JSON.parse(secret!.value) as string);
        for (let i = 0; i < Math.ceil(jobs / perUser); i += 1) {
          const [user] = await db
            .insert(schema.users)
            .values({ username: `restart${randomBytes(3).toString('hex')}${i}`, score: 100 })
            .returning();
          await db.insert(schema.pointsLedger).values({ userId: user!.id, delta: 100, balanceAfter: 100, reason: 'admin' });
          users.push({ id: user!.id, token: await tokens.sign({ userId: user!.id, version: user!.tokenVersion }) });
        }
      } finally {
        await database.close();
      }

      await server.start();
      const asked: { id: number; token: string }[] = [];
      for (let n = 0; n < jobs; n += 1) {
        const user = users[Math.floor(n / perUser)]!;
        const reply = await fetch(`${base}/api/midjourney/task_add`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
          body: JSON.stringify({ type: 1, params: { prompt: `restart scene ${n}`, size: '1:1' } }),
        });
        const body = (await reply.json()) as { success: boolean; data: { id: number }; message: string };
        expect(body.success, body.message).toBe(true);
        asked.push({ id: body.data.id, token: user.token });
      }
      const states = async () =>
        Promise.all(
          asked.map(async ({ id, token }) => {
            const reply = await fetch(`${base}/api/midjourney/getDraw?jobId=${id}`, { headers: { authorization: `Bearer ${token}` } });
            return ((await reply.json()) as { data: { state: string } }).data.state;
          }),
        );
      // Killed once every drawing is with the proxy and none is finished.
      for (let waited = 0; ; waited += 100) {
        const now = await states();
        if (now.every((state) => state === 'running')) break;
        if (waited > 30_000) throw new Error(`not all running: ${now.join(',')}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await server.stop('SIGKILL');

      await server.start();
      await sim.inject({ method: 'POST', url: '/__control/midjourney', payload: { paused: false } });
      for (let waited = 0; ; waited += 250) {
        const now = await states();
        if (now.every((state) => state === 'succeeded' || state === 'failed' || state === 'cancelled')) {
          expect(
            now.every((state) => state === 'succeeded'),
            now.join(','),
          ).toBe(true);
          break;
        }
        if (waited > 90_000) throw new Error(`not finished: ${now.join(',')}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      await server.stop('SIGTERM');

      database = await open();
      try {
        const db = database.db;
        const ids = asked.map((entry) => entry.id);
        const ledger = await db
          .select()
          .from(schema.pointsLedger)
          .where(
            inArray(
              schema.pointsLedger.userId,
              users.map((user) => user.id),
            ),
          );
        for (const id of ids) {
          expect(ledger.filter((row) => row.reference === `job:${id}`).map((row) => [row.reason, row.delta])).toEqual([['draw', -price]]);
        }
        const rows = await db.select().from(schema.drawings).where(inArray(schema.drawings.id, ids));
        expect(rows).toHaveLength(jobs);
        for (const row of rows) {
          expect(row).toMatchObject({ width: 1024, height: 1024 });
          for (const key of [row.imageKey, row.thumbKey]) expect(existsSync(join(dataDir, key!))).toBe(true);
        }
        const scores = await db
          .select({ score: schema.users.score })
          .from(schema.users)
          .where(
            inArray(
              schema.users.id,
              users.map((user) => user.id),
            ),
          );
        expect(scores.reduce((sum, row) => sum + row.score, 0)).toBe(users.length * 100 - jobs * price);
      } finally {
        await database.close();
      }
    }, 240_000);
  });
}
