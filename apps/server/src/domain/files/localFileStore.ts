import { createReadStream, mkdirSync } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { isOwnKey, keyOfUrl, newKey, privateFilesPrefix, uploadsPrefix, type FileStore, type StoredFile } from './fileStore.js';

const privatePrefix = 'private/';

/**
 * Files on local disk under two roots that never overlap: public folders under `<DATA_DIR>/uploads` (served
 * statically at /uploads/), private ones under `<DATA_DIR>/private` (read only through the owner-checked route).
 */
export class LocalFileStore implements FileStore {
  readonly kind = 'local';
  readonly root: string;
  readonly privateRoot: string;

  constructor(dataDir: string) {
    this.root = resolve(dataDir, 'uploads');
    this.privateRoot = resolve(dataDir, 'private');
    // Exists before the static file server is pointed at it.
    mkdirSync(this.root, { recursive: true });
  }

  private pathOf(key: string): string {
    return key.startsWith(privatePrefix) ? join(this.privateRoot, key.slice(privatePrefix.length)) : join(this.root, key);
  }

  async save(dir: string, extension: string, content: Buffer, _contentType: string, options: { owner?: number; now?: Date } = {}): Promise<string> {
    const key = newKey(dir, extension, options);
    await this.write(key, content, 'wx');
    return this.urlOfKey(key);
  }

  async put(key: string, content: Buffer): Promise<void> {
    if (!isOwnKey(key)) throw new Error(`not one of our keys: ${key}`);
    await this.write(key, content, 'w');
  }

  private async write(key: string, content: Buffer, flag: 'w' | 'wx') {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, content, { flag });
  }

  async open(key: string): Promise<StoredFile | null> {
    if (!isOwnKey(key)) return null;
    const path = this.pathOf(key);
    try {
      const info = await stat(path);
      if (!info.isFile()) return null;
      return { body: createReadStream(path), name: key.slice(key.lastIndexOf('/') + 1), size: info.size };
    } catch {
      return null;
    }
  }

  async remove(key: string): Promise<void> {
    if (isOwnKey(key)) await rm(this.pathOf(key), { force: true });
  }

  keyOfUrl(url: string, ownHost: string | undefined): string | null {
    return keyOfUrl(url, ownHost, [uploadsPrefix]);
  }

  urlOfKey(key: string): string {
    return key.startsWith(privatePrefix) ? `${privateFilesPrefix}${key}` : `${uploadsPrefix}${key}`;
  }

  async presignedGet(): Promise<null> {
    return null;
  }
}
