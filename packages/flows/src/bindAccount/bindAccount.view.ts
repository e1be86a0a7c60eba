import type { MessageRef } from '../session/notify';
import type { BindAccountSnapshot } from './bindAccount.machine';
import type { BindAccountMessageKey } from './messages';

export const bindAccountStatuses = ['loading', 'ready', 'failed', 'bound'] as const;
export type BindAccountStatus = (typeof bindAccountStatuses)[number];

export interface BindAccountView {
  status: BindAccountStatus;
  /** The QR image URL while ready. */
  qrUrl: string | null;
  error: MessageRef<BindAccountMessageKey> | null;
}

/** The machine's snapshot as the dialog's props: polling and waiting both show the QR. */
export function bindAccountView(snapshot: BindAccountSnapshot): BindAccountView {
  const { qrUrl, error } = snapshot.context;
  if (snapshot.matches('failed')) return { status: 'failed', qrUrl: null, error };
  if (snapshot.matches('bound')) return { status: 'bound', qrUrl, error: null };
  if (snapshot.matches('waiting') || snapshot.matches('polling')) return { status: 'ready', qrUrl, error: null };
  return { status: 'loading', qrUrl: null, error: null };
}
