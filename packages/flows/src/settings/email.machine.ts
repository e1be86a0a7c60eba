import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureMessage, textOr, type MessageRef } from '../session/notify';
import { validateEmail } from './validation';
import type { SettingsMessageKey } from './messages';

export interface EmailContext {
  email: string;
  error: SettingsMessageKey | null;
  submitError: MessageRef<SettingsMessageKey> | null;
  /** The reply of a sent verification: 验证信息发送成功，请前往邮箱完成绑定/修改. */
  sentMessage: MessageRef<SettingsMessageKey> | null;
}

export type EmailEvent = { type: 'email.change'; value: string } | { type: 'email.submit' };

/**
 * Bind or change the email (SPEC §5, §8): required and valid, then POST /auth/updateEmail {email};
 * the server mails a link and replies with the text shown until the address is edited again.
 */
export const emailMachine = setup({
  types: { input: {} as { email: string }, context: {} as EmailContext, events: {} as EmailEvent },
  actors: {
    /** Resolves with the server's message. */
    updateEmail: fromPromise<string | void, { email: string }>(async () => {
      throw new Error('updateEmail is not provided');
    }),
  },
  guards: { isInvalid: ({ context }) => validateEmail(context.email) !== null },
}).createMachine({
  id: 'email',
  context: ({ input }) => ({ email: input.email, error: null, submitError: null, sentMessage: null }),
  initial: 'editing',
  on: { 'email.change': { target: '.editing', actions: assign({ email: ({ event }) => event.value, error: null, submitError: null, sentMessage: null }) } },
  states: {
    editing: {
      on: {
        'email.submit': [
          { guard: 'isInvalid', actions: assign({ error: ({ context }) => validateEmail(context.email) }) },
          { target: 'submitting', actions: assign({ email: ({ context }) => context.email.trim() }) },
        ],
      },
    },
    submitting: {
      // A change while sending does not cancel the mail already requested.
      on: { 'email.change': {} },
      invoke: {
        src: 'updateEmail',
        input: ({ context }) => ({ email: context.email }),
        onDone: { target: 'sent', actions: assign({ sentMessage: ({ event }) => textOr(event.output || null, 'settings.emailSent') }) },
        onError: { target: 'editing', actions: assign({ submitError: ({ event }) => failureMessage(event.error, 'settings.requestFailed') }) },
      },
    },
    sent: {
      // Sending again (the mail did not arrive) is allowed.
      on: { 'email.submit': 'submitting' },
    },
  },
});

export type EmailSnapshot = SnapshotFrom<typeof emailMachine>;
