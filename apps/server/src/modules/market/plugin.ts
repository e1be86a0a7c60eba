import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MarketService } from './marketService.js';
import { MarketSettings } from './marketSettings.js';
import routes from './routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    market: MarketService;
    marketSettings: MarketSettings;
  }
}

/** Views only de-duplicate within a day: the runner prunes the old ones this often. */
const pruneEveryMs = 60 * 60_000;

/**
 * The market of shared drawings (docs/market.md): authors share finished pictures (reviewed by the operator when the
 * switch is on: kind `drawing` in the review queue), everyone browses, users like; views are counted once per viewer
 * and day. A deleted drawing leaves the market in its deleting transaction.
 */
export default fp(
  async function market(app: FastifyInstance) {
    const settings = new MarketSettings(app.configStore);
    const service = new MarketService({
      db: app.database.db,
      clock: app.clock,
      review: app.review,
      settings,
      refuseSensitive: (text) => app.drawing.refuseSensitive(text),
      imageModelName: (id) => app.models.byId(id)?.modelName ?? '',
    });
    service.registerReview();
    app.drawing.whenRemoved((tx, id) => service.removeIn(tx, id));
    app.jobs.chore('market views', pruneEveryMs, () => service.pruneViews());
    app.decorate('market', service);
    app.decorate('marketSettings', settings);
    await app.register(routes, { prefix: '/api' });
  },
  { name: 'market', dependencies: ['database', 'clock', 'site-config', 'auth', 'admin', 'file-store', 'chat', 'review', 'jobs', 'drawing'] },
);
