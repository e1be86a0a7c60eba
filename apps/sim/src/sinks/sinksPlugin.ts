import type { FastifyError, FastifyPluginAsync } from 'fastify';
import type { SimState } from '../simState.js';
import { registerMailRoutes } from './mailRoutes.js';
import { registerSmsRoutes } from './smsRoutes.js';

/** SMS and mail sinks: keep what our server sends so tests can read the codes and links back. */
export const sinksPlugin: FastifyPluginAsync<{ state: SimState }> = async (app, { state }) => {
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    const status = error.statusCode ?? 500;
    return reply.code(status).send({ ok: false, error: status < 500 ? 'invalid_request' : 'internal', message: error.message });
  });
  registerSmsRoutes(app, state);
  registerMailRoutes(app, state);
};
