import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { schema } from '../../db/index.js';
import { type OrderFilters, orderColumns, orderConditions } from './adminOrderQueries.js';
import { fenToYuan } from '../../domain/money.js';

const { orders, users, goods } = schema;

/** Orders read per query: the export holds one page in memory, however many match. */
const pageSize = 1000;
const columns = ['orderId', 'userId', 'username', 'package', 'amountYuan', 'status', 'provider', 'payType', 'providerTradeNo', 'createdAt', 'paidAt'];
const statusNames = ['pending', 'paid', 'expired'];

/** The matching orders newest first, a page at a time (keyset: the next page starts below the last id seen). */
async function* orderRows(db: Database, where: SQL | undefined) {
  for (let before: number | undefined; ; ) {
    const page = await db
      .select({ id: orders.id, ...orderColumns })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .leftJoin(goods, eq(goods.id, orders.goodsId))
      .where(and(where, before === undefined ? undefined : lt(orders.id, before)))
      .orderBy(desc(orders.id))
      .limit(pageSize);
    for (const row of page)
      yield {
        orderId: row.orderId,
        userId: row.user.id,
        username: row.user.username,
        package: row.goodsName,
        amountYuan: fenToYuan(row.amountFen),
        status: statusNames[row.status] ?? String(row.status),
        provider: row.provider,
        payType: row.payType,
        providerTradeNo: row.providerTradeNo ?? '',
        createdAt: row.createdAt.toISOString(),
        paidAt: row.paidAt?.toISOString() ?? '',
      };
    if (page.length < pageSize) return;
    before = page.at(-1)!.id;
  }
}

/**
 * The orders matching the filters as CSV, streamed: a UTF-8 BOM (so Excel reads Chinese), a header, one line per
 * order. A cell beginning with = + - @, a tab or a carriage return is prefixed with ' (escape_formulas), so a username
 * or package name cannot become a spreadsheet formula. The filters are checked before anything is sent.
 */
export function ordersCsv(db: Database, filters: OrderFilters): Readable {
  const where = orderConditions(filters);
  const csv = stringify({ bom: true, header: true, columns, escape_formulas: true });
  const rows = Readable.from(orderRows(db, where));
  // A failed page ends the download with the error (the reply is cut short), never a silently truncated file.
  rows.on('error', (error) => csv.destroy(error));
  return rows.pipe(csv);
}
