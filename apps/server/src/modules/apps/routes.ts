import type { FastifyPluginAsync } from 'fastify';
import adminAppRoutes from './routes/adminApps.js';
import appRoutes from './routes/apps.js';
import gptsRoutes from './routes/gpts.js';

/** The app store module's routes, in the API document's order. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(appRoutes);
  await app.register(gptsRoutes);
  await app.register(adminAppRoutes);
};
export default routes;
