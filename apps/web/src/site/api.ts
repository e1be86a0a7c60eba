import { ApiError, createApiClient, normaliseFingerprint, typedApi, type components, type UnauthorizedEvent } from '@lingxi/api-client';

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

/**
 * POST /file/upload with the share sent so far (`onProgress`, 0–100); see `postFormWithProgress`.
 */
export function uploadFileWithProgress(dir: string, file: File, options: ProgressOptions): Promise<string> {
  const form = new FormData();
  form.append('dir', dir);
  form.append('file', file, file.name);
  return postFormWithProgress<string>('/file/upload', form, options);
}

/** POST /knowledge/doc/upload: a document into a knowledge base, with the share sent so far. */
export function uploadKnowledgeDocument<T>(file: File, kbId: number, options: ProgressOptions): Promise<T> {
  const form = new FormData();
  form.append('kbId', String(kbId));
  form.append('file', file, file.name);
  return postFormWithProgress<T>('/knowledge/doc/upload', form, options);
}

interface ProgressOptions {
  onProgress(percent: number): void;
  signal: AbortSignal;
}

/**
 * A multipart POST reporting the share sent so far (`onProgress`, 0–100): fetch cannot report an upload's progress,
 * so this goes by XMLHttpRequest with the client's headers. A refusal rejects with the server's message (ApiError);
 * `signal` aborts it.
 */
function postFormWithProgress<T>(path: string, form: FormData, { onProgress, signal }: ProgressOptions): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api${path}`);
    const token = hooks.getToken();
    const fingerprint = hooks.getFingerprint();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.setRequestHeader('Accept-Language', hooks.getLanguage());
    if (fingerprint !== null) request.setRequestHeader('Fingerprint', normaliseFingerprint(fingerprint));
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(Math.round((event.loaded / event.total) * 100));
    request.onload = () => {
      try {
        const reply = JSON.parse(request.responseText) as { success?: boolean; code: number; data: unknown; message: string };
        if (reply.success) resolve(reply.data as T);
        else reject(new ApiError(reply.code, reply.message, null, request.status));
      } catch {
        // Not an envelope: no words of the server's to show, so the caller's own message shows (an empty message).
        reject(new ApiError(request.status, '', null, request.status));
      }
    };
    request.onerror = () => reject(new ApiError(0, ''));
    signal.addEventListener('abort', () => request.abort(), { once: true });
    request.onabort = () => reject(signal.reason ?? new DOMException('aborted', 'AbortError'));
    request.send(form);
  });
}

/** A private file the caller owns, fetched with their token (GET /knowledge/doc/download). */
export const downloadPrivate = (path: '/knowledge/doc/download', query: Record<string, string | number | boolean>) =>
  client.download(path, query, { silent: true });

/** POSTs a chat turn (or a note's assist) and yields its NDJSON frames (docs/chat.md); a refusal before streaming rejects with ApiError. */
export function streamFrames<T>(
  path: '/chatgpt/chat-process' | '/chatgpt/chat-file-analysis' | '/knowledge/chat' | '/knowledge/note/assist',
  json: unknown,
  signal: AbortSignal,
): AsyncGenerator<T, void, undefined> {
  return client.stream<T>(path, { json, signal, silent: true });
}

/** POST /chatgpt/upload (multipart): a document or image for file chat. */
export function uploadChatFile<T>(file: File, groupId: number | null): Promise<T> {
  const form = new FormData();
  if (groupId !== null) form.append('groupId', String(groupId));
  form.append('file', file, file.name);
  return client.upload<T>('/chatgpt/upload', form, { silent: true });
}

/** POST /midjourney/upload_task_add (multipart): one picture to describe (图生文), or 2–5 to blend in a shape (混图), queued as a drawing. */
export function uploadDrawTask<T>(type: 'describe' | 'blend', images: readonly File[], dimensions?: string): Promise<T> {
  const form = new FormData();
  form.append('type', type);
  if (dimensions) form.append('dimensions', dimensions);
  for (const image of images) form.append('file', image, image.name);
  return client.upload<T>('/midjourney/upload_task_add', form, { silent: true });
}

export function connectApi(next: ApiHooks) {
  hooks = next;
}
