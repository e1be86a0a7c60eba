import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Operator-set configuration, one row per key (SPEC §3 global config fields). */
export const siteConfig = pgTable('site_config', {
  key: text('key').primaryKey(),
  /** JSON-encoded value. */
  value: text('value').notNull(),
  /** Readable by the front end (queryFront / config/query); secrets stay false. */
  isPublic: boolean('is_public').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
