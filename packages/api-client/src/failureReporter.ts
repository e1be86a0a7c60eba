import { type ApiError, MalformedReplyError } from './envelope';

/** SPEC §8: the 401 toast when the server sends no message. */
export const LOGIN_REQUIRED_MESSAGE = '请先登录后再进行使用！';
const UNAUTHORIZED_TOAST_INTERVAL_MS = 3000;

export interface UnauthorizedEvent {
  /** True for a body code 401 in a reply that is not HTTP 401: SPEC §4 reloads the page then. */
  reloadRequested: boolean;
  /** The server's message, or LOGIN_REQUIRED_MESSAGE. */
  message: string;
}

export interface FailureHooks {
  /** Any 401 (HTTP or body code); the app clears the token here. */
  onUnauthorized?: (event: UnauthorizedEvent) => void;
  /** Error toast: the server's text of a failed call; 401 texts at most once per 3 s. */
  onErrorToast?: (message: string) => void;
  /** Clock of the 401 toast throttle, in ms. */
  now?: () => number;
}

export interface FailureFlags {
  /** No toast for a failure other than 401. */
  silent?: boolean;
  /** No 401 toast (SPEC §6: the chat-list and group-query calls, which visitors make). */
  silentUnauthorized?: boolean;
}

/** Runs the app's hooks for a failed call (SPEC §4, §8). */
export function createFailureReporter({ onUnauthorized, onErrorToast, now = Date.now }: FailureHooks) {
  let lastUnauthorizedToastAt = Number.NEGATIVE_INFINITY;

  return (error: ApiError, flags: FailureFlags): void => {
    const text = serverText(error);
    if (error.code !== 401 && error.status !== 401) {
      if (text !== '' && !flags.silent) onErrorToast?.(text);
      return;
    }
    const message = text || LOGIN_REQUIRED_MESSAGE;
    // Only the legacy "HTTP 200, body code 401" reloads: reloading on every HTTP 401 could loop.
    onUnauthorized?.({ reloadRequested: error.status !== 401, message });
    const at = now();
    if (flags.silentUnauthorized || at - lastUnauthorizedToastAt < UNAUTHORIZED_TOAST_INTERVAL_MS) return;
    lastUnauthorizedToastAt = at;
    onErrorToast?.(message);
  };
}

/** SPEC §8: the server's message, else its data when that is text; nothing for a non-envelope reply. */
function serverText(error: ApiError): string {
  if (error instanceof MalformedReplyError) return '';
  return error.message || (typeof error.data === 'string' ? error.data : '');
}
