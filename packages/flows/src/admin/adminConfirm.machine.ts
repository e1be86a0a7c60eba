import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureMessage, type MessageRef } from '../session/notify';
import type { AdminMessageKey } from './messages';

/** The one request being confirmed, exactly as it will be sent (the grant is bound to it). */
export interface ConfirmRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
  /** A file the answer is saved as (an export): the app downloads it instead of reading an envelope. */
  download?: string;
}

/** A line of the change shown to the operator: a setting's name, and what it becomes. */
export interface ChangeLine {
  label: string;
  before?: string;
  after: string;
}

export interface ConfirmInput {
  request: ConfirmRequest;
  changes: readonly ChangeLine[];
}

type Field = 'password' | 'reason';

export interface AdminConfirmContext extends ConfirmInput {
  values: Record<Field, string>;
  errors: Partial<Record<Field, AdminMessageKey>>;
  submitError: MessageRef<AdminMessageKey> | null;
  /** The grant between the two steps (single-use, sent once). */
  grant: string | null;
  /** What the confirmed request answered, once it has. */
  outcome: { result: unknown } | null;
}

export type AdminConfirmEvent = { type: 'confirm.change'; field: Field; value: string } | { type: 'confirm.submit' } | { type: 'confirm.cancel' };

const validate = (values: Record<Field, string>): AdminConfirmContext['errors'] => ({
  ...(values.password ? {} : { password: 'admin.passwordRequired' as const }),
  ...(values.reason.trim() ? {} : { reason: 'admin.confirm.reasonRequired' as const }),
});

/**
 * Two-step confirmation of a dangerous action (docs/admin.md): the operator sees the change, gives the password and a
 * reason; POST /admin/auth/confirm answers a single-use grant for exactly this request, which `perform` sends at once
 * as X-Admin-Grant. A refusal of either step returns to the form with the server's message (a used grant is not
 * retried: the next submit asks for a new one). The result is the machine's output.
 */
export const adminConfirmMachine = setup({
  types: { input: {} as ConfirmInput, context: {} as AdminConfirmContext, events: {} as AdminConfirmEvent, output: {} as { result: unknown } | null },
  actors: {
    confirm: fromPromise<{ grant: string }, { request: ConfirmRequest; password: string; reason: string }>(async () => {
      throw new Error('confirm is not provided');
    }),
    perform: fromPromise<unknown, { request: ConfirmRequest; grant: string }>(async () => {
      throw new Error('perform is not provided');
    }),
  },
  guards: { isInvalid: ({ context }) => Object.keys(validate(context.values)).length > 0 },
}).createMachine({
  id: 'adminConfirm',
  context: ({ input }) => ({ ...input, values: { password: '', reason: '' }, errors: {}, submitError: null, grant: null, outcome: null }),
  initial: 'asking',
  states: {
    asking: {
      on: {
        'confirm.change': {
          actions: assign(({ context, event }) => ({
            values: { ...context.values, [event.field]: event.value },
            errors: { ...context.errors, [event.field]: undefined },
            submitError: null,
          })),
        },
        'confirm.submit': [
          { guard: 'isInvalid', actions: assign({ errors: ({ context }) => validate(context.values) }) },
          { target: 'confirming', actions: assign({ errors: {}, submitError: null }) },
        ],
        'confirm.cancel': 'cancelled',
      },
    },
    confirming: {
      invoke: {
        src: 'confirm',
        input: ({ context }) => ({ request: context.request, password: context.values.password, reason: context.values.reason.trim() }),
        onDone: {
          target: 'performing',
          actions: assign({ grant: ({ event }) => event.output.grant, values: ({ context }) => ({ ...context.values, password: '' }) }),
        },
        onError: {
          target: 'asking',
          actions: assign({
            submitError: ({ event }) => failureMessage(event.error, 'admin.requestFailed'),
            values: ({ context }) => ({ ...context.values, password: '' }),
          }),
        },
      },
    },
    performing: {
      invoke: {
        src: 'perform',
        input: ({ context }) => ({ request: context.request, grant: context.grant ?? '' }),
        onDone: { target: 'done', actions: assign({ grant: null, outcome: ({ event }) => ({ result: event.output }) }) },
        onError: { target: 'asking', actions: assign({ grant: null, submitError: ({ event }) => failureMessage(event.error, 'admin.requestFailed') }) },
      },
    },
    done: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }) => context.outcome,
});

export type AdminConfirmSnapshot = SnapshotFrom<typeof adminConfirmMachine>;
