import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema.js';
import { jobStatuses } from './jobStatus.js';

/**
 * Long generations (drawings now; music, video, slides, 3D later): one row per job, the whole of its progress, so a
 * restart or a crash loses nothing (docs/jobs.md). A worker owns a job while its lease lasts; a job no worker owns is
 * claimed when `next_run_at` comes, or when its deadline passes (then it fails and is refunded).
 */
export const generationJobs = pgTable(
  'generation_jobs',
  {
    id: serial('id').primaryKey(),
    /** The module whose handler runs the job ('drawing'), and what kind of job it is there ('mj', 'image'). */
    module: text('module').notNull(),
    kind: text('kind').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: jobStatuses }).notNull().default('queued'),
    /** 0–100. */
    progress: smallint('progress').notNull().default(0),
    /** The upstream's task id once it accepted the job. */
    upstreamId: text('upstream_id'),
    /** Failed tries of the current step (reset when a step succeeds). */
    attempts: integer('attempts').notNull().default(0),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull().defaultNow(),
    /** The instance working on the job and until when; an expired lease is claimed again. */
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    /** Points taken when the job was queued (ledger reason `<module>`, reference `job:<id>`); refunded once if it fails. */
    chargePoints: integer('charge_points').notNull().default(0),
    /** The daily free use it took instead (`daily_free_uses` kind), given back if it fails. */
    freeUseKind: text('free_use_kind'),
    freeUseDay: text('free_use_day'),
    /** What the module's handler needs (its request, its step's state). */
    payload: jsonb('payload').notNull().default({}),
    /** Why it failed, in the user's words (zh). */
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    // What workers claim: unfinished jobs by when they are due (a step's next run is never after the deadline).
    index('generation_jobs_due_idx').on(table.nextRunAt).where(sql`status not in ('succeeded', 'failed', 'cancelled')`),
    // The per-user cap counts these.
    index('generation_jobs_open_idx').on(table.userId, table.module).where(sql`status not in ('succeeded', 'failed', 'cancelled')`),
    check('generation_jobs_progress', sql`progress between 0 and 100`),
    check('generation_jobs_charge', sql`charge_points >= 0`),
  ],
);

/** Daily free uses by kind ('mj:fast' …), counted by one conditional upsert per use; a day is a Shanghai date. */
export const dailyFreeUses = pgTable(
  'daily_free_uses',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    day: text('day').notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind, table.day] })],
);
