/** Every reply of the API: `{ code, data, message, success }`; codes 200–299 are success (SPEC §7). */
export interface Envelope<T> {
  code: number;
  data: T;
  message: string;
  success: boolean;
}

/** A failed call: the envelope's code, message and data; `status` is the HTTP status when known. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The reply was not an envelope (an HTML error page, an empty body…); `code` is the HTTP status. */
export class MalformedReplyError extends ApiError {
  constructor(body: unknown, status?: number) {
    const where = status === undefined ? '' : ` (HTTP ${status})`;
    super(status ?? 0, `Malformed reply${where}: expected a JSON envelope {code, data, message, success}`, body, status);
    this.name = 'MalformedReplyError';
  }
}

export const isSuccessCode = (code: number) => code >= 200 && code <= 299;

export function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number';
}

/** The error a failed reply stands for: its envelope's code and message, or a MalformedReplyError. */
export function replyError(body: unknown, status?: number): ApiError {
  return isEnvelope(body) ? new ApiError(body.code, body.message, body.data, status) : new MalformedReplyError(body, status);
}

/** Returns `data` of a successful envelope; throws ApiError for a failed or malformed one. */
export function unwrapEnvelope<T>(body: unknown, status?: number): T {
  if (isEnvelope(body) && isSuccessCode(body.code)) return body.data as T;
  throw replyError(body, status);
}
