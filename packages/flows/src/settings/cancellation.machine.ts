import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureMessage, type MessageRef, type Notice } from '../session/notify';
import type { SettingsMessageKey } from './messages';

export interface CancellationContext {
  error: MessageRef<SettingsMessageKey> | null;
}

export type CancellationEvent = { type: 'cancel.request' } | { type: 'cancel.dismiss' } | { type: 'cancel.confirm' };

/**
 * Account cancellation (SPEC §4): ask for confirmation, GET /user/destroy, say
 * 注销成功，系统即将自动退出 and log out after `logoutAfterCancel` (2 s).
 */
export const cancellationMachine = setup({
  types: { context: {} as CancellationContext, events: {} as CancellationEvent },
  actors: {
    destroyAccount: fromPromise<unknown>(async () => {
      throw new Error('destroyAccount is not provided');
    }),
  },
  actions: {
    notify: (_, _params: Notice<SettingsMessageKey>) => {},
    logout: () => {},
  },
  delays: { logoutAfterCancel: 2000 },
}).createMachine({
  id: 'cancellation',
  context: { error: null },
  initial: 'idle',
  states: {
    idle: { on: { 'cancel.request': { target: 'confirming', actions: assign({ error: null }) } } },
    confirming: { on: { 'cancel.dismiss': 'idle', 'cancel.confirm': 'destroying' } },
    // The call cannot be taken back: the confirmation stays open (pending) until it answers.
    destroying: {
      invoke: {
        src: 'destroyAccount',
        onDone: { target: 'cancelled', actions: { type: 'notify', params: { tone: 'success', message: { key: 'settings.cancelSuccess' } } } },
        onError: { target: 'idle', actions: assign({ error: ({ event }) => failureMessage(event.error, 'settings.requestFailed') }) },
      },
    },
    cancelled: { after: { logoutAfterCancel: { target: 'loggedOut', actions: 'logout' } } },
    loggedOut: { type: 'final' },
  },
});

export type CancellationSnapshot = SnapshotFrom<typeof cancellationMachine>;
