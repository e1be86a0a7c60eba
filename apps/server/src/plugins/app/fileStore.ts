import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createFileStore } from '../../domain/files/createFileStore.js';
import { uploadsPrefix, type FileStore } from '../../domain/files/fileStore.js';
import { LocalFileStore } from '../../domain/files/localFileStore.js';
import { failure } from '../../http/envelope.js';
import { notFoundMessage } from './errors.js';

declare module 'fastify' {
  interface FastifyInstance {
    fileStore: FileStore;
  }
}

/**
 * Uploaded files: local disk (DATA_DIR/uploads, served by @fastify/static) or an S3-compatible bucket, decorated as
 * `app.fileStore`. GET /uploads/<key> streams from the bucket; keys are random and never rewritten, so browsers may
 * cache a file for a year.
 */
export default fp(
  async function fileStore(app: FastifyInstance) {
    const store = createFileStore(app.env);
    app.decorate('fileStore', store);
    if (store instanceof LocalFileStore) {
      await app.register(fastifyStatic, { root: store.root, prefix: uploadsPrefix, decorateReply: false, index: false, list: false });
      return;
    }
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
  },
  { name: 'file-store', dependencies: ['env'] },
);
