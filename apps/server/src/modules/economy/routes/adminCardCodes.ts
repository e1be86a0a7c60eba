import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Int4 } from '../../../http/bounds.js';
import { Envelope, errorReplies, ok } from '../../../http/envelope.js';
import { adminScope } from '../../../plugins/app/admin.js';
import { generateCardCodes } from '../cardCodes.js';

/** The back office's card codes (guarded and audited under /api/admin): generating a batch. */
const adminCardCodes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(
    adminScope(async (operator) => {
      operator.post(
        '/admin/crami/generate',
        {
          config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
          schema: {
            tags: ['admin'],
            body: Type.Object({
              goodsId: Int4({ minimum: 1 }),
              count: Type.Integer({ minimum: 1, maximum: 1000 }),
              batch: Type.Optional(Type.String({ maxLength: 64 })),
            }),
            response: { 200: Envelope(Type.Array(Type.String())), ...errorReplies(401, 403, 429) },
          },
        },
        async (request) => {
          const { goodsId, count, batch = '' } = request.body;
          const codes = await app.database.db.transaction(async (tx) => {
            const generated = await generateCardCodes(tx, goodsId, count, batch);
            await app.audit(request, { operatorId: request.user.id, action: 'cardCodes.generate', target: `goods:${goodsId}`, after: { count, batch } }, tx);
            return generated;
          });
          return ok(codes);
        },
      );
    }),
  );
};
export default adminCardCodes;
