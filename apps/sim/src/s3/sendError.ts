import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorXml, type S3Error } from './s3Errors.js';

export const REQUEST_ID_HEADER = 'x-amz-request-id';

/** The path inside the S3 endpoint, decoded: `/<bucket>/<key>`, as S3 names the resource. */
function resourceOf(request: FastifyRequest, prefix: string): string {
  const path = request.url.split('?', 1)[0]!.slice(prefix.length) || '/';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** S3's XML error document; HEAD answers carry the status only, as S3's do. */
export function sendS3Error(request: FastifyRequest, reply: FastifyReply, prefix: string, error: S3Error): FastifyReply {
  reply.code(error.status);
  if (request.method === 'HEAD') return reply.send();
  const requestId = String(reply.getHeader(REQUEST_ID_HEADER) ?? '');
  return reply.type('application/xml').send(errorXml(error, resourceOf(request, prefix), requestId));
}
