import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureMessage, type MessageRef } from '../session/notify';
import type { AdminMessageKey } from './messages';

export interface AdminCredentials {
  username: string;
  password: string;
  /** The authenticator's 6 digits, for an operator who turned TOTP on (empty otherwise). */
  otp: string;
}

type Field = keyof AdminCredentials;

export interface AdminLoginContext {
  values: AdminCredentials;
  errors: Partial<Record<Field, AdminMessageKey>>;
  /** The server's refusal (用户名或密码错误, the throttle's wait…) or a failure. */
  submitError: MessageRef<AdminMessageKey> | null;
}

export type AdminLoginEvent = { type: 'login.change'; field: Field; value: string } | { type: 'login.submit' };

const validate = ({ username, password, otp }: AdminCredentials): AdminLoginContext['errors'] => ({
  ...(username.trim() ? {} : { username: 'admin.usernameRequired' as const }),
  ...(password ? {} : { password: 'admin.passwordRequired' as const }),
  ...(otp === '' || /^\d{6}$/.test(otp) ? {} : { otp: 'admin.otpInvalid' as const }),
});

/** POST /admin/auth/login: both fields asked for, the server's refusal shown above the button; `loggedIn` hands the token on. */
export const adminLoginMachine = setup({
  types: { context: {} as AdminLoginContext, events: {} as AdminLoginEvent },
  actors: {
    login: fromPromise<{ token: string }, AdminCredentials>(async () => {
      throw new Error('login is not provided');
    }),
  },
  actions: { loggedIn: (_, _params: { token: string }) => {} },
  guards: { isInvalid: ({ context }) => Object.keys(validate(context.values)).length > 0 },
}).createMachine({
  id: 'adminLogin',
  context: { values: { username: '', password: '', otp: '' }, errors: {}, submitError: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'login.change': {
          actions: assign(({ context, event }) => ({
            values: { ...context.values, [event.field]: event.value },
            errors: { ...context.errors, [event.field]: undefined },
            submitError: null,
          })),
        },
        'login.submit': [
          { guard: 'isInvalid', actions: assign({ errors: ({ context }) => validate(context.values) }) },
          { target: 'submitting', actions: assign({ errors: {}, submitError: null }) },
        ],
      },
    },
    submitting: {
      invoke: {
        src: 'login',
        input: ({ context }) => ({ username: context.values.username.trim(), password: context.values.password, otp: context.values.otp }),
        onDone: { target: 'done', actions: { type: 'loggedIn', params: ({ event }) => ({ token: event.output.token }) } },
        onError: {
          target: 'editing',
          actions: assign({
            submitError: ({ event }) => failureMessage(event.error, 'admin.requestFailed'),
            values: ({ context }) => ({ ...context.values, password: '', otp: '' }),
          }),
        },
      },
    },
    done: { type: 'final' },
  },
});

export type AdminLoginSnapshot = SnapshotFrom<typeof adminLoginMachine>;
