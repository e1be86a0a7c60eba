import type { FastifyPluginAsync } from 'fastify';
import adminDrawingLibrary from './routes/adminLibrary.js';
import adminDrawingModeration from './routes/adminModeration.js';
import adminDrawingSettings from './routes/adminSettings.js';
import drawingReads from './routes/drawings.js';
import drawingLibrary from './routes/library.js';
import drawingNotify from './routes/notify.js';
import drawingTasks from './routes/tasks.js';

/** The drawing module's routes, in the API document's order. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(drawingTasks);
  await app.register(drawingReads);
  await app.register(drawingLibrary);
  await app.register(drawingNotify);
  await app.register(adminDrawingSettings);
  await app.register(adminDrawingLibrary);
  await app.register(adminDrawingModeration);
};

export default routes;
