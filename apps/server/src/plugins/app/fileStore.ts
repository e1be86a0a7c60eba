import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createFileStore } from '../../domain/files/createFileStore.js';
import { isPublicKey, uploadsPrefix, type FileStore } from '../../domain/files/fileStore.js';
import { LocalFileStore } from '../../domain/files/localFileStore.js';
import { SignedFileUrls } from '../../domain/files/signedFileUrls.js';
import { failure } from '../../http/envelope.js';
import { notFoundMessage } from './errors.js';

declare module 'fastify' {
  interface FastifyInstance {
    fileStore: FileStore;
    /** Signs private files' URLs for their owner (`present`) and checks them (the files module's private route). */
    signedFileUrls: SignedFileUrls;
  }
}

/**
 * Uploaded files: local disk (DATA_DIR/uploads and DATA_DIR/private) or an S3-compatible bucket, decorated as
 * `app.fileStore`. /uploads/ serves public folders only (docs/server.md "Files by visibility"): from disk, or streamed
 * from the bucket; keys are random and never rewritten, so browsers may cache a file for a year. Private files are
 * read through the files module's owner-checked route.
 */
export default fp(
  async function fileStore(app: FastifyInstance) {
    const store = createFileStore(app.env);
    app.decorate('fileStore', store);
    app.decorate('signedFileUrls', new SignedFileUrls(app.configStore.get<string>('jwtSecret', ''), () => app.clock.now()));
    if (store instanceof LocalFileStore) {
      await app.register(fastifyStatic, {
        root: store.root,
        prefix: uploadsPrefix,
        decorateReply: false,
        index: false,
        list: false,
        // A private folder's file left in the public root from before folders had a visibility is never served.
        allowedPath: (path) => isPublicKey(path.replace(/^\/+/, '')),
      });
      return;
    }
    app.get('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const file = isPublicKey(key) ? await store.open(key) : null;
      if (!file) return reply.code(404).send(failure(404, notFoundMessage(request.headers['accept-language'])));
      if (file.size !== undefined) reply.header('content-length', file.size);
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .type(file.contentType ?? 'application/octet-stream')
        .send(file.body);
    });
  },
  { name: 'file-store', dependencies: ['env', 'site-config', 'clock', 'auth'] },
);
