import multipart, { type Multipart } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { maxUploadBytes } from '../../domain/files/uploadRules.js';

/**
 * multipart/form-data for uploads: one file of at most the largest upload size, a few small fields. Registered by
 * the upload routes' own scopes, not the app: @fastify/multipart adds two async hooks to every request of its scope
 * (~3 % of a cached read's CPU when it was global). Elsewhere a multipart body is refused with 415.
 */
export default fp(
  async function multipartBodies(app: FastifyInstance) {
    await app.register(multipart, { limits: { fileSize: maxUploadBytes, files: 1, fields: 10, fieldSize: 1024 } });
  },
  { name: 'multipart' },
);

/** A multipart body that cannot be read (no boundary, a wrong one, cut short): the client's fault, a 400. */
class MalformedMultipart extends Error {
  readonly statusCode = 400;
  readonly code = 'LX_MULTIPART_MALFORMED';
}

/**
 * An error while reading the body keeps its status when @fastify/multipart gave it one (413 for a part or file too
 * large or too many parts); busboy's own parse errors have none and would otherwise be a 500.
 */
const asClientError = (error: unknown) =>
  typeof (error as { statusCode?: unknown }).statusCode === 'number' ? error : new MalformedMultipart('malformed multipart body', { cause: error });

type PartsOptions = Parameters<FastifyRequest['parts']>[0];

/** request.parts() for upload routes: a body that cannot be read is a 400 envelope, reading a file's content included. */
export async function* uploadParts(request: FastifyRequest, options?: PartsOptions): AsyncGenerator<Multipart> {
  try {
    for await (const part of request.parts(options)) {
      if (part.type === 'file') {
        const read = part.toBuffer.bind(part);
        part.toBuffer = () => read().catch((error: unknown) => Promise.reject(asClientError(error)));
      }
      yield part;
    }
  } catch (error) {
    throw asClientError(error);
  }
}
