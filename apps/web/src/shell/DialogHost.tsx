import { Button, Dialog, Modal } from '@lingxi/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { loadNotice, siteStore } from '../site/siteStore';
import { closeDialog, dialogStore, openDialog, type DialogKind } from './dialogRequests';
import { localData, storageKeys } from './localData';
import { shouldAutoOpenNotice, snoozeUntil } from './noticeSnooze';
import * as css from './shell.css';

const pendingTitles: Record<Exclude<DialogKind, 'notice'>, `dialogs.${Exclude<DialogKind, 'notice'>}`> = {
  login: 'dialogs.login',
  vip: 'dialogs.vip',
  checkIn: 'dialogs.checkIn',
  invite: 'dialogs.invite',
  redeem: 'dialogs.redeem',
  settings: 'dialogs.settings',
  points: 'dialogs.points',
};

/** Renders whichever dialog is requested; the notice opens by itself per SPEC §4. */
export default function DialogHost() {
  const { t } = useTranslation();
  const open = dialogStore.use((state) => state.open);
  const notice = siteStore.use((state) => state.notice);
  const autoOpen = siteStore.use((state) => state.config.isAutoOpenNotice);

  useEffect(() => {
    if (!shouldAutoOpenNotice(autoOpen, localData.getPlain(storageKeys.showNotice), Date.now())) return;
    loadNotice()
      .then((loaded) => loaded.noticeTitle && openDialog('notice'))
      .catch(() => {});
  }, [autoOpen]);

  useEffect(() => {
    if (open === 'notice' && !siteStore.get().notice) loadNotice().catch(() => {});
  }, [open]);

  const onOpenChange = (isOpen: boolean) => !isOpen && closeDialog();
  if (open === 'notice') {
    return (
      <Modal size="lg" isOpen isDismissable onOpenChange={onOpenChange}>
        <Dialog
          title={notice?.noticeTitle || t('nav.latestNotice')}
          closeLabel={t('common.close')}
          footer={
            <Button
              variant="secondary"
              onPress={() => {
                localData.setPlain(storageKeys.showNotice, snoozeUntil(Date.now()));
                closeDialog();
              }}
            >
              {t('notice.snooze')}
            </Button>
          }
        >
          {/* Sanitised by the server (GET /config/notice); the CSP forbids inline script besides. */}
          <div className={css.noticeBody} dangerouslySetInnerHTML={{ __html: notice?.noticeInfo ?? '' }} />
        </Dialog>
      </Modal>
    );
  }
  if (open) {
    return (
      <Modal size="sm" isOpen isDismissable onOpenChange={onOpenChange}>
        <Dialog title={t(pendingTitles[open])} description={t('dialogs.pendingDescription')} closeLabel={t('common.close')} footer={<Button onPress={closeDialog}>{t('common.close')}</Button>} />
      </Modal>
    );
  }
  return null;
}
