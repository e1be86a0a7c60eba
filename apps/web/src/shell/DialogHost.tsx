import { NoticeDialog, noticeCatalog } from '@lingxi/flows/notice';
import { lazy, useEffect, type ComponentType } from 'react';
import { useFlowTranslate } from '../account/flowTranslate';
import { loadNotice, siteStore } from '../site/siteStore';
import { closeDialog, dialogStore, openDialog, type DialogKind } from './dialogRequests';
import { localData, storageKeys } from './localData';
import { shouldAutoOpenNotice, snoozeUntil } from './noticeSnooze';

const noticeCatalogs = [noticeCatalog];

// Each account and economy dialog is its own chunk, loaded when first opened.
const LoginDialogHost = lazy(() => import('../account/LoginDialogHost'));
const hosts: Record<Exclude<DialogKind, 'login' | 'notice'>, ComponentType<{ onClose: () => void }>> = {
  settings: lazy(() => import('../account/SettingsDialogHost')),
  bindWechat: lazy(() => import('../account/BindWechatDialogHost')),
  vip: lazy(() => import('../economy/VipDialogHost')),
  checkIn: lazy(() => import('../economy/CheckInDialogHost')),
  invite: lazy(() => import('../economy/InviteDialogHost')),
  redeem: lazy(() => import('../economy/KamiDialogHost')),
  points: lazy(() => import('../economy/PointsRulesDialogHost')),
};

/** Renders whichever dialog is requested; the notice opens by itself per SPEC §4. */
export default function DialogHost() {
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

  if (open === 'login') return <LoginDialogHost initialMode={options.loginMode} onClose={closeDialog} />;
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
  if (open === null) return null;
  const Host = hosts[open];
  return <Host onClose={closeDialog} />;
}
