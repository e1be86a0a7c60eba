import { timingSafeEqual } from 'node:crypto';
import { s3Error, type S3Error } from './s3Errors.js';
import { amzDateOf } from './signatureV4.js';

// What header-signed and presigned requests check alike.

/** How far from S3's clock a request's date may be: 15 minutes. */
export const MAX_SKEW_MS = 15 * 60 * 1000;

/** Values by lowercased header name, repeated headers apart. */
export type HeaderValues = Record<string, string[]>;

/** `yyyymmddThhmmssZ` → epoch ms, or null (also for out-of-range fields such as a 61st minute). */
export function parseAmzDate(value: string | undefined): number | null {
  const match = value && /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!match) return null;
  const time = Date.parse(`${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}Z`);
  return Number.isNaN(time) || amzDateOf(new Date(time)) !== value ? null : time;
}

export function sameHex(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/** Host and every x-amz- header sent must be signed. */
export function unsignedHeadersError(headers: HeaderValues, signedHeaders: readonly string[]): S3Error | null {
  if (!signedHeaders.includes('host')) return s3Error('AccessDenied', 'The host header must be signed.');
  const unsigned = Object.keys(headers).filter((name) => name.startsWith('x-amz-') && !signedHeaders.includes(name));
  if (unsigned.length > 0) return s3Error('AccessDenied', `There were headers present in the request which were not signed: ${unsigned.join(', ')}`);
  return null;
}
