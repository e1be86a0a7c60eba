import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { schema } from '../../db/index.js';
import { statusOf } from './cardBatches.js';

const { cardCodes, users } = schema;

/** Codes read per query: the export holds one page in memory, however large the batch. */
const pageSize = 1000;
const csvColumns = ['code', 'package', 'status', 'usedBy', 'usedAt', 'createdAt'] as const;

/** The batch's codes in id order, a page at a time (keyset: the next page starts after the last id seen). */
async function* batchRows(db: Database, batch: { id: number; goodsName: string }) {
  for (let after = 0; ; ) {
    const page = await db
      .select({
        id: cardCodes.id,
        code: cardCodes.code,
        usedBy: cardCodes.usedBy,
        usedAt: cardCodes.usedAt,
        disabledAt: cardCodes.disabledAt,
        createdAt: cardCodes.createdAt,
        username: users.username,
      })
      .from(cardCodes)
      .leftJoin(users, eq(users.id, cardCodes.usedBy))
      .where(and(eq(cardCodes.batchId, batch.id), gt(cardCodes.id, after)))
      .orderBy(asc(cardCodes.id))
      .limit(pageSize);
    for (const row of page)
      yield {
        code: row.code,
        package: batch.goodsName,
        status: statusOf(row),
        usedBy: row.username ?? '',
        usedAt: row.usedAt?.toISOString() ?? '',
        createdAt: row.createdAt.toISOString(),
      };
    if (page.length < pageSize) return;
    after = page.at(-1)!.id;
  }
}

/**
 * The batch's codes as CSV, streamed: a UTF-8 BOM (so Excel reads Chinese), a header, one line per code. A cell
 * beginning with = + - @, a tab or a carriage return is prefixed with ' (csv-stringify's escape_formulas), so a
 * package or user name cannot become a spreadsheet formula.
 */
export function cardCodesCsv(db: Database, batch: { id: number; goodsName: string }): Readable {
  const csv = stringify({ bom: true, header: true, columns: [...csvColumns], escape_formulas: true });
  // Either end failing destroys both: a failed page cuts the download short (never a silently truncated file, the
  // reply sees the error), and a client that goes away stops the reading.
  pipeline(Readable.from(batchRows(db, batch)), csv, () => {});
  return csv;
}
