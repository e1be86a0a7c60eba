import { messageText, sessionCatalog, sessionMachine, type SessionInfo } from '@lingxi/flows/session';
import { createActor, fromPromise } from 'xstate';
import { localData, storageKeys } from '../../state/localData';
import { sessionStore } from '../../state/sessionStore';
import { toasts } from '../../state/toasts';
import { api } from '../../site/api';
import { flowTranslate } from '../../i18n/flowTranslate';

/**
 * The login state (SPEC §4) as the flows' session machine, with the app's storage, calls and
 * toasts. Loaded on demand (sessionControl.ts): a visitor's first screen needs no state machine.
 * Every change is mirrored into sessionStore, which the shell's components read.
 */
export const session = createActor(
  sessionMachine.provide({
    actors: {
      readToken: fromPromise(() => localData.getEncrypted<string>(storageKeys.token)),
      loadUserInfo: fromPromise<SessionInfo>(() => api.get('/auth/getInfo', { silent: true })),
    },
    actions: {
      persistToken: (_, { token }) => void localData.setEncrypted(storageKeys.token, token),
      clearToken: () => localData.remove(storageKeys.token),
      clearStorage: () => {
        for (const key of [storageKeys.token, storageKeys.chatLogId]) localData.remove(key);
      },
      notify: (_, notice) => toasts.show(notice.tone, messageText(flowTranslate([sessionCatalog]), notice.message)),
      reloadPage: () => window.location.reload(),
    },
  }),
);

session.subscribe(({ context }) => sessionStore.set({ token: context.token, user: context.user, isSignIn: context.isSignIn }));
session.start();
