import { createHmac } from 'node:crypto';

/**
 * Aliyun's POP percent-encoding: UTF-8, everything but A–Z a–z 0–9 `-` `_` `.` `~` as %XY (upper-case hex), so a
 * space is %20 (not +), `*` is %2A and `~` stays as is. encodeURIComponent also leaves `!'()*` alone.
 */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Every parameter but Signature, sorted by name (UTF-16 code units, as Java's TreeMap; a repeated name by value),
 * then names and values percent-encoded, joined by `&`.
 */
export function canonicalizedQuery(params: ReadonlyArray<readonly [string, string]>): string {
  return params
    .filter(([name]) => name !== 'Signature')
    .toSorted(([a, av], [b, bv]) => compare(a, b) || compare(av, bv))
    .map(([name, value]) => `${percentEncode(name)}=${percentEncode(value)}`)
    .join('&');
}

/** `HTTPMethod&%2F&percentEncode(canonicalized query)`: RPC-style APIs always sign the path `/`. */
export function stringToSign(method: string, params: ReadonlyArray<readonly [string, string]>): string {
  return `${method}&${percentEncode('/')}&${percentEncode(canonicalizedQuery(params))}`;
}

/** Signature version 1.0: base64 of HMAC-SHA1 keyed with the AccessKey secret followed by `&`. */
export function rpcSignature(accessKeySecret: string, toSign: string): string {
  return createHmac('sha1', `${accessKeySecret}&`).update(toSign, 'utf8').digest('base64');
}
