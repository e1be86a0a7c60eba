import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureMessage, type MessageRef, type Notice } from '../session/notify';
import { hasErrors, validatePasswordForm, type FieldErrors, type PasswordField, type PasswordValues } from './validation';
import type { SettingsMessageKey } from './messages';

/** POST /auth/updatePassword: oldPassword only when the user already has a password. */
export interface PasswordUpdate {
  oldPassword?: string;
  password: string;
}

export interface PasswordContext {
  /** userInfo.password === 'yes': the old password is asked for. */
  hasPassword: boolean;
  values: PasswordValues;
  errors: FieldErrors<PasswordField>;
  submitError: MessageRef<SettingsMessageKey> | null;
}

export type PasswordEvent = { type: 'password.change'; field: PasswordField; value: string } | { type: 'password.submit' };

const empty: PasswordValues = { oldPassword: '', password: '', verifyPassword: '' };

/**
 * Set or change the password (SPEC §5 password dialog, §4): §5 rules, then POST /auth/updatePassword.
 * Success ends every session of the user (docs/accounts.md), so a toast is followed by `endSession`
 * (the app logs out quietly and reopens login).
 */
export const passwordMachine = setup({
  types: { input: {} as { hasPassword: boolean }, context: {} as PasswordContext, events: {} as PasswordEvent },
  actors: {
    updatePassword: fromPromise<unknown, PasswordUpdate>(async () => {
      throw new Error('updatePassword is not provided');
    }),
  },
  actions: {
    notify: (_, _params: Notice<SettingsMessageKey>) => {},
    /** Session over: clear it and reopen the login dialog. */
    endSession: () => {},
  },
  guards: { isInvalid: ({ context }) => hasErrors(validatePasswordForm(context.values, context.hasPassword)) },
}).createMachine({
  id: 'password',
  context: ({ input }) => ({ hasPassword: input.hasPassword, values: empty, errors: {}, submitError: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'password.change': {
          actions: assign(({ context, event }) => ({
            values: { ...context.values, [event.field]: event.value },
            errors: { ...context.errors, [event.field]: undefined },
            submitError: null,
          })),
        },
        'password.submit': [
          { guard: 'isInvalid', actions: assign({ errors: ({ context }) => validatePasswordForm(context.values, context.hasPassword) }) },
          { target: 'submitting', actions: assign({ errors: {}, submitError: null }) },
        ],
      },
    },
    submitting: {
      invoke: {
        src: 'updatePassword',
        input: ({ context }): PasswordUpdate =>
          context.hasPassword ? { oldPassword: context.values.oldPassword, password: context.values.password } : { password: context.values.password },
        onDone: {
          target: 'done',
          actions: [
            {
              type: 'notify',
              params: ({ context }) => ({ tone: 'success', message: { key: context.hasPassword ? 'settings.passwordChanged' : 'settings.passwordSetDone' } }),
            },
            'endSession',
          ],
        },
        onError: { target: 'editing', actions: assign({ submitError: ({ event }) => failureMessage(event.error, 'settings.requestFailed') }) },
      },
    },
    done: { type: 'final' },
  },
});

export type PasswordSnapshot = SnapshotFrom<typeof passwordMachine>;
