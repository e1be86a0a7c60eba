import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import { redirects, screenRoutes, type ScreenRoute } from './routeTable';

export type RouteMatch =
  | { kind: 'redirect'; to: string }
  | { kind: 'screen'; route: ScreenRoute; params: Record<string, string | undefined> }
  | { kind: 'notFound' };

/** wouter's own path parser (regexparam), so the table matches exactly as wouter would. */
const parser = (route: string) => parse(route);

/** The table's answer for a pathname: a redirect, a screen with its params, or not found. */
export function resolveRoute(path: string): RouteMatch {
  const redirect = redirects.find((entry) => entry.path === path);
  if (redirect) return { kind: 'redirect', to: redirect.redirect };
  for (const route of screenRoutes) {
    const [matches, params] = matchRoute(parser, route.path, path);
    if (matches) return { kind: 'screen', route, params: (params ?? {}) as Record<string, string | undefined> };
  }
  return { kind: 'notFound' };
}
