import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** CORS for the origins listed in CORS_ORIGINS only; none listed: same origin only (no CORS headers at all). */
export default fp(
  async function corsOrigins(app: FastifyInstance) {
    const origins = app.env.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean);
    if (origins.length > 0) await app.register(cors, { origin: origins, credentials: false });
  },
  { name: 'cors', dependencies: ['env'] },
);
