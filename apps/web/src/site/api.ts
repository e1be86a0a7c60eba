import { createApiClient, typedApi, type components, type UnauthorizedEvent } from '@lingxi/api-client';

export type MenuEntry = components['schemas']['MenuEntry'];
export type Notice = components['schemas']['Notice'];

interface ApiHooks {
  getToken: () => string | null;
  getFingerprint: () => number | null;
  getLanguage: () => string;
  onUnauthorized: (event: UnauthorizedEvent) => void;
  onErrorToast: (message: string) => void;
}

let hooks: ApiHooks = { getToken: () => null, getFingerprint: () => null, getLanguage: () => 'zh-CN', onUnauthorized: () => {}, onErrorToast: () => {} };

const client = createApiClient({
  getToken: () => hooks.getToken(),
  getFingerprint: () => hooks.getFingerprint(),
  getLanguage: () => hooks.getLanguage(),
  onUnauthorized: (event) => hooks.onUnauthorized(event),
  onErrorToast: (message) => hooks.onErrorToast(message),
});

/** The app's one API client; main.tsx connects its token, fingerprint, language and toasts at start. */
export const api = typedApi(client);

/** POST /file/upload (multipart): the stored file's URL. */
export function uploadFile(dir: string, file: File): Promise<string> {
  const form = new FormData();
  form.append('dir', dir);
  form.append('file', file, file.name);
  return client.upload<string>('/file/upload', form, { silent: true });
}

export function connectApi(next: ApiHooks) {
  hooks = next;
}
