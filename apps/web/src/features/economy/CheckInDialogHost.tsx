import { CheckInDialog, checkInCatalog } from '@lingxi/flows/checkIn';
import { messageText } from '@lingxi/flows/session';
import { useState } from 'react';
import { useFlowTranslate } from '../../i18n/flowTranslate';
import { reloadUser } from '../account/sessionControl';
import { formatDisplayDate } from '../../i18n/formatDate';
import { sessionStore } from '../../state/sessionStore';
import { toasts } from '../../state/toasts';
import { checkInCalls } from './economyCalls';

const catalogs = [checkInCatalog];

/** The check-in dialog (SPEC §2.3.3): today is the Beijing date; a sign-in reloads the user (points, days). */
export default function CheckInDialogHost({ onClose }: { onClose: () => void }) {
  const t = useFlowTranslate(catalogs);
  const consecutiveDays = sessionStore.use((state) => state.user?.consecutiveDays ?? 0);
  // The day the dialog opened (the host mounts per opening).
  const [today] = useState(() => formatDisplayDate(Date.now()));
  return (
    <CheckInDialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      t={t}
      services={checkInCalls}
      today={today}
      consecutiveDays={consecutiveDays}
      notify={(notice) => toasts.show(notice.tone, messageText(t, notice.message))}
      onSigned={() => void reloadUser()}
    />
  );
}
