import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { asc, count, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Executor } from '../../../db/executor.js';
import { schema } from '../../../db/index.js';
import { DomainError } from '../../../domain/errors.js';
import { INT4_MIN, Int4 } from '../../../http/bounds.js';
import { Envelope, errorReplies, ok } from '../../../http/envelope.js';
import { adminScope } from '../../../plugins/app/admin.js';
import { libraryMessages } from '../messages.js';

const { drawPromptCategories: categories, drawPrompts: prompts } = schema;
const Id = Type.Object({ id: Int4({ minimum: 1 }) });
const sort = Int4({ minimum: INT4_MIN, description: 'Lower shows first (then the oldest)' });
const categoryFields = { name: Type.String({ minLength: 1, maxLength: 20 }), sort };
const promptFields = {
  categoryId: Int4({ minimum: 1 }),
  title: Type.String({ minLength: 1, maxLength: 40 }),
  prompt: Type.String({ minLength: 1, maxLength: 2000, description: 'What 使用 puts in the draw form (its limit)' }),
  sort,
};
const Category = Type.Object({ id: Type.Integer(), name: Type.String(), sort: Type.Integer(), prompts: Type.Integer() });
const Prompt = Type.Object({ id: Type.Integer(), categoryId: Type.Integer(), title: Type.String(), prompt: Type.String(), sort: Type.Integer() });

/** Trimmed text fields; blank after trimming is refused (the schema's minLength counts the spaces). */
function trimmed<T extends Record<string, unknown>>(values: T, keys: readonly string[]): T {
  const out: Record<string, unknown> = { ...values };
  for (const key of keys) {
    if (typeof out[key] !== 'string') continue;
    out[key] = (out[key] as string).trim();
    if (out[key] === '') throw new DomainError(libraryMessages.blank);
  }
  return out as T;
}

/**
 * The prompt library in the back office (/draw/prompt reads it): categories and their prompts, listed, created,
 * changed and deleted. Deleting a category takes its prompts (two-step confirmation, as every deletion here). Each
 * write is audited in its transaction.
 */
