import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { uploadDirs } from './uploadRules.js';

/** Public URL prefix of stored files served by this site. */
export const uploadsPrefix = '/uploads/';

/** One stored file, opened for reading. */
export interface StoredFile {
  body: Readable;
  /** The generated file name (the last part of the key). */
  name: string;
  size?: number;
  contentType?: string;
}

/**
 * Where uploads live: local disk or S3-compatible storage. Keys are generated (never the client's
 * name) as `<dir>/<yyyymm>/<uuid>.<ext>`, so a URL is ours exactly when it maps to such a key.
 */
export interface FileStore {
  readonly kind: 'local' | 's3';
  /** Stores the content and returns its public URL. */
  save(dir: string, extension: string, content: Buffer, contentType: string, now?: Date): Promise<string>;
  /** The file behind a key, or null when there is none. */
  open(key: string): Promise<StoredFile | null>;
  /** Deletes the file behind one of our keys; a missing file is not an error. */
  remove(key: string): Promise<void>;
  /** The key behind one of our URLs, or null for anything else (other hosts, traversal, junk). */
  keyOfUrl(url: string, ownHost: string | undefined): string | null;
}

const keyPattern = new RegExp(
  `^(${uploadDirs.map((dir) => dir.replace(/-/g, '\\-')).join('|')})/\\d{6}/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.[a-z0-9]{1,8}$`,
);

/** True for keys this site generates; everything else is refused before any storage is touched. */
export const isOwnKey = (key: string) => keyPattern.test(key);

export function newKey(dir: string, extension: string, now = new Date()): string {
  const month = `${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  return `${dir}/${month}/${randomUUID()}.${extension}`;
}

/**
 * The key of a URL under one of `bases` (absolute `https://cdn.example.com/files/` or
 * site-relative `/uploads/`). Site-relative bases also match absolute URLs on the request's own host.
 */
export function keyOfUrl(url: string, ownHost: string | undefined, bases: readonly string[]): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://own.invalid');
  } catch {
    return null;
  }
  if (!/^https?:$/.test(parsed.protocol) || parsed.search || parsed.hash || parsed.username || parsed.password) return null;
  const own = ownHost ? safeHost(`${parsed.protocol}//${ownHost}`) : undefined;
  for (const base of bases) {
    const absoluteBase = base.startsWith('/') ? undefined : new URL(base);
    const matchesHost = absoluteBase
      ? parsed.host === absoluteBase.host && parsed.protocol === absoluteBase.protocol
      : parsed.host === 'own.invalid' || parsed.host === own;
    const prefix = absoluteBase ? absoluteBase.pathname : base;
    if (!matchesHost || !parsed.pathname.startsWith(prefix)) continue;
    const key = parsed.pathname.slice(prefix.length);
    return isOwnKey(key) ? key : null;
  }
  return null;
}

function safeHost(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}
