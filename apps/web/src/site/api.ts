import { createApiClient, typedApi, type components } from '@lingxi/api-client';

export type MenuEntry = components['schemas']['MenuEntry'];
export type Notice = components['schemas']['Notice'];

interface ApiHooks {
  getToken: () => string | null;
  getFingerprint: () => number | null;
  onUnauthorized: (reloadRequested: boolean) => void;
  onErrorToast: (message: string) => void;
}

let hooks: ApiHooks = { getToken: () => null, getFingerprint: () => null, onUnauthorized: () => {}, onErrorToast: () => {} };

/** The app's one API client; main.tsx connects its token, fingerprint and toasts at start. */
export const api = typedApi(
  createApiClient({
    getToken: () => hooks.getToken(),
    getFingerprint: () => hooks.getFingerprint(),
    onUnauthorized: ({ reloadRequested }) => hooks.onUnauthorized(reloadRequested),
    onErrorToast: (message) => hooks.onErrorToast(message),
  }),
);

export function connectApi(next: ApiHooks) {
  hooks = next;
}
