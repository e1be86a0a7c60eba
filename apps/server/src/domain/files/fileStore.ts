import { randomUUID } from 'node:crypto';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';

/** Public URL prefix of stored files. */
export const uploadsPrefix = '/uploads/';

/**
 * Files on local disk under one root. Names are generated (never the client's), and a URL maps
 * back to a path only when it stays inside the root.
 */
export class LocalFileStore {
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  async save(dir: string, extension: string, content: Buffer, now = new Date()): Promise<string> {
    const month = `${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    const name = `${randomUUID()}.${extension}`;
    await mkdir(join(this.root, dir, month), { recursive: true });
    await writeFile(join(this.root, dir, month, name), content, { flag: 'wx' });
    return `${uploadsPrefix}${dir}/${month}/${name}`;
  }

  /** The file behind one of our URLs, or null for anything else (other hosts, traversal, missing). */
  async resolveUrl(url: string, ownHost: string | undefined): Promise<string | null> {
    let pathname: string;
    try {
      const parsed = new URL(url, 'http://own.invalid');
      const isWeb = /^https?:$/.test(parsed.protocol);
      // Normalised the same way as the URL (a default port disappears from both).
      const own = ownHost && isWeb ? new URL(`${parsed.protocol}//${ownHost}`).host : undefined;
      const isOwn = parsed.host === 'own.invalid' || (isWeb && own !== undefined && parsed.host === own);
      if (!isOwn) return null;
      pathname = decodeURIComponent(parsed.pathname);
    } catch {
      return null;
    }
    if (!pathname.startsWith(uploadsPrefix)) return null;
    const file = resolve(this.root, `.${sep}${pathname.slice(uploadsPrefix.length)}`);
    if (!file.startsWith(this.root + sep)) return null;
    try {
      return (await stat(file)).isFile() ? file : null;
    } catch {
      return null;
    }
  }
}
