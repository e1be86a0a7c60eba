import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureMessage, type MessageRef, type Notice } from '../session/notify';
import type { ProfileUpdate } from './profileField.machine';
import { isAvatarFile } from './validation';
import type { SettingsMessageKey } from './messages';

export interface AvatarContext {
  /** The avatar URL the profile has. */
  avatar: string;
  file: File | null;
  /** The uploaded file's URL, until the profile is saved with it. */
  uploadedUrl: string | null;
  error: MessageRef<SettingsMessageKey> | null;
}

export type AvatarEvent = { type: 'avatar.select'; file: File };

/**
 * Avatar upload (SPEC §2.3.15, §5): a .jpg, .jpeg or .png file is uploaded (POST /file/upload gives
 * its URL), then saved with POST /user/update {avatar}; a toast and a user-info reload follow.
 */
export const avatarMachine = setup({
  types: { input: {} as { avatar: string }, context: {} as AvatarContext, events: {} as AvatarEvent },
  actors: {
    uploadAvatar: fromPromise<string, File>(async () => {
      throw new Error('uploadAvatar is not provided');
    }),
    updateProfile: fromPromise<unknown, ProfileUpdate>(async () => {
      throw new Error('updateProfile is not provided');
    }),
  },
  actions: {
    notify: (_, _params: Notice<SettingsMessageKey>) => {},
    reloadUser: () => {},
    fail: assign((_, error: MessageRef<SettingsMessageKey>) => ({ error, file: null, uploadedUrl: null })),
  },
  guards: { isAccepted: (_, file: File) => isAvatarFile(file) },
}).createMachine({
  id: 'avatar',
  context: ({ input }) => ({ avatar: input.avatar, file: null, uploadedUrl: null, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'avatar.select': [
          {
            guard: { type: 'isAccepted', params: ({ event }) => event.file },
            target: 'uploading',
            actions: assign({ file: ({ event }) => event.file, error: null }),
          },
          { actions: { type: 'fail', params: { key: 'settings.avatarType' } } },
        ],
      },
    },
    uploading: {
      invoke: {
        src: 'uploadAvatar',
        input: ({ context }) => context.file as File,
        onDone: { target: 'saving', actions: assign({ uploadedUrl: ({ event }) => event.output }) },
        onError: { target: 'idle', actions: { type: 'fail', params: ({ event }) => failureMessage(event.error, 'settings.avatarFailed') } },
      },
    },
    saving: {
      invoke: {
        src: 'updateProfile',
        input: ({ context }) => ({ avatar: context.uploadedUrl ?? '' }),
        onDone: {
          target: 'idle',
          actions: [
            assign({ avatar: ({ context }) => context.uploadedUrl ?? context.avatar, file: null, uploadedUrl: null }),
            { type: 'notify', params: { tone: 'success', message: { key: 'settings.avatarSaved' } } },
            'reloadUser',
          ],
        },
        onError: { target: 'idle', actions: { type: 'fail', params: ({ event }) => failureMessage(event.error, 'settings.avatarFailed') } },
      },
    },
  },
});

export type AvatarSnapshot = SnapshotFrom<typeof avatarMachine>;
