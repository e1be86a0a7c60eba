import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { MessageRef } from '../session/notify';
import type { AdminMessageKey } from './messages';

/** The server ends a back-office session after 30 idle minutes (docs/admin.md); the app leaves a minute earlier. */
export const adminIdleMs = 29 * 60_000;

export interface AdminSessionContext {
  token: string | null;
  /** Why the operator is at the login screen again (timed out, refused, signed out). */
  notice: MessageRef<AdminMessageKey> | null;
}

export type AdminSessionEvent =
  | { type: 'session.loggedIn'; token: string }
  | { type: 'session.activity' }
  | { type: 'session.unauthorized'; message?: string }
  | { type: 'session.logout' };

/**
 * The operator's session in the back office: the token (kept in sessionStorage by the app's `storeToken`), ended by
 * 29 idle minutes (named delay `idle`: every request and key press is `session.activity`), by a 401 from the server
 * (its message, e.g. 登录已超时，请重新登录, becomes the login screen's notice) or by signing out.
 */
export const adminSessionMachine = setup({
  types: { input: {} as { token: string | null }, context: {} as AdminSessionContext, events: {} as AdminSessionEvent },
  actors: {
    logout: fromPromise<unknown, { token: string }>(async () => {
      throw new Error('logout is not provided');
    }),
  },
  actions: {
    storeToken: (_, _params: { token: string | null }) => {},
  },
  delays: { idle: adminIdleMs },
  guards: { hasToken: ({ context }) => context.token !== null },
}).createMachine({
  id: 'adminSession',
  context: ({ input }) => ({ token: input.token, notice: null }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'hasToken', target: 'signedIn' }, { target: 'signedOut' }] },
    signedOut: {
      on: {
        'session.loggedIn': {
          target: 'signedIn',
          actions: [assign({ token: ({ event }) => event.token, notice: null }), { type: 'storeToken', params: ({ event }) => ({ token: event.token }) }],
        },
      },
    },
    signedIn: {
      initial: 'active',
      states: {
        active: {
          after: {
            idle: {
              target: '#adminSession.signedOut',
              actions: [assign({ token: null, notice: { key: 'admin.sessionExpired' } }), { type: 'storeToken', params: { token: null } }],
            },
          },
          on: { 'session.activity': { target: 'active', reenter: true } },
        },
      },
      on: {
        'session.unauthorized': {
          target: 'signedOut',
          actions: [
            assign({ token: null, notice: ({ event }) => (event.message ? { text: event.message } : { key: 'admin.sessionExpired' }) }),
            { type: 'storeToken', params: { token: null } },
          ],
        },
        'session.logout': 'loggingOut',
      },
    },
    loggingOut: {
      invoke: {
        src: 'logout',
        input: ({ context }) => ({ token: context.token ?? '' }),
        // Signed out here whatever the server says: the token is dropped either way.
        onDone: 'loggedOut',
        onError: 'loggedOut',
      },
    },
    loggedOut: {
      entry: [assign({ token: null, notice: { key: 'admin.loggedOut' } }), { type: 'storeToken', params: { token: null } }],
      always: 'signedOut',
    },
  },
});

export type AdminSessionSnapshot = SnapshotFrom<typeof adminSessionMachine>;
