import { randomBytes } from 'node:crypto';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { SimState } from '../simState.js';
import { registerObjectRoutes } from './objectRoutes.js';
import { forcedError, objectRequestsOnly, s3Error, type S3Error } from './s3Errors.js';
import { REQUEST_ID_HEADER, sendS3Error } from './sendError.js';
import { verifyRequest } from './verifyRequest.js';

/** Largest PUT body taken (S3's own single-PUT limit is 5 GB). */
export const MAX_OBJECT_BYTES = 64 * 1024 * 1024;

/** S3-compatible object storage, path style (`/<bucket>/<key>` under the plugin prefix), SigV4 header or presigned-URL auth. */
export const s3Plugin: FastifyPluginAsync<{ state: SimState }> = async (app, { state }) => {
  const prefix = app.prefix;
  const sendError = (request: FastifyRequest, reply: FastifyReply, error: S3Error) => sendS3Error(request, reply, prefix, error);

  // Objects are raw bytes whatever their Content-Type: no JSON or text parsing here.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_OBJECT_BYTES }, (_request, body, done) => done(null, body));

  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, randomBytes(8).toString('hex').toUpperCase());
    if (state.s3.error) return sendError(request, reply, forcedError(state.s3.error));
  });
  // After body parsing: the payload hash is checked against the bytes received.
  app.addHook('preHandler', async (request, reply) => {
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const error = verifyRequest(state.s3.config, { method: request.method, url: request.url, rawHeaders: request.raw.rawHeaders, body });
    if (error) return sendError(request, reply, error);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return sendError(request, reply, s3Error('EntityTooLarge'));
    if ((error.statusCode ?? 500) < 500) return sendError(request, reply, s3Error('InvalidRequest', error.message));
    return sendError(request, reply, s3Error('InternalError'));
  });
  app.setNotFoundHandler((request, reply) => sendError(request, reply, objectRequestsOnly()));

  registerObjectRoutes(app, state, sendError);
};
