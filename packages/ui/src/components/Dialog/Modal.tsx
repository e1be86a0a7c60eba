import type { ReactNode } from 'react';
import { DialogTrigger, Modal as RACModal, ModalOverlay, type ModalOverlayProps } from 'react-aria-components';
import * as styles from './Modal.css';

/** RAC's DialogTrigger: its first child opens the Modal / Popover that follows it. */
export { DialogTrigger };
export type { DialogTriggerProps } from 'react-aria-components';

export const modalSizes = ['sm', 'md', 'lg', 'xl', 'full'] as const;
export type ModalSize = (typeof modalSizes)[number];

export interface ModalProps extends Omit<ModalOverlayProps, 'className' | 'style' | 'children'> {
  /** Max width from tokens.dialogWidth (sm 456, md 650, lg 880, xl 1280 px); full covers the viewport. */
  size?: ModalSize;
  children: ReactNode;
}

/**
 * A modal overlay holding a Dialog: centred from 640 px up, a bottom sheet below.
 * `isDismissable` closes it on an outside click; Escape closes it unless `isKeyboardDismissDisabled`.
 */
export function Modal({ size = 'md', children, ...props }: ModalProps) {
  return (
    <ModalOverlay {...props} className={styles.overlay} data-size={size}>
      <RACModal className={styles.modal} data-size={size}>
        {children}
      </RACModal>
    </ModalOverlay>
  );
}
