import { createSecureStorage } from '../platform/secureStorage';
import { storageKeys } from '../platform/storageKeys';

/**
 * The app's local storage (SPEC §3). The secret only keeps stored items from casual reading and
 * editing; nothing the server relies on comes from here unchecked.
 */
export const localData = createSecureStorage({ backend: window.localStorage, secret: 'lingxi.local.v1' });
export { storageKeys };
