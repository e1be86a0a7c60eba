import { createStore } from '../site/createStore';

/** Dialogs any part of the shell may open (SPEC §2.3); DialogHost renders the one requested. */
export const dialogKinds = ['login', 'vip', 'checkIn', 'invite', 'redeem', 'settings', 'points', 'notice', 'bindWechat'] as const;
export type DialogKind = (typeof dialogKinds)[number];

export interface DialogOptions {
  /** login: SPEC §2.3.1's 'register' event opens the dialog for registering. */
  loginMode?: 'login' | 'register';
}

export const dialogStore = createStore<{ open: DialogKind | null; options: DialogOptions }>({ open: null, options: {} });

export const openDialog = (kind: DialogKind, options: DialogOptions = {}) => dialogStore.set({ open: kind, options });
export const closeDialog = () => dialogStore.set({ open: null, options: {} });
