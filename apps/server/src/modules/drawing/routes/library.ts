import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Int4 } from '../../../http/bounds.js';
import { Envelope, errorReplies, ok } from '../../../http/envelope.js';
import { Page, Size } from './drawingSchemas.js';

const PromptEntry = Type.Object({ id: Type.Integer(), categoryId: Type.Integer(), title: Type.String(), prompt: Type.String() });

/** The prompt library and suggestion chips (public: the draw screen shows them before login too). */
const drawingLibrary: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/midjourney/incantationClassifyQueryAll',
    {
      schema: {
        tags: ['drawing'],
        description: "The prompt library's categories.",
        response: { 200: Envelope(Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() }))) },
      },
    },
    async () => ok(await app.drawingTools.promptCategories()),
  );
  app.post(
    '/midjourney/incantationQueryByPid',
    {
      schema: {
        tags: ['drawing'],
        description: "A category's prompts.",
        body: Type.Object({ pid: Int4({ minimum: 1 }) }),
        response: { 200: Envelope(Type.Array(PromptEntry)) },
      },
    },
    async (request) => ok(await app.drawingTools.promptsOf(request.body.pid)),
  );
  app.get(
    '/midjourney/promptsAll',
    {
      schema: {
        tags: ['drawing'],
        description: 'Every prompt of the library, by category, a page at a time.',
        querystring: Type.Object({ page: Page, size: Size }),
        response: { 200: Envelope(Type.Object({ rows: Type.Array(PromptEntry), count: Type.Integer() })), ...errorReplies() },
      },
    },
    async (request) => ok(await app.drawingTools.promptPage(request.query.page ?? 1, request.query.size ?? 20)),
  );
  app.post(
    '/midjourney/suggestQuery',
    {
      schema: {
        tags: ['drawing'],
        description: 'The suggestion chips under the prompt box (the operator sets drawSuggestWords).',
        response: { 200: Envelope(Type.Array(Type.String())) },
      },
    },
    async () => ok(app.drawSettings.suggestWords()),
  );
};

export default drawingLibrary;
