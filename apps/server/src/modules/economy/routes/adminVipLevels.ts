import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { schema } from '../../../db/index.js';
import { DomainError } from '../../../domain/errors.js';
import { INT4_MIN, Int4 } from '../../../http/bounds.js';
import { Envelope, errorReplies, ok } from '../../../http/envelope.js';
import { adminScope } from '../../../plugins/app/admin.js';
import { isForeignKeyViolation } from '../goodsReferences.js';
import { vipLevelMessages } from '../messages.js';
import { allLevels } from '../vipLevels.js';

const { vipLevels, chatModels } = schema;
const Id = Type.Object({ id: Int4({ minimum: 1 }) });
const fields = {
  name: Type.String({ minLength: 1, maxLength: 32 }),
  badge: Type.String({ maxLength: 12, description: 'A short mark beside the member’s name, e.g. VIP' }),
  rank: Int4({ minimum: INT4_MIN, description: 'Higher outranks lower: a lower package never takes a higher level away' }),
};
const Level = Type.Object({ id: Type.Integer(), name: Type.String(), badge: Type.String(), rank: Type.Integer(), isDefault: Type.Boolean() });

const named = <T extends { name?: string }>(values: T): T => {
  if (values.name !== undefined && values.name.trim() === '') throw new DomainError(vipLevelMessages.blankName);
  return values.name === undefined ? values : { ...values, name: values.name.trim() };
};

/**
 * Membership levels (beyond SPEC): listed, created, changed, and deleted (confirmed) while no package, member or model
 * uses them; the default level stays. Each write is audited in its transaction.
 */
const adminVipLevels: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  await app.register(
    adminScope(async (operator) => {
      operator.get(
        '/admin/vip-levels',
        {
          schema: {
            tags: ['admin'],
            summary: 'Every membership level, lowest rank first',
            response: { 200: Envelope(Type.Array(Level)), ...errorReplies(401, 403) },
          },
        },
        async () => ok(await allLevels(db)),
      );

      operator.post(
        '/admin/vip-levels',
        {
          schema: {
            tags: ['admin'],
            summary: 'Creates a membership level',
            body: Type.Object({ name: fields.name, badge: Type.Optional(fields.badge), rank: fields.rank }),
            response: { 200: Envelope(Level), ...errorReplies(401, 403) },
          },
        },
        async (request) => {
          const created = await db.transaction(async (tx) => {
            const [row] = await tx.insert(vipLevels).values(named(request.body)).returning();
            await app.audit(request, { operatorId: request.user.id, action: 'vipLevels.create', target: `vipLevel:${row!.id}`, after: row }, tx);
            return row!;
          });
          return ok(created);
        },
      );

      operator.post(
        '/admin/vip-levels/:id',
        {
          schema: {
            tags: ['admin'],
            summary: 'Changes a membership level (the fields given)',
            params: Id,
            body: Type.Partial(Type.Object(fields), { minProperties: 1 }),
            response: { 200: Envelope(Level), ...errorReplies(401, 403, 404) },
          },
        },
        async (request) => {
          const { id } = request.params;
          const updated = await db.transaction(async (tx) => {
            const [before] = await tx.select().from(vipLevels).where(eq(vipLevels.id, id)).for('update');
            if (!before) throw new DomainError(vipLevelMessages.notFound, 404);
            const [after] = await tx.update(vipLevels).set(named(request.body)).where(eq(vipLevels.id, id)).returning();
            await app.audit(request, { operatorId: request.user.id, action: 'vipLevels.update', target: `vipLevel:${id}`, before, after }, tx);
            return after!;
          });
          return ok(updated);
        },
      );

      operator.delete(
        '/admin/vip-levels/:id',
        {
          config: { confirm: true },
          schema: {
            tags: ['admin'],
            summary: 'Deletes a membership level no package, member or model uses (two-step confirmation)',
            params: Id,
            response: { 200: Envelope(Type.Null()), ...errorReplies(401, 403, 404) },
          },
        },
        async (request) => {
          const { id } = request.params;
          await db
            .transaction(async (tx) => {
              const [before] = await tx.select().from(vipLevels).where(eq(vipLevels.id, id)).for('update');
              if (!before) throw new DomainError(vipLevelMessages.notFound, 404);
              if (before.isDefault) throw new DomainError(vipLevelMessages.deleteDefault);
              // Packages and members refer by key (the delete below fails on a late one); models list ids in an array.
              const [used] = await tx
                .select({ models: sql<number>`count(*)::int` })
                .from(chatModels)
                .where(sql`${id}::integer = any(${chatModels.vipLevelIds})`);
              if (used!.models > 0) throw new DomainError(vipLevelMessages.referenced);
              await tx.delete(vipLevels).where(eq(vipLevels.id, id));
              await app.audit(request, { operatorId: request.user.id, action: 'vipLevels.delete', target: `vipLevel:${id}`, before }, tx);
            })
            .catch((error: unknown) => {
              throw isForeignKeyViolation(error) ? new DomainError(vipLevelMessages.referenced) : error;
            });
          return ok(null);
        },
      );
    }),
  );
};
export default adminVipLevels;
