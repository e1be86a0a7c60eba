import type { FastifyPluginAsync } from 'fastify';
import adminChannelTestRoutes from './routes/adminChannelTests.js';
import adminUserActionRoutes from './routes/adminUserActions.js';
import adminUserRoutes from './routes/adminUsers.js';
import authRoutes from './routes/auth.js';
import securityRoutes from './routes/security.js';
import userRoutes from './routes/user.js';

/** The module's routes, in the API document's order. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(authRoutes);
  await app.register(securityRoutes);
  await app.register(userRoutes);
  await app.register(adminUserRoutes);
  await app.register(adminUserActionRoutes);
  await app.register(adminChannelTestRoutes);
};
export default routes;
