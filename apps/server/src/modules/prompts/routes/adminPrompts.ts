import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { INT4_MIN, Int4 } from '../../../http/bounds.js';
import { Envelope, errorReplies, ok } from '../../../http/envelope.js';
import { adminScope } from '../../../plugins/app/admin.js';

const Id = Type.Object({ id: Int4({ minimum: 1 }) });
const sort = Int4({ minimum: INT4_MIN, description: 'Lower shows first (then the oldest)' });
const Category = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  type: Type.String(),
  sort: Type.Integer(),
  enabled: Type.Boolean(),
  prompts: Type.Integer({ description: 'Prompts in it, enabled or not' }),
});
// Lengths here are only caps: the route checks the limits itself, trimmed, with its own messages (promptAdmin.ts).
const categoryFields = {
  name: Type.String({ maxLength: 200, description: '1–20 characters, trimmed' }),
  type: Type.Optional(Type.String({ maxLength: 100, description: "Groups categories for /category/list {type}; 'prompt' when not given" })),
  sort,
  enabled: Type.Boolean({ description: 'A disabled category hides its prompts from users' }),
};
const Prompt = Type.Object({
  id: Type.Integer(),
  categoryId: Type.Integer(),
  categoryName: Type.String(),
  title: Type.String(),
  desc: Type.String(),
  prompt: Type.String(),
  promptEn: Type.String(),
  sort: Type.Integer(),
  enabled: Type.Boolean(),
});
const promptFields = {
  categoryId: Int4({ minimum: 0, description: 'An existing category' }),
  title: Type.String({ maxLength: 500, description: '1–50 characters, trimmed' }),
  desc: Type.Optional(Type.String({ maxLength: 2000, description: 'Up to 200 characters' })),
  prompt: Type.String({ maxLength: 20000, description: '1–4000 characters: what 使用 puts in the chat composer' }),
  promptEn: Type.Optional(Type.String({ maxLength: 20000, description: 'Up to 4000 characters' })),
  sort: Type.Optional(sort),
  enabled: Type.Optional(Type.Boolean()),
};

/**
 * The chat prompt library in the back office (docs/apps.md "The prompt library"): categories and prompts, enabled or
 * not, listed, created, changed and deleted. Every change is audited in its transaction; deletions take the two-step
 * confirmation.
 */
