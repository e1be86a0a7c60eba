import multipart, { type Multipart } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DomainError, type Localized } from '../../domain/errors.js';
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

/** An upload as read: its small fields, and the first file part's name and bytes. */
export interface SingleFileUpload {
  fields: Record<string, string>;
  file?: { filename: string; content: Buffer };
}

/** Reads an upload of one file and a few fields; a file over the route's size limit is a 413 saying so. */
export async function readSingleFile(request: FastifyRequest, maxBytes: number, tooLarge: Localized): Promise<SingleFileUpload> {
  const upload: SingleFileUpload = { fields: {} };
  for await (const part of uploadParts(request, { limits: { fileSize: maxBytes, files: 1 } })) {
    if (part.type === 'field') {
      upload.fields[part.fieldname] = String(part.value);
      continue;
    }
    try {
      const content = await part.toBuffer();
      upload.file ??= { filename: part.filename, content };
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new DomainError(tooLarge, 413);
      throw error;
    }
  }
  return upload;
}
