import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
// Other modules' tables come through the one schema drizzle-kit reads (a reference resolves lazily).
import { goods, users } from '../../db/schema.js';

/** Orders (SPEC §3): the amount is the package's price at purchase; paid once, by a conditional update. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** The public order number the client and the provider see. */
    orderId: text('order_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The package bought; none for a back-office test order, so a test never pins a package against deletion. */
    goodsId: integer('goods_id').references(() => goods.id),
    amountFen: integer('amount_fen').notNull(),
    /** What the package granted when bought: a later edit of the package does not change a paid-for order. */
    grantScore: integer('grant_score').notNull().default(0),
    grantDays: integer('grant_days').notNull().default(0),
    grantVipLevelId: integer('grant_vip_level_id'),
    provider: text('provider', { enum: ['wechat', 'mpay', 'hupi', 'epay'] }).notNull(),
    payType: text('pay_type').notNull(),
    /** 0 pending, 1 paid, 2 expired. */
    status: smallint('status').notNull().default(0),
    providerTradeNo: text('provider_trade_no'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When the reconcile job last asked the provider: it takes the least recently checked first. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    /** A back-office test order (1 fen, grants nothing): never counted as revenue. */
    isTest: boolean('is_test').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('orders_order_id_key').on(table.orderId),
    index('orders_user_idx').on(table.userId),
    index('orders_pending_idx').on(table.status, table.expiresAt),
    // The dashboard's rollups read a day's orders by when they were made and when they were paid; the back office lists
    // them newest first by (created_at, id), a range of days being one stretch of this index.
    index('orders_created_idx').on(table.createdAt, table.id),
    index('orders_paid_idx').on(table.paidAt),
    check('orders_goods_unless_test', sql`${table.goodsId} is not null or ${table.isTest}`),
  ],
);

/**
 * Every provider notify that reached us, verified or not (the back office's notify log): what came, what we made of
 * it. Append-only by use; the payload is kept without its signature fields.
 */
export const paymentNotifies = pgTable(
  'payment_notifies',
  {
    id: serial('id').primaryKey(),
    provider: text('provider', { enum: ['wechat', 'mpay', 'hupi', 'epay'] }).notNull(),
    /** The order number the notify named (as sent; may match no order). */
    orderNo: text('order_no'),
    /** orders.id when the number matched an order. */
    orderId: integer('order_id').references(() => orders.id),
    providerTradeNo: text('provider_trade_no'),
    /** paid: credited now; duplicate: already paid; rejected: bad signature or shape; unknown: no such order; mismatch: amount or state differs; unpaid: the provider reports no payment. */
    outcome: text('outcome', { enum: ['paid', 'duplicate', 'rejected', 'unknown', 'mismatch', 'unpaid'] }).notNull(),
    detail: text('detail').notNull().default(''),
    payload: text('payload').notNull().default(''),
    address: text('address').notNull().default(''),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payment_notifies_order_idx').on(table.orderId), index('payment_notifies_received_idx').on(table.receivedAt)],
);
