import { and, eq, gte, lt, type SQL } from 'drizzle-orm';
import { Type } from 'typebox';
import { schema } from '../../db/index.js';
import { Int4 } from '../../http/bounds.js';

const { adminAudit } = schema;

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10, description: 'YYYY-MM-DD, an Asia/Shanghai day' });

/** The audit log's filters, shared by the page and the CSV export. */
export const auditFilterFields = {
  action: Type.Optional(Type.String({ maxLength: 64, pattern: '^[A-Za-z.]+$', description: 'An action, or a family ending in . (auth.)' })),
  operatorId: Type.Optional(Int4({ minimum: 1 })),
  from: Type.Optional(Day),
  to: Type.Optional(Day),
};

export interface AuditFilters {
  action?: string;
  operatorId?: number;
  from?: string;
  to?: string;
}

/** The start of a Shanghai day (UTC+8 all year) as an instant. */
const shanghaiStart = (day: string, daysAhead = 0) => new Date(Date.parse(`${day}T00:00:00+08:00`) + daysAhead * 86_400_000);

/** The filters as one condition: an action exactly, or a family (`auth.`) as the index range [auth., auth/). */
export function auditConditions({ action, operatorId, from, to }: AuditFilters): SQL | undefined {
  const filters: SQL[] = [];
  if (action?.endsWith('.')) filters.push(gte(adminAudit.action, action), lt(adminAudit.action, `${action.slice(0, -1)}/`));
  else if (action) filters.push(eq(adminAudit.action, action));
  if (operatorId) filters.push(eq(adminAudit.operatorId, operatorId));
  if (from) filters.push(gte(adminAudit.createdAt, shanghaiStart(from)));
  if (to) filters.push(lt(adminAudit.createdAt, shanghaiStart(to, 1)));
  return and(...filters);
}
