import type { DialogKind } from '../features';
import { createStore } from '../site/createStore';

/** Dialogs any part of the app may open (SPEC §2.3): every feature's `dialogs`; the shell's DialogHost renders the one requested. */
export type { DialogKind };

export interface DialogOptions {
  /** login: SPEC §2.3.1's 'register' event opens the dialog for registering. */
  loginMode?: 'login' | 'register';
}

export const dialogStore = createStore<{ open: DialogKind | null; options: DialogOptions }>({ open: null, options: {} });

export const openDialog = (kind: DialogKind, options: DialogOptions = {}) => dialogStore.set({ open: kind, options });
export const closeDialog = () => dialogStore.set({ open: null, options: {} });
