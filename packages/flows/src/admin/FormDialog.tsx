import { Button, Dialog, Modal } from '@lingxi/ui';
import type { ReactNode } from 'react';
import * as css from './admin.css';

export interface FormDialogProps {
  isOpen: boolean;
  /** The request is under way: the dialog stays open (no Escape, no outside click) and the submit button spins. */
  pending: boolean;
  title: string;
  closeLabel: string;
  cancelLabel: string;
  submitLabel: string;
  pendingLabel: string;
  submitVariant?: 'primary' | 'danger';
  /** The modal's width: small for a few fields (the default), medium for a long form. */
  size?: 'sm' | 'md';
  onCancel: () => void;
  onSubmit: () => void;
  children: ReactNode;
}

/**
 * A back-office form in a dialog: the form holds the whole dialog, so Enter in a field submits through the footer's
 * submit button; 取消 and closing send `onCancel` unless the request is under way.
 */
export function FormDialog({
  isOpen,
  pending,
  title,
  closeLabel,
  cancelLabel,
  submitLabel,
  pendingLabel,
  submitVariant = 'primary',
  size = 'sm',
  onCancel,
  onSubmit,
  children,
}: FormDialogProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => !open && !pending && onCancel()} isKeyboardDismissDisabled={pending} size={size}>
      <form
        noValidate
        className={css.dialogForm}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Dialog
          title={title}
          closeLabel={closeLabel}
          footer={
            <>
              <Button variant="secondary" isDisabled={pending} onPress={onCancel}>
                {cancelLabel}
              </Button>
              <Button type="submit" variant={submitVariant} isPending={pending} pendingLabel={pendingLabel}>
                {submitLabel}
              </Button>
            </>
          }
        >
          <div className={css.form}>{children}</div>
        </Dialog>
      </form>
    </Modal>
  );
}
