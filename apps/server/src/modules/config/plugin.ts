import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MenuStore } from './menuStore.js';
import routes from './routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    menuStore: MenuStore;
  }
}

/** Site configuration, menus and the notice: the public config reads (queryFront …), menu/list, config/notice. */
export default fp(
  async function config(app: FastifyInstance) {
    app.decorate('menuStore', new MenuStore(app.database.db));
    await app.register(routes, { prefix: '/api' });
  },
  { name: 'config', dependencies: ['database', 'site-config', 'file-store', 'admin'] },
);
