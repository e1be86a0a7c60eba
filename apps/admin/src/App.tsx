import { createTranslator } from '@lingxi/flows/i18n';
import {
  AdminLoginScreen,
  adminCatalog,
  adminSessionMachine,
  appsAdminCatalog,
  cardCodesCatalog,
  channelsCatalog,
  chatPromptsCatalog,
  ConfirmHost,
  dashboardCatalog,
  drawingAdminCatalog,
  knowledgeAdminCatalog,
  goodsCatalog,
  homeSlotsCatalog,
  marketAdminCatalog,
  menusCatalog,
  modelsCatalog,
  noticesCatalog,
  reviewCatalog,
  rewardsCatalog,
  securityCatalog,
  vipLevelsCatalog,
  ordersCatalog,
  paymentsCatalog,
  usageCatalog,
  usersCatalog,
} from '@lingxi/flows/admin';
import { messageText, type Notice } from '@lingxi/flows/session';
import { createToastQueue, ToastRegion } from '@lingxi/ui';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { Router } from 'wouter';
import { fromPromise } from 'xstate';
import { adminApi, confirmServices, connectAdminApi, storedToken } from './adminApi';
import { AdminShell } from './AdminShell';
import { readLocale, readTheme, storeLocale, storeTheme } from './preferences';

const toasts = createToastQueue();

/** The back office: the sign-in page, or the signed-in layout with its screens (routes under /admin). */
export function App() {
  const [locale, setLocale] = useState(readLocale);
  const [theme, setTheme] = useState(readTheme);
  const t = useMemo(
    () =>
      createTranslator(
        [
          adminCatalog,
          dashboardCatalog,
          drawingAdminCatalog,
          knowledgeAdminCatalog,
          marketAdminCatalog,
          appsAdminCatalog,
          chatPromptsCatalog,
          homeSlotsCatalog,
          goodsCatalog,
          cardCodesCatalog,
          ordersCatalog,
          usersCatalog,
          modelsCatalog,
          vipLevelsCatalog,
          securityCatalog,
          reviewCatalog,
          channelsCatalog,
          menusCatalog,
          noticesCatalog,
          usageCatalog,
          rewardsCatalog,
          paymentsCatalog,
        ],
        locale,
      ),
    [locale],
  );
  const [session, sendSession] = useMachine(
    adminSessionMachine.provide({
      actors: { logout: fromPromise<unknown, { token: string }>(() => adminApi.post('/admin/auth/logout', { silent: true })) },
      actions: { storeToken: (_, { token }) => storedToken.set(token) },
    }),
    { input: { token: storedToken.get() } },
  );
  useEffect(() => {
    storeLocale(locale);
    connectAdminApi({
      getLanguage: () => locale,
      onUnauthorized: (event) => sendSession({ type: 'session.unauthorized', message: event.message }),
      onActivity: () => sendSession({ type: 'session.activity' }),
    });
  }, [locale, sendSession]);
  useEffect(() => storeTheme(theme), [theme]);
  // Typing counts as activity too: an operator filling a long form is not idle.
  useEffect(() => {
    const active = () => sendSession({ type: 'session.activity' });
    window.addEventListener('keydown', active);
    return () => window.removeEventListener('keydown', active);
  }, [sendSession]);
  const notify = (notice: Notice) => toasts.show(notice.tone, messageText(t, notice.message));

  return (
    <>
      {session.matches('signedIn') ? (
        <Router base="/admin">
          <ConfirmHost t={t} services={confirmServices}>
            <AdminShell
              t={t}
              locale={locale}
              onLocaleChange={setLocale}
              theme={theme}
              onThemeChange={setTheme}
              notify={notify}
              onLogout={() => sendSession({ type: 'session.logout' })}
            />
          </ConfirmHost>
        </Router>
      ) : (
        <AdminLoginScreen
          t={t}
          notice={session.context.notice}
          login={({ otp, ...credentials }) => adminApi.post('/admin/auth/login', { json: otp ? { ...credentials, otp } : credentials, silent: true })}
          onLoggedIn={(token) => sendSession({ type: 'session.loggedIn', token })}
        />
      )}
      <ToastRegion queue={toasts.queue} closeLabel={t('admin.confirm.close')} aria-label={t('admin.notifications')} />
    </>
  );
}
