import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Envelope, errorReplies, ok } from '../../../http/envelope.js';
import { Dashboard, dashboardFigures } from '../dashboard/dashboardFigures.js';
import { keepRollups } from '../dashboard/rollups.js';

const Days = Type.Object({ days: Type.Union([Type.Literal(7), Type.Literal(30), Type.Literal(90)], { default: 7 }) });

/**
 * The dashboard: the last 7, 30 or 90 Shanghai days from the rollups (dashboard/rollups.ts), which a job rebuilds every
 * DASHBOARD_ROLLUP_SECONDS; `refresh` rebuilds yesterday's and today's at once and answers the fresh figures.
 */
const dashboard: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  const reply = { 200: Envelope(Dashboard), ...errorReplies(401, 403) };
  app.get(
    '/admin/dashboard',
    { schema: { tags: ['admin'], summary: 'The dashboard of the last 7, 30 or 90 days', querystring: Days, response: reply } },
    async (request) => ok(await dashboardFigures(db, app.clock.now(), request.query.days)),
  );
  app.post(
    '/admin/dashboard/refresh',
    {
      schema: { tags: ['admin'], summary: 'Rebuild the rollups of yesterday and today, then the dashboard', body: Days, response: reply },
    },
    async (request) => {
      await keepRollups(db, app.clock.now());
      return ok(await dashboardFigures(db, app.clock.now(), request.body.days));
    },
  );
};
export default dashboard;
