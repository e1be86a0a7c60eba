import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { isPrivateDir, privateDirs, uploadDirs } from './uploadRules.js';

/** Where public files are served by this site: `/uploads/<key>`. */
export const uploadsPrefix = '/uploads/';
/** Where a private file's owner-checked route lives: `/api/file/<key>`, its key being `private/<dir>/<owner>/…`. */
export const privateFilesPrefix = '/api/file/';

/** One stored file, opened for reading. */
export interface StoredFile {
  body: Readable;
  /** The generated file name (the last part of the key). */
  name: string;
  size?: number;
  contentType?: string;
}

/**
 * Where uploads live: local disk or S3-compatible storage. Keys are generated (never the client's name): a public
 * folder's `<dir>/<yyyymm>/<uuid>.<ext>`, a private folder's `private/<dir>/<owner>/<yyyymm>/<uuid>.<ext>`, so a URL is
 * ours exactly when it maps to such a key, and a private file names its owner.
 */
export interface FileStore {
  readonly kind: 'local' | 's3';
  /** Stores the content under a new key and returns its URL (a private file's: its unsigned route path). */
  save(dir: string, extension: string, content: Buffer, contentType: string, options?: { owner?: number; now?: Date }): Promise<string>;
  /** Writes the content at a key, replacing what is there (moving a file is a put and a remove). */
  put(key: string, content: Buffer, contentType: string): Promise<void>;
  /** The file behind a key, or null when there is none. */
  open(key: string): Promise<StoredFile | null>;
  /** Deletes the file behind one of our keys; a missing file is not an error. */
  remove(key: string): Promise<void>;
  /** The key behind one of our URLs, or null for anything else (other hosts, traversal, queries, junk). */
  keyOfUrl(url: string, ownHost: string | undefined): string | null;
  /** The URL of a key: public files' static URL, private files' route path. */
  urlOfKey(key: string): string;
  /** Where a browser may fetch a private object directly for `seconds` (S3 with a public URL), or null: this server streams it. */
  presignedGet(key: string, seconds: number): Promise<string | null>;
}

const escape = (dirs: readonly string[]) => dirs.map((dir) => dir.replace(/-/g, '\\-')).join('|');
const tail = '\\d{6}/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.[a-z0-9]{1,8}$';
/** Public folders' layout; private folders' files had it too before folders had a visibility (moved since, never served). */
const sharedLayout = new RegExp(`^(${escape(uploadDirs)})/${tail}`);
const privateLayout = new RegExp(`^private/(${escape(privateDirs)})/([1-9]\\d{0,9})/${tail}`);

/** True for keys this site generates; everything else is refused before any storage is touched. */
export const isOwnKey = (key: string) => sharedLayout.test(key) || privateLayout.test(key);
/** A key anyone may read: a public folder's. */
export const isPublicKey = (key: string) => sharedLayout.test(key) && !isPrivateDir(key.slice(0, key.indexOf('/')));
/** The owner a private key names, or null for any other key. */
export function ownerOfKey(key: string): number | null {
  const match = privateLayout.exec(key);
  return match ? Number(match[2]) : null;
}

export function newKey(dir: string, extension: string, { owner, now = new Date() }: { owner?: number; now?: Date } = {}): string {
  const month = `${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  if (!isPrivateDir(dir)) return `${dir}/${month}/${randomUUID()}.${extension}`;
  if (!owner) throw new Error(`${dir} is a private folder: a file there needs its owner`);
  return `private/${dir}/${owner}/${month}/${randomUUID()}.${extension}`;
}

/** Where a private folder's file stored in the shared layout moves to: the same name under its owner. */
export function privateKeyOf(sharedKey: string, owner: number): string {
  const slash = sharedKey.indexOf('/');
  return `private/${sharedKey.slice(0, slash)}/${owner}${sharedKey.slice(slash)}`;
}

/**
 * The key of a URL under one of `bases` (absolute `https://cdn.example.com/files/` or site-relative `/uploads/`), or
 * a private file's route path. Site-relative bases also match absolute URLs on the request's own host.
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
  const onOwnHost = parsed.host === 'own.invalid' || parsed.host === own;
  if (onOwnHost && parsed.pathname.startsWith(privateFilesPrefix)) {
    const key = parsed.pathname.slice(privateFilesPrefix.length);
    return privateLayout.test(key) ? key : null;
  }
  for (const base of bases) {
    const absoluteBase = base.startsWith('/') ? undefined : new URL(base);
    const matchesHost = absoluteBase ? parsed.host === absoluteBase.host && parsed.protocol === absoluteBase.protocol : onOwnHost;
    const prefix = absoluteBase ? absoluteBase.pathname : base;
    if (!matchesHost || !parsed.pathname.startsWith(prefix)) continue;
    const key = parsed.pathname.slice(prefix.length);
    return sharedLayout.test(key) ? key : null;
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
