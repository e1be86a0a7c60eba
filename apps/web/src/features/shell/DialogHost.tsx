import { NoticeDialog, noticeCatalog } from '@lingxi/flows/notice';
import { useEffect } from 'react';
import { dialogHosts } from '../../dialogs/dialogHosts';
import { closeDialog, dialogStore, openDialog } from '../../dialogs/dialogRequests';
import { useFlowTranslate } from '../../i18n/flowTranslate';
import { loadNotice, siteStore } from '../../site/siteStore';
import { localData, storageKeys } from '../../state/localData';
import { shouldAutoOpenNotice, snoozeUntil } from './noticeSnooze';

const noticeCatalogs = [noticeCatalog];

/**
 * Renders whichever dialog is requested: the notice itself (it opens by itself per SPEC §4), any
 * other kind through its feature's host (dialogs/dialogHosts.ts, one lazy chunk each).
 */
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
  const Host = dialogHosts[open];
  return Host ? <Host options={options} onClose={closeDialog} /> : null;
}
