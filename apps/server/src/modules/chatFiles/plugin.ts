import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ChatFileService } from './chatFileService.js';
import routes from './routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    chatFiles: ChatFileService;
  }
}

/** File chat (/document): uploads with their extracted text (`app.chatFiles`), and questions about a file as chat turns. */
export default fp(
  async function chatFiles(app: FastifyInstance) {
    app.decorate('chatFiles', new ChatFileService(app.database.db, app.fileStore));
    await app.register(routes, { prefix: '/api' });
  },
  { name: 'chatFiles', dependencies: ['database', 'auth', 'file-store', 'chat'] },
);
