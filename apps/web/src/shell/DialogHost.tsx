import { NoticeDialog, noticeCatalog } from '@lingxi/flows/notice';
import { Button, Dialog, Modal } from '@lingxi/ui';
import { lazy, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlowTranslate } from '../account/flowTranslate';
import { loadNotice, siteStore } from '../site/siteStore';
import { closeDialog, dialogStore, openDialog, type DialogKind } from './dialogRequests';
import { localData, storageKeys } from './localData';
import { shouldAutoOpenNotice, snoozeUntil } from './noticeSnooze';

const noticeCatalogs = [noticeCatalog];

// Each account dialog is its own chunk, loaded when first opened.
const LoginDialogHost = lazy(() => import('../account/LoginDialogHost'));
const SettingsDialogHost = lazy(() => import('../account/SettingsDialogHost'));
const BindWechatDialogHost = lazy(() => import('../account/BindWechatDialogHost'));

type PendingKind = Exclude<DialogKind, 'notice' | 'login' | 'settings' | 'bindWechat'>;
/** Dialogs of issues still to come: a designed "opens soon" dialog until then. */
const pendingTitles: Record<PendingKind, `dialogs.${PendingKind}`> = {
  vip: 'dialogs.vip',
  checkIn: 'dialogs.checkIn',
  invite: 'dialogs.invite',
  redeem: 'dialogs.redeem',
  points: 'dialogs.points',
};

/** Renders whichever dialog is requested; the notice opens by itself per SPEC §4. */
export default function DialogHost() {
  const { t } = useTranslation();
  const open = dialogStore.use((state) => state.open);
  const options = dialogStore.use((state) => state.options);
  const noticeT = useFlowTranslate(noticeCatalogs);
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
  if (open === 'login') return <LoginDialogHost initialMode={options.loginMode} onClose={closeDialog} />;
  if (open === 'settings') return <SettingsDialogHost onClose={closeDialog} />;
  if (open === 'bindWechat') return <BindWechatDialogHost onClose={closeDialog} />;
  if (open === 'notice') {
    return (
      <NoticeDialog
        isOpen
        title={notice?.noticeTitle ?? ''}
        html={notice?.noticeInfo ?? ''}
        t={noticeT}
        onClose={closeDialog}
        onSnooze={() => {
          localData.setPlain(storageKeys.showNotice, snoozeUntil(Date.now()));
          closeDialog();
        }}
      />
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
