import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
// Other modules' tables come through the one schema drizzle-kit reads (a reference resolves lazily).
import { users } from '../../db/schema.js';

/**
 * Who uploaded each file of a public folder (avatars, app logos): a public key does not name its uploader as a
 * private one does, and an app may show only a logo its author uploaded.
 */
export const publicUploads = pgTable(
  'public_uploads',
  {
    key: text('key').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('public_uploads_user_idx').on(table.userId)],
);
