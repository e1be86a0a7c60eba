import type { FastifyPluginAsync } from 'fastify';
import homeRoutes from './routes/home.js';

/** The home page's routes, in the API document's order. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(homeRoutes);
};
export default routes;