const adminPrompts: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  const admin = app.promptAdmin;

  await app.register(
    adminScope(async (operator) => {
      operator.get(
        '/admin/prompt-categories',
        {
          schema: {
            tags: ['admin'],
            summary: 'The chat prompt library’s categories in the users’ order (enabled or not), with how many prompts each holds',
            response: { 200: Envelope(Type.Array(Category)), ...errorReplies(401, 403) },
          },
        },
        async () => ok(await admin.categories()),
      );

      operator.post(
        '/admin/prompt-categories',
        {
          schema: {
            tags: ['admin'],
            summary: 'Creates a chat prompt category',
            body: Type.Object(categoryFields),
            response: { 200: Envelope(Category), ...errorReplies(401, 403) },
          },
        },
        async (request) => {
          const row = await db.transaction(async (tx) => {
            const { after, row } = await admin.createCategory(tx, request.body);
            await app.audit(
              request,
              { operatorId: request.user.id, action: 'chatPrompts.createCategory', target: `chatPromptCategory:${after.id}`, after },
              tx,
            );
            return row;
          });
          return ok(row);
        },
      );

      operator.post(
        '/admin/prompt-categories/:id',
        {
          schema: {
            tags: ['admin'],
            summary: 'Changes a chat prompt category (the fields given); a disabled one hides its prompts from users',
            params: Id,
            body: Type.Partial(Type.Object(categoryFields), { minProperties: 1 }),
            response: { 200: Envelope(Category), ...errorReplies(401, 403, 404) },
          },
        },
        async (request) => {
          const { id } = request.params;
          const row = await db.transaction(async (tx) => {
            const { before, after, row } = await admin.updateCategory(tx, id, request.body);
            await app.audit(
              request,
              { operatorId: request.user.id, action: 'chatPrompts.updateCategory', target: `chatPromptCategory:${id}`, before, after },
              tx,
            );
            return row;
          });
          return ok(row);
        },
      );

      operator.delete(
        '/admin/prompt-categories/:id',
        {
          config: { confirm: true },
          schema: {
            tags: ['admin'],
            summary: 'Deletes a chat prompt category that holds no prompt (else 该分类下存在提示词，不可删除！; two-step confirmation)',
            params: Id,
            response: { 200: Envelope(Type.Null()), ...errorReplies(401, 403, 404) },
          },
        },
        async (request) => {
          const { id } = request.params;
          await db.transaction(async (tx) => {
            const before = await admin.removeCategory(tx, id);
            await app.audit(request, { operatorId: request.user.id, action: 'chatPrompts.deleteCategory', target: `chatPromptCategory:${id}`, before }, tx);
          });
          return ok(null);
        },
      );

      operator.get(
        '/admin/prompts',
        {
          schema: {
            tags: ['admin'],
            summary: 'A page of every chat prompt (enabled or not) in the users’ order: in a category, with every word of keyword in its texts',
            querystring: Type.Object({
              categoryId: Type.Optional(Int4({ minimum: 0 })),
              keyword: Type.Optional(Type.String({ maxLength: 50 })),
              page: Type.Optional(Int4({ minimum: 1 })),
              size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
            }),
            response: { 200: Envelope(Type.Object({ rows: Type.Array(Prompt), count: Type.Integer() })), ...errorReplies(401, 403) },
          },
        },
        async (request) => {
          const { page = 1, size = 20, categoryId, keyword } = request.query;
          return ok(await admin.list({ page, size, categoryId: categoryId || undefined, keyword }));
        },
      );

      operator.post(
        '/admin/prompts',
        {
          schema: {
            tags: ['admin'],
            summary: 'Adds a chat prompt (enabled unless told)',
            body: Type.Object(promptFields),
            response: { 200: Envelope(Prompt), ...errorReplies(401, 403) },
          },
        },
        async (request) => {
          const row = await db.transaction(async (tx) => {
            const { after, row } = await admin.createPrompt(tx, request.body);
            await app.audit(request, { operatorId: request.user.id, action: 'chatPrompts.create', target: `chatPrompt:${after.id}`, after }, tx);
            return row;
          });
          return ok(row);
        },
      );

      operator.post(
        '/admin/prompts/:id',
        {
          schema: {
            tags: ['admin'],
            summary: 'Changes a chat prompt (the fields given: enabled alone switches it; categoryId moves it)',
            params: Id,
            body: Type.Partial(Type.Object(promptFields), { minProperties: 1 }),
            response: { 200: Envelope(Prompt), ...errorReplies(401, 403, 404) },
          },
        },
        async (request) => {
          const { id } = request.params;
          const row = await db.transaction(async (tx) => {
            const { before, after, row } = await admin.updatePrompt(tx, id, request.body);
            await app.audit(request, { operatorId: request.user.id, action: 'chatPrompts.update', target: `chatPrompt:${id}`, before, after }, tx);
            return row;
          });
          return ok(row);
        },
      );

      operator.delete(
        '/admin/prompts/:id',
        {
          config: { confirm: true },
          schema: {
            tags: ['admin'],
            summary: 'Deletes a chat prompt (two-step confirmation)',
            params: Id,
            response: { 200: Envelope(Type.Null()), ...errorReplies(401, 403, 404) },
          },
        },
        async (request) => {
          const { id } = request.params;
          await db.transaction(async (tx) => {
            const before = await admin.removePrompt(tx, id);
            await app.audit(request, { operatorId: request.user.id, action: 'chatPrompts.delete', target: `chatPrompt:${id}`, before }, tx);
          });
          return ok(null);
        },
      );
    }),
  );
};
export default adminPrompts;
