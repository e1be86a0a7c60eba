import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureMessage, textOr, type MessageRef, type Notice } from '../session/notify';
import type { KamiMessageKey } from './messages';

export interface KamiContext {
  /** The text box. */
  code: string;
  /** A message key of the §5 rule. */
  error: KamiMessageKey | null;
  /** The server's refusal. */
  submitError: MessageRef<KamiMessageKey> | null;
}

export type KamiEvent = { type: 'kami.change'; value: string } | { type: 'kami.submit' };

/** SPEC §5: the card code must not be empty (卡密不能为空). */
export const validateKamiCode = (code: string): KamiMessageKey | null => (code.trim() === '' ? 'kami.required' : null);

/**
 * The card-code (卡密) redemption dialog (SPEC §2.3.14, §5): not empty, then POST /crami/useCrami
 * {code}. Success: the server's message toasts, the user info reloads and the dialog closes (final).
 * A refusal shows under the field until the next edit.
 */
export const kamiMachine = setup({
  types: { context: {} as KamiContext, events: {} as KamiEvent },
  actors: {
    /** POST /crami/useCrami {code}: the server's success message. */
    redeem: fromPromise<string | void, { code: string }>(async () => {
      throw new Error('redeem is not provided');
    }),
  },
  actions: {
    notify: (_, _params: Notice<KamiMessageKey>) => {},
    /** Reload the user info (points, VIP). */
    reloadUser: () => {},
    close: () => {},
  },
  guards: {
    isInvalid: ({ context }) => validateKamiCode(context.code) !== null,
  },
}).createMachine({
  id: 'kami',
  context: { code: '', error: null, submitError: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'kami.change': { actions: assign({ code: ({ event }) => event.value, error: null, submitError: null }) },
        'kami.submit': [
          { guard: 'isInvalid', actions: assign({ error: ({ context }) => validateKamiCode(context.code) }) },
          { target: 'redeeming', actions: assign({ code: ({ context }) => context.code.trim(), submitError: null }) },
        ],
      },
    },
    redeeming: {
      invoke: {
        src: 'redeem',
        input: ({ context }) => ({ code: context.code }),
        onDone: {
          target: 'redeemed',
          actions: [
            { type: 'notify', params: ({ event }) => ({ tone: 'success', message: textOr(event.output || null, 'kami.success') }) },
            'reloadUser',
            'close',
          ],
        },
        onError: { target: 'editing', actions: assign({ submitError: ({ event }) => failureMessage(event.error, 'kami.failed') }) },
      },
    },
    redeemed: { type: 'final' },
  },
});

export type KamiSnapshot = SnapshotFrom<typeof kamiMachine>;
