import type { FastifyPluginAsync } from 'fastify';
import promptRoutes from './routes/prompts.js';

/** The prompt library's routes, in the API document's order. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(promptRoutes);
};
export default routes;
