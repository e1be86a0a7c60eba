import type { ChatMessageStatus, ChatMessageView } from '../chat/chatMessageView';
import type { ChatFile, ChatFrame, ChatLog, ChatSource } from '../chat/chatTypes';
import type { MessageRef } from '../session/notify';
import type { ChatSessionMessageKey } from './messages';

/**
 * A message as the machine keeps it: the view's shape, except that a failure is a MessageRef (the
 * view translates it) and a question remembers its file id (regenerate asks about the same file).
 */
export interface SessionMessage extends Omit<ChatMessageView, 'error'> {
  error: MessageRef<ChatSessionMessageKey> | null;
  fileId: number | null;
}

/** The file a question is about, as the composer knows it after an upload. */
export type TurnFile = Pick<ChatFile, 'id' | 'name' | 'kind' | 'url'>;

/** One question and its answer while the server is working on them. */
export interface ChatTurn {
  /** What is asked (`groupId` is added once the group exists). */
  prompt: string;
  regenerate: boolean;
  fileId: number | null;
  /** The new question; null when regenerating (the question is already in `messages`). */
  question: SessionMessage | null;
  /** The answer being written: its own field, so a delta never copies the message list. */
  answer: SessionMessage;
  /** Regenerate: the old answer, taken out of `messages`; it comes back if the server refuses. */
  replaced: SessionMessage | null;
  /** The `start` frame arrived (the server saved the question and charged). */
  started: boolean;
  /** chat.stop came while the group was still being created: the turn stops once it exists. */
  stopRequested: boolean;
}

export const logKey = (id: number) => `log-${id}`;
export const questionKey = (turn: number) => `turn-${turn}-question`;
export const answerKey = (turn: number) => `turn-${turn}-answer`;

/** A saved chat log as a message (a saved failure has no text of its own: `chatSession.failedSaved`). */
export function messageFromLog(log: ChatLog): SessionMessage {
  return {
    key: logKey(log.id),
    id: log.id,
    role: log.role,
    content: log.content,
    reasoning: log.reasoning ?? '',
    status: log.status,
    error: log.role === 'assistant' && log.status === 'failed' ? { key: 'chatSession.failedSaved' } : null,
    modelName: log.role === 'assistant' ? (log.modelName ?? log.model) : null,
    file: log.fileName && log.fileUrl && log.fileKind ? { name: log.fileName, kind: log.fileKind, url: log.fileUrl } : null,
    fileId: log.fileId,
    sources: log.role === 'assistant' && log.sources?.length ? log.sources : null,
  };
}

export const messagesFromLogs = (logs: readonly ChatLog[]): SessionMessage[] => logs.map(messageFromLog);

/** Older logs before the loaded ones (a log already shown is not shown twice). */
export function prependOlder(messages: readonly SessionMessage[], older: readonly ChatLog[]): readonly SessionMessage[] {
  const known = new Set(messages.map((message) => message.id).filter((id) => id !== null));
  const fresh = older.filter((log) => !known.has(log.id)).map(messageFromLog);
  return fresh.length > 0 ? [...fresh, ...messages] : messages;
}

/** The id `before` of the next older page: the oldest message the server named. */
export const oldestId = (messages: readonly SessionMessage[]): number | null => messages.find((message) => message.id !== null)?.id ?? null;

export function newQuestion(turn: number, prompt: string, file: TurnFile | null, fileId: number | null): SessionMessage {
  return {
    key: questionKey(turn),
    id: null,
    role: 'user',
    content: prompt,
    reasoning: '',
    status: 'sending',
    error: null,
    modelName: null,
    file: file ? { name: file.name, kind: file.kind, url: file.url } : null,
    fileId,
    sources: null,
  };
}

export function newAnswer(turn: number): SessionMessage {
  return {
    key: answerKey(turn),
    id: null,
    role: 'assistant',
    content: '',
    reasoning: '',
    status: 'sending',
    error: null,
    modelName: null,
    file: null,
    fileId: null,
    sources: null,
  };
}

