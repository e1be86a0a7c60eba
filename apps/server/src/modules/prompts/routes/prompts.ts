import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Int4 } from '../../../http/bounds.js';
import { Envelope, ok } from '../../../http/envelope.js';

const Category = Type.Object({ id: Type.Integer(), name: Type.String(), type: Type.String() });
const Prompt = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  desc: Type.String(),
  prompt: Type.String({ description: '使用 puts it in the chat composer' }),
  promptEn: Type.String(),
  categoryId: Type.Integer(),
});

/** The prompt library's calls (SPEC §7 /category/list, /aiprompt/page; /chat/prompt). Visitors read too. */
const promptRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const library = app.promptLibrary;

  app.get(
    '/category/list',
    {
      schema: {
        tags: ['prompts'],
        description: 'The prompt library’s enabled categories in order; `type` keeps one kind (prompt: the default).',
        querystring: Type.Object({ type: Type.Optional(Type.String({ maxLength: 30 })) }),
        response: { 200: Envelope(Type.Object({ rows: Type.Array(Category), count: Type.Integer() })) },
      },
    },
    async (request) => {
      const rows = await library.categories(request.query.type || undefined);
      return ok({ rows, count: rows.length });
    },
  );

  app.post(
    '/aiprompt/page',
    {
      schema: {
        tags: ['prompts'],
        description: 'A page of the library’s prompts in the operator’s order: in a category, with every word of keyword in the title, description or prompt.',
        body: Type.Object({
          page: Type.Optional(Int4({ minimum: 1 })),
          size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
          categoryId: Type.Optional(Int4({ minimum: 0 })),
          keyword: Type.Optional(Type.String({ maxLength: 50 })),
        }),
        response: { 200: Envelope(Type.Object({ rows: Type.Array(Prompt), count: Type.Integer() })) },
      },
    },
    async (request) => {
      const { page = 1, size = 20, categoryId, keyword } = request.body;
      return ok(await library.page({ page, size, categoryId: categoryId || undefined, keyword }));
    },
  );
};
export default promptRoutes;
