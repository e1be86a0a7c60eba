import type { ChatFile, ChatFrame, ChatGroup, ChatLog, ChatModel, GroupKind, TurnRequest } from '@lingxi/flows/chat';
import { ApiError } from '@lingxi/api-client';
import { api, streamFrames, uploadChatFile } from '../../site/api';

/**
 * The chat calls of docs/chat.md, shaped as the chat flows' services. The flows show failures
 * themselves, so every call is `silent`; the group list is also quiet on 401 (SPEC §6: visitors get
 * no 401 toast from the chat list and group query). The generated rows are assignable to the flows' shapes
 * (docs/chat.md), so they pass as they are.
 */
const silent = { silent: true } as const;

export const groupCalls = {
  listGroups: async (kind: GroupKind): Promise<ChatGroup[]> => api.get('/group/query', { query: { modelType: kind }, ...silent, silentUnauthorized: true }),
  createGroup: async ({ kind, appId }: { kind: GroupKind; appId?: number | null }): Promise<ChatGroup> =>
    api.post('/group/create', { json: { modelType: kind, ...(appId ? { appId } : {}) }, ...silent }),
  updateGroup: async (change: { groupId: number; title?: string; isSticky?: boolean; config?: string }): Promise<void> => {
    await api.post('/group/update', { json: change, ...silent });
  },
  deleteGroup: async (groupId: number): Promise<void> => {
    await api.post('/group/del', { json: { groupId }, ...silent });
  },
  deleteAllGroups: async (kind: GroupKind): Promise<void> => {
    await api.post('/group/delAll', { json: { modelType: kind }, ...silent });
  },
};

/**
 * /gpt's list: the agents' conversations (docs/apps.md "Agents": /gpts/chat_group_*), the same groups as /group/*'s
 * app conversations. A new one is always with an agent (appId); the agent decides the model, so there is no config.
 */
export const agentGroupCalls: typeof groupCalls = {
  listGroups: async () => api.get('/gpts/chat_group_get', { ...silent, silentUnauthorized: true }),
  createGroup: async ({ appId }) => {
    if (!appId) throw new Error('An agent conversation needs its agent (appId)');
    return api.post('/gpts/chat_group_create', { json: { appId }, ...silent });
  },
  updateGroup: async ({ groupId, title, isSticky }) => {
    await api.post('/gpts/chat_group_update', { json: { groupId, title, isSticky }, ...silent });
  },
  deleteGroup: async (groupId) => {
    await api.post('/gpts/chat_group_delete', { json: { groupId }, ...silent });
  },
  deleteAllGroups: async () => {
    await api.post('/gpts/chat_group_clear', { ...silent });
  },
};

/** Messages per GET /chatlog/chatList page. */
const chatPageSize = 50;

export async function loadChatPage({ groupId, before }: { groupId: number; before?: number }): Promise<{ rows: ChatLog[]; hasMore: boolean }> {
  const rows = await api.get('/chatlog/chatList', {
    query: { groupId, size: chatPageSize, ...(before ? { before } : {}) },
    ...silent,
    silentUnauthorized: true,
  });
  // A page shorter than asked for is the conversation's first.
  return { rows, hasMore: rows.length === chatPageSize };
}

/** GET /balance/query (§7): the caller's points and membership, for the chip after a turn that reported none. */
export const loadBalance = () => api.get('/balance/query', { ...silent });

export async function loadModels(kind: GroupKind): Promise<{ rows: ChatModel[]; demoMode: boolean }> {
  // A knowledge conversation is answered by the operator's knowledge model, else a chat model.
  const list = await api.get('/models/list', { query: { modelType: kind === 'knowledge' ? 'chat' : kind, page: 1, size: 99 }, ...silent });
  return { rows: list.rows, demoMode: list.demoMode };
}

export const saveGroupConfig = ({ groupId, config }: { groupId: number; config: string }) => groupCalls.updateGroup({ groupId, config });

/**
 * One turn's frames; plain chat asks chat-process, file chat chat-file-analysis. The title a new conversation gets
 * after its first answer goes to `onTitled`, not to the session (which has settled with the end frame by then).
 */
export function turnStreamer(kind: GroupKind, onTitled: (groupId: number, title: string) => void) {
  const path = kind === 'file' ? '/chatgpt/chat-file-analysis' : '/chatgpt/chat-process';
  return async function* (request: TurnRequest, signal: AbortSignal): AsyncIterable<ChatFrame> {
    for await (const frame of streamFrames<ChatFrame>(path, request, signal)) {
      if (frame.type === 'title') onTitled(frame.groupId, frame.title);
      else yield frame;
    }
  };
}

export const uploadFile = (file: File, groupId: number | null) => uploadChatFile<ChatFile>(file, groupId);

/** A refusal before the stream started: its HTTP status and the server's message. */
export function refusalOf(error: unknown): { status: number; message: string } | null {
  return error instanceof ApiError ? { status: error.status ?? error.code, message: error.message } : null;
}
