/** Every reply of the API: `{ code, data, message, success }`; codes 200–299 are success (SPEC §7). */
export interface Envelope<T> {
  code: number;
  data: T;
  message: string;
  success: boolean;
}

export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const isSuccessCode = (code: number) => code >= 200 && code <= 299;

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number';
}

/** Returns `data` of a successful envelope; throws ApiError for a failed or malformed one. */
export function unwrapEnvelope<T>(body: unknown): T {
  if (!isEnvelope(body)) throw new ApiError(0, 'Malformed reply');
  if (!isSuccessCode(body.code)) throw new ApiError(body.code, body.message, body.data);
  return body.data as T;
}
