import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { schema } from '../../db/index.js';
import { Envelope, errorReplies, ok } from '../../http/envelope.js';

/**
 * POST /user/inviteLink {code} (SPEC §7): a visit through someone's invite link, counted for the
 * code's owner. The reply is the same whether or not the code exists, so codes cannot be probed.
 */
const user: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/user/inviteLink',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['user'],
        body: Type.Object({ code: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }) }, { additionalProperties: false }),
        response: { 200: Envelope(Type.Null()), ...errorReplies(429) },
      },
    },
    async (request) => {
      await app.database.db
        .update(schema.users)
        .set({ inviteLinkCount: sql`${schema.users.inviteLinkCount} + 1` })
        .where(eq(schema.users.inviteCode, request.body.code));
      return ok(null);
    },
  );
};
export default user;
