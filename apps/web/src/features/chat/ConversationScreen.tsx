import type { ChatGroup, GroupKind, GroupModelConfig } from '@lingxi/flows/chat';
import { parseGroupConfig } from '@lingxi/flows/modelPicker';
import { ConversationList, chatGroupsCatalog, chatGroupsView, conversationListActions, provideChatGroups } from '@lingxi/flows/chatGroups';
import { messageText } from '@lingxi/flows/session';
import { Button, Dialog, IconButton, Modal } from '@lingxi/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { Bot, LayoutGrid, PanelLeft } from 'lucide-react';
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useFlowTranslate } from '../../i18n/flowTranslate';
import { openDialog } from '../../dialogs/dialogRequests';
import { localData, storageKeys } from '../../state/localData';
import { sessionStore } from '../../state/sessionStore';
import { settingsStore, updateSettings } from '../../state/settingsStore';
import { toasts } from '../../state/toasts';
import { agentGroupCalls, groupCalls } from './chatCalls';
import { ConversationPane, type PaneVariant } from './ConversationPane';
import * as css from './chatScreen.css';

const catalogs = [chatGroupsCatalog];

/**
 * What the server calls a conversation until its first question names it: its stored default title, which is the
 * zh-CN text of chatGroups.untitled whatever the interface language (the list shows that key translated). Compared,
 * never shown: the translated text would not match in en and zh-TW.
 */
const defaultGroupTitle = chatGroupsCatalog['zh-CN']['chatGroups.untitled'];

export interface ConversationScreenProps {
  kind: GroupKind;
  /** /chat/:id — the conversation the address names (null: the stored one, else none). */
  routeGroupId: number | null;
  /** The screen's path (the model picker shows only on /chat and /document). */
  path: string;
  /** The screen's translated name (its h1). */
  title: string;
  /**
   * /gpt: the agents' conversations only (their own calls and address); 新建对话 starts another with the open
   * conversation's agent, and `emptyPane` shows while none is open (a new one needs an agent: it is chosen on /gpts).
   */
  agents?: { emptyPane: (listButton: ReactNode) => ReactNode };
  /** /knowledge/agent: the conversations are asked elsewhere, with their own toolbar (ConversationPane's variant). */
  variant?: PaneVariant;
  /** After the conversation on wide screens (the knowledge base's documents). */
  aside?: ReactNode;
}

/** Ctrl (⌘ on a Mac) + Shift + S shows or hides the conversation list, as in the chat apps people know. */
const isListShortcut = (event: KeyboardEvent) => (event.ctrlKey || event.metaKey) && event.shiftKey && !event.altKey && event.code === 'KeyS';

/** Where a conversation screen keeps the conversation to reopen (SPEC §3: the active chat group, key chatLogId). */
const storedActive = () => localData.getPlain<number>(storageKeys.chatLogId) ?? null;

/**
 * /chat and /document: the conversation list (a sheet below 768 px) beside the open conversation.
 * The list's machine owns which conversation is active; the address and the stored chatLogId follow it.
 */
