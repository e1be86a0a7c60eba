import type { ChatFile, ChatSource } from './chatTypes';

/** Where a conversation is: what the chat view renders around its messages. */
export const chatPhases = ['loading', 'loadFailed', 'idle', 'sending', 'streaming'] as const;
export type ChatPhase = (typeof chatPhases)[number];

export const chatMessageStatuses = ['sending', 'streaming', 'done', 'stopped', 'failed', 'interrupted'] as const;
export type ChatMessageStatus = (typeof chatMessageStatuses)[number];

/** One message as the chat view shows it — the seam between the chatSession machine and ChatView. */
export interface ChatMessageView {
  /** Stable across the pending → saved transition, so a streaming answer keeps its element. */
  key: string;
  /** The chat log id once the server has named it. */
  id: number | null;
  role: 'user' | 'assistant';
  content: string;
  /** Reasoning the model showed before answering ('' when none). */
  reasoning: string;
  status: ChatMessageStatus;
  /** Why an answer failed, in the user's language (null otherwise). */
  error: string | null;
  /** Which model wrote an answer. */
  modelName: string | null;
  /** The file a question was about (file chat). */
  file: Pick<ChatFile, 'name' | 'kind' | 'url'> | null;
  /**
   * A grounded answer's sources: while it is written, every passage it was given (its [n] may name any); once it
   * has ended, the ones it cited, in the order cited. null for any other message.
   */
  sources: readonly ChatSource[] | null;
}
