import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { schema } from '../../../db/index.js';
import { DomainError } from '../../../domain/errors.js';
import { INT4_MIN, Int4 } from '../../../http/bounds.js';
import { Envelope, errorReplies, ok } from '../../../http/envelope.js';
import { adminScope } from '../../../plugins/app/admin.js';
import { chatMessages } from '../../chat/index.js';
import type { AppTerms } from '../appAdmin.js';
import { appMessages } from '../messages.js';
import { appFormFields } from './appFields.js';

const { appCategories: c } = schema;
const Id = Type.Object({ id: Int4({ minimum: 1 }) });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(item: T) => Type.Union([item, Type.Null()]);
const Status = Type.Union([Type.Literal('private'), Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected'), Type.Literal('disabled')]);
const AdminApp = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  des: Type.String(),
  preset: Type.String(),
  demoData: Type.String(),
  coverImg: Type.String(),
  catId: Type.Integer(),
  catName: Type.String(),
  public: Type.Boolean(),
  authorId: Nullable(Type.Integer()),
  username: Type.String(),
  official: Type.Boolean(),
  gpts: Type.Boolean(),
  status: Status,
  disabledReason: Type.String(),
  model: Type.String({ description: "'' = the site's app model" }),
  price: Nullable(Type.Integer({ description: "Points per answer; null = the model's" })),
  featured: Type.Boolean(),
  sort: Type.Integer(),
  useCount: Type.Integer(),
  weekUses: Type.Integer({ description: 'Answered questions in the last seven days' }),
  reviewId: Nullable(Type.Integer({ description: 'A version waiting in the review queue (/admin/review/:id)' })),
  createdAt: Type.String({ format: 'date-time' }),
});
const termFields = {
  model: Type.String({ maxLength: 100, description: "An enabled model's id; '' for the site's app model" }),
  price: Nullable(Int4({ minimum: 0, description: "Points per answer; null for the model's own price" })),
  featured: Type.Boolean({ description: '热门 and 推荐 show the picks first, by sort' }),
  sort: Int4({ minimum: INT4_MIN, description: 'Lower shows first among the picks' }),
};
const OfficialBody = Type.Object({
  ...appFormFields,
  model: Type.Optional(termFields.model),
  price: Type.Optional(termFields.price),
  featured: Type.Optional(termFields.featured),
  sort: Type.Optional(termFields.sort),
  enabled: Type.Boolean({ description: 'Listed at once; false: 已下架' }),
});
const Category = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  sort: Type.Integer(),
  enabled: Type.Boolean(),
  role: Type.Boolean(),
  apps: Type.Integer(),
});
const categoryFields = {
  name: Type.String({ minLength: 1, maxLength: 20 }),
  sort: Int4({ minimum: INT4_MIN, description: 'Lower shows first' }),
  enabled: Type.Boolean(),
  role: Type.Boolean({ description: 'Its apps show as character cards (role)' }),
};

/**
 * The app store in the back office (docs/apps.md "Back office"): apps with their live versions, terms and usage,
 * official apps, 下架 and listing again, the categories. Every change is audited in its transaction.
 */
