import type { ChatFile, ChatGroup, ChatSource, GroupKind, GroupModelConfig } from '@lingxi/flows/chat';
import type { ModelChange } from '@lingxi/flows/modelPicker';
import { chatSessionCatalog, chatSessionView, provideChatSession, refusalMessage, type TurnRefusal } from '@lingxi/flows/chatSession';
import { AppWelcome, ChatView, chatViewCatalog } from '@lingxi/flows/chatView';
import type { Translate } from '@lingxi/flows/i18n';
import { messageText } from '@lingxi/flows/session';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlowTranslate } from '../../i18n/flowTranslate';
import { openDialog } from '../../dialogs/dialogRequests';
import { sessionStore } from '../../state/sessionStore';
import { composerDraft } from '../../state/composerDraft';
import { toasts } from '../../state/toasts';
import { siteStore, configString } from '../../site/siteStore';
import { FileAttachment } from './FileAttachment';
import { groupCalls, loadBalance, loadChatPage, saveGroupConfig, turnStreamer } from './chatCalls';
import { DemoBadge } from './DemoBadge';
import { ModelBar } from './ModelBar';

const catalogs = [chatSessionCatalog, chatViewCatalog];

export interface ConversationPaneProps {
  kind: GroupKind;
  /** The conversation; null until the first message creates one. */
  groupId: number | null;
  group: ChatGroup | null;
  /** The conversation's model settings: the group's, or a choice made since. */
  config: GroupModelConfig | null;
  path: string;
  isLoggedIn: boolean;
  /** A model was chosen for `groupId` (saved on the server already). */
  onConfigChanged: (groupId: number, config: GroupModelConfig) => void;
  onGroupCreated: (group: ChatGroup) => void;
  onTouched: (groupId: number) => void;
  /** The model named a new conversation after its first answer. */
  onTitled: (groupId: number, title: string) => void;
  /** The button that shows or hides the conversation list (a sheet on small screens). */
  listButton: ReactNode;
  /** Another kind of conversation than chat's (/knowledge/agent). */
  variant?: PaneVariant;
}

/** A conversation asked elsewhere than chat-process, with its own toolbar (/knowledge/agent asks /knowledge/chat). */
export interface PaneVariant {
  /** The turn's call; a new conversation's title goes to `onTitled` (see `turnStreamer`). */
  turnStreamer: (onTitled: (groupId: number, title: string) => void) => TurnStreamer;
  /** Replaces the model bar. */
  toolbar: (listButton: ReactNode) => ReactNode;
  emptyState?: ReactNode;
  placeholder?: string;
  /** A grounded answer's source was chosen ([n] or 参考来源). */
  onOpenSource?: (source: ChatSource) => void;
}

type TurnStreamer = ReturnType<typeof turnStreamer>;

/** The points balance an end or error frame reports becomes the chip's at once. */
function showBalance(balance: number) {
  const user = sessionStore.get().user;
  if (user) sessionStore.set({ user: { ...user, score: balance } });
}

/** What a pane's session machine calls back into: the latest props and state, kept in a ref. */
interface PaneReactions {
  t: Translate;
  /** A model chosen before the conversation existed: saved on the group the first message creates. */
  chosen: GroupModelConfig | null;
  onGroupCreated: (group: ChatGroup) => void;
  onTouched: (groupId: number) => void;
  onTitled: (groupId: number, title: string) => void;
  onConfigChanged: (groupId: number, config: GroupModelConfig) => void;
  onAnswered: () => void;
}

function sessionMachineFor(kind: GroupKind, reactions: RefObject<PaneReactions>, variant: PaneVariant | undefined) {
  const onTitled = (groupId: number, title: string) => reactions.current.onTitled(groupId, title);
  return provideChatSession({
    loadPage: loadChatPage,
    streamTurn: variant ? variant.turnStreamer(onTitled) : turnStreamer(kind, onTitled),
    ensureGroup: async () => {
      const created = await groupCalls.createGroup({ kind });
      const { chosen } = reactions.current;
      if (chosen) {
        await saveGroupConfig({ groupId: created.id, config: JSON.stringify(chosen) });
        reactions.current.onConfigChanged(created.id, chosen);
      }
      reactions.current.onGroupCreated(created);
      return created.id;
    },
    turnSettled: ({ balance, groupId }) => {
      // A stopped answer ends without a frame: the chip asks GET /balance/query (the stop kept the charge).
      if (balance === undefined)
        void loadBalance()
          .then(({ score }) => showBalance(score))
          .catch(() => {});
      else showBalance(balance);
      reactions.current.onTouched(groupId);
      reactions.current.onAnswered();
    },
    refused: (refusal: TurnRefusal) => {
      // 401: the API layer already cleared the token and said why; the login dialog follows.
      if (refusal.status === 401) return openDialog('login');
      toasts.show('warning', messageText(reactions.current.t, refusalMessage(refusal)));
      if (refusal.status === 402) openDialog('vip');
    },
  });
}

