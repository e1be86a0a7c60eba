import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The server processes alive now, each beating its heartbeat (database time). Work a process owns (a streaming
 * answer, later a job's lease) names its instance: when that instance's heartbeat stops, the work is settled by
 * whichever instance sweeps first (docs/server.md, "Interrupted work").
 */
export const serverInstances = pgTable('server_instances', {
  id: text('id').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
});
