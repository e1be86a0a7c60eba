import { CustomerService, customerServiceCatalog } from '@lingxi/flows/customerService';
import { messageText } from '@lingxi/flows/session';
import { useFlowTranslate } from '../../i18n/flowTranslate';
import { api } from '../../site/api';
import { configString, siteStore } from '../../site/siteStore';
import { toasts } from '../../state/toasts';

const catalogs = [customerServiceCatalog];

/** POST /config/qrcode: the operator's customer-service QR image, or ''. Failures are the entry's own toast. */
const loadQrCode = () => api.post('/config/qrcode', { json: {}, silent: true });

/** The customer-service entry (user popup, also in the mobile bar's account menu; SPEC §8). */
export default function CustomerServiceHost({ onClose }: { onClose: () => void }) {
  const t = useFlowTranslate(catalogs);
  const chatOnline = siteStore.use((state) => configString(state.config, 'chatOnline'));
  return (
    <CustomerService
      t={t}
      chatOnline={chatOnline}
      loadQrCode={loadQrCode}
      openLink={(url) => void window.open(url, '_blank', 'noopener')}
      notify={(notice) => toasts.show(notice.tone, messageText(t, notice.message))}
      onDone={onClose}
    />
  );
}
