import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HomeSlots } from './homeSlots.js';
import routes from './routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    homeSlots: HomeSlots;
  }
}

/** The home page's curated recommendations and carousel (/homePage), set by the operator. */
export default fp(
  async function home(app: FastifyInstance) {
    app.decorate(
      'homeSlots',
      new HomeSlots({
        db: app.database.db,
        now: () => app.clock.now(),
        listed: async (ids) => {
          const { rows } = await app.appCatalog.list(null, { ids, page: 1, size: ids.length });
          return new Map(rows.map((row) => [row.id, { id: row.id, name: row.name, des: row.des, coverImg: row.coverImg, catName: row.catName }]));
        },
      }),
    );
    await app.register(routes, { prefix: '/api' });
  },
  { name: 'home', dependencies: ['database', 'clock', 'apps'] },
);