/** One open conversation: its messages, the question box, the model bar and (file chat) the attached file. */
export function ConversationPane({
  kind,
  groupId,
  group,
  config,
  path,
  isLoggedIn,
  onConfigChanged,
  onGroupCreated,
  onTouched,
  onTitled,
  listButton,
  variant,
}: ConversationPaneProps) {
  const t = useFlowTranslate(catalogs);
  const { t: appT } = useTranslation();
  const [demoMode, setDemoMode] = useState(false);
  const [answers, setAnswers] = useState(0);
  const robotAvatar = siteStore.use((state) => configString(state.config, 'robotAvatar'));
  const userAvatar = sessionStore.use((state) => state.user?.avatar ?? undefined);
  const [attached, setAttached] = useState<ChatFile | null>(null);
  const [chosen, setChosen] = useState<GroupModelConfig | null>(null);
  const reactions = useRef<PaneReactions>({ t, chosen, onGroupCreated, onTouched, onTitled, onConfigChanged, onAnswered: () => {} });
  useLayoutEffect(() => {
    reactions.current = { t, chosen, onGroupCreated, onTouched, onTitled, onConfigChanged, onAnswered: () => setAnswers((count) => count + 1) };
  });
  // eslint-disable-next-line react-hooks/refs -- the machine reads the ref only in its callbacks, never while rendering
  const [machine] = useState(() => sessionMachineFor(kind, reactions, variant));
  const session = useActorRef(machine, { input: { groupId } });
  // A question another page handed over (/chat/prompt's 使用) goes into the composer once.
  useLayoutEffect(() => {
    const handed = composerDraft.take();
    if (handed) session.send({ type: 'chat.draft', text: handed });
  }, [session]);
  const view = useSelector(session, (snapshot) => chatSessionView(snapshot, t));

  const send = useCallback(
    (prompt: string) => {
      if (!isLoggedIn) return openDialog('login');
      session.send({ type: 'chat.send', prompt, ...(attached ? { fileId: attached.id, file: attached } : {}) });
      setAttached(null);
    },
    [attached, isLoggedIn, session],
  );

  return (
    <ChatView
      t={t}
      messages={view.messages}
      phase={view.phase}
      hasOlder={view.hasOlder}
      loadingOlder={view.loadingOlder}
      canRegenerate={view.canRegenerate}
      draft={view.draft}
      onSend={send}
      onStop={() => session.send({ type: 'chat.stop' })}
      onRegenerate={() => session.send({ type: 'chat.regenerate' })}
      onLoadOlder={() => session.send({ type: 'chat.loadOlder' })}
      onRetryLoad={() => session.send({ type: 'chat.retry' })}
      toolbar={
        variant ? (
          variant.toolbar(listButton)
        ) : (
          <ModelBar
            kind={kind}
            listButton={listButton}
            group={group}
            groupId={view.groupId}
            config={config ?? chosen}
            path={path}
            isLoggedIn={isLoggedIn}
            reloadKey={answers}
            onModelsLoaded={(list) => setDemoMode(list.demoMode)}
            onChanged={(change: ModelChange) => {
              if (change.groupId === null) setChosen(change.config);
              else onConfigChanged(change.groupId, change.config);
            }}
          />
        )
      }
      notice={demoMode ? <DemoBadge title={appT('chat.demoTitle')} body={appT('chat.demoBody')} dismissLabel={appT('chat.demoDismiss')} /> : undefined}
      placeholder={variant ? variant.placeholder : kind === 'file' ? appT('chat.documentPlaceholder') : undefined}
      composerStart={
        kind === 'file' ? <FileAttachment groupId={view.groupId} attached={attached} onAttached={setAttached} isLoggedIn={isLoggedIn} /> : undefined
      }
      // A conversation with an app: its welcome with its examples, and its logo beside the answers.
      emptyState={
        variant ? (
          variant.emptyState
        ) : group?.appId ? (
          <AppWelcome t={t} name={group.title} logo={group.logo} desc={group.desc} demoData={group.demoData} onAsk={send} />
        ) : undefined
      }
      onOpenSource={variant?.onOpenSource}
      robotAvatar={(group?.appId ? group.logo : undefined) || robotAvatar || undefined}
      userAvatar={userAvatar}
    />
  );
}
