import { ApiError } from '@lingxi/api-client';
import type { AssistFrame, Note, SaveFailure, WorkspaceServices } from '@lingxi/flows/knowledgeWorkspace';
import { api, streamFrames } from '../../site/api';

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
