import { Dialog, Modal } from '@lingxi/ui';
import { useTranslation } from 'react-i18next';
import { UserPanel } from './UserPanel';

/** The dock's 我的 for a logged-in user: the account panel of the desktop user popup, as a bottom sheet. */
export default function AccountSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal isOpen isDismissable onOpenChange={(isOpen) => !isOpen && onClose()} size="sm">
      <Dialog title={t('dock.accountTitle')} closeLabel={t('common.close')}>
        <UserPanel onDone={onClose} />
      </Dialog>
    </Modal>
  );
}
