import { clipboardWriter, formatInviteTime, InviteRecordsDialog, inviteRecordsCatalog, type InviteRecordsServices } from '@lingxi/flows/inviteRecords';
import { messageText } from '@lingxi/flows/session';
import { useFlowTranslate } from '../../i18n/flowTranslate';
import { reloadUser } from '../account/sessionControl';
import { configNumber, siteStore } from '../../site/siteStore';
import { sessionStore } from '../../state/sessionStore';
import { toasts } from '../../state/toasts';
import { inviteCalls } from './economyCalls';

const catalogs = [inviteRecordsCatalog];

const services: InviteRecordsServices = {
  ...inviteCalls,
  // The new code becomes userInfo.inviteCode: reload, so the next opening shows the link at once.
  generateCode: async () => {
    const code = await inviteCalls.generateCode();
    void reloadUser();
    return code;
  },
  copy: clipboardWriter(),
};

/** Invite friends (SPEC §2.3.13): the link is this site's origin plus ?inVitecode=, which the navigation guard reads. */
export default function InviteDialogHost({ onClose }: { onClose: () => void }) {
  const t = useFlowTranslate(catalogs);
  const code = sessionStore.use((state) => state.user?.inviteCode || null);
  // The reward the server pays per verified invitee (GET /config/queryFront's inviteRewardPoints).
  const rewardPoints = siteStore.use((state) => configNumber(state.config, 'inviteRewardPoints'));
  return (
    <InviteRecordsDialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      t={t}
      services={services}
      code={code}
      origin={window.location.origin}
      formatDate={formatInviteTime}
      notify={(notice) => toasts.show(notice.tone, messageText(t, notice.message))}
      rewardPoints={rewardPoints}
    />
  );
}
