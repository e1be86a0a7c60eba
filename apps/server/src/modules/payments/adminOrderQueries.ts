import { and, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { cappedRows } from '../../db/cappedPages.js';
import type { Database } from '../../db/client.js';
import { schema } from '../../db/index.js';
import { DomainError } from '../../domain/errors.js';
import { shanghaiDate } from '../../domain/shanghaiDate.js';
import { testOrderMessages } from './messages.js';
import { orderNotifies } from './notifyLog.js';
import type { ProviderName } from './paymentGateway.js';

const { orders, users, goods } = schema;

export interface OrderFilters {
  status?: number;
  provider?: ProviderName;
  userId?: number;
  /** Asia/Shanghai days, YYYY-MM-DD, both included. */
  from?: string;
  to?: string;
  /** Our order number or the provider's trade number, exactly. */
  q?: string;
}

const badDay = (day: string) => ({ zh: `日期无效：${day}`, en: `Invalid date: ${day}` });

/** The instant the Asia/Shanghai day begins, `daysAhead` days later; a day that does not exist (2026-02-30) is a 400. */
function shanghaiDayStart(day: string, daysAhead = 0): Date {
  const start = new Date(`${day}T00:00:00+08:00`);
  // Date rolls 02-30 over into March: only a day that reads back the same is one.
  if (Number.isNaN(start.getTime()) || shanghaiDate(start) !== day) throw new DomainError(badDay(day));
  return new Date(start.getTime() + daysAhead * 86_400_000);
}

/** The filters as one condition on `orders` alone, so the count needs no join; a bad day throws (400) here. */
export function orderConditions({ status, provider, userId, from, to, q }: OrderFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    status === undefined ? undefined : eq(orders.status, status),
    provider === undefined ? undefined : eq(orders.provider, provider),
    userId === undefined ? undefined : eq(orders.userId, userId),
    from === undefined ? undefined : gte(orders.createdAt, shanghaiDayStart(from)),
    to === undefined ? undefined : lt(orders.createdAt, shanghaiDayStart(to, 1)),
    q === undefined ? undefined : or(eq(orders.orderId, q), eq(orders.providerTradeNo, q)),
  ];
  return and(...conditions);
}

/** The package an order bought, by name (the query left-joins goods): a test order names none and reads as the test's title. */
export const packageName = sql<string>`coalesce(${goods.name}, ${testOrderMessages.title})`;

/** An order as the back office lists it (joined to users, and left-joined to goods): who bought what, for how much, how and when it was paid. */
export const orderColumns = {
  orderId: orders.orderId,
  user: { id: users.id, username: users.username },
  goodsId: orders.goodsId,
  goodsName: packageName,
  amountFen: orders.amountFen,
  status: orders.status,
  provider: orders.provider,
  payType: orders.payType,
  providerTradeNo: orders.providerTradeNo,
  createdAt: orders.createdAt,
  paidAt: orders.paidAt,
};

type OrderRow = { createdAt: Date; paidAt: Date | null };
const withIsoTimes = <T extends OrderRow>(row: T) => ({ ...row, createdAt: row.createdAt.toISOString(), paidAt: row.paidAt?.toISOString() ?? null });

/**
 * A page of orders, newest first (by when they were made, then id), and how many match (up to the list cap): the
 * page's ids come from `orders` alone, along `orders_created_idx` (created_at, id) — a range of days is one stretch of
 * it — and only those 20 are joined to their user and package.
 */
export async function listOrders(db: Database, filters: OrderFilters, page: number, size: number) {
  const where = orderConditions(filters);
  const { rows, ...matches } = await cappedRows(
    db,
    { table: orders, id: orders.id, where, orderBy: sql`${orders.createdAt} desc, ${orders.id} desc` },
    { page, size },
    (ids) =>
      db
        .select({ id: orders.id, ...orderColumns })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .leftJoin(goods, eq(goods.id, orders.goodsId))
        .where(inArray(orders.id, ids)),
    (row) => row.id,
  );
  return { ...matches, rows: rows.map(({ id: _id, ...row }) => withIsoTimes(row)) };
}

/** One order with what it granted, its window and the reconcile job's last look; undefined when there is none. */
export async function findOrder(db: Database, orderId: string) {
  const [row] = await db
    .select({
      ...orderColumns,
      grantScore: orders.grantScore,
      grantDays: orders.grantDays,
      isTest: orders.isTest,
      expiresAt: orders.expiresAt,
      checkedAt: orders.checkedAt,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(goods, eq(goods.id, orders.goodsId))
    .where(eq(orders.orderId, orderId));
  return row && { ...withIsoTimes(row), expiresAt: row.expiresAt.toISOString(), checkedAt: row.checkedAt?.toISOString() ?? null };
}

/** What operators did to the order (marked it paid, asked its provider), oldest first. */
export async function orderActions(db: Database, orderId: string) {
  const rows = await db
    .select({
      action: schema.adminAudit.action,
      operatorId: schema.adminAudit.operatorId,
      reason: schema.adminAudit.reason,
      after: schema.adminAudit.after,
      createdAt: schema.adminAudit.createdAt,
    })
    .from(schema.adminAudit)
    .where(eq(schema.adminAudit.target, orderTarget(orderId)))
    .orderBy(schema.adminAudit.id);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** The notifies the order received (the notify log), newest first. */
export async function notifiesOf(db: Database, orderId: string) {
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.orderId, orderId));
  return order ? orderNotifies(db, order.id) : [];
}

/** The audit target naming an order. */
export const orderTarget = (orderId: string) => `order:${orderId}`;
