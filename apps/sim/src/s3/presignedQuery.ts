import { type HeaderValues, MAX_SKEW_MS, parseAmzDate, sameHex, unsignedHeadersError } from './authChecks.js';
import { parseCredential } from './credential.js';
import { s3Error, type S3Error } from './s3Errors.js';
import type { S3Config } from './s3State.js';
import { ALGORITHM, signatureV4, UNSIGNED_PAYLOAD } from './signatureV4.js';

/** The longest X-Amz-Expires S3 takes: a week, in seconds. */
const MAX_EXPIRES_SECONDS = 7 * 24 * 60 * 60;
const SIGNATURE = 'X-Amz-Signature';
const REQUIRED = ['X-Amz-Algorithm', 'X-Amz-Credential', SIGNATURE, 'X-Amz-Date', 'X-Amz-SignedHeaders', 'X-Amz-Expires'];
const CREDENTIAL_ERROR = 'Error parsing the X-Amz-Credential parameter; ';

interface PresignedRequest {
  method: string;
  /** The path as sent, still percent-encoded. */
  rawPath: string;
  /** The query string as sent, without the `?`. */
  rawQuery: string;
  headers: HeaderValues;
}

/** S3 takes a request as presigned when its query names the algorithm; an X-Amz-Signature alone is no credential. */
export function isPresigned(rawQuery: string): boolean {
  return new URLSearchParams(rawQuery).has('X-Amz-Algorithm');
}

const queryError = (message: string) => s3Error('AuthorizationQueryParametersError', message);

/**
 * Checks a presigned request (SigV4 query-string auth) in S3's order: the parameters, the date and expiry, the
 * credential, the signed headers, the key, then the signature; null when it is authentic. The body is not signed.
 */
export function verifyPresignedQuery(config: S3Config, request: PresignedRequest, now: number): S3Error | null {
  if (request.headers.authorization) {
    return s3Error(
      'InvalidArgument',
      'Only one auth mechanism allowed; only the X-Amz-Algorithm query parameter, Signature query string parameter or the Authorization header should be specified',
    );
  }
  const params = new URLSearchParams(request.rawQuery);
  if (params.get('X-Amz-Algorithm') !== ALGORITHM) return queryError(`X-Amz-Algorithm only supports "${ALGORITHM}"`);
  if (REQUIRED.some((name) => !params.has(name))) return s3Error('AuthorizationQueryParametersError');

  const amzDate = params.get('X-Amz-Date')!;
  const time = parseAmzDate(amzDate);
  if (time === null) return queryError(`X-Amz-Date must be in the ISO8601 Long Format "yyyyMMdd'T'HHmmss'Z'"`);
  const expiresParam = params.get('X-Amz-Expires')!;
  if (!/^[+-]?\d+$/.test(expiresParam)) return queryError('X-Amz-Expires should be a number');
  const expires = Number(expiresParam);
  if (expires < 0) return queryError('X-Amz-Expires must be non-negative');
  if (expires > MAX_EXPIRES_SECONDS) {
    return queryError('X-Amz-Expires must be less than a week (in seconds); that is, the given X-Amz-Expires must be less than 604800 seconds');
  }
  // No skew window as for headers: the URL serves from its date (give or take the allowed skew) until it expires.
  if (time - now > MAX_SKEW_MS) return s3Error('AccessDenied', 'Request is not yet valid');
  if (now - time > expires * 1000) return s3Error('AccessDenied', 'Request has expired');

  const credential = parseCredential(params.get('X-Amz-Credential')!);
  if (!credential) return queryError(`${CREDENTIAL_ERROR}the Credential is mal-formed; expecting "<YOUR-AKID>/YYYYMMDD/REGION/SERVICE/aws4_request".`);
  const { day, service } = credential.scope;
  if (service !== 's3') return queryError(`${CREDENTIAL_ERROR}incorrect service "${service}". This endpoint belongs to "s3".`);
  if (day !== amzDate.slice(0, 8)) return queryError(`Invalid credential date "${day}". This date is not the same as X-Amz-Date: "${amzDate.slice(0, 8)}".`);
  const signedHeaders = params.get('X-Amz-SignedHeaders')!.split(';');
  const unsigned = unsignedHeadersError(request.headers, signedHeaders);
  if (unsigned) return unsigned;
  if (credential.accessKeyId !== config.accessKeyId) return s3Error('InvalidAccessKeyId');

  // Every query parameter is signed but the signature itself.
  const rawQuery = request.rawQuery
    .split('&')
    .filter((part) => !new URLSearchParams(part).has(SIGNATURE))
    .join('&');
  const expected = signatureV4(config.secretAccessKey, amzDate, credential.scope, { ...request, rawQuery, signedHeaders, payloadHash: UNSIGNED_PAYLOAD });
  return sameHex(expected, params.get(SIGNATURE)!) ? null : s3Error('SignatureDoesNotMatch');
}
