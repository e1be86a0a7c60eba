import { appStoreCatalog } from '@lingxi/flows/appStore';
import { messageText, type Notice } from '@lingxi/flows/session';
import { type ComponentType, useCallback } from 'react';
import { useLocation } from 'wouter';
import { openDialog } from '../../dialogs/dialogRequests';
import { useFlowTranslate } from '../../i18n/flowTranslate';
import { sessionStore } from '../../state/sessionStore';
import { toasts } from '../../state/toasts';
import * as css from './appStoreScreen.css';
import { appStoreServices } from './appStoreCalls';

const catalogs = [appStoreCatalog];

/**
 * What the app store's views (the app centre, dialog 8, the role gallery) take from the app: texts, the calls, who is
 * logged in, the login dialog for a visitor, toasts, and /chat/:id for a conversation just made — after `beforeChat`
 * (dialog 8 closes first).
 */
export function useAppListProps(beforeChat?: () => void) {
  const t = useFlowTranslate(catalogs);
  const loggedIn = sessionStore.use((state) => state.token !== null);
  const [, navigate] = useLocation();
  const requestLogin = useCallback(() => openDialog('login'), []);
  const notify = useCallback((notice: Notice) => toasts.show(notice.tone, messageText(t, notice.message)), [t]);
  const onOpenChat = useCallback(
    (groupId: number) => {
      beforeChat?.();
      navigate(`/chat/${groupId}`);
    },
    [beforeChat, navigate],
  );
  return { t, services: appStoreServices, loggedIn, requestLogin, notify, onOpenChat };
}

/** What the app store's views take from the app. */
type AppListProps = ReturnType<typeof useAppListProps>;

/** A page of the app store's (/app-store, /role): its title, then its view. */
export function AppListPage({ title, view: View }: { title: string; view: ComponentType<AppListProps> }) {
  const props = useAppListProps();
  return (
    <div className={css.page}>
      <h1 className={css.title}>{title}</h1>
      <View {...props} />
    </div>
  );
}
