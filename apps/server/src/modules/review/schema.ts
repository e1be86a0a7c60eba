import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
// Other modules' tables come through the one schema drizzle-kit reads (a reference resolves lazily).
import { users } from '../../db/schema.js';

/**
 * The operator's review queue (SPEC §4, §6): something a user submitted for publication (an app, later others: `kind`
 * says what), its snapshot as submitted, and the operator's decision. One pending item per kind and target.
 */
export const reviewItems = pgTable(
  'review_items',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    /** The submitted thing's id in its own module's table. */
    targetId: text('target_id').notNull(),
    authorId: integer('author_id').references(() => users.id),
    /** What the operator judges: the submission as it was when submitted. */
    snapshot: jsonb('snapshot').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    /** The operator's reason (required to reject). */
    reason: text('reason').notNull().default(''),
    /** Points given to the author on approval (once, through the ledger); 0 none. */
    rewardPoints: integer('reward_points').notNull().default(0),
    reviewerId: integer('reviewer_id').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('review_items_status_idx').on(table.status, table.createdAt),
    uniqueIndex('review_items_pending_key').on(table.kind, table.targetId).where(sql`${table.status} = 'pending'`),
  ],
);
