import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { asc, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { schema } from '../../../db/index.js';
import { DomainError } from '../../../domain/errors.js';
import { Int4 } from '../../../http/bounds.js';
import { Envelope, errorReplies, ok } from '../../../http/envelope.js';
import { adminScope } from '../../../plugins/app/admin.js';
import { goodsReferenced, isForeignKeyViolation } from '../goodsReferences.js';
import { AdminGoods, adminGoodsOf, GoodsChangesBody, goodsDefaults, goodsValues, NewGoodsBody } from '../goodsForm.js';
import { goodsMessages } from '../messages.js';

const { goods } = schema;
const Id = Type.Object({ id: Int4({ minimum: 1 }) });
// A package's only reference is its level: a violation names a level that does not exist (or was just deleted).
const unknownLevel = (error: unknown): never => {
  throw isForeignKeyViolation(error) ? new DomainError(goodsMessages.unknownLevel) : error;
};

/**
 * The back office's packages: every one (disabled too), created and edited with prices in yuan (stored in fen), and
 * deleted only while nothing refers to them. No server cache holds packages: the VIP dialog reads the table, so an
 * edit is served at once. Each write is audited with the package before and after, in its own transaction.
 */
const adminGoods: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  await app.register(
    adminScope(async (operator) => {
      operator.get(
        '/admin/goods',
        {
          schema: {
            tags: ['admin'],
            summary: 'Every package, disabled ones too',
            response: { 200: Envelope(Type.Array(AdminGoods)), ...errorReplies(401, 403) },
          },
        },
        async () => ok((await db.select().from(goods).orderBy(asc(goods.typeId), asc(goods.sort), asc(goods.id))).map(adminGoodsOf)),
      );

      operator.post(
        '/admin/goods',
        { schema: { tags: ['admin'], summary: 'Creates a package', body: NewGoodsBody, response: { 200: Envelope(AdminGoods), ...errorReplies(401, 403) } } },
        async (request) => {
          // The original price is the price unless given.
          const values = goodsValues(goodsDefaults, { originPrice: request.body.price, ...request.body });
          const created = await db
            .transaction(async (tx) => {
              const [row] = await tx.insert(goods).values(values).returning();
              await app.audit(request, { operatorId: request.user.id, action: 'goods.create', target: `goods:${row!.id}`, after: row }, tx);
              return row!;
            })
            .catch(unknownLevel);
          return ok(adminGoodsOf(created));
        },
      );

      operator.post(
        '/admin/goods/:id',
        {
          schema: {
            tags: ['admin'],
            summary: 'Changes a package (the fields given)',
            params: Id,
            body: GoodsChangesBody,
            response: { 200: Envelope(AdminGoods), ...errorReplies(401, 403, 404) },
          },
        },
        async (request) => {
          const { id } = request.params;
          const updated = await db
            .transaction(async (tx) => {
              const [before] = await tx.select().from(goods).where(eq(goods.id, id)).for('update');
              if (!before) throw new DomainError(goodsMessages.notFound, 404);
              const [after] = await tx.update(goods).set(goodsValues(before, request.body)).where(eq(goods.id, id)).returning();
              await app.audit(request, { operatorId: request.user.id, action: 'goods.update', target: `goods:${id}`, before, after }, tx);
              return after!;
            })
            .catch(unknownLevel);
          return ok(adminGoodsOf(updated));
        },
      );

      operator.delete(
        '/admin/goods/:id',
        {
          config: { confirm: true },
          schema: {
            tags: ['admin'],
            summary: 'Deletes a package no card code or order refers to (two-step confirmation)',
            params: Id,
            response: { 200: Envelope(Type.Null()), ...errorReplies(401, 403, 404) },
          },
        },
        async (request) => {
          const { id } = request.params;
          await db
            .transaction(async (tx) => {
              const [before] = await tx.select().from(goods).where(eq(goods.id, id)).for('update');
              if (!before) throw new DomainError(goodsMessages.notFound, 404);
              if (await goodsReferenced(tx, id)) throw new DomainError(goodsMessages.referenced);
              await tx.delete(goods).where(eq(goods.id, id));
              await app.audit(request, { operatorId: request.user.id, action: 'goods.delete', target: `goods:${id}`, before }, tx);
            })
            .catch((error: unknown) => {
              // A code or order made for it after the check: the database's key refuses the delete.
              throw isForeignKeyViolation(error) ? new DomainError(goodsMessages.referenced) : error;
            });
          return ok(null);
        },
      );
    }),
  );
};
export default adminGoods;
