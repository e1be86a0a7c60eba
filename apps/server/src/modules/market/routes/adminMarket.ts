import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { and, asc, count, desc, eq, lt, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { schema } from '../../../db/index.js';
import { DomainError } from '../../../domain/errors.js';
import { INT4_MIN, Int4 } from '../../../http/bounds.js';
import { Envelope, errorReplies, ok } from '../../../http/envelope.js';
import { adminScope } from '../../../plugins/app/admin.js';
import { drawingReviewKind } from '../marketService.js';
import { marketSettingKeys } from '../marketSettings.js';
import { marketMessages } from '../messages.js';
import { ShareStatus } from './marketSchemas.js';

const { marketItems: m, marketCategories: c, drawings: d, users: u, reviewItems: r } = schema;
const Id = Type.Object({ id: Int4({ minimum: 1 }) });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(item: T) => Type.Union([item, Type.Null()]);
const Url = Nullable(Type.String({ description: 'A short-lived signed address' }));
const AdminItem = Type.Object({
  id: Type.Integer(),
  authorId: Type.Integer(),
  username: Type.String(),
  status: ShareStatus,
  reason: Type.String(),
  featured: Type.Boolean(),
  categoryId: Nullable(Type.Integer()),
  categoryName: Nullable(Type.String()),
  agreeNum: Type.Integer(),
  visitNum: Type.Integer(),
  prompt: Type.String(),
  originPrompt: Type.String(),
  thumbUrl: Url,
  imageUrl: Url,
  width: Nullable(Type.Integer()),
  height: Nullable(Type.Integer()),
  sample: Type.Boolean(),
  sharedAt: Type.String({ format: 'date-time' }),
  reviewId: Nullable(Type.Integer({ description: 'The pending review item (approve or reject it through /admin/review/:id)' })),
});
const Category = Type.Object({ id: Type.Integer(), name: Type.String(), sort: Type.Integer(), items: Type.Integer() });
const categoryFields = { name: Type.String({ minLength: 1, maxLength: 20 }), sort: Int4({ minimum: INT4_MIN, description: 'Lower shows first' }) };
const Settings = Type.Object({
  marketReview: Type.Boolean({ description: 'Shares wait for review (待审核) before they are listed' }),
  marketShareReward: Type.Integer({ minimum: 0, maximum: 100_000, description: 'Points for an approved share, once per drawing; 0 none' }),
});

/**
 * The market in the back office (docs/market.md): shares by status with their pictures (signed), featuring (推荐),
 * hiding and showing again, removing from the market (the drawing stays its author's), the categories, and the
 * review switch and share reward. Approving and rejecting go through the review queue (/admin/review, kind drawing).
 * Every change is audited in its transaction.
 */
const adminMarket: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  const urlOf = (key: string | null) => (key ? app.signedFileUrls.present(app.fileStore.urlOfKey(key)) : null);

  /** One item's change: the row before (404 when none), the update, the audit. */
  const change = async (request: FastifyRequest & { user: { id: number } }, id: number, action: string, values: Partial<typeof m.$inferInsert>) => {
    const [before] = await db.select({ status: m.status, featured: m.featured }).from(m).where(eq(m.id, id));
    if (!before) throw new DomainError(marketMessages.notShared, 404);
    await db.transaction(async (tx) => {
      await tx.update(m).set(values).where(eq(m.id, id));
      if (values.status === 'hidden') await app.review.withdraw(tx, drawingReviewKind, String(id));
      await app.audit(request, { operatorId: request.user.id, action, target: `market:${id}`, before, after: values }, tx);
    });
  };

  await app.register(
    adminScope(async (operator) => {
      operator.get(
        '/admin/market/items',
        {
          schema: {
            tags: ['admin'],
            summary: 'Shared drawings, newest first, by status; `before` is the last id seen',
            querystring: Type.Object({
              status: Type.Optional(ShareStatus),
              before: Type.Optional(Int4({ minimum: 1 })),
              size: Type.Optional(Type.Integer({ minimum: 1, maximum: 60 })),
            }),
            response: { 200: Envelope(Type.Object({ rows: Type.Array(AdminItem), next: Nullable(Type.Integer()) })), ...errorReplies(401, 403) },
          },
        },
        async (request) => {
          const { status, before, size = 24 } = request.query;
          const rows = await db
            .select({
              item: m,
              username: u.username,
              categoryName: c.name,
              imageKey: d.imageKey,
              thumbKey: d.thumbKey,
              width: d.width,
              height: d.height,
              reviewId: r.id,
            })
            .from(m)
            .innerJoin(d, eq(d.id, m.id))
            .innerJoin(u, eq(u.id, m.authorId))
            .leftJoin(c, eq(c.id, m.categoryId))
            .leftJoin(r, and(eq(r.kind, drawingReviewKind), eq(r.targetId, sql`${m.id}::text`), eq(r.status, 'pending')))
            .where(and(status ? eq(m.status, status) : undefined, before ? lt(m.id, before) : undefined))
            .orderBy(desc(m.id))
            .limit(size + 1);
          const page = rows.slice(0, size);
          return ok({
            rows: page.map(({ item, username, categoryName, imageKey, thumbKey, width, height, reviewId }) => ({
              id: item.id,
              authorId: item.authorId,
              username,
              status: item.status,
              reason: item.reason,
              featured: item.featured,
              categoryId: item.categoryId,
              categoryName,
              agreeNum: item.agreeNum,
              visitNum: item.visitNum,
              prompt: item.prompt,
              originPrompt: item.originPrompt,
              thumbUrl: urlOf(thumbKey),
              imageUrl: urlOf(imageKey),
              width,
              height,
              sample: item.sample,
              sharedAt: item.sharedAt.toISOString(),
              reviewId,
            })),
            next: rows.length > size ? (page.at(-1)?.item.id ?? null) : null,
          });
        },
      );

      operator.post(
        '/admin/market/items/:id/featured',
        {
          schema: {
            tags: ['admin'],
            summary: 'Makes a share one of the operator’s picks (推荐 shows them first), or not',
            params: Id,
            body: Type.Object({ featured: Type.Boolean() }),
            response: { 200: Envelope(Type.Null()), ...errorReplies(401, 403, 404) },
          },
        },
        async (request) => {
          await change(request, request.params.id, 'market.feature', { featured: request.body.featured });
          return ok(null);
        },
      );

      operator.post(
        '/admin/market/items/:id/hidden',
        {
          schema: {
            tags: ['admin'],
            summary: 'Hides a share from the market at once (its author sees 已下架 and cannot share it again), or lists it again',
            params: Id,
            body: Type.Object({ hidden: Type.Boolean() }),
            response: { 200: Envelope(Type.Null()), ...errorReplies(401, 403, 404) },
          },
        },
        async (request) => {
          const { hidden } = request.body;
          await change(request, request.params.id, hidden ? 'market.hide' : 'market.show', { status: hidden ? 'hidden' : 'approved', reason: '' });
          return ok(null);
        },
      );

      operator.delete(
        '/admin/market/items/:id',
        {
          config: { confirm: true },
          schema: {
            tags: ['admin'],
            summary: 'Removes a share from the market with its likes and views (the drawing stays its author’s; two-step confirmation)',
            params: Id,
            response: { 200: Envelope(Type.Null()), ...errorReplies(401, 403, 404) },
          },
        },
        async (request) => {
          const { id } = request.params;
          await db.transaction(async (tx) => {
            const [before] = await tx
              .select({ authorId: m.authorId, status: m.status, agreeNum: m.agreeNum, prompt: m.originPrompt })
              .from(m)
              .where(eq(m.id, id));
            if (!before) throw new DomainError(marketMessages.notShared, 404);
            await app.market.removeIn(tx, id);
            await app.audit(request, { operatorId: request.user.id, action: 'market.delete', target: `market:${id}`, before }, tx);
          });
          return ok(null);
        },
      );

      operator.get(
        '/admin/market/categories',
        {
          schema: {
            tags: ['admin'],
            summary: 'The market’s categories in the users’ order, with how many shares each holds',
            response: { 200: Envelope(Type.Array(Category)), ...errorReplies(401, 403) },
          },
        },
        async () =>
          ok(
            await db
              .select({ id: c.id, name: c.name, sort: c.sort, items: count(m.id) })
              .from(c)
              .leftJoin(m, eq(m.categoryId, c.id))
              .groupBy(c.id)
              .orderBy(asc(c.sort), asc(c.id)),
          ),
      );

      const named = (body: { name?: string; sort?: number }) => {
        const name = body.name?.trim();
        if (name === '') throw new DomainError(marketMessages.blankCategory);
        return { ...body, ...(name === undefined ? {} : { name }) };
      };

      operator.post(
        '/admin/market/categories',
        {
          schema: {
            tags: ['admin'],
            summary: 'Creates a market category',
            body: Type.Object(categoryFields),
            response: { 200: Envelope(Category), ...errorReplies(401, 403) },
          },
        },
        async (request) => {
          const created = await db.transaction(async (tx) => {
            const [row] = await tx
              .insert(c)
              .values(named(request.body) as { name: string; sort: number })
              .returning();
            await app.audit(request, { operatorId: request.user.id, action: 'market.createCategory', target: `marketCategory:${row!.id}`, after: row }, tx);
            return row!;
          });
          return ok({ ...created, items: 0 });
        },
      );

      operator.post(
        '/admin/market/categories/:id',
        {
          schema: {
            tags: ['admin'],
            summary: 'Changes a market category (the fields given)',
            params: Id,
            body: Type.Partial(Type.Object(categoryFields), { minProperties: 1 }),
            response: { 200: Envelope(Category), ...errorReplies(401, 403, 404) },
          },
        },
        async (request) => {
          const { id } = request.params;
          const updated = await db.transaction(async (tx) => {
            const [before] = await tx.select().from(c).where(eq(c.id, id)).for('update');
            if (!before) throw new DomainError(marketMessages.unknownCategory, 404);
            const [after] = await tx.update(c).set(named(request.body)).where(eq(c.id, id)).returning();
            await app.audit(request, { operatorId: request.user.id, action: 'market.updateCategory', target: `marketCategory:${id}`, before, after }, tx);
            const [held] = await tx.select({ items: count() }).from(m).where(eq(m.categoryId, id));
            return { ...after!, items: held?.items ?? 0 };
          });
          return ok(updated);
        },
      );

      operator.delete(
        '/admin/market/categories/:id',
        {
          config: { confirm: true },
          schema: {
            tags: ['admin'],
            summary: 'Deletes a market category; its shares stay listed without one (two-step confirmation)',
            params: Id,
            response: { 200: Envelope(Type.Null()), ...errorReplies(401, 403, 404) },
          },
        },
        async (request) => {
          const { id } = request.params;
          await db.transaction(async (tx) => {
            const [before] = await tx.delete(c).where(eq(c.id, id)).returning();
            if (!before) throw new DomainError(marketMessages.unknownCategory, 404);
            await app.audit(request, { operatorId: request.user.id, action: 'market.deleteCategory', target: `marketCategory:${id}`, before }, tx);
          });
          return ok(null);
        },
      );

      operator.get(
        '/admin/market/settings',
        {
          schema: { tags: ['admin'], summary: 'The review switch and the share reward', response: { 200: Envelope(Settings), ...errorReplies(401, 403) } },
        },
        async () => ok({ marketReview: app.marketSettings.review, marketShareReward: app.marketSettings.shareReward }),
      );

      operator.post(
        '/admin/market/settings',
        {
          schema: {
            tags: ['admin'],
            summary: 'Changes the review switch or the share reward (the keys given)',
            body: Type.Partial(Settings, { minProperties: 1 }),
            response: { 200: Envelope(Type.Null()), ...errorReplies(401, 403) },
          },
        },
        async (request) => {
          const before = { marketReview: app.marketSettings.review, marketShareReward: app.marketSettings.shareReward };
          const values = Object.fromEntries(marketSettingKeys.filter((key) => key in request.body).map((key) => [key, request.body[key]]));
          await app.configStore.setMany(values, (tx) =>
            app.audit(request, { operatorId: request.user.id, action: 'market.settings', target: Object.keys(values).join(','), before, after: values }, tx),
          );
          return ok(null);
        },
      );
    }),
  );
};

export default adminMarket;
