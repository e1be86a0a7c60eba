/** The query parameter that carries a token into the app (SPEC §4). */
export const urlTokenParameter = 'token';

export interface UrlLoginPlan {
  token: string;
  /** The same query without the token ('' when nothing is left), to replace the URL with. */
  search: string;
}

/**
 * SPEC §4: a token in the URL query logs the user in and leaves the URL. Only the token is taken
 * out, so other parameters (an invite code for the navigation guard) still reach their readers.
 * Returns null when there is no non-empty token.
 */
export function planUrlLogin(search: string): UrlLoginPlan | null {
  const params = new URLSearchParams(search);
  const token = params.get(urlTokenParameter)?.trim();
  if (!token) return null;
  params.delete(urlTokenParameter);
  const rest = params.toString();
  return { token, search: rest ? `?${rest}` : '' };
}
