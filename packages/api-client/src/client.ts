import ky, { HTTPError, type Options, type ResponsePromise } from 'ky';
import { ApiError, replyError, unwrapEnvelope } from './envelope';
import { type FailureFlags, type FailureHooks, createFailureReporter } from './failureReporter';
import { normaliseFingerprint } from './fingerprint';
import { readNdjson } from './ndjson';

/** SPEC §7 and §9: the API timeout. */
const DEFAULT_TIMEOUT_MS = 40_000_000;

export type Query = Record<string, string | number | boolean | undefined>;

export interface ApiClientOptions extends FailureHooks {
  /** Prefix of every path, default `/api`; outside a browser it must be absolute (`http://host:port/api`). */
  baseUrl?: string;
  /** Default per-call timeout in ms, up to the reply's head and again for reading its body. */
  timeout?: number;
  getToken?: () => string | null | undefined;
  getFingerprint?: () => string | number | null | undefined;
  /** The interface language (zh-CN, en, zh-TW): sent as Accept-Language so server messages match it. */
  getLanguage?: () => string | null | undefined;
}

export interface CallOptions extends FailureFlags {
  signal?: AbortSignal;
  timeout?: number;
  /** Extra request headers (the back office's X-Admin-Grant). */
  headers?: Record<string, string>;
}

export interface GetOptions extends CallOptions {
  query?: Query;
}

export interface PostOptions extends CallOptions {
  json?: unknown;
}

/**
 * Calls of SPEC §7. A failed call rejects with ApiError (MalformedReplyError when the reply is no
 * envelope); a timeout with ky's TimeoutError, a lost connection with ky's NetworkError and an
 * aborted call with the signal's reason (an AbortError), none of which toast.
 */
export interface ApiClient {
  get<T>(path: string, options?: GetOptions): Promise<T>;
  post<T>(path: string, options?: PostOptions): Promise<T>;
  /** DELETE (the back office's deletions; SPEC's own API is GET and POST only). */
  delete<T>(path: string, options?: CallOptions): Promise<T>;
  upload<T>(path: string, formData: FormData, options?: CallOptions): Promise<T>;
  download(path: string, query?: Query, options?: CallOptions): Promise<Blob>;
  /** POSTs `json` and yields the reply's NDJSON frames; the request starts on the first `next()`. */
  stream<T>(path: string, options?: PostOptions): AsyncGenerator<T, void, undefined>;
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const { baseUrl = '/api', timeout = DEFAULT_TIMEOUT_MS, getToken, getFingerprint, getLanguage } = options;
  const report = createFailureReporter(options);
  const api = ky.create({
    // `prefix`, not ky's `baseUrl`: SPEC paths start with a slash and must stay under /api.
    prefix: baseUrl,
    // SPEC calls are not retried; a retry would also repeat 401 handling and toasts.
    retry: 0,
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const token = getToken?.();
          const fingerprint = getFingerprint?.();
          const language = getLanguage?.();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
          if (language) request.headers.set('Accept-Language', language);
          if (fingerprint != null && fingerprint !== '') request.headers.set('Fingerprint', normaliseFingerprint(fingerprint));
        },
      ],
    },
  });

  // ky would read an explicit `timeout: undefined` as its own 10 s default.
  const kyOptions = ({ signal, timeout: callTimeout = timeout, headers }: CallOptions): Options => ({ signal, timeout: callTimeout, headers });

  async function send<R>(flags: FailureFlags, request: () => Promise<R>): Promise<R> {
    try {
      return await request();
    } catch (error) {
      const failure = error instanceof HTTPError ? replyError(error.data, error.response.status) : error;
      if (failure instanceof ApiError) report(failure, flags);
      throw failure;
    }
  }

  async function readEnvelope<T>(reply: ResponsePromise): Promise<T> {
    const text = await reply.text();
    const { status } = await reply;
    return unwrapEnvelope<T>(parseJsonOrText(text), status);
  }

  const json = { accept: 'application/json' };

  return {
    get: (path, call = {}) =>
      send(call, () => readEnvelope(api.get(path, { ...kyOptions(call), searchParams: call.query, headers: { ...json, ...call.headers } }))),
    post: (path, call = {}) => send(call, () => readEnvelope(api.post(path, { ...kyOptions(call), json: call.json, headers: { ...json, ...call.headers } }))),
    delete: (path, call = {}) => send(call, () => readEnvelope(api.delete(path, { ...kyOptions(call), headers: { ...json, ...call.headers } }))),
    upload: (path, formData, call = {}) =>
      send(call, () => readEnvelope(api.post(path, { ...kyOptions(call), body: formData, headers: { ...json, ...call.headers } }))),
    download: (path, query, call = {}) => send(call, () => api.get(path, { ...kyOptions(call), searchParams: query }).blob()),
    async *stream<T>(path: string, call: PostOptions = {}) {
      const response = await send(call, () =>
        api.post(path, { ...kyOptions(call), json: call.json, headers: { ...call.headers, accept: 'application/x-ndjson' } }),
      );
      yield* readNdjson<T>(response, call.signal);
    },
  };
}

function parseJsonOrText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
