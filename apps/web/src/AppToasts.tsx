import { ToastRegion } from '@lingxi/ui';
import { useTranslation } from 'react-i18next';
import { toasts } from './state/toasts';

/** The app's toast region (a landmark, F6 reaches it), imported with the first toast: App renders it from then on. */
export default function AppToasts() {
  const { t } = useTranslation();
  return <ToastRegion queue={toasts.queue} aria-label={t('common.notifications')} closeLabel={t('common.close')} />;
}
