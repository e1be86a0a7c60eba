import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { Notice } from './notify';

/** SPEC §3 user info, as GET /auth/getInfo returns it (docs/accounts.md). */
export interface SessionUser {
  id: number;
  username: string;
  nickname: string;
  avatar: string;
  email: string;
  phone: string;
  /** 'yes' when the user has set a password, '' otherwise. */
  password: string;
  /** 1 when a messaging-platform (WeChat) account is bound. */
  isBindWx: number;
  inviteCode: string;
  score: number;
  /** 1 or '1' = permanent membership. */
  lifetimeVip: number | string;
  vipExpire: string | null;
  consecutiveDays: number;
}

/** SPEC §3 leaves its fields unshown; the server sends {score, isVip, vipExpire}. */
export type SessionBalance = Record<string, unknown>;

/** The data of GET /auth/getInfo. */
export interface SessionInfo {
  userInfo: SessionUser;
  userBalance: SessionBalance;
  isSignIn: boolean;
}

export interface SessionContext {
  token: string | null;
  user: SessionUser | null;
  balance: SessionBalance | null;
  /** Today's check-in is done. */
  isSignIn: boolean;
}

/** Where a token came from: the URL query and the login dialog greet the user; silent login does not. */
export const loginSources = ['url', 'login', 'silent'] as const;
export type LoginSource = (typeof loginSources)[number];

export type SessionEvent =
  | { type: 'session.login'; token: string; source?: LoginSource }
  /** Reload the user info, e.g. after binding, check-in or payment. */
  | { type: 'session.reload' }
  /** quiet: no 登出账户成功！ (the password change and cancellation flows say their own words). */
  | { type: 'session.logout'; quiet?: boolean }
  /**
   * A call was refused with 401 (SPEC §4, §8). message: the server's text; fromBody: the reply
   * carried body code 401 (the page reloads then); quiet: the chat list and group query calls.
   */
  | { type: 'session.unauthorized'; message?: string; fromBody: boolean; quiet?: boolean };

const signedOutContext: SessionContext = { token: null, user: null, balance: null, isSignIn: false };

const loginRequiredKey = 'session.loginRequired';

/**
 * The login state (SPEC §4): a token means logged in. The `auth` region restores the stored token,
 * loads the user info and handles login, reload, logout and 401; the `unauthorizedToast` region
 * lets the 401 toast show at most once per `unauthorizedToastThrottle` (SPEC §8, §9: 3 s).
 */
export const sessionMachine = setup({
  types: { context: {} as SessionContext, events: {} as SessionEvent },
  actors: {
    /** The stored token, or null. */
    readToken: fromPromise<string | null>(async () => null),
    loadUserInfo: fromPromise<SessionInfo>(async () => {
      throw new Error('loadUserInfo is not provided');
    }),
  },
  actions: {
    persistToken: (_, _params: { token: string }) => {},
    /** Removes the stored token only (a 401). */
    clearToken: () => {},
    /** Removes token, user info, balance, chat state and chatLogId (logout). */
    clearStorage: () => {},
    notify: (_, _params: Notice) => {},
    /** A body code 401 asks the app to reload the page. */
    reloadPage: () => {},
    assignToken: assign((_, params: { token: string }) => ({ ...signedOutContext, token: params.token })),
    assignInfo: assign((_, info: SessionInfo) => ({ user: info.userInfo, balance: info.userBalance, isSignIn: info.isSignIn })),
    signOut: assign(() => signedOutContext),
  },
  guards: {
    isSilentLogin: ({ event }) => event.type === 'session.login' && event.source === 'silent',
    isQuietLogout: ({ event }) => event.type === 'session.logout' && event.quiet === true,
    isQuietUnauthorized: ({ event }) => event.type === 'session.unauthorized' && event.quiet === true,
    isBodyUnauthorized: ({ event }) => event.type === 'session.unauthorized' && event.fromBody,
    hasToken: (_, params: { token: string | null }) => Boolean(params.token),
  },
  delays: { unauthorizedToastThrottle: 3000 },
}).createMachine({
  id: 'session',
  type: 'parallel',
  context: signedOutContext,
  states: {
    auth: {
      initial: 'restoring',
      // No `reenter` on these: it would re-enter the parallel root and reset the toast throttle.
      on: {
        'session.login': [
          {
            guard: 'isSilentLogin',
            target: '.signedIn',
            actions: [
              { type: 'assignToken', params: ({ event }) => ({ token: event.token }) },
              { type: 'persistToken', params: ({ event }) => ({ token: event.token }) },
            ],
          },
          {
            target: '.signedIn',
            actions: [
              { type: 'assignToken', params: ({ event }) => ({ token: event.token }) },
              { type: 'persistToken', params: ({ event }) => ({ token: event.token }) },
              { type: 'notify', params: { tone: 'success', message: { key: 'session.loginSuccess' } } },
            ],
          },
        ],
        'session.unauthorized': [
          { guard: 'isBodyUnauthorized', target: '.signedOut', actions: ['signOut', 'clearToken', 'reloadPage'] },
          { target: '.signedOut', actions: ['signOut', 'clearToken'] },
        ],
      },
      states: {
        restoring: {
          invoke: {
            src: 'readToken',
            onDone: [
              {
                guard: { type: 'hasToken', params: ({ event }) => ({ token: event.output }) },
                target: 'signedIn',
                actions: { type: 'assignToken', params: ({ event }) => ({ token: event.output ?? '' }) },
              },
              { target: 'signedOut' },
            ],
            onError: 'signedOut',
          },
        },
        signedOut: {},
        signedIn: {
          initial: 'loading',
          on: {
            'session.reload': '.loading',
            'session.logout': [
              { guard: 'isQuietLogout', target: 'signedOut', actions: ['signOut', 'clearStorage'] },
              {
                target: 'signedOut',
                actions: ['signOut', 'clearStorage', { type: 'notify', params: { tone: 'success', message: { key: 'session.logoutSuccess' } } }],
              },
            ],
          },
          states: {
            loading: {
              invoke: {
                src: 'loadUserInfo',
                onDone: { target: 'ready', actions: { type: 'assignInfo', params: ({ event }) => event.output } },
                // Not a 401 (that arrives as session.unauthorized): keep the token, allow a reload.
                onError: 'failed',
              },
            },
            ready: {},
            failed: {},
          },
        },
      },
    },
    unauthorizedToast: {
      initial: 'ready',
      states: {
        ready: {
          on: {
            'session.unauthorized': [
              { guard: 'isQuietUnauthorized' },
              {
                target: 'throttled',
                actions: {
                  type: 'notify',
                  params: ({ event }) => ({ tone: 'error', message: event.message?.trim() ? { text: event.message.trim() } : { key: loginRequiredKey } }),
                },
              },
            ],
          },
        },
        // A 401 while throttled still signs out (auth region) but shows no second toast.
        throttled: { after: { unauthorizedToastThrottle: 'ready' } },
      },
    },
  },
});

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** SPEC §4: a token means logged in. */
export const selectIsLoggedIn = (snapshot: SessionSnapshot) => snapshot.context.token !== null;

/** The user info is being fetched (first load or a reload). */
export const selectIsLoadingUser = (snapshot: SessionSnapshot) => snapshot.matches({ auth: { signedIn: 'loading' } });
