import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Int4 } from '../../../http/bounds.js';
import { CappedPage, Envelope, errorReplies, ok } from '../../../http/envelope.js';
import { adminScope } from '../../../plugins/app/admin.js';
import { disableCardCodes, listCardCodes } from '../cardBatches.js';
import { createCardBatch } from '../cardCodes.js';

const Status = Type.Union([Type.Literal('used'), Type.Literal('unused'), Type.Literal('disabled')]);
const Time = Type.String({ format: 'date-time' });
const CardCode = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  batchId: Type.Union([Type.Integer(), Type.Null()]),
  batch: Type.String({ description: "The batch's name" }),
  goodsId: Type.Integer(),
  goodsName: Type.String(),
  status: Status,
  usedBy: Type.Union([Type.Object({ id: Type.Integer(), username: Type.String() }), Type.Null()]),
  usedAt: Type.Union([Time, Type.Null()]),
  disabledAt: Type.Union([Time, Type.Null()]),
  createdAt: Time,
});

/** A batch's default name: when it was made, in Asia/Shanghai (UTC+8 all year) to the minute: "2026-06-01 12:00". */
const defaultBatchName = (now: Date) => new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');

/** The back office's card codes (guarded and audited under /api/admin): generating a batch, finding and disabling codes. */
const adminCardCodes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  await app.register(
    adminScope(async (operator) => {
      operator.post(
        '/admin/crami/generate',
        {
          config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
          schema: {
            tags: ['admin'],
            summary: 'Generates a batch of card codes for a package',
            body: Type.Object({
              goodsId: Int4({ minimum: 1 }),
              count: Type.Integer({ minimum: 1, maximum: 10_000 }),
              batch: Type.Optional(Type.String({ maxLength: 64, description: "The batch's name; when blank, the time it is made (Asia/Shanghai)" })),
            }),
            response: { 200: Envelope(Type.Object({ batchId: Type.Integer(), codes: Type.Array(Type.String()) })), ...errorReplies(401, 403, 429) },
          },
        },
        async (request) => {
          const { goodsId, count } = request.body;
          const batch = request.body.batch?.trim() || defaultBatchName(app.clock.now());
          const generated = await db.transaction(async (tx) => {
            const created = await createCardBatch(tx, { goodsId, count, name: batch, createdBy: request.user.id });
            const after = { batchId: created.batchId, count, batch };
            await app.audit(request, { operatorId: request.user.id, action: 'cardCodes.generate', target: `goods:${goodsId}`, after }, tx);
            return created;
          });
          return ok(generated);
        },
      );

      operator.get(
        '/admin/card-codes',
        {
          schema: {
            tags: ['admin'],
            summary: 'Card codes, newest first: by batch, state and code',
            querystring: Type.Object({
              batchId: Type.Optional(Int4({ minimum: 1 })),
              status: Type.Optional(Status),
              q: Type.Optional(Type.String({ maxLength: 32, description: 'A code or its beginning (any case, dashes optional)' })),
              page: Type.Optional(Int4({ minimum: 1 })),
              size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
            }),
            response: { 200: Envelope(CappedPage(CardCode)), ...errorReplies(401, 403) },
          },
        },
        async (request) => {
          const { page = 1, size = 30, ...filters } = request.query;
          return ok(await listCardCodes(db, filters, page, size));
        },
      );

      operator.post(
        '/admin/card-codes/disable',
        {
          config: { confirm: true },
          schema: {
            tags: ['admin'],
            summary: 'Disables chosen unused card codes (two-step confirmation)',
            description: 'Used and already disabled codes are left as they are; the reply counts the codes this call disabled.',
            body: Type.Object({ ids: Type.Array(Int4({ minimum: 1 }), { minItems: 1, maxItems: 1000, uniqueItems: true }) }),
            response: { 200: Envelope(Type.Object({ disabled: Type.Integer() })), ...errorReplies(401, 403) },
          },
        },
        async (request) => {
          const { ids } = request.body;
          const disabled = await db.transaction(async (tx) => {
            const changed = await disableCardCodes(tx, ids, app.clock.now());
            await app.audit(
              request,
              { operatorId: request.user.id, action: 'cardCodes.disable', target: 'codes', after: { ids, requested: ids.length, disabled: changed } },
              tx,
            );
            return changed;
          });
          return ok({ disabled });
        },
      );
    }),
  );
};
export default adminCardCodes;
