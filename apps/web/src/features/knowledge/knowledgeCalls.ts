import { ApiError } from '@lingxi/api-client';
import type { ChatFrame, TurnRequest } from '@lingxi/flows/chat';
import type { SourcePanelServices } from '@lingxi/flows/knowledgeAgent';
import type { KnowledgeDocsServices, KnowledgeDocument } from '@lingxi/flows/knowledgeDocs';
import type { AssistFrame, Note, SaveFailure, WorkspaceServices } from '@lingxi/flows/knowledgeWorkspace';
import { api, downloadPrivate, streamFrames, uploadKnowledgeDocument } from '../../site/api';

const silent = { silent: true } as const;

/** A failed save as the note editor tells them apart: 409 is a conflict, no reply at all is being offline. */
function saveFailure(error: unknown): SaveFailure {
  if (error instanceof ApiError) return error.code === 409 ? { kind: 'conflict' } : { kind: 'refused', message: error.message };
  return { kind: 'offline' };
}

/** /knowledge/workspace's calls (docs/knowledge.md "Notes"). */
export const workspaceServices: WorkspaceServices = {
  listBases: () => api.get('/knowledge/base/list', silent),
  createBase: (name) => api.post('/knowledge/base/create', { json: { name }, ...silent }),
  listNotes: (kbId) => api.get('/knowledge/note/list', { query: { kbId }, ...silent }),
  loadNote: async (id) => (await api.get('/knowledge/note/get', { query: { id }, ...silent })) as Note,
  saveNote: async (body) => {
    try {
      return (await api.post('/knowledge/note/save', { json: body, ...silent })) as Note;
    } catch (error) {
      throw saveFailure(error);
    }
  },
  deleteNote: async (id) => {
    await api.post('/knowledge/note/del', { json: { id }, ...silent });
  },
  assist: (body, signal) => streamFrames<AssistFrame>('/knowledge/note/assist', body, signal),
};

/** /knowledge/agent's documents panel (docs/knowledge.md "Calls"). */
export const docsServices: KnowledgeDocsServices = {
  listBases: () => api.get('/knowledge/base/list', silent),
  createBase: ({ name }) => api.post('/knowledge/base/create', { json: { name }, ...silent }),
  listDocs: (query) => api.get('/knowledge/doc/list', { query, ...silent }),
  docStatus: (ids) => api.get('/knowledge/doc/status', { query: { ids: ids.join(',') }, ...silent }),
  uploadDoc: (file, kbId, onProgress, signal) => uploadKnowledgeDocument<KnowledgeDocument>(file, kbId, { onProgress, signal }),
  retryDoc: (docId) => api.post('/knowledge/doc/retry', { json: { docId }, ...silent }),
  deleteDoc: (docId) => api.post('/knowledge/doc/del', { json: { docId }, ...silent }),
};

/** A cited passage; null once its document or note is deleted (404 引用来源已删除). */
export const sourceServices: SourcePanelServices = {
  loadPassage: async (id) => {
    try {
      return await api.get('/knowledge/chunk', { query: { id }, ...silent });
    } catch (error) {
      if (error instanceof ApiError && (error.status ?? error.code) === 404) return null;
      throw error;
    }
  },
};

/** A knowledge conversation's turns: POST /knowledge/chat with the bases asked (none named: all of the caller's). */
export function knowledgeTurnStreamer(scope: () => number | null, onTitled: (groupId: number, title: string) => void) {
  return async function* (request: TurnRequest, signal: AbortSignal): AsyncIterable<ChatFrame> {
    const kbId = scope();
    const body = { groupId: request.groupId, prompt: request.prompt, ...(request.regenerate ? { regenerate: true } : {}), ...(kbId ? { kbIds: [kbId] } : {}) };
    for await (const frame of streamFrames<ChatFrame>('/knowledge/chat', body, signal)) {
      if (frame.type === 'title') onTitled(frame.groupId, frame.title);
      else yield frame;
    }
  };
}

/**
 * 打开原文: the document, fetched with the caller's token (originals are private), shown by the browser in a new tab —
 * a PDF at the cited page (#page=n). The tab opens at the press (a popup opened after the download would be blocked).
 */
export async function openOriginal(docId: number, page: number | null) {
  const tab = window.open('', '_blank');
  try {
    const blob = await downloadPrivate('/knowledge/doc/download', { docId, inline: true });
    const url = `${URL.createObjectURL(blob)}${page !== null && blob.type === 'application/pdf' ? `#page=${page}` : ''}`;
    if (tab) tab.location.href = url;
    else window.location.assign(url);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
