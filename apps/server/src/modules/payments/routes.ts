import type { FastifyPluginAsync } from 'fastify';
import notifyRoutes from './routes/notify.js';
import orderRoutes from './routes/order.js';

/** The module's routes, in the API document's order. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(orderRoutes);
  await app.register(notifyRoutes);
};
export default routes;
