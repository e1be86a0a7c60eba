import { createStorageCipher } from './storageCipher';

/** SPEC §9: local storage default expiry, 7 days. */
export const defaultExpirySeconds = 604800;

export interface StorageBackend {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface SecureStorageOptions {
  backend: StorageBackend;
  /** Prepended to every key; default 'lx:'. */
  prefix?: string;
  secret: string;
  /** Epoch milliseconds; default Date.now. */
  now?: () => number;
}

export interface SecureStorage {
  /** `expirySeconds` defaults to 7 days; null never expires. Storing undefined removes the item. */
  setEncrypted<T>(key: string, value: T, expirySeconds?: number | null): Promise<void>;
  /** null, and the item removed, when it is missing, expired, tampered with, sealed under another secret or unparseable. */
  getEncrypted<T>(key: string): Promise<T | null>;
  /** Storing undefined removes the item. */
  setPlain<T>(key: string, value: T): void;
  /** null, and the item removed, when it is missing or unparseable. */
  getPlain<T>(key: string): T | null;
  remove(key: string): void;
}

interface EncryptedPayload {
  v: 1;
  iv: string;
  data: string;
}

interface SealedContent {
  value: unknown;
  expire: number | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function parsePayload(raw: string): EncryptedPayload | null {
  const payload = parseJson(raw);
  return isRecord(payload) && payload.v === 1 && typeof payload.iv === 'string' && typeof payload.data === 'string'
    ? { v: 1, iv: payload.iv, data: payload.data }
    : null;
}

function parseSealedContent(text: string): SealedContent | null {
  const content = parseJson(text);
  if (!isRecord(content) || !('value' in content)) return null;
  const { value, expire } = content;
  return expire === null || (typeof expire === 'number' && Number.isFinite(expire)) ? { value, expire } : null;
}

function expiryTime(now: number, expirySeconds: number | null): number | null {
  if (expirySeconds === null) return null;
  if (!Number.isFinite(expirySeconds) || expirySeconds < 0) throw new RangeError(`expirySeconds must be a finite number >= 0, got ${expirySeconds}`);
  return now + expirySeconds * 1000;
}

/**
 * Local storage per SPEC §3: items are either encrypted with an expiry or plain, and an expired or unparseable
 * item is dropped on read. A failing backend (quota exceeded, storage disabled in private mode) never throws:
 * writes are skipped and reads see nothing.
 */
export function createSecureStorage(options: SecureStorageOptions): SecureStorage {
  const { backend, prefix = 'lx:', secret, now = Date.now } = options;
  // Encryption with a secret shipped in the bundle deters casual reading and editing of storage; it is not a
  // security boundary (the server never trusts the client).
  const cipher = createStorageCipher(secret);

  const read = (fullKey: string): string | null => {
    try {
      return backend.getItem(fullKey);
    } catch {
      return null;
    }
  };
  const write = (fullKey: string, text: string): void => {
    try {
      backend.setItem(fullKey, text);
    } catch {
      // Quota exceeded or storage disabled: the item is simply not persisted.
    }
  };
  const erase = (fullKey: string): void => {
    try {
      backend.removeItem(fullKey);
    } catch {
      // Storage disabled: nothing to erase.
    }
  };
  // Decryption is asynchronous, so a newer value may have been written meanwhile; only drop what was read.
  const dropIfUnchanged = (fullKey: string, raw: string): null => {
    if (read(fullKey) === raw) erase(fullKey);
    return null;
  };
  // Writes are numbered per key so that an encryption still in flight cannot overwrite a later set or remove.
  const latestWrite = new Map<string, number>();
  let writeCount = 0;
  const claimWrite = (fullKey: string): number => {
    latestWrite.set(fullKey, ++writeCount);
    return writeCount;
  };

  return {
    async setEncrypted<T>(key: string, value: T, expirySeconds: number | null = defaultExpirySeconds) {
      const fullKey = prefix + key;
      const expire = expiryTime(now(), expirySeconds);
      const ticket = claimWrite(fullKey);
      if (value === undefined) return erase(fullKey);
      const content: SealedContent = { value, expire };
      // The full key is bound as associated data, so a payload copied under another key does not open.
      const sealed = await cipher.seal(JSON.stringify(content), fullKey).catch(() => null);
      if (!sealed) return; // No WebCrypto (an insecure origin): behave like unavailable storage.
      if (latestWrite.get(fullKey) !== ticket) return;
      const payload: EncryptedPayload = { v: 1, ...sealed };
      write(fullKey, JSON.stringify(payload));
    },

    async getEncrypted<T>(key: string) {
      const fullKey = prefix + key;
      const raw = read(fullKey);
      if (raw === null) return null;
      const payload = parsePayload(raw);
      if (!payload) return dropIfUnchanged(fullKey, raw);
      const opened = await cipher.open(payload, fullKey).catch(() => null);
      const content = opened === null ? null : parseSealedContent(opened);
      // Valid while now is before the expiry time; at that millisecond it has expired.
      if (!content || (content.expire !== null && now() >= content.expire)) return dropIfUnchanged(fullKey, raw);
      return content.value as T;
    },

    setPlain<T>(key: string, value: T) {
      claimWrite(prefix + key);
      const text = JSON.stringify(value) as string | undefined;
      if (text === undefined) erase(prefix + key);
      else write(prefix + key, text);
    },

    getPlain<T>(key: string) {
      const fullKey = prefix + key;
      const raw = read(fullKey);
      if (raw === null) return null;
      const value = parseJson(raw);
      if (value !== undefined) return value as T;
      erase(fullKey);
      return null;
    },

    remove(key: string) {
      claimWrite(prefix + key);
      erase(prefix + key);
    },
  };
}
