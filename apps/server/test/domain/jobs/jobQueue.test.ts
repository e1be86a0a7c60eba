import { randomBytes } from 'node:crypto';
import { eq, notInArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../../src/db/index.js';
import { type JobRow, leaseMs, type NewJob, PgJobQueue, type StepOutcome } from '../../../src/domain/jobs/jobQueue.js';
import { type JobHandler, JobRunner } from '../../../src/domain/jobs/jobRunner.js';
import { changePoints } from '../../../src/modules/economy/index.js';
import { createTestApp, ManualClock } from '../../../src/testing/testApp.js';

/**
 * The job spine (domain/jobs): the charge reserved with the insert under the per-user cap, claims that never overlap,
 * leases, persistent retries with backoff, deadlines and the refund of a failed job, exactly once. On PGlite, and on
 * PostgreSQL with TEST_DATABASE_URL (where the concurrent cases race for real).
 */
let app: FastifyInstance;
let queue: PgJobQueue;
const clock = new ManualClock(new Date('2026-11-27T08:00:00Z'));
const silentLog = { warn: () => undefined, error: () => undefined };

beforeAll(async () => {
  app = await createTestApp({ clock });
  queue = new PgJobQueue(app.database.db, (tx, refund) => changePoints(tx, { ...refund, delta: refund.points }), new Map([['test', 'testRefund']]));
});
afterAll(async () => app?.close());

async function userWith(score: number): Promise<number> {
  const [user] = await app.database.db
    .insert(schema.users)
    .values({ username: `job${randomBytes(5).toString('hex')}1`, score })
    .returning();
  if (score > 0) await app.database.db.insert(schema.pointsLedger).values({ userId: user!.id, delta: score, balanceAfter: score, reason: 'admin' });
  return user!.id;
}
const scoreOf = async (userId: number) =>
  (await app.database.db.select({ score: schema.users.score }).from(schema.users).where(eq(schema.users.id, userId)))[0]!.score;
const ledgerOf = (userId: number) =>
  app.database.db.select().from(schema.pointsLedger).where(eq(schema.pointsLedger.userId, userId)).orderBy(schema.pointsLedger.id);
const jobOf = async (id: number) => (await app.database.db.select().from(schema.generationJobs).where(eq(schema.generationJobs.id, id)))[0]!;

const newJob = (userId: number, overrides: Partial<NewJob> = {}): NewJob => ({
  module: 'test',
  kind: 'unit',
  userId,
  points: 5,
  cap: 100,
  payload: {},
  deadline: new Date(clock.now().getTime() + 10 * 60_000),
  chargeReason: 'testCharge',
  ...overrides,
});

describe('reserving a job', () => {
  it('makes exactly N jobs of 3N concurrent requests with points for N, each charged once', async () => {
    const n = 4;
    const userId = await userWith(5 * n);
    const results = await Promise.all(Array.from({ length: 3 * n }, () => queue.reserve(newJob(userId), clock.now())));
    expect(results.filter((result) => result.ok)).toHaveLength(n);
    expect(results.filter((result) => !result.ok).every((result) => !result.ok && result.why === 'points')).toBe(true);
    expect(await scoreOf(userId)).toBe(0);
    const charges = (await ledgerOf(userId)).filter((row) => row.reason === 'testCharge');
    expect(charges).toHaveLength(n);
    expect(new Set(charges.map((row) => row.reference)).size).toBe(n);
  });

  it('holds the per-user cap under concurrency: of 10 requests with points for all, 3 become jobs (当前进行中的任务已达上限)', async () => {
    const userId = await userWith(1000);
    const results = await Promise.all(Array.from({ length: 10 }, () => queue.reserve(newJob(userId, { cap: 3 }), clock.now())));
    expect(results.filter((result) => result.ok)).toHaveLength(3);
    expect(results.filter((result) => !result.ok && result.why === 'cap')).toHaveLength(7);
    expect(await scoreOf(userId)).toBe(1000 - 15);
  });

  it("takes a member's daily free use instead of points while it lasts, and never for a non-member", async () => {
    const member = await userWith(10);
    await app.database.db
      .update(schema.users)
      .set({ vipExpire: new Date(clock.now().getTime() + 86_400_000) })
      .where(eq(schema.users.id, member));
    const freeUse = { kind: 'test:fast', day: '2026-11-27', limit: 2 };
    const results = await Promise.all(Array.from({ length: 4 }, () => queue.reserve(newJob(member, { freeUse }), clock.now())));
    expect(results.map((result) => result.ok && result.charge.kind).sort()).toEqual(['free', 'free', 'points', 'points']);
    expect(await scoreOf(member)).toBe(0);
    const outsider = await userWith(10);
    const paid = await queue.reserve(newJob(outsider, { freeUse }), clock.now());
    expect(paid.ok && paid.charge.kind).toBe('points');
  });
});

describe('working jobs', () => {
  // Each case claims from a queue holding only its own jobs.
  beforeEach(async () => {
    await app.database.db
      .update(schema.generationJobs)
      .set({ status: 'cancelled' })
      .where(notInArray(schema.generationJobs.status, ['succeeded', 'failed', 'cancelled']));
  });

  it('claims disjoint jobs concurrently and not again while the lease lasts; an expired lease is claimed again', async () => {
    const userId = await userWith(500);
    for (let i = 0; i < 6; i += 1) await queue.reserve(newJob(userId), clock.now());
    const [a, b] = await Promise.all([queue.claim('a', 3, clock.now()), queue.claim('b', 3, clock.now())]);
    const ids = [...a, ...b].map((job) => job.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(await queue.claim('c', 10, clock.now())).toHaveLength(0);
    clock.advance(leaseMs + 1);
    const again = await queue.claim('c', 10, clock.now());
    expect(again.map((job) => job.id).sort()).toEqual(ids.sort());
    // The old owner's outcome no longer counts.
    expect(await queue.settle(a[0]!, 'a', { next: 'succeeded' }, clock.now())).toBeNull();
    for (const job of again) await queue.settle(job, 'c', { next: 'succeeded' }, clock.now());
  });

  it('retries with backoff (2 s × 2ⁿ⁻¹, full jitter), then fails and refunds once', async () => {
    const userId = await userWith(5);
    const reserved = await queue.reserve(newJob(userId), clock.now());
    if (!reserved.ok) throw new Error('not reserved');
    const retry: StepOutcome = { next: 'retry', reason: 'HTTP 503', maxAttempts: 3, failReason: '服务暂不可用' };
    for (const [attempt, ceiling] of [
      [1, 2_000],
      [2, 4_000],
    ] as const) {
      const [job] = await queue.claim('w', 1, clock.now());
      const written = await queue.settle(job!, 'w', retry, clock.now(), () => 0.999);
      expect(written).toMatchObject({ attempts: attempt, status: 'queued', error: 'HTTP 503' });
      const wait = written!.nextRunAt.getTime() - clock.now().getTime();
      expect(wait).toBeGreaterThan(ceiling * 0.99);
      expect(wait).toBeLessThan(ceiling);
      expect(await queue.claim('w', 1, clock.now())).toHaveLength(0);
      clock.advance(wait);
    }
    const [job] = await queue.claim('w', 1, clock.now());
    expect(await queue.settle(job!, 'w', retry, clock.now())).toMatchObject({ status: 'failed', error: '服务暂不可用' });
    expect(await scoreOf(userId)).toBe(5);
    // A second failure, or a cancel, of a finished job changes nothing.
    expect(await queue.settle(job!, 'w', { next: 'failed', reason: 'again' }, clock.now())).toBeNull();
    expect(await app.database.db.transaction((tx) => queue.cancel(tx, job!.id, 'late', clock.now()))).toBeNull();
    expect((await ledgerOf(userId)).map((row) => [row.delta, row.reason])).toEqual([
      [5, 'admin'],
      [-5, 'testCharge'],
      [5, 'testRefund'],
    ]);
  });

  it('fails a job past its deadline through its handler (which cancels it upstream) and refunds it', async () => {
    const userId = await userWith(5);
    const reserved = await queue.reserve(newJob(userId, { deadline: new Date(clock.now().getTime() + 60_000) }), clock.now());
    if (!reserved.ok) throw new Error('not reserved');
    const steps: number[] = [];
    const expired: number[] = [];
    const handler: JobHandler = {
      module: 'test',
      step: async (job: JobRow) => {
        steps.push(job.id);
        return { next: 'continue', status: 'running', delayMs: 5 * 60_000 };
      },
      expire: async (job: JobRow) => {
        expired.push(job.id);
        return '绘制超时';
      },
    };
    const runner = new JobRunner({ queue, handlers: [handler], clock, owner: 'r', log: silentLog, pollMs: 1000 });
    await runner.runOnce();
    expect(steps).toContain(reserved.id);
    // Its next step would be in 5 min: it is due at its deadline instead.
    expect((await jobOf(reserved.id)).nextRunAt.getTime()).toBe(clock.now().getTime() + 60_000);
    clock.advance(60_000);
    await runner.runOnce();
    expect(expired).toEqual([reserved.id]);
    expect(await jobOf(reserved.id)).toMatchObject({ status: 'failed', error: '绘制超时' });
    expect(await scoreOf(userId)).toBe(5);
  });

  it('retries a step that throws, up to its limit, without losing the job', async () => {
    const userId = await userWith(5);
    const reserved = await queue.reserve(newJob(userId), clock.now());
    if (!reserved.ok) throw new Error('not reserved');
    const handler: JobHandler = {
      module: 'test',
      step: async () => {
        throw new Error('boom');
      },
      expire: async () => '超时',
    };
    const runner = new JobRunner({ queue, handlers: [handler], clock, owner: 'r2', log: silentLog, pollMs: 1000, random: () => 0 });
    for (let round = 0; round < 8; round += 1) {
      await runner.runOnce();
      clock.advance(1);
    }
    expect(await jobOf(reserved.id)).toMatchObject({ status: 'failed', error: '任务处理失败' });
    expect(await scoreOf(userId)).toBe(5);
  });
});
