import { Button, Dialog, Modal, TextField } from '@lingxi/ui';
import { useState } from 'react';
import { copyText } from '../../clipboard/clipboard';
import type { Translate } from '../../i18n';
import * as css from '../orders/orders.css';
import * as adminCss from '../admin.css';
import type { UsersMessageKey } from './messages';

export interface PasswordOnceDialogProps {
  t: Translate<UsersMessageKey>;
  /** Whose password it is (their username). */
  name: string;
  password: string;
  /** Writes the password to the clipboard; resolves whether it did. */
  copy?: (text: string) => Promise<boolean>;
  /** The operator noted it: the password is forgotten. */
  onDismiss: () => void;
}

/**
 * The new password of a reset, shown this once (the server keeps only its hash): selectable, with a copy button. It
 * closes only by its button (no Escape, no outside click), so it is not lost by a slip; closing forgets it.
 */
export function PasswordOnceDialog({ t, name, password, copy = copyText, onDismiss }: PasswordOnceDialogProps) {
  const [copied, setCopied] = useState<boolean | null>(null);
  return (
    <Modal isOpen size="sm" isDismissable={false} isKeyboardDismissDisabled>
      <Dialog
        role="alertdialog"
        title={t('admin.users.password.title')}
        description={t('admin.users.password.note')}
        footer={
          <Button variant="primary" onPress={onDismiss}>
            {t('admin.users.password.done')}
          </Button>
        }
      >
        <div className={css.detailSection}>
          <TextField label={t('admin.users.password.label', { name })} value={password} isReadOnly autoComplete="off" />
          <div className={css.detailActions}>
            <Button variant="secondary" onPress={() => void copy(password).then(setCopied)}>
              {t('admin.users.password.copy')}
            </Button>
            <div role="status">
              {copied === null ? null : (
                <p className={copied ? css.outcome : adminCss.formError}>{t(copied ? 'admin.users.password.copied' : 'admin.users.password.copyFailed')}</p>
              )}
            </div>
          </div>
        </div>
      </Dialog>
    </Modal>
  );
}
