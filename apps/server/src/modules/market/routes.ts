import type { FastifyPluginAsync } from 'fastify';
import adminMarket from './routes/adminMarket.js';
import marketRoutes from './routes/market.js';

/** The market module's routes, in the API document's order. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(marketRoutes);
  await app.register(adminMarket);
};
export default routes;
