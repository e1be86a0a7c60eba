import { randomBytes } from 'node:crypto';
import { buildSim, DEFAULT_MJ_SECRET } from '@lingxi/sim';
import { eq, sql } from 'drizzle-orm';
import { schema } from '../../../src/db/index.js';
import { rowsOf } from '../../../src/db/rawRows.js';
import { SIM_API_KEY } from '../chat/chatTestKit.js';
import { createTestApp, ManualClock } from '../../../src/testing/testApp.js';

/** The sim's pace in these tests: a drawing takes ~40 ms upstream. */
export const FAST_SIM = { startDelayMs: 5, stepMs: 10, steps: 3 };

/**
 * The server (listening, so the sim's notifies reach it) on a manual clock, with apps/sim as its midjourney-proxy.
 * The job runner is driven by hand: `settle()` runs it, moving the clock past each wait, until nothing is due.
 */
export async function startDrawingHarness({ listen = true }: { listen?: boolean } = {}) {
  const sim = await buildSim();
  const simUrl = await sim.listen({ port: 0, host: '127.0.0.1' });
  const clock = new ManualClock(new Date());
  const app = await createTestApp({ clock });
  const appUrl = listen ? await app.listen({ port: 0, host: '127.0.0.1' }) : 'http://localhost';
  const db = app.database.db;
  await app.configStore.setMany({
    mjProxyHost: simUrl,
    mjProxySecret: DEFAULT_MJ_SECRET,
    siteUrl: appUrl,
    openaiBaseUrl: `${simUrl}/v1`,
    openaiApiKey: SIM_API_KEY,
  });
  await sim.inject({ method: 'POST', url: '/__control/midjourney', payload: FAST_SIM });
  let client = 1;

  const harness = {
    app,
    sim,
    simUrl,
    appUrl,
    clock,
    db,
    async upstream(patch: Record<string, unknown>) {
      await sim.inject({ method: 'POST', url: '/__control/midjourney', payload: patch });
    },
    async simCounts(): Promise<{
      counts: { submits: Record<string, number>; fetches: number; lists: number; notifies: number };
      byStatus: Record<string, number>;
    }> {
      return (await sim.inject({ method: 'GET', url: '/__control/midjourney' })).json();
    },
    async createUser({ score = 0, vipDays = 0 }: { score?: number; vipDays?: number } = {}) {
      const [user] = await db
        .insert(schema.users)
        .values({ username: `draw${randomBytes(5).toString('hex')}1`, vipExpire: vipDays ? new Date(clock.now().getTime() + vipDays * 86_400_000) : null })
        .returning();
      if (score > 0) {
        await db.insert(schema.pointsLedger).values({ userId: user!.id, delta: score, balanceAfter: score, reason: 'admin' });
        await db.update(schema.users).set({ score }).where(eq(schema.users.id, user!.id));
      }
      return { id: user!.id, token: await app.accounts.issueToken(user!) };
    },
    async score(userId: number): Promise<number> {
      const [user] = await db.select({ score: schema.users.score }).from(schema.users).where(eq(schema.users.id, userId));
      return user!.score;
    },
    async ledger(userId: number) {
      return db.select().from(schema.pointsLedger).where(eq(schema.pointsLedger.userId, userId)).orderBy(schema.pointsLedger.id);
    },
    call(method: 'GET' | 'POST', url: string, token: string | undefined, payload?: object, query?: Record<string, string>) {
      client += 1;
      return app.inject({
        method,
        url: `/api${url}`,
        remoteAddress: `10.8.${Math.floor(client / 250) % 250}.${client % 250}`,
        headers: token ? { authorization: `Bearer ${token}` } : {},
        ...(payload ? { payload } : {}),
        ...(query ? { query } : {}),
      });
    },
    async imagine(token: string, params: Record<string, unknown> = {}) {
      return harness.call('POST', '/midjourney/task_add', token, { type: 1, params: { prompt: 'a red fox in snow', ...params } });
    },
    /** Runs the job runner until no job is unfinished or `rounds` pass: each round waits for the sim, then moves the clock 5 s. */
    async settle(rounds = 60) {
      for (let round = 0; round < rounds; round += 1) {
        await app.jobs.runOnce();
        const [open] = await rowsOf<{ n: number }>(
          db,
          sql`select count(*)::integer as n from generation_jobs where status not in ('succeeded', 'failed', 'cancelled')`,
        );
        if (!open || open.n === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 25));
        clock.advance(5_000);
      }
      throw new Error('jobs did not finish');
    },
    async drawing(token: string, id: number) {
      return (await harness.call('GET', '/midjourney/getDraw', token, undefined, { jobId: String(id) })).json().data;
    },
    async close() {
      await app.close();
      await sim.close();
    },
  };
  return harness;
}

export type DrawingHarness = Awaited<ReturnType<typeof startDrawingHarness>>;