/** The last exchange regenerate would ask again: a saved answer right after its question. */
export function lastExchange(messages: readonly SessionMessage[]): { question: SessionMessage; answer: SessionMessage } | null {
  const answer = messages.at(-1);
  const question = messages.at(-2);
  if (!answer || !question || answer.role !== 'assistant' || question.role !== 'user') return null;
  if (answer.id === null || answer.status === 'sending' || answer.status === 'streaming' || !question.content.trim()) return null;
  return { question, answer };
}

type StartFrame = Extract<ChatFrame, { type: 'start' }>;
type SourcesFrame = Extract<ChatFrame, { type: 'sources' }>;
type DeltaFrame = Extract<ChatFrame, { type: 'delta' }>;

/** `start`: the server named both messages (their keys stay), the answer is being written. */
export function turnStarted(turn: ChatTurn, frame: StartFrame): ChatTurn {
  return {
    ...turn,
    started: true,
    question: turn.question ? { ...turn.question, id: frame.userLogId, status: 'done' } : null,
    answer: { ...turn.answer, id: frame.chatLogId, status: 'streaming', modelName: frame.modelName || frame.model || null },
  };
}

/** `sources` (a grounded turn): the passages the answer may cite, before its text. */
export const turnSources = (turn: ChatTurn, frame: SourcesFrame): ChatTurn => ({ ...turn, answer: { ...turn.answer, sources: frame.sources } });

/** The sources an ended answer cited, in the order cited (none cited: null, and no list shows). */
export function citedSources(sources: readonly ChatSource[] | null, citations: readonly number[] | undefined): readonly ChatSource[] | null {
  if (!sources || !citations) return sources;
  const cited = citations.flatMap((n) => sources.filter((source) => source.n === n));
  return cited.length > 0 ? cited : null;
}

/** One delta: only the answer object is new (the question and the message list are untouched). */
export function turnDelta(turn: ChatTurn, frame: DeltaFrame): ChatTurn {
  if (!frame.delta && !frame.think) return turn;
  const { answer } = turn;
  return {
    ...turn,
    answer: {
      ...answer,
      content: frame.delta ? answer.content + frame.delta : answer.content,
      reasoning: frame.think ? answer.reasoning + frame.think : answer.reasoning,
    },
  };
}

export interface TurnEnding {
  status: Extract<ChatMessageStatus, 'done' | 'stopped' | 'failed'>;
  error?: MessageRef<ChatSessionMessageKey> | null;
  /** The saved answer's id (end and error frames name it). */
  id?: number;
  /** The whole answer, when the end frame gives it. */
  content?: string;
  /** A grounded answer's end: the n it cited. */
  citations?: readonly number[];
}

/** The turn's messages, settled, appended to the list (a regenerated answer replaces the old one). */
export function settleTurn(messages: readonly SessionMessage[], turn: ChatTurn, ending: TurnEnding): readonly SessionMessage[] {
  const answer: SessionMessage = {
    ...turn.answer,
    status: ending.status,
    error: ending.error ?? null,
    id: ending.id ?? turn.answer.id,
    content: ending.content || turn.answer.content,
    sources: citedSources(turn.answer.sources, ending.citations),
  };
  // A question that never reached a started turn may not have been saved: it is marked with the answer's failure.
  const questionStatus: ChatMessageStatus = turn.started || ending.status !== 'failed' ? 'done' : 'failed';
  const question = turn.question && turn.question.status !== questionStatus ? { ...turn.question, status: questionStatus } : turn.question;
  return question ? [...messages, question, answer] : [...messages, answer];
}

/** A refused turn leaves nothing behind: a regenerated answer's predecessor comes back. */
export const withdrawTurn = (messages: readonly SessionMessage[], turn: ChatTurn): readonly SessionMessage[] =>
  turn.replaced ? [...messages, turn.replaced] : messages;
