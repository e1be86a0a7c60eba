import type { FastifyError, FastifyPluginAsync } from 'fastify';
import type { SimState } from '../simState.js';
import { registerAccessTokenRoutes } from './accessTokenRoutes.js';
import { registerOAuthRoutes } from './oauthRoutes.js';
import { registerQrcodeRoutes } from './qrcodeRoutes.js';
import { wechatErrors } from './wechatErrors.js';

/** WeChat official account: access token, scene QR codes, web OAuth. Pushes to our server go through the control API. */
export const wechatMpPlugin: FastifyPluginAsync<{ state: SimState }> = async (app, { state }) => {
  // WeChat answers malformed bodies with HTTP 200 and an errcode.
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if ((error.statusCode ?? 500) >= 500) return reply.code(500).send({ errcode: -1, errmsg: 'system error' });
    return reply.code(200).send(wechatErrors.dataFormatError);
  });
  registerAccessTokenRoutes(app, state);
  registerQrcodeRoutes(app, state);
  registerOAuthRoutes(app, state);
};
