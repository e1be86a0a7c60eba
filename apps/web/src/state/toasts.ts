import { createToastQueue } from '@lingxi/ui';

/** The app's one toast queue (ToastRegion in App renders it); repeats within 3 s are dropped. */
export const toasts = createToastQueue();
