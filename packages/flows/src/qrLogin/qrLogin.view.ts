import type { SnapshotFrom } from 'xstate';
import type { QrLoginContext, qrLoginMachine } from './qrLogin.machine';

export type QrLoginSnapshot = SnapshotFrom<typeof qrLoginMachine>;

export type QrLoginView =
  | { status: 'loading' | 'registering' | 'done' }
  | { status: 'shown'; qrUrl: string; seconds: number }
  | { status: 'failed'; failure: NonNullable<QrLoginContext['failure']> };

/** Snapshot → what the panel shows. */
export function qrLoginView(snapshot: QrLoginSnapshot): QrLoginView {
  const { context } = snapshot;
  if (snapshot.matches('shown')) return { status: 'shown', qrUrl: context.qrUrl, seconds: context.remaining };
  if (snapshot.matches('failed') && context.failure) return { status: 'failed', failure: context.failure };
  if (snapshot.matches('registering')) return { status: 'registering' };
  return { status: snapshot.status === 'done' ? 'done' : 'loading' };
}