const adminApps: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  const admin = app.appAdmin;
  /** A model named in terms must be an enabled one. */
  const checkedTerms = <T extends AppTerms>(terms: T): T => {
    if (terms.model && !app.models.byModel(terms.model)) throw new DomainError(chatMessages.unknownModel);
    return terms;
  };

  await app.register(
    adminScope(async (operator) => {
      operator.get(
        '/admin/apps',
        {
          schema: {
            tags: ['admin'],
            summary:
              'Apps, newest first, by status, official or users’, waiting for review, and words of the name or description; `before` is the last id seen',
            querystring: Type.Object({
              status: Type.Optional(Status),
              official: Type.Optional(Type.Boolean()),
              review: Type.Optional(Type.Boolean({ description: 'Only apps with a version waiting in the review queue (待审核)' })),
              keyword: Type.Optional(Type.String({ maxLength: 50 })),
              before: Type.Optional(Int4({ minimum: 1 })),
              size: Type.Optional(Type.Integer({ minimum: 1, maximum: 60 })),
            }),
            response: { 200: Envelope(Type.Object({ rows: Type.Array(AdminApp), next: Nullable(Type.Integer()) })), ...errorReplies(401, 403) },
          },
        },
        async (request) => ok(await admin.list({ ...request.query, size: request.query.size ?? 24 })),
      );

      operator.get(
        '/admin/apps/:id/usage',
        {
          schema: {
            tags: ['admin'],
            summary: 'An app’s answered questions per day over the last 30 days, and in all',
            params: Id,
            response: {
              200: Envelope(Type.Object({ total: Type.Integer(), days: Type.Array(Type.Object({ day: Type.String(), uses: Type.Integer() })) })),
              ...errorReplies(401, 403, 404),
            },
          },
        },
        async (request) => ok(await admin.usage(request.params.id)),
      );

      operator.post(
        '/admin/apps/:id/trial',
        {
          schema: {
            tags: ['admin'],
            summary:
              'A free test chat with an app: the version waiting for review (else the live one; live: true for the live one) answers on the app’s model with its preset, as a turn would; nothing is charged, saved or counted',
            params: Id,
            body: Type.Object(
              {
                live: Type.Optional(Type.Boolean()),
                messages: Type.Array(
                  Type.Object({ role: Type.Union([Type.Literal('user'), Type.Literal('assistant')]), content: Type.String({ minLength: 1, maxLength: 4000 }) }),
                  { minItems: 1, maxItems: 20, description: 'The test conversation so far, the question last' },
                ),
              },
              { additionalProperties: false },
            ),
            response: {
              200: Envelope(
                Type.Object({
                  answer: Type.String(),
                  model: Type.String({ description: 'The model’s name' }),
                  version: Type.Union([Type.Literal('pending'), Type.Literal('live')]),
                }),
              ),
              ...errorReplies(401, 403, 404, 502, 504),
            },
          },
        },
        async (request) => {
          const { messages, live } = request.body;
          if (messages.at(-1)?.role !== 'user') throw new DomainError(appMessages.trialEndsWithQuestion);
          const { chatApp, version } = await admin.trialApp(request.params.id, live);
          return ok({ ...(await app.chat.answerAsApp(chatApp, messages)), version });
        },
      );

      operator.post(
        '/admin/apps',
        {
          schema: {
            tags: ['admin'],
            summary: 'Creates an official app (§5’s checks, names up to 30; the logo one of the operator’s app-logo uploads), listed at once',
            body: OfficialBody,
            response: { 200: Envelope(Type.Object({ id: Type.Integer() })), ...errorReplies(401, 403, 409) },
          },
        },
        async (request) => {
          const id = await admin.saveOfficial(request.user.id, checkedTerms(request.body));
          await app.audit(request, {
            operatorId: request.user.id,
            action: 'apps.createOfficial',
            target: `app:${id}`,
            after: { ...request.body, preset: undefined },
          });
          return ok({ id }, '应用创建成功');
        },
      );

      operator.post(
        '/admin/apps/:id',
        {
          schema: {
            tags: ['admin'],
            summary: 'Rewrites an official app (a new live version at once)',
            params: Id,
            body: OfficialBody,
            response: { 200: Envelope(Type.Object({ id: Type.Integer() })), ...errorReplies(401, 403, 404, 409) },
          },
        },
        async (request) => {
          const id = await admin.saveOfficial(request.user.id, checkedTerms(request.body), request.params.id);
          await app.audit(request, {
            operatorId: request.user.id,
            action: 'apps.updateOfficial',
            target: `app:${id}`,
            after: { ...request.body, preset: undefined },
          });
          return ok({ id }, '应用修改成功');
        },
      );

      operator.post(
        '/admin/apps/:id/terms',
        {
          schema: {
            tags: ['admin'],
            summary: 'Sets any app’s model, price, pick and order (the fields given)',
            params: Id,
            body: Type.Partial(Type.Object(termFields), { minProperties: 1 }),
            response: { 200: Envelope(Type.Null()), ...errorReplies(401, 403, 404) },
          },
        },
        async (request) => {
          const terms = checkedTerms(request.body);
          await db.transaction(async (tx) => {
            const before = await admin.setTerms(tx, request.params.id, terms);
            await app.audit(request, { operatorId: request.user.id, action: 'apps.terms', target: `app:${request.params.id}`, before, after: terms }, tx);
          });
          app.appChat.forget();
          return ok(null);
        },
      );

      operator.post(
        '/admin/apps/:id/disabled',
        {
          schema: {
            tags: ['admin'],
            summary: '下架 an app with a reason its author reads (a waiting version is dropped), or lists it again',
            params: Id,
            body: Type.Object({ disabled: Type.Boolean(), reason: Type.Optional(Type.String({ maxLength: 200 })) }),
            response: { 200: Envelope(Type.Null()), ...errorReplies(401, 403, 404, 409) },
          },
        },
        async (request) => {
          const { disabled } = request.body;
          const reason = request.body.reason?.trim() ?? '';
          if (disabled && !reason) throw new DomainError(appMessages.reasonRequired);
          await db.transaction(async (tx) => {
            const before = await admin.setDisabled(tx, request.params.id, disabled, reason);
            const action = disabled ? 'apps.disable' : 'apps.enable';
            await app.audit(
              request,
              { operatorId: request.user.id, action, target: `app:${request.params.id}`, before: { status: before.status }, after: { reason } },
              tx,
            );
          });
          return ok(null);
        },
      );

      operator.delete(
        '/admin/apps/:id',
        {
          config: { confirm: true },
          schema: {
            tags: ['admin'],
            summary: 'Deletes an official app (old conversations stay readable; two-step confirmation)',
            params: Id,
            response: { 200: Envelope(Type.Null()), ...errorReplies(401, 403, 404) },
          },
        },
        async (request) => {
          await db.transaction(async (tx) => {
            await admin.removeOfficial(tx, request.params.id);
            await app.audit(request, { operatorId: request.user.id, action: 'apps.delete', target: `app:${request.params.id}` }, tx);
          });
          return ok(null);
        },
      );

      operator.get(
        '/admin/app-categories',
        {
          schema: {
            tags: ['admin'],
            summary: 'The store’s categories in the users’ order, with how many apps each holds',
            response: { 200: Envelope(Type.Array(Category)), ...errorReplies(401, 403) },
          },
        },
        async () => ok(await admin.categories()),
      );

      const named = <T extends { name?: string }>(body: T): T => {
        const name = body.name?.trim();
        if (name === '') throw new DomainError(appMessages.blankCategory);
        return { ...body, ...(name === undefined ? {} : { name }) };
      };
      const categoryOf = async (id: number) => (await admin.categories()).find((row) => row.id === id)!;

      operator.post(
        '/admin/app-categories',
        {
          schema: {
            tags: ['admin'],
            summary: 'Creates a category',
            body: Type.Object(categoryFields),
            response: { 200: Envelope(Category), ...errorReplies(401, 403) },
          },
        },
        async (request) => {
          const row = await db.transaction(async (tx) => {
            const [created] = await tx.insert(c).values(named(request.body)).returning();
            await app.audit(request, { operatorId: request.user.id, action: 'apps.createCategory', target: `appCategory:${created!.id}`, after: created }, tx);
            return created!;
          });
          app.appCatalog.invalidate();
          return ok(await categoryOf(row.id));
        },
      );

      operator.post(
        '/admin/app-categories/:id',
        {
          schema: {
            tags: ['admin'],
            summary: 'Changes a category (the fields given); a disabled one leaves the store with its apps',
            params: Id,
            body: Type.Partial(Type.Object(categoryFields), { minProperties: 1 }),
            response: { 200: Envelope(Category), ...errorReplies(401, 403, 404) },
          },
        },
        async (request) => {
          const { id } = request.params;
          await db.transaction(async (tx) => {
            const [before] = await tx.select().from(c).where(eq(c.id, id)).for('update');
            if (!before) throw new DomainError(appMessages.unknownCategory, 404);
            const [after] = await tx.update(c).set(named(request.body)).where(eq(c.id, id)).returning();
            await app.audit(request, { operatorId: request.user.id, action: 'apps.updateCategory', target: `appCategory:${id}`, before, after }, tx);
          });
          app.appCatalog.invalidate();
          return ok(await categoryOf(id));
        },
      );

      operator.delete(
        '/admin/app-categories/:id',
        {
          config: { confirm: true },
          schema: {
            tags: ['admin'],
            summary: 'Deletes a category that holds no app (else 该分类下存在App，不可删除！; two-step confirmation)',
            params: Id,
            response: { 200: Envelope(Type.Null()), ...errorReplies(401, 403, 404) },
          },
        },
        async (request) => {
          const { id } = request.params;
          await db.transaction(async (tx) => {
            const before = await admin.removeCategory(tx, id);
            await app.audit(request, { operatorId: request.user.id, action: 'apps.deleteCategory', target: `appCategory:${id}`, before }, tx);
          });
          return ok(null);
        },
      );
    }),
  );
};
export default adminApps;
