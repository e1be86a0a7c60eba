import type { FastifyPluginAsync } from 'fastify';
import adminOrderRoutes from './routes/adminOrders.js';
import adminProviderRoutes from './routes/adminProviders.js';
import notifyRoutes from './routes/notify.js';
import orderRoutes from './routes/order.js';

/** The module's routes, in the API document's order. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(orderRoutes);
  await app.register(notifyRoutes);
  await app.register(adminOrderRoutes);
  await app.register(adminProviderRoutes);
};
export default routes;
