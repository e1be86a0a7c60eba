import { describe, expect, it } from 'vitest';
import { darkThemePathFragments, forcedThemeFor, parseClientMenuList, planNavigation } from './navigationGuard';
import type { NavigationInput } from './navigationGuard';

const navigate = (overrides: Partial<NavigationInput> = {}) =>
  planNavigation({ path: '/chat/12', search: '', hasToken: false, clientMenuList: [], clientHomePath: '', ...overrides });

/** A logged-in user whose menu list does not include Chat. */
const restricted: Partial<NavigationInput> = {
  path: '/chat/12',
  routeName: 'Chat',
  username: 'alice',
  hasToken: true,
  clientMenuList: ['Draw'],
  clientHomePath: '/homePage',
};

describe('planNavigation: theme', () => {
  it.each(darkThemePathFragments)('forces dark on paths containing %s', (fragment) => {
    expect(navigate({ path: `${fragment}/42` }).forcedTheme).toBe('dark');
    expect(forcedThemeFor(`${fragment}/42`)).toBe('dark');
  });

  it('leaves the theme to the user elsewhere', () => {
    expect(navigate({ path: '/mindMap/3' }).forcedTheme).toBeNull();
  });
});

describe('planNavigation: invite code', () => {
  it('takes a trimmed code and replaces the URL with the bare path', () => {
    const plan = navigate({ search: '?inVitecode=%20AB12%20' });
    expect(plan.inviteCode).toBe('AB12');
    expect(plan.replaceWith).toBe('/chat/12');
  });

  it('strips every query parameter, not only the invite code', () => {
    const plan = navigate({ search: '?from=share&inVitecode=AB12&lang=zh' });
    expect(plan.inviteCode).toBe('AB12');
    expect(plan.replaceWith).toBe('/chat/12');
  });

  it.each([
    ['absent', ''],
    ['absent among other parameters', '?from=share'],
    ['empty', '?inVitecode='],
    ['whitespace only', '?inVitecode=%20%20'],
    ['longer than 64 characters', `?inVitecode=${'x'.repeat(65)}`],
  ])('ignores a code that is %s and keeps the URL', (_, search) => {
    const plan = navigate({ search });
    expect(plan.inviteCode).toBeNull();
    expect(plan.replaceWith).toBeNull();
  });

  it('accepts a code of exactly 64 characters', () => {
    expect(navigate({ search: `?inVitecode=${'x'.repeat(64)}` }).inviteCode).toBe('x'.repeat(64));
  });

  it('lets a menu redirect win over the replace but still reports the code', () => {
    const plan = navigate({ ...restricted, search: '?inVitecode=AB12' });
    expect(plan.redirectTo).toBe('/homePage');
    expect(plan.replaceWith).toBeNull();
    expect(plan.inviteCode).toBe('AB12');
  });
});

describe('planNavigation: menu access', () => {
  it('redirects a logged-in user from an unlisted guarded screen to the home path', () => {
    expect(navigate(restricted).redirectTo).toBe('/homePage');
  });

  it.each(['Draw', 'Midjourney'])('guards %s as well', (routeName) => {
    expect(navigate({ ...restricted, path: '/draw/midjourney', routeName, clientMenuList: ['Chat'] }).redirectTo).toBe('/homePage');
  });

  it('proceeds when no home path is set', () => {
    expect(navigate({ ...restricted, clientHomePath: '' }).redirectTo).toBeNull();
  });

  it('proceeds when the home path is the target itself', () => {
    expect(navigate({ ...restricted, clientHomePath: '/chat/12' }).redirectTo).toBeNull();
  });

  it.each([
    ['not logged in (no username)', { username: undefined }],
    ['not logged in (empty username)', { username: '' }],
    ['the menu list is empty', { clientMenuList: [] }],
    ['the screen is listed', { clientMenuList: ['Draw', 'Chat'] }],
    ['the screen is not guarded', { routeName: 'MindMap', path: '/mindMap' }],
    ['the route name is unknown', { routeName: undefined }],
  ])('proceeds when %s', (_, overrides: Partial<NavigationInput>) => {
    expect(navigate({ ...restricted, ...overrides }).redirectTo).toBeNull();
  });
});

describe('planNavigation: user info', () => {
  it('fetches user info for a token without a username', () => {
    expect(navigate({ hasToken: true, username: '' }).fetchUserInfo).toBe(true);
    expect(navigate({ hasToken: true }).fetchUserInfo).toBe(true);
  });

  it('does not fetch when the user is known', () => {
    expect(navigate({ hasToken: true, username: 'alice' }).fetchUserInfo).toBe(false);
  });

  it('does not fetch without a token', () => {
    expect(navigate({ hasToken: false }).fetchUserInfo).toBe(false);
  });
});

describe('parseClientMenuList', () => {
  it('parses a JSON string array', () => {
    expect(parseClientMenuList('["Chat","Draw"]')).toEqual(['Chat', 'Draw']);
  });

  it('accepts an array of strings as is', () => {
    expect(parseClientMenuList(['Midjourney'])).toEqual(['Midjourney']);
  });

  it.each([
    ['invalid JSON', '["Chat",'],
    ['an empty string', ''],
    ['JSON that is not an array', '{"menu":"Chat"}'],
    ['a JSON array with non-strings', '["Chat",3]'],
    ['an array with non-strings', ['Chat', null]],
    ['a number', 42],
    ['null', null],
    ['undefined', undefined],
  ])('yields [] for %s', (_, raw) => {
    expect(parseClientMenuList(raw)).toEqual([]);
  });
});
