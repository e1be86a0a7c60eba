import type { FastifyPluginAsync } from 'fastify';
import adminHomeRoutes from './routes/adminHome.js';
import homeRoutes from './routes/home.js';

/** The home page's routes, in the API document's order. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(homeRoutes);
  await app.register(adminHomeRoutes);
};
export default routes;
