import { createHash, timingSafeEqual } from 'node:crypto';

/** WeChat's notify signature: sha1 of the token, timestamp and nonce, sorted as strings and joined. */
export function notifySignature(token: string, timestamp: string, nonce: string): string {
  return createHash('sha1').update([token, timestamp, nonce].sort().join('')).digest('hex');
}

export interface SignedQuery {
  signature?: string;
  timestamp?: string;
  nonce?: string;
}

/**
 * True only when the query carries the signature of the operator's server token (PROTOCOLS §5.7).
 * There is no default token: while none is configured every request is refused (§8.9). The
 * comparison takes the same time wherever the strings differ.
 */
export function verifyNotifySignature(token: string, { signature, timestamp, nonce }: SignedQuery): boolean {
  if (!token || !signature || !timestamp || !nonce) return false;
  const expected = Buffer.from(notifySignature(token, timestamp, nonce), 'utf8');
  const given = Buffer.from(signature.toLowerCase(), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
