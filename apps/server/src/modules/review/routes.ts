import type { FastifyPluginAsync } from 'fastify';
import adminReviewRoutes from './routes/adminReview.js';

/** The module's routes, in the API document's order. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(adminReviewRoutes);
};
export default routes;
