import { base64ToBytes, bytesToBase64 } from './base64';

interface SealedText {
  iv: string;
  data: string;
}

export interface StorageCipher {
  seal(plaintext: string, associatedData: string): Promise<SealedText>;
  /** Rejects on a wrong secret, wrong associated data, tampered data or malformed base64. */
  open(sealed: SealedText, associatedData: string): Promise<string>;
}

// HKDF rather than PBKDF2: the secret ships with the app, so slow password stretching would buy nothing.
const hkdfSalt = new TextEncoder().encode('lingxi/local-storage');
const hkdfInfo = new TextEncoder().encode('aes-256-gcm v1');
const ivBytes = 12;

async function deriveKey(secret: string): Promise<CryptoKey> {
  const subtle = globalThis.crypto.subtle;
  const material = await subtle.importKey('raw', new TextEncoder().encode(secret), 'HKDF', false, ['deriveKey']);
  return subtle.deriveKey({ name: 'HKDF', hash: 'SHA-256', salt: hkdfSalt, info: hkdfInfo }, material, { name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ]);
}

/**
 * AES-GCM under a key derived once, on first use, from the secret. Deferring the derivation keeps construction
 * synchronous and lets a page without WebCrypto (an insecure http origin has no crypto.subtle) fail per call.
 */
export function createStorageCipher(secret: string): StorageCipher {
  let key: Promise<CryptoKey> | undefined;
  const getKey = () => (key ??= deriveKey(secret));
  const encoder = new TextEncoder();

  return {
    async seal(plaintext, associatedData) {
      const iv = globalThis.crypto.getRandomValues(new Uint8Array(ivBytes));
      const params = { name: 'AES-GCM', iv, additionalData: encoder.encode(associatedData) };
      const ciphertext = await globalThis.crypto.subtle.encrypt(params, await getKey(), encoder.encode(plaintext));
      return { iv: bytesToBase64(iv), data: bytesToBase64(new Uint8Array(ciphertext)) };
    },
    async open(sealed, associatedData) {
      const params = { name: 'AES-GCM', iv: base64ToBytes(sealed.iv), additionalData: encoder.encode(associatedData) };
      const plaintext = await globalThis.crypto.subtle.decrypt(params, await getKey(), base64ToBytes(sealed.data));
      return new TextDecoder().decode(plaintext);
    },
  };
}
