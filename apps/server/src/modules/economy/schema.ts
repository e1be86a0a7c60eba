import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
// Other modules' tables come through the one schema drizzle-kit reads (a reference resolves lazily).
import { users } from '../../db/schema.js';

/**
 * Every change of a user's points: append-only; the sum of a user's deltas equals their score.
 * Written in the same transaction as the balance update (modules/economy/ledger.ts).
 */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    delta: integer('delta').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    /** What the change was for: register, signIn, chat, crami, order, invite, refund, admin … */
    reason: text('reason').notNull(),
    /** The order, card code, chat log … it belongs to; unique per reason when set (idempotency). */
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('points_ledger_user_idx').on(table.userId),
    uniqueIndex('points_ledger_reason_reference_key').on(table.reason, table.reference),
    // The dashboard's rollups read a day's changes.
    index('points_ledger_created_idx').on(table.createdAt),
  ],
);

/**
 * Membership levels (beyond SPEC, as in this family): a membership package may grant one; a model may be kept for some.
 * A member whose package granted none holds the default level (the one with isDefault), so a site that never names
 * levels behaves as before: one kind of member.
 */
export const vipLevels = pgTable(
  'vip_levels',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** A short mark shown beside the member's name (e.g. VIP, SVIP). */
    badge: text('badge').notNull().default(''),
    /** Higher ranks outrank lower: buying a lower level never takes a higher one away. */
    rank: integer('rank').notNull().default(1),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One default level at most.
  (table) => [uniqueIndex('vip_levels_default_key').on(table.isDefault).where(sql`${table.isDefault}`)],
);

/** Points packages (typeId 1) and membership packages (typeId 2). Money in fen (1/100 yuan). */
export const goods = pgTable('goods', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  typeId: smallint('type_id').notNull(),
  priceFen: integer('price_fen').notNull(),
  originPriceFen: integer('origin_price_fen').notNull(),
  /** Points granted. */
  score: integer('score').notNull().default(0),
  /** Membership days granted; -1 lifetime; 0 none. */
  days: integer('days').notNull().default(0),
  /** The membership level a membership package grants; null: the default level. */
  vipLevelId: integer('vip_level_id').references(() => vipLevels.id),
  /** Feature lines separated by '/', at most 6 shown. */
  des: text('des').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  isEnabled: boolean('is_enabled').notNull().default(true),
  /** The operator's pick, highlighted in the VIP dialog; with none picked in a type, its middle package is. */
  recommended: boolean('recommended').notNull().default(false),
  /** name and des in en and zh-TW, where the operator gave them (domain/i18n/operatorTexts.ts). */
  translations: jsonb('translations').notNull().default({}),
});

/** Daily check-ins (SPEC §4): one row per user per Asia/Shanghai calendar day, enforced by the key. */
export const signIns = pgTable(
  'sign_ins',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** YYYY-MM-DD in Asia/Shanghai. */
    signInDate: text('sign_in_date').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('sign_ins_user_date_key').on(table.userId, table.signInDate)],
);

/** A generated batch of card codes for one package (the operator's call or the CLI); disabling it disables its unused codes. */
export const cardBatches = pgTable('card_batches', {
  id: serial('id').primaryKey(),
  goodsId: integer('goods_id')
    .notNull()
    .references(() => goods.id),
  name: text('name').notNull(),
  count: integer('count').notNull(),
  /** The operator who generated it; null for the CLI and for batches of codes made before batches existed. */
  createdBy: integer('created_by').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
});

/** Card codes (kami): each grants a package once; claimed by one conditional update before crediting. */
export const cardCodes = pgTable(
  'card_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    /** The batch's name as text (codes older than batches have only this). */
    batch: text('batch').notNull().default(''),
    batchId: integer('batch_id').references(() => cardBatches.id),
    usedBy: integer('used_by').references(() => users.id),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Set on unused codes the operator disabled: they cannot be redeemed. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('card_codes_code_key').on(table.code), index('card_codes_batch_idx').on(table.batchId)],
);
