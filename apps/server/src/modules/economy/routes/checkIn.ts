import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { say } from '../../../http/validationMessage.js';
import { checkIn, monthLog } from '../checkIn.js';
import { DomainError } from '../../../domain/errors.js';
import { Envelope, errorReplies, ok } from '../../../http/envelope.js';
import { authenticated } from '../../../plugins/app/auth.js';
import { economyMessages } from '../messages.js';

/** SPEC §7 check-in calls: POST /signin/sign (data: points awarded) and GET /signin/signinLog. */
const signin: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(
    authenticated(async (authed) => {
      authed.post(
        '/signin/sign',
        {
          config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
          schema: { tags: ['economy'], response: { 200: Envelope(Type.Integer({ description: 'Points awarded' })), ...errorReplies(401, 429) } },
        },
        async (request) => {
          const result = await checkIn(app.database.db, app.configStore, request.user.id, app.clock.now());
          if (!result) throw new DomainError(economyMessages.signedToday);
          return ok(result.awarded, say(request, economyMessages.signedIn));
        },
      );

      authed.get(
        '/signin/signinLog',
        {
          schema: {
            tags: ['economy'],
            response: {
              200: Envelope(Type.Array(Type.Object({ signInDate: Type.String({ description: 'YYYY-MM-DD, Asia/Shanghai' }), isSigned: Type.Boolean() }))),
              ...errorReplies(401),
            },
          },
        },
        async (request) => ok(await monthLog(app.database.db, request.user.id, app.clock.now())),
      );
    }),
  );
};
export default signin;
