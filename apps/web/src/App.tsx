import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { I18nProvider } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { silentLogin } from './features/account/accountEntry';
import { continuePaintInput } from './firstPaint/paintInput';
import { serverPaint } from './firstPaint/serverPaint';
import { AppRoutes } from './routing/AppRoutes';
import { firstScreen } from './routing/firstScreen';
import { toasts } from './state/toasts';
import { applySiteHead } from './site/siteHead';
import { loadMenus, siteStore } from './site/siteStore';

// Dialogs load after the first screen: none is needed to paint it. The host is the shell's (it draws the notice itself).
const DialogHost = lazy(() => import('./features/shell/DialogHost'));
// The toast region (react-aria's toasts, ~5 KB compressed) loads with the first toast; the queue holds it until then.
const AppToasts = lazy(() => import('./AppToasts'));

let toastShown = false;
const subscribeToasts = (onChange: () => void) => toasts.queue.subscribe(onChange);
const anyToastShown = () => {
  toastShown ||= toasts.queue.visibleToasts.length > 0;
  return toastShown;
};

/** The application: routes in their layouts, the dialog host and the toast region. */
export function App() {
  const { i18n } = useTranslation();
  const config = siteStore.use((state) => state.config);
  const configLoaded = siteStore.use((state) => state.configLoaded);
  // The dialog host (and the auto-opened notice with it) loads once the first screen is shown.
  const dialogsReady = firstScreen.use((state) => state.shown);
  const toastsNeeded = useSyncExternalStore(subscribeToasts, anyToastShown, () => false);
  useEffect(() => applySiteHead(config), [config]);
  // The first render has replaced the server's paint: what the visitor did on it carries over.
  useEffect(() => {
    const root = document.getElementById('root');
    if (serverPaint.continued && root) continuePaintInput(root);
  }, []);
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
      {toastsNeeded ? (
        <Suspense fallback={null}>
          <AppToasts />
        </Suspense>
      ) : null}
    </I18nProvider>
  );
}
