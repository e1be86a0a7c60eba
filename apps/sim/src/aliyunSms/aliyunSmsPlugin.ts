import type { FastifyError, FastifyPluginAsync } from 'fastify';
import type { SimState } from '../simState.js';
import { popErrorBody, popErrors, requestId } from './aliyunErrors.js';
import { formatOf, sendRpc } from './rpcReply.js';
import { registerSendSmsRoute } from './sendSmsRoute.js';

/**
 * Aliyun SMS (dysmsapi 2017-05-25), RPC style: `GET` or `POST` on the endpoint root (mounted under a prefix), parameters in
 * the query or a form body, signature version 1.0. SendSms only; accepted messages land in the SMS sink.
 */
export const aliyunSmsPlugin: FastifyPluginAsync<{ state: SimState }> = async (app, { state }) => {
  // Parameters come as a form body or in the query; any other body is ignored, as the gateway does.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, _body, done) => done(null, undefined));

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const format = formatOf(new URLSearchParams(request.url.split('?')[1] ?? '').get('Format') ?? undefined);
    const popError = (error.statusCode ?? 500) < 500 ? popErrors.invalidParameter(error.message) : popErrors.internal;
    return sendRpc(reply, format, popError.status, 'Error', popErrorBody(popError, requestId()));
  });

  registerSendSmsRoute(app, state);
};
