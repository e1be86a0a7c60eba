import type { Database } from '../../db/client.js';
import { schema } from '../../db/index.js';

/** One row of the audit log: who, what, to what, the states around it and why; the request's address and id. */
export interface AuditEntry {
  operatorId: number | null;
  action: string;
  target?: string;
  before?: unknown;
  after?: unknown;
  reason?: string;
  address: string;
  requestId: string;
}

/** Appends the entry; pass the change's transaction so the row and the change commit (or roll back) together. */
export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(schema.adminAudit).values({
    operatorId: entry.operatorId,
    action: entry.action,
    target: entry.target ?? '',
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? '',
    address: entry.address,
    requestId: entry.requestId,
  });
}
