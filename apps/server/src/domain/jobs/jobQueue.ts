import { and, eq, inArray, isNull, lt, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/executor.js';
import { rowsOf } from '../../db/rawRows.js';
import { finishedStatuses, type JobStatus } from './jobStatus.js';
import { retryDelayMs } from './retryDelay.js';
import { generationJobs } from './schema.js';

export type JobRow = typeof generationJobs.$inferSelect;

/** A lease lasts this long unless its worker renews it (every third of it). */
export const leaseMs = 30_000;

/** What a job's charge was, as the refund of a failed job needs it. */
export interface RefundRequest {
  userId: number;
  points: number;
  reason: string;
  reference: string;
}

/** How a step ends for the job: its next state, written only while the worker still holds its lease. */
export type StepOutcome =
  /** It goes on later: the next step is due after `delayMs`. */
  | {
      next: 'continue';
      status: JobStatus;
      delayMs: number;
      progress?: number;
      upstreamId?: string;
      payload?: Record<string, unknown>;
      write?: (tx: Executor) => Promise<void>;
    }
  /** A passing failure (network, 5xx, a full queue): tried again after a backoff, failed after `maxAttempts`. */
  | { next: 'retry'; reason: string; maxAttempts: number; failReason?: string }
  | { next: 'succeeded'; payload?: Record<string, unknown>; write?: (tx: Executor) => Promise<void> }
  | { next: 'failed'; reason: string; write?: (tx: Executor) => Promise<void> };

/** A new job, with its charge: points (ledger `chargeReason`, reference `job:<id>`) or a daily free use. */
export interface NewJob {
  module: string;
  kind: string;
  userId: number;
  points: number;
  /** A member's free use of the day, taken instead of points while `count < limit` (membership checked in the statement). */
  freeUse?: { kind: string; day: string; limit: number };
  /** At most this many unfinished jobs of the module per user. */
  cap: number;
  payload: Record<string, unknown>;
  deadline: Date;
  chargeReason: string;
  /** Writes the module's own row (the drawing) in the job's transaction. */
  write?: (tx: Executor, jobId: number) => Promise<void>;
}

export type Reserved =
  | { ok: true; id: number; charge: { kind: 'points'; points: number; balance: number } | { kind: 'free'; freeUseKind: string } }
  | { ok: false; why: 'cap' | 'points' };

/** The queue's storage, so a queue on another store (pg-boss, Redis) could stand in for it. */
export interface JobQueue {
  reserve(job: NewJob, now: Date): Promise<Reserved>;
  claim(owner: string, limit: number, now: Date): Promise<JobRow[]>;
  renew(owner: string, ids: number[], now: Date): Promise<void>;
  settle(job: JobRow, owner: string, outcome: StepOutcome, now: Date, random?: () => number): Promise<JobRow | null>;
  cancel(tx: Executor, id: number, reason: string, now: Date, onlyStatuses?: JobStatus[]): Promise<JobRow | null>;
  /**
   * A job's upstream said something changed: run its next step now. `ifDueBy`: only when its next check is due
   * by then anyway (a progress report wakes a job checked a while ago, not one checked a moment ago).
   */
  wake(id: number, now: Date, ifDueBy?: Date): Promise<boolean>;
}

const unfinished = notInArray(generationJobs.status, [...finishedStatuses]);
/** An advisory-lock class for "one user's jobs" (the cap's count and the insert are serialised per user). */
const userJobsLock = 0x4c58_4a42;

/**
 * The generation jobs on PostgreSQL or PGlite (docs/jobs.md). A failed job's charge comes back through `refund` (the
 * economy's changePoints) in the transaction that marks it failed, conditional on it being unfinished: never twice.
 */
export class PgJobQueue implements JobQueue {
  constructor(
    private readonly db: Database,
    private readonly refund: (tx: Executor, request: RefundRequest) => Promise<unknown>,
    private readonly refundReasons: ReadonlyMap<string, string>,
  ) {}

  /**
   * Reserves the charge and inserts the job in one statement, after a per-user lock so the cap's count sees every
   * job committed before: of 3N requests with points for N, exactly N jobs are made. Nothing is written when the cap
   * or the balance refuses.
   */
  async reserve(job: NewJob, now: Date): Promise<Reserved> {
    const { module, kind, userId, points, freeUse, cap, payload, deadline, chargeReason } = job;
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${userJobsLock}::integer, ${userId}::integer)`);
      const free = freeUse
        ? sql`insert into daily_free_uses (user_id, kind, day, count)
            select ${userId}::integer, ${freeUse.kind}::text, ${freeUse.day}::text, 1 from open where open.n < ${cap}::integer
              and exists (select 1 from users u where u.id = ${userId}::integer and (u.lifetime_vip or coalesce(u.vip_expire > ${now.toISOString()}::timestamptz, false)))
            on conflict (user_id, kind, day) do update set count = daily_free_uses.count + 1 where daily_free_uses.count < ${freeUse.limit}::integer
            returning 'free'::text as how, null::integer as balance`
        : sql`select 'free'::text as how, null::integer as balance where false`;
      const [row] = await rowsOf<{ open: number; id: number | null; how: 'free' | 'points' | null; balance: number | null }>(
        tx,
        sql`with open as (
            select count(*)::integer as n from generation_jobs where user_id = ${userId}::integer and module = ${module}::text
              and status not in ('succeeded', 'failed', 'cancelled')
          ),
          free as (${free}),
          paid as (
            update users set score = score - ${points}::integer
            where id = ${userId}::integer and score >= ${points}::integer and (select n from open) < ${cap}::integer and not exists (select 1 from free)
            returning 'points'::text as how, score as balance
          ),
          charged as (select * from free union all select * from paid),
          job as (
            insert into generation_jobs (module, kind, user_id, status, next_run_at, deadline, charge_points, free_use_kind, free_use_day, payload, created_at)
            select ${module}::text, ${kind}::text, ${userId}::integer, 'queued', ${now.toISOString()}::timestamptz, ${deadline.toISOString()}::timestamptz,
              case when charged.how = 'points' then ${points}::integer else 0 end,
              case when charged.how = 'free' then ${freeUse?.kind ?? null}::text end,
              case when charged.how = 'free' then ${freeUse?.day ?? null}::text end,
              ${JSON.stringify(payload)}::jsonb, ${now.toISOString()}::timestamptz
            from charged
            returning id, charge_points
          ),
          ledger as (
            insert into points_ledger (user_id, delta, balance_after, reason, reference)
            select ${userId}::integer, -job.charge_points, charged.balance, ${chargeReason}::text, 'job:' || job.id from job, charged where job.charge_points > 0
          )
          select (select n from open) as open, (select id from job) as id, (select how from charged) as how, (select balance from charged) as balance`,
      );
      if (!row || row.id === null) return { ok: false, why: row && row.open >= cap ? 'cap' : 'points' } as const;
      await job.write?.(tx, row.id);
      const charge =
        row.how === 'free' && freeUse
          ? ({ kind: 'free', freeUseKind: freeUse.kind } as const)
          : ({ kind: 'points', points, balance: Number(row.balance) } as const);
      return { ok: true, id: row.id, charge } as const;
    });
  }

  /** Takes up to `limit` due jobs no live lease holds (FOR UPDATE SKIP LOCKED: concurrent workers get disjoint jobs). */
  async claim(owner: string, limit: number, now: Date): Promise<JobRow[]> {
    const t = generationJobs;
    const due = this.db
      .select({ id: t.id })
      .from(t)
      .where(and(unfinished, lte(t.nextRunAt, now), or(isNull(t.leaseUntil), lt(t.leaseUntil, now))))
      .orderBy(t.nextRunAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    return this.db
      .update(t)
      .set({ leaseOwner: owner, leaseUntil: new Date(now.getTime() + leaseMs) })
      .where(inArray(t.id, due))
      .returning();
  }

  async renew(owner: string, ids: number[], now: Date): Promise<void> {
    if (ids.length === 0) return;
    const t = generationJobs;
    await this.db
      .update(t)
      .set({ leaseUntil: new Date(now.getTime() + leaseMs) })
      .where(and(inArray(t.id, ids), eq(t.leaseOwner, owner), unfinished));
  }

  /**
   * Writes a step's outcome, only while `owner` holds the job's lease and the job is unfinished (a cancelled or
   * re-claimed job keeps what happened to it). Returns the job as written, or null when the lease was lost.
   */
  async settle(job: JobRow, owner: string, outcome: StepOutcome, now: Date, random: () => number = Math.random): Promise<JobRow | null> {
    if (outcome.next === 'retry') {
      const attempts = job.attempts + 1;
      if (attempts >= outcome.maxAttempts) return this.settle(job, owner, { next: 'failed', reason: outcome.failReason ?? outcome.reason }, now);
      const nextRunAt = new Date(Math.min(now.getTime() + retryDelayMs(attempts, random), job.deadline.getTime()));
      return this.write(job.id, owner, { attempts, error: outcome.reason, nextRunAt, leaseOwner: null, leaseUntil: null });
    }
    return this.db.transaction(async (tx) => {
      if (outcome.next === 'continue') {
        const nextRunAt = new Date(Math.min(now.getTime() + outcome.delayMs, job.deadline.getTime()));
        const row = await this.write(
          job.id,
          owner,
          {
            status: outcome.status,
            attempts: 0,
            error: null,
            nextRunAt,
            leaseOwner: null,
            leaseUntil: null,
            ...(outcome.progress === undefined ? {} : { progress: outcome.progress }),
            ...(outcome.upstreamId === undefined ? {} : { upstreamId: outcome.upstreamId }),
            ...(outcome.payload === undefined ? {} : { payload: { ...(job.payload as object), ...outcome.payload } }),
          },
          tx,
        );
        if (row) await outcome.write?.(tx);
        return row;
      }
      const done = outcome.next === 'succeeded';
      const row = await this.write(
        job.id,
        owner,
        {
          status: outcome.next,
          finishedAt: now,
          leaseOwner: null,
          leaseUntil: null,
          ...(done ? { progress: 100, error: null } : { error: outcome.reason }),
          ...(done && outcome.payload ? { payload: { ...(job.payload as object), ...outcome.payload } } : {}),
        },
        tx,
      );
      if (!row) return null;
      if (!done) await this.giveBack(tx, row);
      await outcome.write?.(tx);
      return row;
    });
  }

  /**
   * Ends an unfinished job from outside a step (the user deleted a queued one, the operator stopped it): `cancelled`
   * with its charge given back, in `tx`. Returns the job, or null when it had finished or did not match `where`.
   */
  async cancel(tx: Executor, id: number, reason: string, now: Date, onlyStatuses?: JobStatus[]): Promise<JobRow | null> {
    const t = generationJobs;
    const [row] = await tx
      .update(t)
      .set({ status: 'cancelled', error: reason, finishedAt: now, leaseOwner: null, leaseUntil: null })
      .where(and(eq(t.id, id), unfinished, onlyStatuses ? inArray(t.status, onlyStatuses) : undefined))
      .returning();
    if (!row) return null;
    await this.giveBack(tx, row);
    return row;
  }

  async wake(id: number, now: Date, ifDueBy?: Date): Promise<boolean> {
    const t = generationJobs;
    const rows = await this.db
      .update(t)
      .set({ nextRunAt: now })
      .where(and(eq(t.id, id), eq(t.status, 'running'), isNull(t.leaseOwner), ifDueBy ? lte(t.nextRunAt, ifDueBy) : undefined))
      .returning({ id: t.id });
    return rows.length > 0;
  }

  /** The charge of a job that just failed: points through the ledger (reference `job:<id>`: once), or its free use. */
  private async giveBack(tx: Executor, job: JobRow): Promise<void> {
    if (job.chargePoints > 0) {
      const reason = this.refundReasons.get(job.module);
      if (!reason) throw new Error(`no refund reason for ${job.module} jobs`);
      await this.refund(tx, { userId: job.userId, points: job.chargePoints, reason, reference: `job:${job.id}` });
    }
    if (job.freeUseKind && job.freeUseDay) {
      await tx.execute(
        sql`update daily_free_uses set count = count - 1 where user_id = ${job.userId}::integer and kind = ${job.freeUseKind}::text
          and day = ${job.freeUseDay}::text and count > 0`,
      );
    }
  }

  private async write(id: number, owner: string, values: Partial<JobRow>, tx: Executor = this.db): Promise<JobRow | null> {
    const t = generationJobs;
    const [row] = await tx
      .update(t)
      .set(values)
      .where(and(eq(t.id, id), eq(t.leaseOwner, owner), unfinished))
      .returning();
    return row ?? null;
  }
}
