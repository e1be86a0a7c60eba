import { timingSafeEqual } from 'node:crypto';
import { parseAuthorization } from './authorizationHeader.js';
import { s3Error, type S3Error } from './s3Errors.js';
import type { S3Config } from './s3State.js';
import { amzDateOf, sha256Hex, signatureV4, UNSIGNED_PAYLOAD } from './signatureV4.js';

/** S3 refuses requests whose x-amz-date is more than 15 minutes from its clock. */
const MAX_SKEW_MS = 15 * 60 * 1000;

export interface IncomingSignedRequest {
  method: string;
  /** Path and query as sent. */
  url: string;
  /** Name, value, name, value… as received (node's `rawHeaders`), so repeated headers stay apart. */
  rawHeaders: readonly string[];
  body: Buffer;
}

function headerValues(rawHeaders: readonly string[]): Record<string, string[]> {
  const headers: Record<string, string[]> = Object.create(null); // null prototype: a header may be named __proto__
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) (headers[rawHeaders[i]!.toLowerCase()] ??= []).push(rawHeaders[i + 1]!);
  return headers;
}

/** `yyyymmddThhmmssZ` → epoch ms, or null (also for out-of-range fields such as a 61st minute). */
function parseAmzDate(value: string | undefined): number | null {
  const match = value && /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!match) return null;
  const time = Date.parse(`${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}Z`);
  return Number.isNaN(time) || amzDateOf(new Date(time)) !== value ? null : time;
}

function sameHex(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/**
 * Checks a header-signed (SigV4) request: key, scope and time, then the signature, then the body against the hash
 * it claims; null when it is authentic. Any region is accepted: it is part of the scope, so of the signature.
 */
export function verifyRequest(config: S3Config, request: IncomingSignedRequest, now = Date.now()): S3Error | null {
  const headers = headerValues(request.rawHeaders);
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

  if (!auth.signedHeaders.includes('host')) return s3Error('AccessDenied', 'The host header must be signed.');
  const unsigned = Object.keys(headers).filter((name) => name.startsWith('x-amz-') && !auth.signedHeaders.includes(name));
  if (unsigned.length > 0) return s3Error('AccessDenied', `There were headers present in the request which were not signed: ${unsigned.join(', ')}`);

  const payloadHash = header('x-amz-content-sha256');
  if (payloadHash === undefined) return s3Error('InvalidRequest', 'Missing required header for this request: x-amz-content-sha256');
  // Chunked (aws-chunked) uploads would need their framing decoded; the sim takes whole bodies only.
  if (payloadHash.startsWith('STREAMING-')) return s3Error('NotImplemented', `The simulator does not support x-amz-content-sha256: ${payloadHash}`);
  if (payloadHash !== UNSIGNED_PAYLOAD && !/^[0-9a-f]{64}$/.test(payloadHash)) {
    return s3Error('InvalidArgument', 'x-amz-content-sha256 must be UNSIGNED-PAYLOAD, STREAMING-…, or a valid sha256 value.');
  }

  const query = request.url.indexOf('?');
  const expected = signatureV4(config.secretAccessKey, amzDate!, auth.scope, {
    method: request.method,
    rawPath: query < 0 ? request.url : request.url.slice(0, query),
    rawQuery: query < 0 ? '' : request.url.slice(query + 1),
    headers,
    signedHeaders: auth.signedHeaders,
    payloadHash,
  });
  if (!sameHex(expected, auth.signature)) return s3Error('SignatureDoesNotMatch');
  // The signature covers the claimed hash; the body itself is checked against it last.
  if (payloadHash !== UNSIGNED_PAYLOAD && payloadHash !== sha256Hex(request.body)) return s3Error('XAmzContentSHA256Mismatch');
  return null;
}
