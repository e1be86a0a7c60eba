import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
// Other modules' tables come through the one schema drizzle-kit reads (a reference resolves lazily).
import { users } from '../../db/schema.js';

/** The store's categories (queryCats; the filter chips after 全部). A role category's apps show as character cards. */
export const appCategories = pgTable('app_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  role: boolean('role').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An app's state in the store (docs/apps.md): private (its author's only, never listed), pending (its first public
 * version waits for review; read-only), approved (listed), rejected (the reason shown; editable), disabled (下架 by the
 * operator). An approved app edited by its author keeps serving its live revision while the new one waits.
 */
export const appStatuses = ['private', 'pending', 'approved', 'rejected', 'disabled'] as const;
export type AppStatus = (typeof appStatuses)[number];

/**
 * One app for both call families (/app and /gpts): its author (null for an official app), the operator's model and
 * price, the store's order and counts. What users see of it is its live revision (app_revisions). Deleting is soft:
 * old conversations stay readable.
 */
export const apps = pgTable(
  'apps',
  {
    id: serial('id').primaryKey(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: appStatuses }).notNull(),
    /** Created through /gpts/set (an agent: its author chose the model). */
    gpts: boolean('gpts').notNull().default(false),
    /** The model it answers with; '' for the site's app model. */
    model: text('model').notNull().default(''),
    /** Points per question, set by the operator only; null: the model's own price. */
    price: integer('price'),
    featured: boolean('featured').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    useCount: integer('use_count').notNull().default(0),
    /** The live revision's name while the app is approved: one listed app per name (该应用名称已存在！). */
    listedName: text('listed_name'),
    disabledReason: text('disabled_reason').notNull().default(''),
    /** The author's first approval paid its reward (once per app). */
    rewarded: boolean('rewarded').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('apps_listed_name_idx').on(sql`lower(${table.listedName})`).where(sql`${table.status} = 'approved' and ${table.deletedAt} is null`),
    index('apps_author_idx').on(table.authorId, table.id.desc().nullsFirst()),
  ],
);

/** A revision's place: the one serving (live), the one waiting for review (pending), a refused one, a replaced one. */
export const revisionStates = ['live', 'pending', 'rejected', 'superseded'] as const;
export type RevisionState = (typeof revisionStates)[number];

/** What the author wrote, version by version (SPEC §3 App: catId, name, des, preset, demoData, coverImg, public). */
export const appRevisions = pgTable(
  'app_revisions',
  {
    id: serial('id').primaryKey(),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    // A category holding apps cannot be deleted (该分类下存在App，不可删除！).
    catId: integer('cat_id')
      .notNull()
      .references(() => appCategories.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    des: text('des').notNull(),
    preset: text('preset').notNull(),
    /** One example per line. */
    demoData: text('demo_data').notNull(),
    coverImg: text('cover_img').notNull(),
    public: boolean('public').notNull(),
    state: text('state', { enum: revisionStates }).notNull(),
    rejectReason: text('reject_reason').notNull().default(''),
    reviewerId: integer('reviewer_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('app_revisions_live_idx').on(table.appId).where(sql`${table.state} = 'live'`),
    uniqueIndex('app_revisions_pending_idx').on(table.appId).where(sql`${table.state} = 'pending'`),
    index('app_revisions_category_idx').on(table.catId),
  ],
);

/** A user's collected apps (我的应用 beside the ones they made): one row per user and app. */
export const userApps = pgTable(
  'user_apps',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.appId] }), index('user_apps_user_idx').on(table.userId, table.createdAt.desc().nullsFirst())],
);

/** Answered questions per app and Asia/Shanghai day (热门: the last seven days), flushed in batches. */
export const appDailyUses = pgTable(
  'app_daily_uses',
  {
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    uses: integer('uses').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.appId, table.day] })],
);
