import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { schema } from '../../db/index.js';
import { type AuditFilters, auditConditions } from './auditQueries.js';

const { adminAudit, users } = schema;

/** Rows read per query: the export holds one page in memory, however long the log. */
const pageSize = 1000;
const columns = ['id', 'createdAt', 'operatorId', 'operatorName', 'action', 'target', 'before', 'after', 'reason', 'address', 'requestId'];

/** A before/after state as one JSON cell ('' when none). Secrets were written as 已修改, so none can appear here. */
const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

async function* auditRows(db: Database, where: SQL | undefined) {
  for (let before: number | undefined; ; ) {
    const page = await db
      .select({ row: adminAudit, operatorName: users.username })
      .from(adminAudit)
      .leftJoin(users, eq(users.id, adminAudit.operatorId))
      .where(and(where, before === undefined ? undefined : lt(adminAudit.id, before)))
      .orderBy(desc(adminAudit.id))
      .limit(pageSize);
    for (const { row, operatorName } of page)
      yield {
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        operatorId: row.operatorId ?? '',
        operatorName: operatorName ?? '',
        action: row.action,
        target: row.target,
        before: json(row.before),
        after: json(row.after),
        reason: row.reason,
        address: row.address,
        requestId: row.requestId,
      };
    if (page.length < pageSize) return;
    before = page.at(-1)!.row.id;
  }
}

/**
 * The audit rows matching the filters as CSV, newest first and streamed a page at a time: a UTF-8 BOM, a header, one
 * line per row; a cell starting = + - @ (a tab or a carriage return) is prefixed with ' so it cannot become a formula.
 */
export function auditCsv(db: Database, filters: AuditFilters): Readable {
  const csv = stringify({ bom: true, header: true, columns, escape_formulas: true });
  const rows = Readable.from(auditRows(db, auditConditions(filters)));
  // A failed page ends the download with the error, never a silently truncated file.
  rows.on('error', (error) => csv.destroy(error));
  return rows.pipe(csv);
}
