import { ToastRegion } from '@lingxi/ui';
import { lazy, Suspense, useEffect } from 'react';
import { I18nProvider } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { silentLogin } from './features/account/accountEntry';
import { AppRoutes } from './routing/AppRoutes';
import { firstScreen } from './routing/firstScreen';
import { toasts } from './state/toasts';
import { applySiteHead } from './site/siteHead';
import { loadMenus, siteStore } from './site/siteStore';

// Dialogs load after the first screen: none is needed to paint it. The host is the shell's (it draws the notice itself).
const DialogHost = lazy(() => import('./features/shell/DialogHost'));

/** The application: routes in their layouts, the dialog host and the toast region. */
export function App() {
  const { t, i18n } = useTranslation();
  const config = siteStore.use((state) => state.config);
  const configLoaded = siteStore.use((state) => state.configLoaded);
  // The dialog host (and the auto-opened notice with it) loads once the first screen is shown.
  const dialogsReady = firstScreen.use((state) => state.shown);
  useEffect(() => applySiteHead(config), [config]);
  useEffect(() => {
    if (configLoaded) silentLogin(siteStore.get().config).catch(() => {});
  }, [configLoaded]);
  useEffect(() => {
    if (!siteStore.get().menusLoaded) loadMenus().catch(() => {});
  }, []);
  return (
    <I18nProvider locale={i18n.language}>
      <AppRoutes />
      {dialogsReady ? (
        <Suspense fallback={null}>
          <DialogHost />
        </Suspense>
      ) : null}
      <ToastRegion queue={toasts.queue} aria-label={t('common.notifications')} closeLabel={t('common.close')} />
    </I18nProvider>
  );
}
