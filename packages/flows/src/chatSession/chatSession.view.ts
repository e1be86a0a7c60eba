import type { ChatMessageView, ChatPhase } from '../chat/chatMessageView';
import type { Translate } from '../i18n';
import type { ChatSessionMessageKey } from './messages';
import { messageText } from '../session/notify';
import type { ChatSessionSnapshot } from './chatSession.machine';
import { lastExchange, type SessionMessage } from './sessionMessages';

export interface ChatSessionView {
  phase: ChatPhase;
  /** Oldest first; the turn in progress last. An unchanged message keeps its object across snapshots. */
  messages: readonly ChatMessageView[];
  hasOlder: boolean;
  loadingOlder: boolean;
  /** The last older page failed (chat.loadOlder may be sent again). */
  olderFailed: boolean;
  /** chat.regenerate would be accepted. */
  canRegenerate: boolean;
  /** The composer's text to restore (a refused question comes back here); '' once a message is sent. */
  draft: string;
  /** The conversation; a new session gets one when its first message is sent. */
  groupId: number | null;
  /** Why the first page failed (phase loadFailed). */
  loadError: string | null;
}

// Views are cached per machine message (immutable), so React.memo on each message skips all but the
// streaming one; a language change (another `t`) builds them again.
const messageViews = new WeakMap<SessionMessage, { t: Translate<ChatSessionMessageKey>; view: ChatMessageView }>();
const listViews = new WeakMap<readonly SessionMessage[], { t: Translate<ChatSessionMessageKey>; views: readonly ChatMessageView[] }>();
const turnViews = new WeakMap<readonly ChatMessageView[], { question: ChatMessageView | null; answer: ChatMessageView; views: readonly ChatMessageView[] }>();

/** One machine message as the chat view shows it (the failure translated). */
export function toChatMessageView(message: SessionMessage, t: Translate<ChatSessionMessageKey>): ChatMessageView {
  const cached = messageViews.get(message);
  if (cached?.t === t) return cached.view;
  const { key, id, role, content, reasoning, status, modelName, file, error, sources } = message;
  const view: ChatMessageView = { key, id, role, content, reasoning, status, error: error ? messageText(t, error) : null, modelName, file, sources };
  messageViews.set(message, { t, view });
  return view;
}

function settledViews(messages: readonly SessionMessage[], t: Translate<ChatSessionMessageKey>): readonly ChatMessageView[] {
  const cached = listViews.get(messages);
  if (cached?.t === t) return cached.views;
  const views = messages.map((message) => toChatMessageView(message, t));
  listViews.set(messages, { t, views });
  return views;
}

function phaseOf(snapshot: ChatSessionSnapshot): ChatPhase {
  if (snapshot.matches('loadFailed')) return 'loadFailed';
  if (!snapshot.matches('ready')) return 'loading';
  if (snapshot.matches({ ready: { turn: 'idle' } })) return 'idle';
  if (snapshot.matches({ ready: { turn: { asking: 'streaming' } } })) return 'streaming';
  return 'sending';
}

/** Snapshot → what the chat view shows. `t` translates failures (the machine keeps message keys). */
export function chatSessionView(snapshot: ChatSessionSnapshot, t: Translate<ChatSessionMessageKey>): ChatSessionView {
  const { context } = snapshot;
  const phase = phaseOf(snapshot);
  const settled = settledViews(context.messages, t);
  let messages = settled;
  const turn = context.turn;
  if (turn) {
    const question = turn.question ? toChatMessageView(turn.question, t) : null;
    const answer = toChatMessageView(turn.answer, t);
    const cached = turnViews.get(settled);
    if (cached && cached.question === question && cached.answer === answer) messages = cached.views;
    else {
      messages = question ? [...settled, question, answer] : [...settled, answer];
      turnViews.set(settled, { question, answer, views: messages });
    }
  }
  return {
    phase,
    messages,
    hasOlder: context.hasOlder,
    loadingOlder: snapshot.matches({ ready: { older: 'loading' } }),
    olderFailed: context.olderFailed,
    canRegenerate: phase === 'idle' && context.groupId !== null && lastExchange(context.messages) !== null,
    draft: context.draft,
    groupId: context.groupId,
    loadError: phase === 'loadFailed' && context.loadError ? messageText(t, context.loadError) : null,
  };
}
