import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ConfigStore } from '../../domain/config/configStore.js';

declare module 'fastify' {
  interface FastifyInstance {
    configStore: ConfigStore;
  }
}

/** The operator's site configuration (`site_config`), loaded once and kept in memory, invalidated on change. */
export default fp(
  async function siteConfig(app: FastifyInstance) {
    const configStore = new ConfigStore(app.database.db);
    await configStore.reload();
    app.decorate('configStore', configStore);
  },
  { name: 'site-config', dependencies: ['database'] },
);
