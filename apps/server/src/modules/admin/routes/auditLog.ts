import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, count, desc, eq, lte } from 'drizzle-orm';
import { Type } from 'typebox';
import { schema } from '../../../db/index.js';
import { shanghaiDate } from '../../../domain/shanghaiDate.js';
import { Int4 } from '../../../http/bounds.js';
import { Envelope, errorReplies, ok } from '../../../http/envelope.js';
import { auditCsv } from '../auditCsv.js';
import { auditConditions, auditFilterFields } from '../auditQueries.js';

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

/**
 * The audit log, newest first: filtered by action (exact, or a prefix ending in `.` such as `auth.`), operator and
 * Shanghai days. Pages by `before` (the last id seen), so a page is one index range however long the log grows; the
 * same filters download the whole selection as CSV.
 */
const auditLog: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  const { adminAudit, users } = schema;
  app.get(
    '/admin/audit',
    {
      schema: {
        tags: ['admin'],
        summary: 'The audit log, newest first',
        querystring: Type.Object({
          ...auditFilterFields,
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
      const { before, size = 30, ...filters } = request.query;
      const where = auditConditions(filters);
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

  app.get(
    '/admin/audit/export',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['admin'],
        summary: 'Downloads the audit rows matching the filters as CSV, newest first',
        querystring: Type.Object(auditFilterFields),
        response: {
          200: {
            description:
              'UTF-8 CSV with a BOM: id, createdAt, operatorId, operatorName, action, target, before and after (JSON), reason, address, requestId; streamed',
            content: { 'text/csv': { schema: Type.Unsafe<Readable>({ type: 'string' }) } },
          },
          ...errorReplies(401, 403, 429),
        },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      // Written before the download starts, so the export appears in the file it produces.
      await app.audit(request, { operatorId: user.id, action: 'audit.export', after: request.query });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-${shanghaiDate(app.clock.now())}.csv"`)
        .header('cache-control', 'no-store')
        .send(auditCsv(db, request.query));
    },
  );
};
export default auditLog;
