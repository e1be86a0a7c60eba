import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { reloadOnNotify } from '../../plugins/app/reloadOnNotify.js';
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
    const menuStore = new MenuStore(app.database.db);
    app.decorate('menuStore', menuStore);
    // The back office edits menus on any instance: menus' trigger (migration 0017) announces it to all.
    await reloadOnNotify(app, 'lx_menus_changed', () => menuStore.invalidate(), 'the menus');
    await app.register(routes, { prefix: '/api' });
  },
  { name: 'config', dependencies: ['database', 'site-config', 'file-store', 'admin'] },
);
