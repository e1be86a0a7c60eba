import { createHash } from 'node:crypto';

/** The signature WeChat puts on notify requests: sha1 of token, timestamp and nonce, sorted and joined. */
export function wechatSignature(token: string, timestamp: string, nonce: string): string {
  return createHash('sha1').update([token, timestamp, nonce].sort().join('')).digest('hex');
}
