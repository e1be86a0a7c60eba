import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Envelope, errorReplies, ok } from '../../../http/envelope.js';
import { adminScope } from '../../../plugins/app/admin.js';
import { UsageReply, usageFigures } from '../dashboard/usageFigures.js';

const Days = Type.Object({ days: Type.Union([Type.Literal(7), Type.Literal(30), Type.Literal(90)], { default: 7 }) });

/**
 * Usage and quotas: chat turns, tokens, points and refunds per model and day (from the dashboard's rollups), the top
 * spenders of the period, and members' free uses today.
 */
const usage: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  await app.register(
    adminScope(async (operator) => {
      operator.get(
        '/admin/usage',
        {
          schema: {
            tags: ['admin'],
            summary: 'Chat usage of the last 7, 30 or 90 days: per model and day, top spenders, members’ free uses today',
            querystring: Days,
            response: { 200: Envelope(UsageReply), ...errorReplies(401, 403) },
          },
        },
        async (request) => ok(await usageFigures(db, app.clock.now(), request.query.days)),
      );
    }),
  );
};
export default usage;
