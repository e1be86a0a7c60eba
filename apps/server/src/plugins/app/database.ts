import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../../db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
  }
}

/** Makes the opened database available as `app.database` and closes it with the server. */
export default fp<{ handle: DatabaseHandle }>(
  async function database(app: FastifyInstance, { handle }) {
    app.decorate('database', handle);
    app.addHook('onClose', async () => handle.close());
  },
  { name: 'database' },
);
