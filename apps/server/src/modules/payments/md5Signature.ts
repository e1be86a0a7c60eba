import { createHash, timingSafeEqual } from 'node:crypto';

export interface Md5SignOptions {
  /** Parameter names the signature leaves out (besides empty values). */
  exclude: readonly string[];
  secret: string;
  /** 'plain' appends the secret to the content; 'ampKey' appends "&key=" + secret (some epay forks). */
  style?: 'plain' | 'ampKey';
}

/**
 * epay's sign and xunhupay's hash (PROTOCOLS §7 5.5, 5.6): the non-empty parameters but the excluded ones,
 * keys in ASCII order, joined `k=v&…`, the secret appended, md5 as lowercase hex.
 */
export function md5Sign(params: Record<string, string | undefined>, { exclude, secret, style = 'plain' }: Md5SignOptions): string {
  const content = Object.keys(params)
    .filter((name) => !exclude.includes(name) && params[name] !== undefined && params[name] !== '')
    .sort()
    .map((name) => `${name}=${params[name]}`)
    .join('&');
  return createHash('md5')
    .update(style === 'plain' ? `${content}${secret}` : `${content}&key=${secret}`, 'utf8')
    .digest('hex');
}

/** Constant-time comparison of `given` with the expected signature. */
export function md5SignValid(given: string | undefined, params: Record<string, string | undefined>, options: Md5SignOptions): boolean {
  const expected = Buffer.from(md5Sign(params, options));
  const actual = Buffer.from(given ?? '');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
