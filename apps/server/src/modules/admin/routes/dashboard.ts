import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Envelope, errorReplies, ok } from '../../../http/envelope.js';
import { dashboardFigures } from '../dashboard/dashboardFigures.js';
import { keepRollups } from '../dashboard/rollups.js';

const Count = Type.Integer({ minimum: 0 });
const DayFigures = Type.Object({
  day: Type.String(),
  usersNew: Count,
  usersTotal: Count,
  revenueFen: Count,
  ordersPaid: Count,
  ordersCreated: Count,
  pointsIn: Count,
  pointsOut: Count,
  turns: Count,
  tokens: Count,
});
const { day: _day, ...totalsFields } = DayFigures.properties;

const Dashboard = Type.Object({
  days: Type.Integer(),
  from: Type.String(),
  to: Type.String(),
  updatedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  totals: Type.Object({ ...totalsFields, chatPoints: Type.Integer() }),
  daily: Type.Array(DayFigures),
  ordersByStatus: Type.Object({ pending: Count, paid: Count, expired: Count }),
  revenueByProvider: Type.Array(Type.Object({ provider: Type.String(), revenueFen: Count, orders: Count })),
  pointsByReason: Type.Array(Type.Object({ reason: Type.String(), in: Count, out: Count })),
  // Net of refunds: a model's points may be negative on a day its refunds outnumber its charges.
  models: Type.Array(Type.Object({ model: Type.String(), turns: Count, tokens: Count, points: Type.Integer() })),
});

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
