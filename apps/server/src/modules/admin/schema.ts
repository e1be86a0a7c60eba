import { bigint, date, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The dashboard's figures per Asia/Shanghai day (dashboard/rollups.ts keeps them): one value per day, metric and
 * dimension (a provider, an order status, a ledger reason, a model; '' for none). The dashboard reads only these, never
 * the raw tables, so a 90-day view is a few hundred rows whatever the traffic.
 */
export const dailyRollups = pgTable(
  'daily_rollups',
  {
    day: date('day', { mode: 'string' }).notNull(),
    metric: text('metric').notNull(),
    dimension: text('dimension').notNull().default(''),
    value: bigint('value', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.day, table.metric, table.dimension] }), index('daily_rollups_metric_idx').on(table.metric, table.day)],
);
