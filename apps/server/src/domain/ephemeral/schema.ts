import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Short-lived server state with a time to live: captcha answers, SMS codes and their limits, QR
 * scenes, login-failure counters, email-change links. In the database so every instance sees the
 * same state and nothing lives in process memory (PROTOCOLS §8.17).
 */
export const ephemeralEntries = pgTable(
  'ephemeral_entries',
  {
    key: text('key').primaryKey(),
    value: jsonb('value').notNull().default({}),
    count: integer('count').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('ephemeral_entries_expires_idx').on(table.expiresAt)],
);
