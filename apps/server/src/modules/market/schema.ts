import { sql } from 'drizzle-orm';
import { boolean, customType, date, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
// Other modules' tables come through the one schema drizzle-kit reads (a reference resolves lazily).
import { drawings, users } from '../../db/schema.js';

/** A text-search vector; written only as `array_to_tsvector(words)` (searchWords.ts), never parsed by a dictionary. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** The market's categories (inspireClassifyQuery: the filter chips after 全部). */
export const marketCategories = pgTable('market_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const marketStatuses = ['pending', 'approved', 'rejected', 'hidden'] as const;
export type MarketStatus = (typeof marketStatuses)[number];

/**
 * A drawing its author shared to the market (/market, /draw/square), one per drawing and sharing its id: deleting the
 * drawing deletes the share, its likes and its views. Only `approved` items are listed. The prompts are copied at
 * sharing time (the list reads no job), and so is an images model's name.
 */
export const marketItems = pgTable(
  'market_items',
  {
    id: integer('id')
      .primaryKey()
      .references(() => drawings.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').references(() => marketCategories.id, { onDelete: 'set null' }),
    status: text('status', { enum: marketStatuses }).notNull(),
    /** The operator's reason for a rejection. */
    reason: text('reason').notNull().default(''),
    featured: boolean('featured').notNull().default(false),
    agreeNum: integer('agree_num').notNull().default(0),
    visitNum: integer('visit_num').notNull().default(0),
    prompt: text('prompt').notNull(),
    originPrompt: text('origin_prompt').notNull(),
    /** An images model's name (DALL·E drawings show it instead of parsed parameters); '' for midjourney. */
    imageModel: text('image_model').notNull().default(''),
    /** Seeded by demo mode (示例), not shared by a person. */
    sample: boolean('sample').notNull().default(false),
    search: tsvector('search').notNull(),
    sharedAt: timestamp('shared_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => {
    const approved = sql`${table.status} = 'approved'`;
    return [
      // One per tab (推荐: featured first, then newest; 最新; 最热), across categories and within one: keyset pages.
      index('market_items_featured_idx').on(table.featured.desc().nullsFirst(), table.id.desc().nullsFirst()).where(approved),
      index('market_items_new_idx').on(table.id.desc().nullsFirst()).where(approved),
      index('market_items_hot_idx').on(table.agreeNum.desc().nullsFirst(), table.id.desc().nullsFirst()).where(approved),
      index('market_items_category_featured_idx').on(table.categoryId, table.featured.desc().nullsFirst(), table.id.desc().nullsFirst()).where(approved),
      index('market_items_category_new_idx').on(table.categoryId, table.id.desc().nullsFirst()).where(approved),
      index('market_items_category_hot_idx').on(table.categoryId, table.agreeNum.desc().nullsFirst(), table.id.desc().nullsFirst()).where(approved),
      index('market_items_search_idx').using('gin', table.search).where(approved),
      // The back office's list by status, newest first; an author's shares.
      index('market_items_status_idx').on(table.status, table.id.desc().nullsFirst()),
      index('market_items_author_idx').on(table.authorId),
    ];
  },
);

/**
 * Who likes what (SPEC §4 like toggle): one row per item and user, flipped in place. `flippedAt` is the last flip: a
 * flip within 1 s of it is not made (a double click or two tabs are one toggle).
 */
export const drawingLikes = pgTable(
  'drawing_likes',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => marketItems.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agreed: boolean('agreed').notNull(),
    flippedAt: timestamp('flipped_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.itemId, table.userId] })],
);

/**
 * Views, at most one per viewer, item and Asia/Shanghai day (`viewer`: `u<id>` for a user, `v<hash>` for a visitor's
 * Fingerprint header and address). Rows older than two days are pruned: they only de-duplicate.
 */
export const drawingViews = pgTable(
  'drawing_views',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => marketItems.id, { onDelete: 'cascade' }),
    viewer: text('viewer').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.itemId, table.viewer, table.day] }), index('drawing_views_day_idx').on(table.day)],
);
