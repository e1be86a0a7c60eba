import { createStore } from '../site/createStore';

/**
 * Dialogs any part of the shell may open (SPEC §2.3). Each later feature issue registers its real
 * dialog for its kind; until then the host shows a designed "opens soon" dialog.
 */
export const dialogKinds = ['login', 'vip', 'checkIn', 'invite', 'redeem', 'settings', 'points', 'notice', 'bindWechat'] as const;
export type DialogKind = (typeof dialogKinds)[number];

export interface DialogOptions {
  /** login: SPEC §2.3.1's 'register' event opens the dialog for registering. */
  loginMode?: 'login' | 'register';
}

export const dialogStore = createStore<{ open: DialogKind | null; options: DialogOptions }>({ open: null, options: {} });

export const openDialog = (kind: DialogKind, options: DialogOptions = {}) => dialogStore.set({ open: kind, options });
export const closeDialog = () => dialogStore.set({ open: null, options: {} });
