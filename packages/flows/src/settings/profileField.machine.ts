import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureMessage, type MessageRef, type Notice } from '../session/notify';
import { validateProfileField, type ProfileField } from './validation';
import type { SettingsMessageKey } from './messages';

/** POST /user/update takes one of avatar, username or nickname. */
export type ProfileUpdate = { avatar: string } | { nickname: string } | { username: string };

export interface ProfileFieldInput {
  field: ProfileField;
  value: string;
}

export interface ProfileFieldContext {
  field: ProfileField;
  /** The value the server has. */
  saved: string;
  /** The value in the text box. */
  draft: string;
  /** A message key of the §5 rule. */
  error: SettingsMessageKey | null;
  submitError: MessageRef<SettingsMessageKey> | null;
}

export type ProfileFieldEvent = { type: 'profile.change'; value: string } | { type: 'profile.save' };

/**
 * Nickname or username edit (SPEC §2.3.15, §5): not empty, then POST /user/update {[field]}; on
 * success a toast and a user-info reload. Saving an unchanged value does nothing.
 */
export const profileFieldMachine = setup({
  types: { input: {} as ProfileFieldInput, context: {} as ProfileFieldContext, events: {} as ProfileFieldEvent },
  actors: {
    updateProfile: fromPromise<unknown, ProfileUpdate>(async () => {
      throw new Error('updateProfile is not provided');
    }),
  },
  actions: {
    notify: (_, _params: Notice<SettingsMessageKey>) => {},
    reloadUser: () => {},
  },
  guards: {
    isInvalid: ({ context }) => validateProfileField(context.field, context.draft) !== null,
    isUnchanged: ({ context }) => context.draft.trim() === context.saved,
  },
}).createMachine({
  id: 'profileField',
  context: ({ input }) => ({ field: input.field, saved: input.value, draft: input.value, error: null, submitError: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'profile.change': { actions: assign({ draft: ({ event }) => event.value, error: null, submitError: null }) },
        'profile.save': [
          { guard: 'isInvalid', actions: assign({ error: ({ context }) => validateProfileField(context.field, context.draft) }) },
          { guard: 'isUnchanged' },
          { target: 'saving', actions: assign({ draft: ({ context }) => context.draft.trim() }) },
        ],
      },
    },
    saving: {
      invoke: {
        src: 'updateProfile',
        input: ({ context }): ProfileUpdate => (context.field === 'nickname' ? { nickname: context.draft } : { username: context.draft }),
        onDone: {
          target: 'editing',
          actions: [
            assign({ saved: ({ context }) => context.draft }),
            { type: 'notify', params: ({ context }) => ({ tone: 'success', message: { key: `settings.${context.field}Saved` } }) },
            'reloadUser',
          ],
        },
        onError: { target: 'editing', actions: assign({ submitError: ({ event }) => failureMessage(event.error, 'settings.requestFailed') }) },
      },
    },
  },
});

export type ProfileFieldSnapshot = SnapshotFrom<typeof profileFieldMachine>;
