import { CircleAlert, CircleCheck, Info, TriangleAlert, X, type LucideIcon } from 'lucide-react';
import {
  Text,
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  UNSTABLE_ToastRegion as RACToastRegion,
  type QueuedToast,
  type ToastRegionProps as RACToastRegionProps,
} from 'react-aria-components';
import { IconButton } from '../IconButton';
import * as styles from './Toast.css';
import type { ToastContent, ToastTone } from './toastQueue';

const toneIcons: Record<ToastTone, LucideIcon> = { success: CircleCheck, error: CircleAlert, warning: TriangleAlert, info: Info };

export interface ToastRegionProps extends Pick<RACToastRegionProps<ToastContent>, 'queue' | 'aria-label'> {
  /** Accessible name of each toast's × button, e.g. "关闭". */
  closeLabel: string;
}

/**
 * Shows the toasts of a `createToastQueue().queue`, top centre. It is a landmark (F6 reaches it);
 * hovering or focusing it pauses auto-dismiss. Render one per app.
 */
export function ToastRegion({ closeLabel, ...props }: ToastRegionProps) {
  return (
    <RACToastRegion {...props} className={styles.region}>
      {({ toast }) => <Toast toast={toast} closeLabel={closeLabel} />}
    </RACToastRegion>
  );
}

function Toast({ toast, closeLabel }: { toast: QueuedToast<ToastContent>; closeLabel: string }) {
  const { tone, title, message } = toast.content;
  const Icon = toneIcons[tone];
  return (
    <RACToast toast={toast} className={styles.toast} data-tone={tone}>
      <Icon aria-hidden="true" focusable="false" className={styles.icon} />
      <RACToastContent className={styles.content}>
        {/* Without a title the message names the toast. */}
        {title ? (
          <>
            <Text slot="title" className={styles.title}>
              {title}
            </Text>
            <Text slot="description" className={styles.messageUnderTitle}>
              {message}
            </Text>
          </>
        ) : (
          <Text slot="title" className={styles.message}>
            {message}
          </Text>
        )}
      </RACToastContent>
      <IconButton slot="close" icon={X} label={closeLabel} size="sm" />
    </RACToast>
  );
}
