import { createSecureStorage, type StorageBackend } from '../platform/secureStorage';
import { storageKeys } from '../platform/storageKeys';

/**
 * The app's local storage (SPEC §3). The secret only keeps stored items from casual reading and
 * editing; nothing the server relies on comes from here unchecked.
 */
export const localData = createSecureStorage({ backend: typeof window === 'undefined' ? serverBackend() : window.localStorage, secret: 'lingxi.local.v1' });

/** On the server (the first paint rendered into index.html) nothing is stored: a visitor with no settings. */
function serverBackend(): StorageBackend {
  return { getItem: () => null, setItem: () => {}, removeItem: () => {} };
}
export { storageKeys };
