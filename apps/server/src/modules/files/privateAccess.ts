import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../../domain/errors.js';
import { ownerOfKey } from '../../domain/files/fileStore.js';
import { mediaTypeOf } from '../../domain/files/mediaTypes.js';
import { languageOf } from '../../http/validationMessage.js';
import { loginRequired } from '../../plugins/app/auth.js';
import { fileMessages as messages } from './messages.js';

/** A private file's URL as given: its key and, when signed, the expiry and signature. */
export interface PrivateFileRequest {
  key: string;
  expires?: number;
  signature?: string;
}

/**
 * Who may read a private file (docs/server.md "Files by visibility"): a valid, unexpired signature; else the caller's
 * token must be its owner's. A visitor gets 401, another user or a forged signature 404 (the file's existence is not
 * told), an expired signature 403. Resolves to how long the reply may be cached.
 */
export async function authorisePrivateRead(app: FastifyInstance, request: FastifyRequest, file: PrivateFileRequest): Promise<number> {
  const language = languageOf(request.headers['accept-language']);
  const owner = ownerOfKey(file.key);
  if (owner === null) throw new DomainError(messages.notFound[language], 404);
  if (file.expires !== undefined || file.signature !== undefined) {
    const check = file.expires !== undefined && file.signature !== undefined ? app.signedFileUrls.check(file.key, file.expires, file.signature) : 'forged';
    if (check === 'forged') throw new DomainError(messages.notFound[language], 404);
    if (check === 'expired') throw new DomainError(messages.expired[language], 403);
    return app.signedFileUrls.secondsLeft(file.expires!);
  }
  const user = await app.identify(request);
  if (!user) throw new DomainError(loginRequired[language], 401);
  if (user.id !== owner) throw new DomainError(messages.notFound[language], 404);
  return 0;
}

/**
 * Sends a private file the caller may read: a redirect to a presigned GET where browsers reach the bucket directly,
 * else the bytes streamed by this server. Private to the browser's cache, for as long as the signature holds.
 */
export async function sendPrivateFile(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  cacheSeconds: number,
  disposition: 'inline' | 'attachment',
) {
  const language = languageOf(request.headers['accept-language']);
  reply.header('cache-control', cacheSeconds > 0 ? `private, max-age=${cacheSeconds}` : 'private, no-cache');
  if (disposition === 'inline') {
    const presigned = await app.fileStore.presignedGet(key, Math.max(cacheSeconds, 60));
    if (presigned) return reply.redirect(presigned, 302);
  }
  const file = await app.fileStore.open(key);
  if (!file) throw new DomainError(messages.notFound[language], 404);
  if (file.size !== undefined) reply.header('content-length', file.size);
  return reply
    .header('content-disposition', `${disposition}; filename="${file.name}"`)
    .type(disposition === 'attachment' ? 'application/octet-stream' : (file.contentType ?? mediaTypeOf(key)))
    .send(file.body);
}
