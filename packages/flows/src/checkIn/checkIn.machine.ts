import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureMessage, type MessageRef, type Notice } from '../session/notify';
import type { CheckInMessageKey } from './messages';

/** One entry of GET /signin/signinLog (SPEC §3 "Sign-in log entry"). */
export interface SignInLogEntry {
  /** YYYY-MM-DD, an Asia/Shanghai date. */
  signInDate: string;
  isSigned: boolean;
}

export interface CheckInInput {
  /** Today as YYYY-MM-DD in Asia/Shanghai (the app computes it; stories fix it). */
  today: string;
}

export interface CheckInContext {
  today: string;
  log: SignInLogEntry[];
  /** Why the log could not be loaded (nothing to show yet). */
  loadError: MessageRef<CheckInMessageKey> | null;
  /** Why signing failed: shown after 签到失败！. */
  signError: MessageRef<CheckInMessageKey> | null;
  /** Points the last successful call awarded. */
  awarded: number | null;
}

export type CheckInEvent = { type: 'checkIn.sign' } | { type: 'checkIn.retry' };

/** Whether the log marks `day` as signed. */
export const isSignedOn = (log: readonly SignInLogEntry[], day: string) => log.some((entry) => entry.isSigned && entry.signInDate === day);

/** The log with `day` marked signed (an entry is added or updated). */
export const withSigned = (log: readonly SignInLogEntry[], day: string): SignInLogEntry[] =>
  log.some((entry) => entry.signInDate === day)
    ? log.map((entry) => (entry.signInDate === day ? { ...entry, isSigned: true } : entry))
    : [...log, { signInDate: day, isSigned: true }];

/**
 * The check-in dialog (SPEC §2.3.3, §4, §8): load the sign-in log; while today is not signed,
 * `checkIn.sign` calls POST /signin/sign. Success: today is marked at once, 签到成功！获得 N 积分 toasts, the
 * user info reloads (`reloadUser`) and the log reloads in the background. A rejection shows
 * 签到失败！ plus its message and signing may be tried again.
 */
export const checkInMachine = setup({
  types: { input: {} as CheckInInput, context: {} as CheckInContext, events: {} as CheckInEvent },
  actors: {
    /** GET /signin/signinLog. */
    loadLog: fromPromise<SignInLogEntry[]>(async () => {
      throw new Error('loadLog is not provided');
    }),
    /** POST /signin/sign: the points awarded. */
    sign: fromPromise<number>(async () => {
      throw new Error('sign is not provided');
    }),
  },
  actions: {
    notify: (_, _params: Notice<CheckInMessageKey>) => {},
    /** Reload the user info (points, consecutive days, isSignIn). */
    reloadUser: () => {},
  },
  guards: {
    isUnsigned: ({ context }) => !isSignedOn(context.log, context.today),
  },
}).createMachine({
  id: 'checkIn',
  context: ({ input }) => ({ today: input.today, log: [], loadError: null, signError: null, awarded: null }),
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ loadError: null }),
      invoke: {
        src: 'loadLog',
        onDone: { target: 'ready', actions: assign({ log: ({ event }) => event.output }) },
        onError: { target: 'loadFailed', actions: assign({ loadError: ({ event }) => failureMessage(event.error, 'checkIn.loadFailed') }) },
      },
    },
    loadFailed: { on: { 'checkIn.retry': 'loading' } },
    ready: {
      on: { 'checkIn.sign': { guard: 'isUnsigned', target: 'signing', actions: assign({ signError: null }) } },
    },
    signing: {
      invoke: {
        src: 'sign',
        onDone: {
          target: 'refreshing',
          actions: [
            assign({ log: ({ context }) => withSigned(context.log, context.today), awarded: ({ event }) => event.output }),
            {
              type: 'notify',
              params: ({ event }) => ({ tone: 'success', message: { key: 'checkIn.success', values: { points: event.output } } }) as const,
            },
            'reloadUser',
          ],
        },
        onError: { target: 'ready', actions: assign({ signError: ({ event }) => failureMessage(event.error, 'checkIn.failedUnknown') }) },
      },
    },
    /** After a sign-in: the log reloads while the (optimistically updated) calendar stays. */
    refreshing: {
      invoke: {
        src: 'loadLog',
        onDone: {
          target: 'ready',
          // A log that lags behind the sign-in must not bring the button back.
          actions: assign({ log: ({ context, event }) => withSigned(event.output, context.today) }),
        },
        onError: { target: 'ready' },
      },
    },
  },
});

export type CheckInSnapshot = SnapshotFrom<typeof checkInMachine>;
