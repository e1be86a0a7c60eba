import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema.js';

/**
 * What operators did in the back office, and what was refused to them: append-only (a trigger refuses UPDATE, DELETE
 * and TRUNCATE, migration 0014). A change's row is written in the change's own transaction.
 */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The operator; null for a failed login under a name that is no operator's. */
    operatorId: integer('operator_id').references(() => users.id),
    /** What happened: `auth.login`, `auth.loginFailed`, `auth.forbidden`, `cardCodes.generate` … */
    action: text('action').notNull(),
    /** What it happened to: `goods:3`, `POST /api/admin/…` … */
    target: text('target').notNull().default(''),
    /** The state before and after (a secret's value as 已修改, never the value). */
    before: jsonb('before'),
    after: jsonb('after'),
    /** The operator's reason, asked for dangerous changes. */
    reason: text('reason').notNull().default(''),
    address: text('address').notNull(),
    requestId: text('request_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('admin_audit_created_idx').on(table.createdAt), index('admin_audit_operator_idx').on(table.operatorId, table.createdAt)],
);
