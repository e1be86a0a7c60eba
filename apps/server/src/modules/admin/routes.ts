import type { FastifyPluginAsync } from 'fastify';
import auditLog from './routes/auditLog.js';
import authRoutes from './routes/auth.js';

/** The module's routes, in the API document's order. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(authRoutes);
  await app.register(auditLog);
};
export default routes;
