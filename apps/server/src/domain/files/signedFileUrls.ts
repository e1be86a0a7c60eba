import { createHmac, timingSafeEqual } from 'node:crypto';
import { privateFilesPrefix } from './fileStore.js';

/**
 * A signed URL lives 30 to 60 minutes: its expiry is rounded up to the next half-hour window and one more, so every
 * page load within a window shows the same URL and the browser's cache keeps working.
 */
const SIGNED_WINDOW_SECONDS = 1800;

export type SignatureCheck = 'valid' | 'expired' | 'forged';

/**
 * Short-lived signed URLs of private files, for `<img>`, `<audio>` and links, which cannot send a bearer token:
 * `/api/file/<key>?exp=<unix seconds>&sig=<HMAC-SHA256 over the key, which names the owner, and the expiry>`.
 * The key is derived from the site's secret, so every instance signs alike and a new secret voids every URL.
 */
export class SignedFileUrls {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly now: () => Date,
  ) {
    this.key = createHmac('sha256', secret).update('lingxi signed file urls').digest();
  }

  private signature(key: string, expires: number): string {
    return createHmac('sha256', this.key).update(`${key}\n${expires}`).digest('base64url');
  }

  private nowSeconds(): number {
    return Math.floor(this.now().getTime() / 1000);
  }

  /** The URL to show a private file's owner: its route path signed until the window's end; any other URL as it is. */
  present(url: string): string;
  present(url: string | null): string | null;
  present(url: string | null): string | null {
    if (url === null || !url.startsWith(privateFilesPrefix) || url.includes('?')) return url;
    const key = url.slice(privateFilesPrefix.length);
    const expires = (Math.floor(this.nowSeconds() / SIGNED_WINDOW_SECONDS) + 2) * SIGNED_WINDOW_SECONDS;
    return `${url}?exp=${expires}&sig=${this.signature(key, expires)}`;
  }

  check(key: string, expires: number, signature: string): SignatureCheck {
    const expected = Buffer.from(this.signature(key, expires));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forged';
    return expires > this.nowSeconds() ? 'valid' : 'expired';
  }

  /** Seconds a valid signature has left (for cache lifetimes and presigned GETs). */
  secondsLeft(expires: number): number {
    return Math.max(1, expires - this.nowSeconds());
  }
}
