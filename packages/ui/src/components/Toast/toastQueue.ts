import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

export const toastTones = ['success', 'error', 'warning', 'info'] as const;
export type ToastTone = (typeof toastTones)[number];

/** What a queued toast shows. */
export interface ToastContent {
  tone: ToastTone;
  title?: string;
  message: string;
}

export interface ToastQueueOptions {
  /** How many toasts show at once; later ones wait their turn. Default 3. */
  maxVisibleToasts?: number;
  /** Auto-dismiss after this many ms; 0 keeps toasts until closed. Default 5000. */
  timeout?: number;
  /** The same tone + message shown again within this many ms is dropped. Default 3000. */
  dedupeWindow?: number;
}

export interface ShowToastOptions {
  title?: string;
  /** Overrides the queue's timeout for this toast; 0 keeps it until closed. */
  timeout?: number;
  onClose?: () => void;
}

export interface ToastController {
  /** Hand this to a ToastRegion. */
  queue: ToastQueue<ToastContent>;
  /** Queues a toast and returns its key, or null when it repeats one shown within the window. */
  show(tone: ToastTone, message: string, options?: ShowToastOptions): string | null;
  close(key: string): void;
  clear(): void;
}

/** A toast queue (RAC's ToastQueue) that drops repeats, e.g. a burst of "请重新登录" from parallel 401s. */
export function createToastQueue({ maxVisibleToasts = 3, timeout = 5000, dedupeWindow = 3000 }: ToastQueueOptions = {}): ToastController {
  const queue = new ToastQueue<ToastContent>({ maxVisibleToasts });
  const lastShown = new Map<string, number>();

  function show(tone: ToastTone, message: string, { title, timeout: toastTimeout = timeout, onClose }: ShowToastOptions = {}) {
    const now = Date.now();
    for (const [key, shownAt] of lastShown) if (now - shownAt >= dedupeWindow) lastShown.delete(key);
    const key = `${tone}\n${message}`;
    // Throttle, not debounce: a dropped repeat does not extend the window.
    if (lastShown.has(key)) return null;
    lastShown.set(key, now);
    return queue.add({ tone, title, message }, { timeout: toastTimeout > 0 ? toastTimeout : undefined, onClose });
  }

  return { queue, show, close: (key) => queue.close(key), clear: () => queue.clear() };
}
