import type { FastifyPluginAsync } from 'fastify';
import adminCardBatchRoutes from './routes/adminCardBatches.js';
import adminCardCodeRoutes from './routes/adminCardCodes.js';
import adminGoodsRoutes from './routes/adminGoods.js';
import adminVipLevelRoutes from './routes/adminVipLevels.js';
import cardCodeRoutes from './routes/cardCodes.js';
import checkInRoutes from './routes/checkIn.js';

/** The module's routes, in the API document's order. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(checkInRoutes);
  await app.register(cardCodeRoutes);
  await app.register(adminGoodsRoutes);
  await app.register(adminCardCodeRoutes);
  await app.register(adminCardBatchRoutes);
  await app.register(adminVipLevelRoutes);
};
export default routes;
