import type { MessageRef } from '../session/notify';
import { isSignedOn, type CheckInSnapshot } from './checkIn.machine';
import type { CheckInMessageKey } from './messages';

export const checkInStatuses = ['loading', 'loadFailed', 'ready'] as const;
export type CheckInStatus = (typeof checkInStatuses)[number];

export interface CheckInView {
  status: CheckInStatus;
  today: string;
  /** The signed days, YYYY-MM-DD. */
  signedDates: string[];
  isSignedToday: boolean;
  isSigning: boolean;
  loadError: MessageRef<CheckInMessageKey> | null;
  signError: MessageRef<CheckInMessageKey> | null;
}

/** The machine's snapshot as the dialog's props. */
export function checkInView(snapshot: CheckInSnapshot): CheckInView {
  const { today, log, loadError, signError } = snapshot.context;
  const status: CheckInStatus = snapshot.matches('loading') ? 'loading' : snapshot.matches('loadFailed') ? 'loadFailed' : 'ready';
  return {
    status,
    today,
    signedDates: log.filter((entry) => entry.isSigned).map((entry) => entry.signInDate),
    isSignedToday: isSignedOn(log, today),
    isSigning: snapshot.matches('signing'),
    loadError: status === 'loadFailed' ? loadError : null,
    signError,
  };
}
