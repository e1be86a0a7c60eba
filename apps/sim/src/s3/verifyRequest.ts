import { type HeaderValues, MAX_SKEW_MS, parseAmzDate, sameHex, unsignedHeadersError } from './authChecks.js';
import { parseAuthorization } from './authorizationHeader.js';
import { isPresigned, verifyPresignedQuery } from './presignedQuery.js';
import { s3Error, type S3Error } from './s3Errors.js';
import type { S3Config } from './s3State.js';
import { sha256Hex, signatureV4, UNSIGNED_PAYLOAD } from './signatureV4.js';

export interface IncomingSignedRequest {
  method: string;
  /** Path and query as sent. */
  url: string;
  /** Name, value, name, value… as received (node's `rawHeaders`), so repeated headers stay apart. */
  rawHeaders: readonly string[];
  body: Buffer;
}

function headerValues(rawHeaders: readonly string[]): HeaderValues {
  const headers: HeaderValues = Object.create(null); // null prototype: a header may be named __proto__
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) (headers[rawHeaders[i]!.toLowerCase()] ??= []).push(rawHeaders[i + 1]!);
  return headers;
}

/**
 * Checks a SigV4 request; null when it is authentic. A presigned one (the algorithm in its query) goes to
 * verifyPresignedQuery; a header-signed one is checked here: key, scope and time, then the signature, then the body
 * against the hash it claims. Any region is accepted: it is part of the scope, so of the signature.
 */
export function verifyRequest(config: S3Config, request: IncomingSignedRequest, now = Date.now()): S3Error | null {
  const headers = headerValues(request.rawHeaders);
  const query = request.url.indexOf('?');
  const rawPath = query < 0 ? request.url : request.url.slice(0, query);
  const rawQuery = query < 0 ? '' : request.url.slice(query + 1);
  if (isPresigned(rawQuery)) return verifyPresignedQuery(config, { method: request.method, rawPath, rawQuery, headers }, now);

  const header = (name: string) => headers[name]?.join(',');
  const auth = parseAuthorization(header('authorization'));
  if (!auth) return s3Error('AccessDenied');
  if (auth.accessKeyId !== config.accessKeyId) return s3Error('InvalidAccessKeyId');
  if (auth.scope.service !== 's3') return s3Error('AccessDenied', `Credential should be scoped to correct service: 's3', not '${auth.scope.service}'.`);

  const amzDate = header('x-amz-date');
  const time = parseAmzDate(amzDate);
  if (time === null) return s3Error('AccessDenied', 'AWS authentication requires a valid Date or x-amz-date header');
  if (amzDate!.slice(0, 8) !== auth.scope.day) return s3Error('AccessDenied', 'Invalid credential date. Date is not the same as X-Amz-Date.');
  if (Math.abs(now - time) > MAX_SKEW_MS) return s3Error('RequestTimeTooSkewed');

  const unsigned = unsignedHeadersError(headers, auth.signedHeaders);
  if (unsigned) return unsigned;

  const payloadHash = header('x-amz-content-sha256');
  if (payloadHash === undefined) return s3Error('InvalidRequest', 'Missing required header for this request: x-amz-content-sha256');
  // Chunked (aws-chunked) uploads would need their framing decoded; the sim takes whole bodies only.
  if (payloadHash.startsWith('STREAMING-')) return s3Error('NotImplemented', `The simulator does not support x-amz-content-sha256: ${payloadHash}`);
  if (payloadHash !== UNSIGNED_PAYLOAD && !/^[0-9a-f]{64}$/.test(payloadHash)) {
    return s3Error('InvalidArgument', 'x-amz-content-sha256 must be UNSIGNED-PAYLOAD, STREAMING-…, or a valid sha256 value.');
  }

  const expected = signatureV4(config.secretAccessKey, amzDate!, auth.scope, {
    method: request.method,
    rawPath,
    rawQuery,
    headers,
    signedHeaders: auth.signedHeaders,
    payloadHash,
  });
  if (!sameHex(expected, auth.signature)) return s3Error('SignatureDoesNotMatch');
  // The signature covers the claimed hash; the body itself is checked against it last.
  if (payloadHash !== UNSIGNED_PAYLOAD && payloadHash !== sha256Hex(request.body)) return s3Error('XAmzContentSHA256Mismatch');
  return null;
}
