import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
// Other modules' tables come through the one schema drizzle-kit reads (a reference resolves lazily).
import { chatGroups, users } from '../../db/schema.js';

/**
 * Files uploaded for file chat (POST /chatgpt/upload, docs/chat.md "File chat"): the stored file's URL and, for a
 * document, its extracted text (capped; `truncated` when the cap cut it). Seen and used by their owner only.
 */
export const chatFiles = pgTable(
  'chat_files',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The conversation it belongs to: given at upload, else the first one it is asked about in. */
    groupId: integer('group_id').references(() => chatGroups.id, { onDelete: 'cascade' }),
    /** The name the user gave it (shown back; never used as a storage key). */
    name: text('name').notNull(),
    url: text('url').notNull(),
    mime: text('mime').notNull(),
    kind: text('kind', { enum: ['document', 'image'] }).notNull(),
    size: integer('size').notNull().default(0),
    text: text('text').notNull().default(''),
    /** Characters of `text` as stored. */
    chars: integer('chars').notNull().default(0),
    truncated: boolean('truncated').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('chat_files_user_idx').on(table.userId, table.id)],
);
