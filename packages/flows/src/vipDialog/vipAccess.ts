/** Where a VIP action leads: the VIP dialog, or the login dialog first. */
export const vipEntries = ['vip', 'login'] as const;
export type VipEntry = (typeof vipEntries)[number];

export interface VipAccessOptions {
  /** A token is stored (SPEC §4: a token means logged in). */
  hasToken: boolean;
  /** The auth check: GET /auth/getInfo (resolves while the token is valid; a 401 rejects and clears it). */
  checkAuth: () => Promise<unknown>;
}

/**
 * SPEC §6: VIP actions (the points chip, 开通会员, the user popup's open-VIP prompt) run an auth
 * check before opening the VIP dialog. No token → login; a token the server refuses → login;
 * otherwise the VIP dialog opens.
 */
export async function checkVipAccess({ hasToken, checkAuth }: VipAccessOptions): Promise<VipEntry> {
  if (!hasToken) return 'login';
  try {
    await checkAuth();
    return 'vip';
  } catch {
    return 'login';
  }
}
