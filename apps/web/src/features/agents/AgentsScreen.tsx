import { AgentStore, agentsCatalogs } from '@lingxi/flows/agents';
import { type Notice, messageText } from '@lingxi/flows/session';
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { openDialog } from '../../dialogs/dialogRequests';
import { useFlowTranslate } from '../../i18n/flowTranslate';
import { sessionStore } from '../../state/sessionStore';
import { toasts } from '../../state/toasts';
import type { ScreenProps } from '../feature';
import { agentsServices } from './agentsCalls';
import * as css from './agentsScreen.css';

/** /gpts: the agent store; 开始对话 opens the agent's new conversation on /gpt/:id (chat's screen). */
export default function AgentsScreen({ title }: ScreenProps) {
  const t = useFlowTranslate(agentsCatalogs);
  const loggedIn = sessionStore.use((state) => state.token !== null);
  const [, navigate] = useLocation();
  // Kept across renders: the store holds its subscriptions to them.
  const handlers = useMemo(
    () => ({
      requestLogin: () => openDialog('login'),
      notify: (notice: Notice) => toasts.show(notice.tone, messageText(t, notice.message)),
      onOpenChat: (groupId: number) => navigate(`/gpt/${groupId}`),
    }),
    [t, navigate],
  );
  return (
    <div className={css.page}>
      <h1 className={css.title}>{title}</h1>
      <AgentStore t={t} services={agentsServices} loggedIn={loggedIn} {...handlers} />
    </div>
  );
}
