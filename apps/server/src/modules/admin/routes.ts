import type { FastifyPluginAsync } from 'fastify';
import auditLog from './routes/auditLog.js';
import authRoutes from './routes/auth.js';
import dashboard from './routes/dashboard.js';
import totpRoutes from './routes/totp.js';
import usage from './routes/usage.js';

/** The module's routes, in the API document's order. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(authRoutes);
  await app.register(totpRoutes);
  await app.register(dashboard);
  await app.register(usage);
  await app.register(auditLog);
};
export default routes;
