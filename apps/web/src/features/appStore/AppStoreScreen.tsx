import { AppCentre, appStoreCatalog } from '@lingxi/flows/appStore';
import { messageText } from '@lingxi/flows/session';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { openDialog } from '../../dialogs/dialogRequests';
import { useFlowTranslate } from '../../i18n/flowTranslate';
import { sessionStore } from '../../state/sessionStore';
import { toasts } from '../../state/toasts';
import type { ScreenProps } from '../feature';
import * as css from './appStoreScreen.css';
import { appStoreServices } from './appStoreCalls';

const catalogs = [appStoreCatalog];

/** /app-store: the app centre as a page (dialog 8's view); 尝试指令 opens the app's new conversation on /chat. */
export default function AppStoreScreen({ title }: ScreenProps) {
  const t = useFlowTranslate(catalogs);
  const loggedIn = sessionStore.use((state) => state.token !== null);
  const [, navigate] = useLocation();
  const login = useCallback(() => openDialog('login'), []);
  return (
    <div className={css.page}>
      <h1 className={css.title}>{title}</h1>
      <AppCentre
        t={t}
        services={appStoreServices}
        loggedIn={loggedIn}
        requestLogin={login}
        notify={(notice) => toasts.show(notice.tone, messageText(t, notice.message))}
        onOpenChat={(groupId) => navigate(`/chat/${groupId}`)}
      />
    </div>
  );
}