export function ConversationScreen({ kind, routeGroupId, path, title, agents, variant, aside }: ConversationScreenProps) {
  const t = useFlowTranslate(catalogs);
  const { t: tr } = useTranslation();
  const [, navigate] = useLocation();
  const isLoggedIn = sessionStore.use((state) => state.token !== null);
  const [listOpen, setListOpen] = useState(false);
  const listId = useId();
  // Wide screens: the list beside the conversation, hidden or shown (remembered); narrow ones open it as a sheet.
  const listCollapsed = settingsStore.use((state) => state.chatListCollapsed);
  const toggleList = () => {
    if (window.matchMedia(css.listAsSheet).matches) setListOpen(true);
    else updateSettings({ chatListCollapsed: !settingsStore.get().chatListCollapsed });
  };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isListShortcut(event)) return;
      event.preventDefault();
      if (window.matchMedia(css.listAsSheet).matches) setListOpen((open) => !open);
      else updateSettings({ chatListCollapsed: !settingsStore.get().chatListCollapsed });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const forAgents = agents !== undefined;
  const machine = useMemo(
    () =>
      provideChatGroups({
        ...(forAgents ? agentGroupCalls : groupCalls),
        activeChanged: (groupId) => {
          setListOpen(false);
          if (kind !== 'chat') return;
          const base = forAgents ? '/gpt' : '/chat';
          if (!forAgents) {
            if (groupId === null) localData.remove(storageKeys.chatLogId);
            else localData.setPlain(storageKeys.chatLogId, groupId);
          }
          navigate(groupId === null ? base : `${base}/${groupId}`, { replace: true });
        },
        notify: (notice) => toasts.show(notice.tone, messageText(t, notice.message)),
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one machine per screen kind; a notice in the old language is acceptable
    [kind, forAgents],
  );
  const remembered = kind === 'chat' && !agents ? storedActive() : null;
  const groups = useActorRef(machine, { input: { kind, activeId: routeGroupId ?? remembered, isLoggedIn } });
  const view = useSelector(groups, chatGroupsView);
  const actions = useMemo(() => conversationListActions(groups.send), [groups]);

  useEffect(() => groups.send({ type: 'session.changed', isLoggedIn }), [groups, isLoggedIn]);
  // Back/forward or a link to another /chat/:id selects it.
  useEffect(() => {
    if (routeGroupId !== null && routeGroupId !== groups.getSnapshot().context.activeId) groups.send({ type: 'groups.select', groupId: routeGroupId });
  }, [groups, routeGroupId]);

  // A pane lives as long as its conversation: a new conversation that creates its group on the first
  // message keeps its pane (and its stream) when that group becomes the active one.
  const adopted = useRef<number | null>(null);
  const [pane, setPane] = useState(() => ({ key: `group-${view.activeId ?? 'new'}`, groupId: view.activeId }));
  useEffect(() => {
    if (view.activeId === pane.groupId) return;
    if (view.activeId !== null && view.activeId === adopted.current) {
      setPane((current) => ({ ...current, groupId: view.activeId }));
      return;
    }
    adopted.current = null;
    setPane({ key: `group-${view.activeId ?? `new-${Date.now()}`}`, groupId: view.activeId });
  }, [view.activeId, pane.groupId]);

  const activeGroup: ChatGroup | null = view.groups.find((group) => group.id === pane.groupId) ?? null;
  // Model choices saved since the list loaded (the list keeps each group's config as it was then).
  const [configs, setConfigs] = useState<ReadonlyMap<number, GroupModelConfig>>(new Map());
  const config = (pane.groupId !== null ? configs.get(pane.groupId) : undefined) ?? parseGroupConfig(activeGroup?.config);
  // 新建对话 as a visitor opens login (the machine ignores it: a visitor has no groups). On /gpt it is another
  // conversation with the open one's agent, or the agents' page to choose one.
  const agentCreate = () => {
    if (activeGroup?.appId) groups.send({ type: 'groups.create', appId: activeGroup.appId });
    else navigate('/gpts');
  };
  const onCreate = !isLoggedIn ? () => openDialog('login') : agents ? agentCreate : actions.onCreate;
  const list = (
    <ConversationList
      t={t}
      groups={view.groups}
      activeId={view.activeId}
      isLoading={view.isLoading}
      isCreating={view.isCreating}
      {...actions}
      onCreate={onCreate}
      extraAction={
        // /chat: the app centre (dialog 8); /gpt: the agents, where a conversation with another one starts.
        agents ? (
          <Button variant="quiet" isFullWidth onPress={() => navigate('/gpts')}>
            <Bot size={16} aria-hidden="true" className={css.buttonIcon} />
            {tr('chat.agents.browse')}
          </Button>
        ) : kind === 'chat' ? (
          <Button variant="quiet" isFullWidth onPress={() => openDialog('appCentre')}>
            <LayoutGrid size={16} aria-hidden="true" className={css.buttonIcon} />
            {tr('chat.appCentre')}
          </Button>
        ) : undefined
      }
    />
  );

  const listButton = (
    <IconButton
      icon={PanelLeft}
      label={t('chatGroups.label')}
      onPress={toggleList}
      aria-controls={listId}
      aria-expanded={!listCollapsed}
      aria-keyshortcuts="Control+Shift+S Meta+Shift+S"
    />
  );

  return (
    <div className={css.screen}>
      {/* The screen's h1, for screen readers and the outline; the model bar is the visible heading. */}
      <VisuallyHidden elementType="h1">{title}</VisuallyHidden>
      <aside id={listId} className={css.listColumn} data-collapsed={listCollapsed || undefined} aria-label={t('chatGroups.label')}>
        {list}
      </aside>
      <div className={css.pane}>
        {agents && pane.groupId === null ? (
          agents.emptyPane(listButton)
        ) : (
          <ConversationPane
            key={pane.key}
            kind={kind}
            groupId={pane.groupId}
            group={activeGroup}
            config={config}
            path={path}
            isLoggedIn={isLoggedIn}
            onConfigChanged={(groupId, changed) => setConfigs((current) => new Map(current).set(groupId, changed))}
            onGroupCreated={(group) => {
              adopted.current = group.id;
              groups.send({ type: 'groups.created', group });
            }}
            onTouched={(groupId) => {
              groups.send({ type: 'groups.touched', groupId });
              // The server names a new conversation after its first question: the list learns the name.
              if (groups.getSnapshot().context.groups.find((listed) => listed.id === groupId)?.title === defaultGroupTitle)
                groups.send({ type: 'groups.reload' });
            }}
            onTitled={(groupId, title) => groups.send({ type: 'groups.titled', groupId, title })}
            listButton={listButton}
            variant={variant}
          />
        )}
      </div>
      {aside}
      <Modal isOpen={listOpen} onOpenChange={setListOpen} isDismissable size="sm">
        <Dialog title={t('chatGroups.label')} closeLabel={t('chatGroups.close')}>
          <div className={css.drawer}>{list}</div>
        </Dialog>
      </Modal>
    </div>
  );
}
