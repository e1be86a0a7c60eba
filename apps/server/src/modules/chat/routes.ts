import type { FastifyPluginAsync } from 'fastify';
import adminModelRoutes from './routes/adminModels.js';
import agentGroupRoutes from './routes/agentGroups.js';
import chatlogRoutes from './routes/chatlog.js';
import chatProcessRoutes from './routes/chatProcess.js';
import groupRoutes from './routes/groups.js';
import modelRoutes from './routes/models.js';

/** The module's routes, in the API document's order. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(modelRoutes);
  await app.register(groupRoutes);
  await app.register(agentGroupRoutes);
  await app.register(chatlogRoutes);
  await app.register(chatProcessRoutes);
  await app.register(adminModelRoutes);
};
export default routes;
