import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import routes from './routes.js';

/**
 * The back office's own routes: signing in and out. Every /api/admin route, this module's or another's, is guarded and
 * audited by plugins/app/admin.ts; a module adds its operator screens' routes in its own folder (docs/admin.md).
 */
export default fp(
  async function admin(app: FastifyInstance) {
    await app.register(routes, { prefix: '/api' });
  },
  { name: 'admin-module', dependencies: ['admin', 'accounts'] },
);
