import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { gatherPlannerStatistics, plannerStatisticsEveryMs, plannerStatisticsFirstAfterMs } from '../../db/plannerStatistics.js';
import { type JobQueue, type JobRow, PgJobQueue } from '../../domain/jobs/jobQueue.js';
import { type JobHandler, JobRunner } from '../../domain/jobs/jobRunner.js';
import { changePoints } from '../economy/index.js';
import adminJobs from './routes/adminJobs.js';

/** The job spine as the app holds it: the queue, and the runner modules hand their handlers to. */
interface Jobs {
  readonly queue: JobQueue;
  /** Adds a module's handler, with the ledger reason its failed jobs' refunds take ('drawRefund'). */
  register(handler: JobHandler, refundReason: string): void;
  /** Look for due jobs now (one was queued, or its upstream notified). */
  wakeUp(): void;
  /** Claims what is due and works it (tests drive the runner with it: JOB_POLL_MS=0). */
  runOnce(): Promise<number>;
  /**
   * Cancels an unfinished job (the back office): marked cancelled and refunded in one transaction, then cancelled
   * upstream, best effort. Null when it had already finished.
   */
  cancel(id: number, reason: string): Promise<JobRow | null>;
  /**
   * Housekeeping the runner does beside the queue, every `everyMs` while it runs (first `firstAfterMs` after the start
   * when given; not with JOB_POLL_MS=0: tests call the task themselves): pruning the market's old views, the embedded
   * database's planner statistics. A failure is logged and tried again next time.
   */
  chore(name: string, everyMs: number, task: () => Promise<unknown>, options?: { firstAfterMs?: number }): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/**
 * Generation jobs (docs/jobs.md): one queue on the database, one runner per instance started once every module has
 * registered its handler (onReady) and stopped on close, its leases named by the instance. JOB_POLL_MS=0: no runner
 * loop, tests call `app.jobs.runOnce()` with their clock.
 */
export default fp(
  async function jobs(app: FastifyInstance) {
    const handlers: JobHandler[] = [];
    const refundReasons = new Map<string, string>();
    const chores: { name: string; everyMs: number; task: () => Promise<unknown>; firstAfterMs?: number }[] = [];
    const queue = new PgJobQueue(app.database.db, (tx, refund) => changePoints(tx, { ...refund, delta: refund.points }), refundReasons);
    let runner: JobRunner | null = null;
    const runnerOf = () =>
      (runner ??= new JobRunner({ queue, handlers, clock: app.clock, owner: app.instance.id, log: app.log, pollMs: app.env.JOB_POLL_MS || 1000 }));
    app.decorate('jobs', {
      queue,
      register(handler, refundReason) {
        if (runner) throw new Error('job handlers are registered before the runner starts');
        handlers.push(handler);
        refundReasons.set(handler.module, refundReason);
      },
      wakeUp: () => runner?.wakeUp(),
      runOnce: () => runnerOf().runOnce(),
      async cancel(id, reason) {
        const row = await app.database.db.transaction((tx) => queue.cancel(tx, id, reason, app.clock.now()));
        // The handler's deadline path cancels upstream; its reason is not used (the operator's is stored).
        if (row?.upstreamId)
          await handlers
            .find((handler) => handler.module === row.module)
            ?.expire(row)
            .catch(() => undefined);
        return row;
      },
      chore(name, everyMs, task, options) {
        chores.push({ name, everyMs, task, ...options });
      },
    } satisfies Jobs);
    if (app.database.kind === 'pglite')
      app.jobs.chore('planner statistics', plannerStatisticsEveryMs, () => gatherPlannerStatistics(app.database), {
        firstAfterMs: plannerStatisticsFirstAfterMs,
      });
    await app.register(adminJobs, { prefix: '/api' });
    if (app.env.JOB_POLL_MS === 0) return;
    const timers: NodeJS.Timeout[] = [];
    app.addHook('onReady', async () => {
      runnerOf().start();
      for (const { name, everyMs, task, firstAfterMs } of chores) {
        const run = () => void task().catch((error: unknown) => app.log.warn({ err: error, chore: name }, 'job runner chore failed'));
        timers.push(setInterval(run, everyMs).unref());
        if (firstAfterMs !== undefined) timers.push(setTimeout(run, firstAfterMs).unref());
      }
    });
    app.addHook('onClose', async () => {
      for (const timer of timers) clearInterval(timer);
      await runner?.stop();
    });
  },
  { name: 'jobs', dependencies: ['env', 'database', 'clock', 'instance', 'economy', 'admin'] },
);
