import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { say } from '../../domain/accounts/accountServices.js';
import { cardCodeMessages, generateCardCodes, redeemCardCode } from '../../domain/economy/cardCodes.js';
import { Envelope, errorReplies, failure, ok } from '../../http/envelope.js';

/** SPEC §7 POST /crami/useCrami {code}, and the operator's batch generation. */
const crami: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/crami/useCrami',
    {
      preHandler: app.authenticate,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { tags: ['economy'], body: Type.Object({ code: Type.String({ minLength: 1, maxLength: 64 }) }), response: { 200: Envelope(Type.Null()), ...errorReplies(401, 429) } },
    },
    async (request) => {
      await redeemCardCode(app.database.db, request.user!.id, request.body.code, app.clock.now());
      return ok(null, say(request, cardCodeMessages.redeemed));
    },
  );

  const operatorOnly = async (request: FastifyRequest, reply: FastifyReply) => {
    await app.authenticate(request, reply);
    if (reply.sent) return;
    if (request.user?.role !== 'admin') return reply.code(403).send(failure(403, say(request, { zh: '仅管理员可用', en: 'Operators only' })));
  };

  app.post(
    '/admin/crami/generate',
    {
      preHandler: operatorOnly,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['admin'],
        body: Type.Object({ goodsId: Type.Integer({ minimum: 1 }), count: Type.Integer({ minimum: 1, maximum: 1000 }), batch: Type.Optional(Type.String({ maxLength: 64 })) }),
        response: { 200: Envelope(Type.Array(Type.String())), ...errorReplies(401, 403, 429) },
      },
    },
    async (request) => ok(await generateCardCodes(app.database.db, request.body.goodsId, request.body.count, request.body.batch ?? '')),
  );
};
export default crami;
