import { createHash, timingSafeEqual } from 'node:crypto';
import type { EpaySignStyle } from './epayState.js';

/** `k1=v1&k2=v2…`: every parameter but sign and sign_type, empty values dropped, keys in ASCII order, values raw. */
export function epaySignContent(params: Record<string, string | undefined>): string {
  return Object.keys(params)
    .filter((name) => name !== 'sign' && name !== 'sign_type' && params[name] !== undefined && params[name] !== '')
    .sort()
    .map((name) => `${name}=${params[name]}`)
    .join('&');
}

/** Lowercase hex MD5 of the content with the merchant KEY appended. */
export function epaySign(params: Record<string, string | undefined>, key: string, style: EpaySignStyle = 'plain'): string {
  const content = epaySignContent(params);
  return createHash('md5')
    .update(style === 'plain' ? `${content}${key}` : `${content}&key=${key}`, 'utf8')
    .digest('hex');
}

export function epaySignValid(params: Record<string, string | undefined>, key: string, style: EpaySignStyle): boolean {
  const given = Buffer.from(params.sign ?? '');
  const expected = Buffer.from(epaySign(params, key, style));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
