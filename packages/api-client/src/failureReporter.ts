import { type ApiError, MalformedReplyError } from './envelope';

/** SPEC §8: the 401 text when the server sends no message. */
export const LOGIN_REQUIRED_MESSAGE = '请先登录后再进行使用！';

export interface UnauthorizedEvent {
  /** True for a body code 401 in a reply that is not HTTP 401: SPEC §4 reloads the page then. */
  reloadRequested: boolean;
  /** The server's message, or LOGIN_REQUIRED_MESSAGE. */
  message: string;
  /** The call asked for no 401 toast (SPEC §6: the chat-list and group-query calls visitors make). */
  quiet: boolean;
}

export interface FailureHooks {
  /**
   * Any 401 (HTTP or body code). The app's session clears the token and decides the toast (SPEC §8:
   * at most once per 3 s, none for quiet calls), so the client itself never toasts a 401.
   */
  onUnauthorized?: (event: UnauthorizedEvent) => void;
  /** Error toast: the server's text of a failed call other than 401. */
  onErrorToast?: (message: string) => void;
}

export interface FailureFlags {
  /** No toast for a failure other than 401. */
  silent?: boolean;
  /** Reported as a quiet 401: no toast (SPEC §6: the chat-list and group-query calls, which visitors make). */
  silentUnauthorized?: boolean;
}

/** Runs the app's hooks for a failed call (SPEC §4, §8). */
export function createFailureReporter({ onUnauthorized, onErrorToast }: FailureHooks) {
  return (error: ApiError, flags: FailureFlags): void => {
    const text = serverText(error);
    if (error.code !== 401 && error.status !== 401) {
      if (text !== '' && !flags.silent) onErrorToast?.(text);
      return;
    }
    // Only the legacy "HTTP 200, body code 401" reloads: reloading on every HTTP 401 could loop.
    onUnauthorized?.({ reloadRequested: error.status !== 401, message: text || LOGIN_REQUIRED_MESSAGE, quiet: flags.silentUnauthorized ?? false });
  };
}

/** SPEC §8: the server's message, else its data when that is text; nothing for a non-envelope reply. */
function serverText(error: ApiError): string {
  if (error instanceof MalformedReplyError) return '';
  return error.message || (typeof error.data === 'string' ? error.data : '');
}
