import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ConfigStore } from '../domain/config/configStore.js';
import { MenuStore } from '../domain/menu/menuStore.js';

declare module 'fastify' {
  interface FastifyInstance {
    configStore: ConfigStore;
    menuStore: MenuStore;
  }
}

/** Domain services over the database, created once per app. */
export default fp(async function services(app: FastifyInstance) {
  const configStore = new ConfigStore(app.database.db);
  await configStore.reload();
  app.decorate('configStore', configStore);
  app.decorate('menuStore', new MenuStore(app.database.db));
});
