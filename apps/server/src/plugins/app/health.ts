import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { Type } from 'typebox';

/**
 * /healthz: the process answers. /readyz: the database answers too (load balancers route on it), and which vector
 * search the knowledge base has: `pgvector` (HNSW) or `plain` (an exact cosine in SQL, the server lacking pgvector).
 */
const health: FastifyPluginAsyncTypebox = async (app) => {
  const Status = Type.Object({ status: Type.String(), vectors: Type.Optional(Type.Union([Type.Literal('pgvector'), Type.Literal('plain')])) });
  app.get('/healthz', { schema: { hide: true, response: { 200: Status } } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true, response: { 200: Status, 503: Status } } }, async (_request, reply) => {
    try {
      await app.database.ping();
      return { status: 'ready', vectors: app.database.vectors };
    } catch (error) {
      app.log.warn({ err: error }, 'database not reachable');
      return reply.code(503).send({ status: 'database unreachable' });
    }
  });
};
export default fp(health, { name: 'health', dependencies: ['database'] });
