import type { FastifyPluginAsync } from 'fastify';
import authRoutes from './routes/auth.js';

/** The module's routes, in the API document's order. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(authRoutes);
};
export default routes;
