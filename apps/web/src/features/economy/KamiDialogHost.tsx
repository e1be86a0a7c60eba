import { KamiDialog, kamiCatalog } from '@lingxi/flows/kami';
import { messageText } from '@lingxi/flows/session';
import { useFlowTranslate } from '../../i18n/flowTranslate';
import { reloadUser } from '../account/sessionControl';
import { toasts } from '../../state/toasts';
import { kamiCalls } from './economyCalls';

const catalogs = [kamiCatalog];

/** Card-code redemption (SPEC §2.3.14, the menu's 权益兑换): a success reloads the user (points, VIP). */
export default function KamiDialogHost({ onClose }: { onClose: () => void }) {
  const t = useFlowTranslate(catalogs);
  return (
    <KamiDialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      t={t}
      services={kamiCalls}
      notify={(notice) => toasts.show(notice.tone, messageText(t, notice.message))}
      onRedeemed={() => void reloadUser()}
    />
  );
}
