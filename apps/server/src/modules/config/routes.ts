import type { FastifyPluginAsync } from 'fastify';
import adminConfigRoutes from './routes/adminConfig.js';
import adminMenusRoutes from './routes/adminMenus.js';
import adminNoticesRoutes from './routes/adminNotices.js';
import configRoutes from './routes/config.js';
import menuRoutes from './routes/menu.js';

/** The module's routes, in the API document's order. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(configRoutes);
  await app.register(menuRoutes);
  await app.register(adminConfigRoutes);
  await app.register(adminMenusRoutes);
  await app.register(adminNoticesRoutes);
};
export default routes;
