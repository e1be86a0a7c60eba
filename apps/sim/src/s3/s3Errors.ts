import type { S3ForcedError } from './s3State.js';

export interface S3Error {
  status: number;
  code: string;
  message: string;
}

// Status and message as S3 answers them.
const KNOWN = {
  AccessDenied: [403, 'Access Denied'],
  InvalidAccessKeyId: [403, 'The AWS Access Key Id you provided does not exist in our records.'],
  SignatureDoesNotMatch: [403, 'The request signature we calculated does not match the signature you provided. Check your key and signing method.'],
  RequestTimeTooSkewed: [403, 'The difference between the request time and the current time is too large.'],
  AuthorizationQueryParametersError: [
    400,
    'Query-string authentication version 4 requires the X-Amz-Algorithm, X-Amz-Credential, X-Amz-Signature, X-Amz-Date, X-Amz-SignedHeaders, and X-Amz-Expires parameters.',
  ],
  XAmzContentSHA256Mismatch: [400, "The provided 'x-amz-content-sha256' header does not match what was computed."],
  InvalidArgument: [400, 'Invalid Argument'],
  InvalidRequest: [400, 'Invalid Request'],
  EntityTooLarge: [400, 'Your proposed upload exceeds the maximum allowed object size.'],
  KeyTooLongError: [400, 'Your key is too long'],
  NoSuchBucket: [404, 'The specified bucket does not exist'],
  NoSuchKey: [404, 'The specified key does not exist.'],
  InternalError: [500, 'We encountered an internal error. Please try again.'],
  NotImplemented: [501, 'A header you provided implies functionality that is not implemented.'],
  ServiceUnavailable: [503, 'Service is unable to handle request.'],
  SlowDown: [503, 'Please reduce your request rate.'],
} as const satisfies Record<string, readonly [number, string]>;

export type S3ErrorCode = keyof typeof KNOWN;

export function s3Error(code: S3ErrorCode, message: string = KNOWN[code][1]): S3Error {
  return { status: KNOWN[code][0], code, message };
}

/** For bucket-level and other requests, which the sim does not implement. */
export function objectRequestsOnly(): S3Error {
  return s3Error('NotImplemented', 'The simulator implements only object requests: PUT, GET, HEAD and DELETE on /<bucket>/<key>.');
}

/** The error set through the control API, with S3's message when the code is one it uses. */
export function forcedError({ status, code }: S3ForcedError): S3Error {
  const message = code in KNOWN ? KNOWN[code as S3ErrorCode][1] : `Simulated S3 error (HTTP ${status})`;
  return { status, code, message };
}

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => XML_ENTITIES[c]!);
}

export function errorXml(error: S3Error, resource: string, requestId: string): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>' +
    `<Error><Code>${escapeXml(error.code)}</Code><Message>${escapeXml(error.message)}</Message>` +
    `<Resource>${escapeXml(resource)}</Resource><RequestId>${requestId}</RequestId></Error>`
  );
}