const adminDrawingLibrary: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  await app.register(
    adminScope(async (operator) => {
      operator.get(
        '/admin/drawing/prompt-categories',
        {
          schema: {
            tags: ['admin'],
            summary: "The prompt library's categories in the users' order, with how many prompts each holds",
            response: { 200: Envelope(Type.Array(Category)), ...errorReplies(401, 403) },
          },
        },
        async () => {
          const rows = await db
            .select({ id: categories.id, name: categories.name, sort: categories.sort, prompts: count(prompts.id) })
            .from(categories)
            .leftJoin(prompts, eq(prompts.categoryId, categories.id))
            .groupBy(categories.id)
            .orderBy(asc(categories.sort), asc(categories.id));
          return ok(rows);
        },
      );

      operator.post(
        '/admin/drawing/prompt-categories',
        {
          schema: {
            tags: ['admin'],
            summary: 'Creates a prompt category',
            body: Type.Object(categoryFields),
            response: { 200: Envelope(Category), ...errorReplies(401, 403) },
          },
        },
        async (request) => {
          const created = await db.transaction(async (tx) => {
            const [row] = await tx
              .insert(categories)
              .values(trimmed(request.body, ['name']))
              .returning();
            await app.audit(
              request,
              { operatorId: request.user.id, action: 'drawPrompts.createCategory', target: `promptCategory:${row!.id}`, after: row },
              tx,
            );
            return row!;
          });
          return ok({ ...created, prompts: 0 });
        },
      );

      operator.post(
        '/admin/drawing/prompt-categories/:id',
        {
          schema: {
            tags: ['admin'],
            summary: 'Changes a prompt category (the fields given)',
            params: Id,
            body: Type.Partial(Type.Object(categoryFields), { minProperties: 1 }),
            response: { 200: Envelope(Category), ...errorReplies(401, 403, 404) },
          },
        },
        async (request) => {
          const { id } = request.params;
          const updated = await db.transaction(async (tx) => {
            const [before] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
            if (!before) throw new DomainError(libraryMessages.noCategory, 404);
            const [after] = await tx
              .update(categories)
              .set(trimmed(request.body, ['name']))
              .where(eq(categories.id, id))
              .returning();
            await app.audit(request, { operatorId: request.user.id, action: 'drawPrompts.updateCategory', target: `promptCategory:${id}`, before, after }, tx);
            const [held] = await tx.select({ prompts: count() }).from(prompts).where(eq(prompts.categoryId, id));
            return { ...after!, prompts: held?.prompts ?? 0 };
          });
          return ok(updated);
        },
      );

      operator.delete(
        '/admin/drawing/prompt-categories/:id',
        {
          config: { confirm: true },
          schema: {
            tags: ['admin'],
            summary: 'Deletes a prompt category and its prompts (two-step confirmation)',
            params: Id,
            response: { 200: Envelope(Type.Null()), ...errorReplies(401, 403, 404) },
          },
        },
        async (request) => {
          const { id } = request.params;
          await db.transaction(async (tx) => {
            const [before] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
            if (!before) throw new DomainError(libraryMessages.noCategory, 404);
            const held = await tx.select().from(prompts).where(eq(prompts.categoryId, id)).orderBy(asc(prompts.sort), asc(prompts.id));
            // The prompts go with it (on delete cascade); the audit keeps them.
            await tx.delete(categories).where(eq(categories.id, id));
            await app.audit(
              request,
              { operatorId: request.user.id, action: 'drawPrompts.deleteCategory', target: `promptCategory:${id}`, before: { ...before, prompts: held } },
              tx,
            );
          });
          return ok(null);
        },
      );

      operator.get(
        '/admin/drawing/prompts',
        {
          schema: {
            tags: ['admin'],
            summary: "A category's prompts in the users' order",
            querystring: Type.Object({ categoryId: Int4({ minimum: 1 }) }),
            response: { 200: Envelope(Type.Array(Prompt)), ...errorReplies(401, 403) },
          },
        },
        async (request) =>
          ok(await db.select().from(prompts).where(eq(prompts.categoryId, request.query.categoryId)).orderBy(asc(prompts.sort), asc(prompts.id))),
      );

      /** A prompt's category must exist (a late deletion fails the insert's key the same way). */
      const categoryExists = async (tx: Executor, categoryId: number) => {
        const [category] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId)).for('share');
        if (!category) throw new DomainError(libraryMessages.noCategory, 404);
      };

      operator.post(
        '/admin/drawing/prompts',
        {
          schema: {
            tags: ['admin'],
            summary: 'Adds a prompt to a category',
            body: Type.Object(promptFields),
            response: { 200: Envelope(Prompt), ...errorReplies(401, 403, 404) },
          },
        },
        async (request) => {
          const created = await db.transaction(async (tx) => {
            await categoryExists(tx, request.body.categoryId);
            const [row] = await tx
              .insert(prompts)
              .values(trimmed(request.body, ['title', 'prompt']))
              .returning();
            await app.audit(request, { operatorId: request.user.id, action: 'drawPrompts.create', target: `prompt:${row!.id}`, after: row }, tx);
            return row!;
          });
          return ok(created);
        },
      );

      operator.post(
        '/admin/drawing/prompts/:id',
        {
          schema: {
            tags: ['admin'],
            summary: 'Changes a prompt (the fields given; categoryId moves it)',
            params: Id,
            body: Type.Partial(Type.Object(promptFields), { minProperties: 1 }),
            response: { 200: Envelope(Prompt), ...errorReplies(401, 403, 404) },
          },
        },
        async (request) => {
          const { id } = request.params;
          const updated = await db.transaction(async (tx) => {
            const [before] = await tx.select().from(prompts).where(eq(prompts.id, id)).for('update');
            if (!before) throw new DomainError(libraryMessages.noPrompt, 404);
            if (request.body.categoryId !== undefined) await categoryExists(tx, request.body.categoryId);
            const [after] = await tx
              .update(prompts)
              .set(trimmed(request.body, ['title', 'prompt']))
              .where(eq(prompts.id, id))
              .returning();
            await app.audit(request, { operatorId: request.user.id, action: 'drawPrompts.update', target: `prompt:${id}`, before, after }, tx);
            return after!;
          });
          return ok(updated);
        },
      );

      operator.delete(
        '/admin/drawing/prompts/:id',
        {
          config: { confirm: true },
          schema: {
            tags: ['admin'],
            summary: 'Deletes a prompt (two-step confirmation)',
            params: Id,
            response: { 200: Envelope(Type.Null()), ...errorReplies(401, 403, 404) },
          },
        },
        async (request) => {
          const { id } = request.params;
          await db.transaction(async (tx) => {
            const [before] = await tx.delete(prompts).where(eq(prompts.id, id)).returning();
            if (!before) throw new DomainError(libraryMessages.noPrompt, 404);
            await app.audit(request, { operatorId: request.user.id, action: 'drawPrompts.delete', target: `prompt:${id}`, before }, tx);
          });
          return ok(null);
        },
      );
    }),
  );
};
export default adminDrawingLibrary;
