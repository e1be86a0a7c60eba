import type { FastifyPluginAsync } from 'fastify';
import adminPromptRoutes from './routes/adminPrompts.js';
import promptRoutes from './routes/prompts.js';

/** The prompt library's routes, in the API document's order. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(promptRoutes);
  await app.register(adminPromptRoutes);
};
export default routes;
