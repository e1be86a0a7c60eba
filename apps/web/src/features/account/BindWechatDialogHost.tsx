import { BindAccountDialog, bindAccountCatalog } from '@lingxi/flows/bindAccount';
import { messageText } from '@lingxi/flows/session';
import { toasts } from '../../state/toasts';
import { bindWechatCalls } from './accountCalls';
import { useFlowTranslate } from '../../i18n/flowTranslate';
import { reloadUser } from './sessionControl';

const catalogs = [bindAccountCatalog];

/** Binding a WeChat account to the logged-in user (SPEC §2.3.4). */
export default function BindWechatDialogHost({ onClose }: { onClose: () => void }) {
  const t = useFlowTranslate(catalogs);
  return (
    <BindAccountDialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      t={t}
      services={bindWechatCalls}
      notify={(notice) => toasts.show(notice.tone, messageText(t, notice.message))}
      onBound={() => {
        onClose();
        void reloadUser();
      }}
    />
  );
}
