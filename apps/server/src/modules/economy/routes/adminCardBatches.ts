import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { schema } from '../../../db/index.js';
import { Int4 } from '../../../http/bounds.js';
import { Envelope, errorReplies, ok } from '../../../http/envelope.js';
import { adminScope } from '../../../plugins/app/admin.js';
import { cardBatch, disableCardBatch, listCardBatches } from '../cardBatches.js';
import { cardCodesCsv } from '../cardCodesCsv.js';

const Time = Type.String({ format: 'date-time' });
const CardBatch = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  goodsId: Type.Integer(),
  goodsName: Type.String(),
  count: Type.Integer({ description: 'Codes generated' }),
  used: Type.Integer(),
  unused: Type.Integer({ description: 'Neither used nor disabled: still redeemable' }),
  disabled: Type.Integer({ description: 'Disabled before use' }),
  createdBy: Type.Union([Type.Object({ id: Type.Integer(), username: Type.String() }), Type.Null()], { description: 'Null for the CLI' }),
  createdAt: Time,
  disabledAt: Type.Union([Time, Type.Null()]),
});
const Id = Type.Object({ id: Int4({ minimum: 1 }) });

/** The back office's card batches: their counts, the export of a batch's codes, and disabling a batch. */
const adminCardBatches: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  await app.register(
    adminScope(async (operator) => {
      operator.get(
        '/admin/card-batches',
        {
          schema: {
            tags: ['admin'],
            summary: 'Card batches, newest first, with their codes counted by state',
            querystring: Type.Object({ page: Type.Optional(Int4({ minimum: 1 })), size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })) }),
            response: { 200: Envelope(Type.Object({ rows: Type.Array(CardBatch), total: Type.Integer() })), ...errorReplies(401, 403) },
          },
        },
        async (request) => {
          const { page = 1, size = 30 } = request.query;
          return ok(await listCardBatches(db, page, size));
        },
      );

      operator.get(
        '/admin/card-batches/:id/export',
        {
          config: { confirm: true },
          schema: {
            tags: ['admin'],
            summary: "Downloads a batch's codes as CSV (two-step confirmation)",
            params: Id,
            response: {
              200: {
                description: 'UTF-8 CSV with a BOM: code, package, status, usedBy, usedAt, createdAt; streamed',
                content: { 'text/csv': { schema: Type.Unsafe<Readable>({ type: 'string' }) } },
              },
              ...errorReplies(401, 403, 404),
            },
          },
        },
        async (request, reply) => {
          const batch = await cardBatch(db, request.params.id);
          const [goods] = await db.select({ name: schema.goods.name }).from(schema.goods).where(eq(schema.goods.id, batch.goodsId));
          await app.audit(request, { operatorId: request.user.id, action: 'cardCodes.export', target: `batch:${batch.id}`, after: { count: batch.count } });
          return reply
            .type('text/csv; charset=utf-8')
            .header('content-disposition', `attachment; filename="card-batch-${batch.id}.csv"`)
            .header('cache-control', 'no-store')
            .send(cardCodesCsv(db, { id: batch.id, goodsName: goods?.name ?? '' }));
        },
      );

      operator.post(
        '/admin/card-batches/:id/disable',
        {
          config: { confirm: true },
          schema: {
            tags: ['admin'],
            summary: 'Disables a batch and its unused codes (two-step confirmation)',
            params: Id,
            response: { 200: Envelope(Type.Object({ disabled: Type.Integer({ description: 'Codes this call disabled' }) })), ...errorReplies(401, 403, 404) },
          },
        },
        async (request) => {
          const { id } = request.params;
          const disabled = await db.transaction(async (tx) => {
            const changed = await disableCardBatch(tx, id, app.clock.now());
            await app.audit(request, { operatorId: request.user.id, action: 'cardBatches.disable', target: `batch:${id}`, after: { disabled: changed } }, tx);
            return changed;
          });
          return ok({ disabled });
        },
      );
    }),
  );
};
export default adminCardBatches;
