import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureMessage, type MessageRef } from '../../session/notify';
import type { AdminMessageKey } from '../messages';
import { ConfirmCancelled } from '../siteSettings.machine';
import type { SecurityMessageKey } from './messages';

type Key = SecurityMessageKey | AdminMessageKey;
type Outcome = { tone: 'success' | 'error'; message: MessageRef<Key> };

/** POST /admin/auth/totp/setup: the new key, pending on the server for 10 minutes. */
export interface TotpKey {
  /** Base32, for typing into the app by hand. */
  secret: string;
  /** otpauth://totp/…, drawn as the QR code. */
  uri: string;
}

export interface SecurityContext {
  /** Whether TOTP is on (GET /admin/auth/totp); null until read. */
  enabled: boolean | null;
  loadError: MessageRef<Key> | null;
  /** The pending key while it is shown; dropped when it expires, is used or is cancelled. */
  key: TotpKey | null;
  code: string;
  codeError: SecurityMessageKey | null;
  /** What the last action did (or why it failed). */
  outcome: Outcome | null;
}

export type SecurityEvent =
  | { type: 'security.retry' }
  | { type: 'totp.start' }
  | { type: 'totp.cancel' }
  | { type: 'code.change'; value: string }
  | { type: 'code.submit' }
  | { type: 'totp.disable' };

/** The server keeps a pending key 10 minutes; the screen drops it 15 s earlier, so a code is never sent for a key it no longer has. */
export const totpPendingMs = 10 * 60_000 - 15_000;

/** A code as typed (spaces, as some apps show "123 456", are dropped): six digits, or null. */
export const totpCodeOf = (text: string) => {
  const digits = text.replace(/\s/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
};

const failure = ({ event }: { event: { error?: unknown } }): Outcome => ({ tone: 'error', message: failureMessage<Key>(event.error, 'admin.requestFailed') });

/**
 * The operator's own TOTP: its status (GET /admin/auth/totp); 开启 makes a key (POST …/setup), shown as a QR code and
 * as text while it is pending (the named delay `pendingExpiry`, 10 minutes less 15 s, then `expired` offers a new
 * one), and a code of it turns TOTP on (…/enable; a wrong code stays on the form with the server's message); 关闭 is
 * the app's confirmed call (…/disable; closing the confirmation rejects ConfirmCancelled, which changes nothing).
 */
export const securityMachine = setup({
  types: { context: {} as SecurityContext, events: {} as SecurityEvent },
  actors: {
    status: fromPromise<{ enabled: boolean }>(async () => {
      throw new Error('status is not provided');
    }),
    setup: fromPromise<TotpKey>(async () => {
      throw new Error('setup is not provided');
    }),
    enable: fromPromise<unknown, string>(async () => {
      throw new Error('enable is not provided');
    }),
    disable: fromPromise<unknown>(async () => {
      throw new Error('disable is not provided');
    }),
  },
  delays: { pendingExpiry: totpPendingMs },
  actions: { showOutcome: assign((_, outcome: Outcome) => ({ outcome })) },
  guards: {
    codeInvalid: ({ context }) => totpCodeOf(context.code) === null,
    cancelled: ({ event }) => (event as { error?: unknown }).error instanceof ConfirmCancelled,
  },
}).createMachine({
  id: 'security',
  context: { enabled: null, loadError: null, key: null, code: '', codeError: null, outcome: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'status',
        onDone: [
          { guard: ({ event }) => event.output.enabled, target: 'on', actions: assign({ enabled: true, loadError: null }) },
          { target: 'off', actions: assign({ enabled: false, loadError: null }) },
        ],
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => failureMessage<Key>(event.error, 'admin.requestFailed') }) },
      },
    },
    failed: { on: { 'security.retry': 'loading' } },
    off: { on: { 'totp.start': { target: 'creatingKey', actions: assign({ outcome: null }) } } },
    creatingKey: {
      invoke: {
        src: 'setup',
        onDone: { target: 'pending', actions: assign({ key: ({ event }) => event.output, code: '', codeError: null }) },
        onError: { target: 'off', actions: { type: 'showOutcome', params: failure } },
      },
    },
    /** The key is shown; its timer runs across a failed try (entering ⇄ enabling). */
    pending: {
      initial: 'entering',
      after: { pendingExpiry: { target: 'expired', actions: assign({ key: null, code: '', codeError: null, outcome: null }) } },
      on: { 'totp.cancel': { target: 'off', actions: assign({ key: null, code: '', codeError: null, outcome: null }) } },
      states: {
        entering: {
          on: {
            'code.change': { actions: assign({ code: ({ event }) => event.value, codeError: null }) },
            'code.submit': [
              { guard: 'codeInvalid', actions: assign({ codeError: 'admin.security.codeInvalid', outcome: null }) },
              { target: 'enabling', actions: assign({ outcome: null }) },
            ],
          },
        },
        enabling: {
          invoke: {
            src: 'enable',
            input: ({ context }) => totpCodeOf(context.code)!,
            onDone: {
              target: '#security.on',
              actions: assign({
                enabled: true,
                key: null,
                code: '',
                outcome: { tone: 'success' as const, message: { key: 'admin.security.enabled' as const } },
              }),
            },
            onError: { target: 'entering', actions: [{ type: 'showOutcome', params: failure }, assign({ code: '' })] },
          },
        },
      },
    },
    expired: {
      on: {
        'totp.start': { target: 'creatingKey', actions: assign({ outcome: null }) },
        'totp.cancel': 'off',
      },
    },
    on: { on: { 'totp.disable': { target: 'disabling', actions: assign({ outcome: null }) } } },
    disabling: {
      invoke: {
        src: 'disable',
        onDone: {
          target: 'off',
          actions: assign({ enabled: false, outcome: { tone: 'success' as const, message: { key: 'admin.security.disabled' as const } } }),
        },
        onError: [
          { guard: 'cancelled', target: 'on' },
          { target: 'on', actions: { type: 'showOutcome', params: failure } },
        ],
      },
    },
  },
});

export type SecuritySnapshot = SnapshotFrom<typeof securityMachine>;
