import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import routes from './routes.js';

/** Points and packages: the ledger, daily check-in, invites, card codes, the package list. */
export default fp(
  async function economy(app: FastifyInstance) {
    await app.register(routes, { prefix: '/api' });
  },
  { name: 'economy', dependencies: ['database', 'clock', 'site-config', 'auth', 'admin'] },
);
