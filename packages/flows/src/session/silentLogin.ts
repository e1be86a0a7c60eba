/** The parameters the platform's authorisation page adds to the return URL. */
const authorisationParameters = ['code', 'state'] as const;

export interface SilentLoginInput {
  /** detectClientType() of the web app; silent login only runs in the messaging platform's browser. */
  clientType: string;
  /** Config wechatSilentLoginStatus, read as a boolean by the app. */
  silentLoginEnabled: boolean;
  /** Config clientHomePath; '' when unset. */
  homePath: string;
  hasToken: boolean;
  /** The `code` query parameter of the current URL, or null. */
  code: string | null;
  /** The current page URL (location.href). */
  url: string;
}

export type SilentLoginPlan =
  /** Nothing to do. */
  | { action: 'none' }
  /** POST /official/loginByCode {code}, then replace the URL with cleanUrl (a code is single-use). */
  | { action: 'exchangeCode'; code: string; cleanUrl: string }
  /** POST /official/getRedirectUrl {url: returnUrl} and send the browser to the URL it returns. */
  | { action: 'authorize'; returnUrl: string };

/** The URL without the authorisation parameters (and without its hash for the return URL). */
function withoutAuthorisation(url: string, keepHash: boolean): string {
  const parsed = new URL(url);
  for (const name of authorisationParameters) parsed.searchParams.delete(name);
  if (!keepHash) parsed.hash = '';
  return parsed.toString();
}

/**
 * SPEC §4 silent login in the messaging platform's browser: when enabled, no home path set and not
 * logged in, a code in the URL is exchanged for a token; otherwise the browser goes to the
 * platform's authorisation page, which comes back with a code (or, declined, with only `state`).
 */
export function planSilentLogin({ clientType, silentLoginEnabled, homePath, hasToken, code, url }: SilentLoginInput): SilentLoginPlan {
  if (clientType !== 'wechat' || !silentLoginEnabled || homePath.trim() !== '' || hasToken) return { action: 'none' };
  const trimmed = code?.trim();
  if (trimmed) return { action: 'exchangeCode', code: trimmed, cleanUrl: withoutAuthorisation(url, true) };
  // Back from the authorisation page without a code: the user declined; asking again would loop.
  if (new URL(url).searchParams.has('state')) return { action: 'none' };
  return { action: 'authorize', returnUrl: withoutAuthorisation(url, false) };
}
