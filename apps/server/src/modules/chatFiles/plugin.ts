import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ChatFileService } from './chatFileService.js';
import { movePrivateFiles } from './movePrivateFiles.js';
import routes from './routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    chatFiles: ChatFileService;
  }
}

/** File chat (/document): uploads with their extracted text (`app.chatFiles`), and questions about a file as chat turns. */
export default fp(
  async function chatFiles(app: FastifyInstance) {
    app.decorate('chatFiles', new ChatFileService(app.database.db, app.fileStore, app.signedFileUrls));
    // Files from before chat files were private move in the background after start; closing waits for the pass.
    let moving: Promise<unknown> = Promise.resolve();
    app.addHook('onReady', async () => {
      moving = movePrivateFiles(app.database.db, app.fileStore)
        .then((report) => (report.moved || report.missing || report.failed) && app.log.warn(report, 'chat files moved to private storage'))
        .catch((error: unknown) => app.log.warn({ err: error }, 'moving chat files to private storage failed'));
    });
    app.addHook('onClose', async () => moving);
    await app.register(routes, { prefix: '/api' });
  },
  { name: 'chatFiles', dependencies: ['database', 'auth', 'file-store', 'chat'] },
);
