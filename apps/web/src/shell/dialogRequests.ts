import { createStore } from '../site/createStore';

/**
 * Dialogs any part of the shell may open (SPEC §2.3). Each later feature issue registers its real
 * dialog for its kind; until then the host shows a designed "opens soon" dialog.
 */
export const dialogKinds = ['login', 'vip', 'checkIn', 'invite', 'redeem', 'settings', 'points', 'notice'] as const;
export type DialogKind = (typeof dialogKinds)[number];

export const dialogStore = createStore<{ open: DialogKind | null }>({ open: null });

export const openDialog = (kind: DialogKind) => dialogStore.set({ open: kind });
export const closeDialog = () => dialogStore.set({ open: null });
