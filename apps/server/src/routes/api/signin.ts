import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { say } from '../../domain/accounts/accountServices.js';
import { checkIn, monthLog } from '../../domain/economy/checkIn.js';
import { DomainError } from '../../http/DomainError.js';
import { Envelope, errorReplies, ok } from '../../http/envelope.js';

const signedToday = { zh: '今日已签到，明天再来吧', en: 'You have checked in today, come back tomorrow' };
const signedIn = { zh: '签到成功！', en: 'Checked in!' };

/** SPEC §7 check-in calls: POST /signin/sign (data: points awarded) and GET /signin/signinLog. */
const signin: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/signin/sign',
    {
      preHandler: app.authenticate,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: { tags: ['economy'], response: { 200: Envelope(Type.Integer({ description: 'Points awarded' })), ...errorReplies(401, 429) } },
    },
    async (request) => {
      const result = await checkIn(app.database.db, app.configStore, request.user!.id, app.clock.now());
      if (!result) throw new DomainError(signedToday);
      return ok(result.awarded, say(request, signedIn));
    },
  );

  app.get(
    '/signin/signinLog',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['economy'],
        response: { 200: Envelope(Type.Array(Type.Object({ signInDate: Type.String({ description: 'YYYY-MM-DD, Asia/Shanghai' }), isSigned: Type.Boolean() }))), ...errorReplies(401) },
      },
    },
    async (request) => ok(await monthLog(app.database.db, request.user!.id, app.clock.now())),
  );
};
export default signin;
