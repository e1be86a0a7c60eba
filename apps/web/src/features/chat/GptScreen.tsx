import { Button, EmptyState } from '@lingxi/ui';
import { Bot } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { ScreenProps } from '../feature';
import { ConversationScreen } from './ConversationScreen';
import * as css from './chatScreen.css';

/** /gpt/:id? — the conversations with agents (docs/apps.md "Agents"); the id names the open one. */
export default function GptScreen({ params, path, title }: ScreenProps) {
  const id = Number(params.id);
  return (
    <ConversationScreen
      kind="chat"
      routeGroupId={Number.isInteger(id) && id > 0 ? id : null}
      path={path}
      title={title}
      agents={{ emptyPane: (listButton) => <NoAgentConversation listButton={listButton} /> }}
    />
  );
}

/** While no agent conversation is open: a new one starts from an agent, chosen on /gpts. */
function NoAgentConversation({ listButton }: { listButton: React.ReactNode }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  return (
    <div className={css.emptyPane}>
      <div className={css.toolbar}>{listButton}</div>
      <EmptyState
        icon={<Bot size={32} />}
        title={t('chat.agents.emptyTitle')}
        description={t('chat.agents.emptyBody')}
        action={<Button onPress={() => navigate('/gpts')}>{t('chat.agents.browse')}</Button>}
      />
    </div>
  );
}
