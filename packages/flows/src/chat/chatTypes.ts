import type { components } from '@lingxi/api-client';

/**
 * The chat data the flows share (docs/chat.md is the contract). The stream's frame is the API document's own
 * (`ChatFrame`, generated from the server's schema); the rows are the flows' shapes, which the generated
 * `Model`, `ChatGroup`, `ChatLog` and `ChatFile` are assignable to, so the flows need nothing else of HTTP.
 */

export const modelTypes = ['chat', 'app', 'music', 'other', 'draw', 'file'] as const;
export type ModelType = (typeof modelTypes)[number];

export interface ChatModel {
  id: number;
  modelName: string;
  model: string;
  cover: string | null;
  description: string | null;
  keyType: number;
  modelType: ModelType;
  canAudio: boolean;
  canUpload: boolean;
  maxModelTokens: number;
  maxResponseTokens: number;
  topN: number;
  systemMessage: string | null;
  maxRounds: number;
  rounds: number;
  /** 1 basic points, anything else advanced points. */
  deductType: number;
  /** Points per use. */
  deduct: number;
  /** Daily free uses for members; -1 free for members; 0 none. */
  vipFreeNum: number;
  /** The caller's uses of this model today. */
  used: number;
}

/** The per-group choice saved in `Group.config` (a JSON string on the wire). */
export interface GroupModelConfig {
  modelInfo: Pick<ChatModel, 'model' | 'modelName' | 'keyType' | 'canUpload' | 'canAudio' | 'maxModelTokens' | 'maxRounds' | 'deductType' | 'deduct'> & {
    topN: number;
    rounds: number;
    maxResponseTokens: number;
    modelType?: ModelType;
  };
  /** The model type as the server labels it (`{label: '对话', value: 'chat'}`). */
  modelTypeInfo?: { label: string; value: string | number };
}

/** chat on /chat, file on /document, knowledge on /knowledge/agent (asked through /knowledge/chat). */
export type GroupKind = 'chat' | 'file' | 'knowledge';

export interface ChatGroup {
  id: number;
  title: string;
  isSticky: boolean;
  appId: number | null;
  modelType: GroupKind;
  /** JSON string of `GroupModelConfig`. */
  config: string;
  createdAt: string;
  updatedAt: string;
  /** A conversation with an app: the app's id, and its card from the live version (docs/apps.md). */
  modelId?: number;
  gptsApp?: boolean;
  logo?: string;
  desc?: string;
  /** One example question per line: the starters of an empty app conversation. */
  demoData?: string;
}

/** `streaming` while an answer is still being written (another tab, or a reload mid-answer). */
/** interrupted: the server streaming the answer stopped (a crash); its points were given back. */
export type ChatLogStatus = 'streaming' | 'done' | 'stopped' | 'failed' | 'interrupted';

export interface ChatLog {
  id: number;
  groupId: number;
  role: 'user' | 'assistant';
  content: string;
  reasoning: string | null;
  status: ChatLogStatus;
  model: string | null;
  modelName: string | null;
  promptTokens: number | null;
  completionTokens: number | null;
  fileId: number | null;
  fileName: string | null;
  fileUrl: string | null;
  fileKind: 'document' | 'image' | null;
  /** A grounded answer (/knowledge/chat): the sources it cited (names and pages outlive the documents). */
  sources?: readonly ChatSource[] | null;
  createdAt: string;
}

/** One line of the `/chatgpt/chat-process` (and chat-file-analysis) NDJSON stream: `components.schemas.ChatFrame`. */
export type ChatFrame = components['schemas']['ChatFrame'];

/** A passage a grounded answer is drawn from, cited in its text as [n] or 【n】 (docs/knowledge.md "Chatting"). */
export type ChatSource = Extract<ChatFrame, { type: 'sources' }>['sources'][number];

/** What a turn sends: a new question, or `regenerate` of the group's last answer. */
export interface TurnRequest {
  groupId: number;
  prompt: string;
  regenerate?: boolean;
  /** File chat (/document): the uploaded file the question is about. */
  fileId?: number;
}

export interface ChatFile {
  id: number;
  groupId: number | null;
  name: string;
  url: string;
  kind: 'document' | 'image';
  mime: string;
  size: number;
  chars: number;
  truncated: boolean;
  createdAt: string;
}
