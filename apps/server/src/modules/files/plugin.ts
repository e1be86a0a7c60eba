import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import routes from './routes.js';

/** Uploads (POST /file/upload: type by magic bytes, per-folder rules) and downloads of this site's own files (GET /file/down). */
export default fp(
  async function files(app: FastifyInstance) {
    await app.register(routes, { prefix: '/api' });
  },
  { name: 'files', dependencies: ['database', 'auth', 'admin', 'file-store'] },
);
