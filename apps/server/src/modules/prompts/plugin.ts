import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PromptAdmin } from './promptAdmin.js';
import { PromptLibrary } from './promptLibrary.js';
import routes from './routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    promptLibrary: PromptLibrary;
    promptAdmin: PromptAdmin;
  }
}

/** The prompt library (/chat/prompt: categories and prompt cards with 使用 and 复制), curated by the operator. */
export default fp(
  async function prompts(app: FastifyInstance) {
    app.decorate('promptLibrary', new PromptLibrary(app.database.db));
    app.decorate('promptAdmin', new PromptAdmin(app.database.db));
    await app.register(routes, { prefix: '/api' });
  },
  { name: 'prompts', dependencies: ['database', 'admin'] },
);
