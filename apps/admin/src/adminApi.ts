import { createApiClient, typedApi, type UnauthorizedEvent } from '@lingxi/api-client';
import type { ConfirmRequest, ConfirmServices } from '@lingxi/flows/admin';

/** The operator's token lives for the tab only (sessionStorage): closing the tab signs out. */
const tokenKey = 'lx-admin-token';
export const storedToken = {
  get: (): string | null => sessionStorage.getItem(tokenKey),
  set: (token: string | null) => (token ? sessionStorage.setItem(tokenKey, token) : sessionStorage.removeItem(tokenKey)),
};

interface Hooks {
  getLanguage: () => string;
  /** A 401: the session machine signs out with the server's message. */
  onUnauthorized: (event: UnauthorizedEvent) => void;
  /** Every call counts as activity for the idle timer. */
  onActivity: () => void;
}

let hooks: Hooks = { getLanguage: () => 'zh-CN', onUnauthorized: () => {}, onActivity: () => {} };

const client = createApiClient({
  getToken: () => {
    hooks.onActivity();
    return storedToken.get();
  },
  getLanguage: () => hooks.getLanguage(),
  onUnauthorized: (event) => hooks.onUnauthorized(event),
});

/**
 * The back office's calls. Every call is `silent`: the screens' machines show their own failures, so the client toasts
 * nothing by itself.
 */
export const adminApi = typedApi(client);

/** POST /admin/file/upload (multipart) into one of the site's folders, as the operator's: the stored file's address (an app's logo, a home slide: app-logo). */
export function uploadFile(dir: string, file: File): Promise<string> {
  const form = new FormData();
  form.append('dir', dir);
  form.append('file', file, file.name);
  return client.upload<string>('/admin/file/upload', form, { silent: true });
}

export const connectAdminApi = (next: Hooks) => {
  hooks = next;
};

/** Saves a downloaded answer under its name (the browser's download, from memory: the grant travels as a header). */
function saveFile(blob: Blob, name: string): null {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return null;
}

/** The two steps of a dangerous request: the grant for exactly it, then the request carrying the grant. */
export const confirmServices: ConfirmServices = {
  confirm: ({ request, password, reason }) =>
    adminApi.post('/admin/auth/confirm', { json: { method: request.method, path: request.path, body: request.body, password, reason }, silent: true }),
  perform: async ({ request, grant }: { request: ConfirmRequest; grant: string }) => {
    const path = request.path.replace(/^\/api/, '');
    const headers = { 'X-Admin-Grant': grant };
    if (request.download) return saveFile(await client.download(path, undefined, { headers, silent: true }), request.download);
    if (request.method === 'GET') return client.get(path, { headers, silent: true });
    if (request.method === 'DELETE') return client.delete(path, { headers, silent: true });
    return client.post(path, { json: request.body, headers, silent: true });
  },
};
