import type { ReactNode } from 'react';
import { Button } from '../Button';
import { Dialog } from './Dialog';
import { Modal, type ModalProps } from './Modal';

export const confirmDialogTones = ['neutral', 'danger'] as const;
export type ConfirmDialogTone = (typeof confirmDialogTones)[number];

export interface ConfirmDialogProps extends Omit<ModalProps, 'children' | 'isDismissable'> {
  title: ReactNode;
  /** What will happen; announced as the alert dialog's description. */
  message: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** danger: the confirm button is red, for destructive actions (注销账户, 删除对话). */
  tone?: ConfirmDialogTone;
  onConfirm?: () => void;
  /** Close as soon as confirm is pressed (default). Turn off to stay open while `isConfirmPending`. */
  closeOnConfirm?: boolean;
  /** The confirm request is running: confirm shows a spinner and ignores presses; cancel still works. */
  isConfirmPending?: boolean;
  /** Announced while pending, e.g. "提交中". */
  pendingLabel?: string;
}

/** A modal alertdialog asking to confirm one action; focus starts on the safe choice, cancel. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel,
  tone = 'neutral',
  onConfirm,
  closeOnConfirm = true,
  isConfirmPending,
  pendingLabel,
  size = 'sm',
  ...modalProps
}: ConfirmDialogProps) {
  const footer = (
    <>
      {/* eslint-disable-next-line jsx-a11y/no-autofocus -- alert dialog pattern: focus starts on the least destructive action */}
      <Button slot="close" variant="secondary" autoFocus>
        {cancelLabel}
      </Button>
      <Button
        slot={closeOnConfirm ? 'close' : undefined}
        variant={tone === 'danger' ? 'danger' : 'primary'}
        isPending={isConfirmPending}
        pendingLabel={pendingLabel}
        onPress={onConfirm}
      >
        {confirmLabel}
      </Button>
    </>
  );
  return (
    <Modal {...modalProps} size={size}>
      <Dialog role="alertdialog" title={title} description={message} footer={footer} />
    </Modal>
  );
}
