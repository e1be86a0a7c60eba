import type { FastifyPluginAsync } from 'fastify';
import type { FileStore } from '../domain/files/fileStore.js';
import { failure } from '../http/envelope.js';
import { notFoundMessage } from '../plugins/errors.js';

/**
 * GET /uploads/<key> from object storage (local disk is served by @fastify/static instead).
 * Keys are random and never rewritten, so browsers may cache a file for a year.
 */
const uploads: FastifyPluginAsync<{ store: FileStore }> = async (app, { store }) => {
  app.get('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const file = await store.open(key);
    if (!file) return reply.code(404).send(failure(404, notFoundMessage(request.headers['accept-language'])));
    if (file.size !== undefined) reply.header('content-length', file.size);
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .type(file.contentType ?? 'application/octet-stream')
      .send(file.body);
  });
};
export default uploads;
