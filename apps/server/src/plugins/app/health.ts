import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { Type } from 'typebox';

/** /healthz: the process answers. /readyz: the database answers too (load balancers route on it). */
const health: FastifyPluginAsyncTypebox = async (app) => {
  const Status = Type.Object({ status: Type.String() });
  app.get('/healthz', { schema: { hide: true, response: { 200: Status } } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true, response: { 200: Status, 503: Status } } }, async (_request, reply) => {
    try {
      await app.database.ping();
      return { status: 'ready' };
    } catch (error) {
      app.log.warn({ err: error }, 'database not reachable');
      return reply.code(503).send({ status: 'database unreachable' });
    }
  });
};
export default fp(health, { name: 'health', dependencies: ['database'] });
