// SPEC leaves the list unshown: the drawing tool's channel view and the 3D drawing tool are dark-only screens.
export const darkThemePathFragments = ['/channels/@me', '/d3draw'] as const;

/** SPEC §4: screens whose path contains a dark-only fragment are always dark. */
export const forcedThemeFor = (path: string): 'dark' | null => (darkThemePathFragments.some((fragment) => path.includes(fragment)) ? 'dark' : null);
export const guardedRouteNames = ['Chat', 'Draw', 'Midjourney'] as const;
export const inviteQueryParameter = 'inVitecode';

/** Longer values are not invite codes; they are ignored rather than stored. */
const maxInviteCodeLength = 64;

export type GuardedRouteName = (typeof guardedRouteNames)[number];

export interface NavigationInput {
  /** Target pathname, e.g. '/chat/12'. */
  path: string;
  /** Target query string including the leading '?', or ''. */
  search: string;
  /** Route-table name of the target ('Chat', 'Draw', 'MindMap', ...); undefined when unknown. */
  routeName?: string;
  /** Logged-in user's username; undefined or '' when there is no user info. */
  username?: string;
  hasToken: boolean;
  /** Already parsed from config, see parseClientMenuList. */
  clientMenuList: readonly string[];
  /** '' when unset. */
  clientHomePath: string;
}

export interface NavigationPlan {
  /** 'dark' on dark-only screens; null means the user's own theme applies. */
  forcedTheme: 'dark' | null;
  /** The invite code to store as invitedBy and send to the server. */
  inviteCode: string | null;
  /** Same path without any query, to replace the history entry after taking the invite code. */
  replaceWith: string | null;
  /** Menu-access redirect; null lets the navigation proceed. */
  redirectTo: string | null;
  /** A token without user info: load the user before going on. */
  fetchUserInfo: boolean;
}

/**
 * Reads clientMenuList from config, which arrives as a JSON-encoded string array
 * (or already as an array). Anything else means "no menu restriction": [].
 */
export function parseClientMenuList(raw: unknown): string[] {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return [];
    }
  }
  return Array.isArray(value) && value.every((item) => typeof item === 'string') ? [...value] : [];
}

const isGuardedRouteName = (name: string | undefined): name is GuardedRouteName =>
  name !== undefined && (guardedRouteNames as readonly string[]).includes(name);

function readInviteCode(search: string): string | null {
  const code = new URLSearchParams(search).get(inviteQueryParameter)?.trim();
  return code && code.length <= maxInviteCodeLength ? code : null;
}

/** SPEC §6: with a non-empty menu list, only the listed guarded screens may open. */
function menuAccessRedirect({ path, routeName, username, clientMenuList, clientHomePath }: NavigationInput): string | null {
  const denied = Boolean(username) && clientMenuList.length > 0 && isGuardedRouteName(routeName) && !clientMenuList.includes(routeName);
  return denied && clientHomePath !== '' && clientHomePath !== path ? clientHomePath : null;
}

/**
 * What the router should do before navigating to `input.path`.
 * Precedence: a menu-access redirect wins over the invite-code URL replace (the
 * redirect leaves the URL anyway), but the invite code is still reported so it is stored.
 * The query is only stripped when an invite code was accepted.
 */
export function planNavigation(input: NavigationInput): NavigationPlan {
  const inviteCode = readInviteCode(input.search);
  const redirectTo = menuAccessRedirect(input);
  return {
    forcedTheme: forcedThemeFor(input.path),
    inviteCode,
    replaceWith: inviteCode !== null && redirectTo === null ? input.path : null,
    redirectTo,
    fetchUserInfo: !input.username && input.hasToken,
  };
}
