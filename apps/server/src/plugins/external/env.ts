import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../../config/env.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The validated environment (config/env.ts). */
    env: Env;
  }
}

/** Makes the validated environment available as `app.env` to every plugin and module. */
export default fp<{ env: Env }>(
  async function env(app: FastifyInstance, { env }) {
    app.decorate('env', env);
  },
  { name: 'env' },
);
