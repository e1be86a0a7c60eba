import { createHash, createHmac } from 'node:crypto';

/** AWS Signature Version 4 as S3 computes it (header auth, single-chunk payload). */
export const ALGORITHM = 'AWS4-HMAC-SHA256';
export const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';

type HeaderValues = Record<string, string | readonly string[] | undefined>;

export interface Scope {
  /** yyyymmdd */
  day: string;
  region: string;
  service: string;
}

export interface CanonicalInput {
  method: string;
  /** The path as sent, still percent-encoded. */
  rawPath: string;
  /** The query string as sent, without the `?`. */
  rawQuery: string;
  /** Lowercased names. */
  headers: HeaderValues;
  /** Lowercased names, in the order of the SignedHeaders list. */
  signedHeaders: readonly string[];
  payloadHash: string;
}

/** The x-amz-date form of a time: `20130524T000000Z`. */
export function amzDateOf(date: Date): string {
  return date.toISOString().replace(/[-:]|\.\d{3}/g, '');
}

export function sha256Hex(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** RFC 3986 encoding: everything but A–Z a–z 0–9 - . _ ~ as %XX (upper-case hex, UTF-8). */
export function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * The path decoded once and each segment re-encoded: S3 neither double-encodes nor removes dot segments, and an
 * encoded slash (%2F) is a slash in the key, so it signs as one.
 */
export function canonicalUri(rawPath: string): string {
  return safeDecode(rawPath).split('/').map(uriEncode).join('/') || '/';
}

/**
 * Names and values encoded, sorted by name then value; a bare name gets an empty value. A + is a space, as in forms:
 * S3 reads it so, and URLSearchParams (so aws4fetch's presigned URLs) writes spaces so.
 */
export function canonicalQueryString(rawQuery: string): string {
  const decode = (text: string) => safeDecode(text.replaceAll('+', ' '));
  const pairs = rawQuery
    .split('&')
    .filter((part) => part !== '')
    .map((part) => {
      const eq = part.indexOf('=');
      const [name, value] = eq < 0 ? [part, ''] : [part.slice(0, eq), part.slice(eq + 1)];
      return [uriEncode(decode(name)), uriEncode(decode(value))] as const;
    });
  const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  pairs.sort(([aName, aValue], [bName, bValue]) => order(aName, bName) || order(aValue, bValue));
  return pairs.map(([name, value]) => `${name}=${value}`).join('&');
}

/** Repeated headers are joined with commas; values are trimmed and inner whitespace runs become one space. */
function canonicalHeaderValue(value: string | readonly string[] | undefined): string {
  const joined = typeof value === 'string' ? value : (value ?? []).map((v) => v.trim()).join(',');
  return joined.trim().replace(/\s+/g, ' ');
}

export function canonicalRequest(input: CanonicalInput): string {
  const headerLines = input.signedHeaders.map((name) => `${name}:${canonicalHeaderValue(input.headers[name])}\n`).join('');
  return [input.method, canonicalUri(input.rawPath), canonicalQueryString(input.rawQuery), headerLines, input.signedHeaders.join(';'), input.payloadHash].join(
    '\n',
  );
}

export function scopeString(scope: Scope): string {
  return `${scope.day}/${scope.region}/${scope.service}/aws4_request`;
}

export function stringToSign(amzDate: string, scope: Scope, canonical: string): string {
  return [ALGORITHM, amzDate, scopeString(scope), sha256Hex(canonical)].join('\n');
}

const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

function signingKey(secretAccessKey: string, scope: Scope): Buffer {
  const dateKey = hmac(`AWS4${secretAccessKey}`, scope.day);
  return hmac(hmac(hmac(dateKey, scope.region), scope.service), 'aws4_request');
}

/** Hex signature of the canonical request. */
export function signatureV4(secretAccessKey: string, amzDate: string, scope: Scope, input: CanonicalInput): string {
  return createHmac('sha256', signingKey(secretAccessKey, scope))
    .update(stringToSign(amzDate, scope, canonicalRequest(input)))
    .digest('hex');
}
