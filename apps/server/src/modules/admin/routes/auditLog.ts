import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, count, desc, eq, gte, lt, lte, type SQL } from 'drizzle-orm';
import { Type } from 'typebox';
import { schema } from '../../../db/index.js';
import { Int4 } from '../../../http/bounds.js';
import { Envelope, errorReplies, ok } from '../../../http/envelope.js';

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10, description: 'YYYY-MM-DD, an Asia/Shanghai day' });

const AuditRow = Type.Object({
  id: Type.Integer(),
  operatorId: Type.Union([Type.Integer(), Type.Null()]),
  operatorName: Type.Union([Type.String(), Type.Null()]),
  action: Type.String(),
  target: Type.String(),
  before: Type.Unknown(),
  after: Type.Unknown(),
  reason: Type.String(),
  address: Type.String(),
  requestId: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
});

/** The start of a Shanghai day (UTC+8 all year) as an instant. */
const shanghaiStart = (day: string, daysAhead = 0) => new Date(Date.parse(`${day}T00:00:00+08:00`) + daysAhead * 86_400_000);

/**
 * The audit log, newest first: filtered by action (exact, or a prefix ending in `.` such as `auth.`), operator and
 * Shanghai days. Pages by `before` (the last id seen), so a page is one index range however long the log grows.
 */
const auditLog: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  app.get(
    '/admin/audit',
    {
      schema: {
        tags: ['admin'],
        summary: 'The audit log, newest first',
        querystring: Type.Object({
          action: Type.Optional(Type.String({ maxLength: 64, pattern: '^[A-Za-z.]+$' })),
          operatorId: Type.Optional(Int4({ minimum: 1 })),
          from: Type.Optional(Day),
          to: Type.Optional(Day),
          before: Type.Optional(Int4({ minimum: 1 })),
          size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
        }),
        response: {
          200: Envelope(Type.Object({ rows: Type.Array(AuditRow), total: Type.Integer(), next: Type.Union([Type.Integer(), Type.Null()]) })),
          ...errorReplies(401, 403),
        },
      },
    },
    async (request) => {
      const { action, operatorId, from, to, before, size = 30 } = request.query;
      const { adminAudit, users } = schema;
      const filters: SQL[] = [];
      if (action) filters.push(action.endsWith('.') ? gte(adminAudit.action, action) : eq(adminAudit.action, action));
      if (action?.endsWith('.')) filters.push(lt(adminAudit.action, `${action.slice(0, -1)}/`));
      if (operatorId) filters.push(eq(adminAudit.operatorId, operatorId));
      if (from) filters.push(gte(adminAudit.createdAt, shanghaiStart(from)));
      if (to) filters.push(lt(adminAudit.createdAt, shanghaiStart(to, 1)));
      const where = and(...filters);
      const [rows, [total]] = await Promise.all([
        db
          .select({ row: adminAudit, operatorName: users.username })
          .from(adminAudit)
          .leftJoin(users, eq(users.id, adminAudit.operatorId))
          .where(and(where, before ? lte(adminAudit.id, before - 1) : undefined))
          .orderBy(desc(adminAudit.id))
          .limit(size + 1),
        db.select({ value: count() }).from(adminAudit).where(where),
      ]);
      const page = rows.slice(0, size);
      return ok({
        rows: page.map(({ row, operatorName }) => ({ ...row, operatorName, createdAt: row.createdAt.toISOString() })),
        total: total?.value ?? 0,
        next: rows.length > size ? (page.at(-1)?.row.id ?? null) : null,
      });
    },
  );
};
export default auditLog;
