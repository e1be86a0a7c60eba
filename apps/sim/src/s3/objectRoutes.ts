import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SimState } from '../simState.js';
import { objectRequestsOnly, s3Error, type S3Error } from './s3Errors.js';
import { bucketObjects, type StoredObject } from './s3State.js';

/** What S3 stores when a PUT names no Content-Type. */
const DEFAULT_CONTENT_TYPE = 'binary/octet-stream';
const MAX_KEY_BYTES = 1024;

interface ObjectParams {
  bucket: string;
  '*': string;
}

type ObjectRequest = FastifyRequest<{ Params: ObjectParams }>;
type SendError = (request: FastifyRequest, reply: FastifyReply, error: S3Error) => FastifyReply;

function objectHeaders(reply: FastifyReply, object: StoredObject): FastifyReply {
  return reply
    .type(object.contentType)
    .header('content-length', object.body.length)
    .header('etag', object.etag)
    .header('last-modified', object.lastModified.toUTCString());
}

/** PutObject, GetObject, HeadObject and DeleteObject on `/<bucket>/<key…>` (keys may contain slashes). */
export function registerObjectRoutes(app: FastifyInstance, state: SimState, sendError: SendError): void {
  // The bucket's objects, or the error S3 gives for the bucket and key.
  function locate({ bucket, '*': key }: ObjectParams): Map<string, StoredObject> | S3Error {
    if (!state.s3.config.buckets.includes(bucket)) return s3Error('NoSuchBucket');
    // An empty key addresses the bucket itself (ListObjects, CreateBucket…), which the sim does not implement.
    if (key === '') return objectRequestsOnly();
    if (Buffer.byteLength(key) > MAX_KEY_BYTES) return s3Error('KeyTooLongError');
    return bucketObjects(state.s3, bucket);
  }

  app.put<{ Params: ObjectParams }>('/:bucket/*', async (request, reply) => {
    const objects = locate(request.params);
    if (!(objects instanceof Map)) return sendError(request, reply, objects);
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const etag = `"${createHash('md5').update(body).digest('hex')}"`;
    const contentType = request.headers['content-type'] ?? DEFAULT_CONTENT_TYPE;
    objects.set(request.params['*'], { body, contentType, etag, lastModified: new Date(Math.floor(Date.now() / 1000) * 1000) });
    return reply.header('etag', etag).send();
  });

  const read = (head: boolean) => async (request: ObjectRequest, reply: FastifyReply) => {
    const objects = locate(request.params);
    if (!(objects instanceof Map)) return sendError(request, reply, objects);
    const object = objects.get(request.params['*']);
    if (!object) return sendError(request, reply, s3Error('NoSuchKey'));
    return objectHeaders(reply, object).send(head ? undefined : object.body);
  };
  app.get<{ Params: ObjectParams }>('/:bucket/*', { exposeHeadRoute: false }, read(false));
  app.head<{ Params: ObjectParams }>('/:bucket/*', read(true));

  // S3 answers 204 whether or not the key existed.
  app.delete<{ Params: ObjectParams }>('/:bucket/*', async (request, reply) => {
    const objects = locate(request.params);
    if (!(objects instanceof Map)) return sendError(request, reply, objects);
    objects.delete(request.params['*']);
    return reply.code(204).send();
  });
}
