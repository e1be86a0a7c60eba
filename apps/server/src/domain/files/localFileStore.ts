import { createReadStream, mkdirSync } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { isOwnKey, keyOfUrl, newKey, uploadsPrefix, type FileStore, type StoredFile } from './fileStore.js';

/** Files on local disk under one root (`<DATA_DIR>/uploads`), served at /uploads/. */
export class LocalFileStore implements FileStore {
  readonly kind = 'local';
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
    // Exists before the static file server is pointed at it.
    mkdirSync(this.root, { recursive: true });
  }

  async save(dir: string, extension: string, content: Buffer, _contentType: string, now = new Date()): Promise<string> {
    const key = newKey(dir, extension, now);
    const path = join(this.root, key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, content, { flag: 'wx' });
    return `${uploadsPrefix}${key}`;
  }

  async open(key: string): Promise<StoredFile | null> {
    if (!isOwnKey(key)) return null;
    const path = join(this.root, key);
    try {
      const info = await stat(path);
      if (!info.isFile()) return null;
      return { body: createReadStream(path), name: key.slice(key.lastIndexOf('/') + 1), size: info.size };
    } catch {
      return null;
    }
  }

  async remove(key: string): Promise<void> {
    if (isOwnKey(key)) await rm(join(this.root, key), { force: true });
  }

  keyOfUrl(url: string, ownHost: string | undefined): string | null {
    return keyOfUrl(url, ownHost, [uploadsPrefix]);
  }
}
