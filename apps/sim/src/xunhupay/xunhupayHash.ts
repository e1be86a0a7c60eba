import { createHash, timingSafeEqual } from 'node:crypto';

/** md5 of `k=v&…` over the non-empty parameters but `hash`, keys in ASCII order, with APPSECRET appended; lowercase hex. */
export function xunhupayHash(params: Record<string, string | undefined>, appsecret: string): string {
  const content = Object.keys(params)
    .filter((name) => name !== 'hash' && params[name] !== undefined && params[name] !== '')
    .sort()
    .map((name) => `${name}=${params[name]}`)
    .join('&');
  return createHash('md5').update(`${content}${appsecret}`, 'utf8').digest('hex');
}

export function xunhupayHashValid(params: Record<string, string | undefined>, appsecret: string): boolean {
  const given = Buffer.from(params.hash ?? '');
  const expected = Buffer.from(xunhupayHash(params, appsecret));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
