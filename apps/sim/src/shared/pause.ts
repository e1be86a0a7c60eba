import { setTimeout as sleep } from 'node:timers/promises';

/** Waits `ms` (the timer is cleared when `signal` aborts); throws if the signal has aborted. */
export async function pause(ms: number, signal: AbortSignal): Promise<void> {
  if (ms > 0) await sleep(ms, undefined, { signal });
  else signal.throwIfAborted();
}
