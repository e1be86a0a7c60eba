import { agentModelChoices, type AgentStoreServices } from '@lingxi/flows/agents';
import { api, uploadFileWithProgress } from '../../site/api';

const silent = { silent: true } as const;

/** /gpts's calls (docs/apps.md "Agents"): the lists but 收藏 and 我的 are public, the rest needs a login. */
export const agentsServices: AgentStoreServices = {
  loadCategories: async () => (await api.post('/gpts/group_query', { json: { page: 1, size: 100 }, ...silent })).rows,
  loadTab: (type, page, size) => api.get('/gpts/listByFrontType', { query: { type, page, size }, ...silent }),
  query: ({ groupId, keyword }, page, size) =>
    api.post('/gpts/query', { json: { page, size, ...(groupId !== null ? { groupId } : {}), ...(keyword ? { keyword } : {}) }, ...silent }),
  collect: (appId) => api.post('/app/collect', { json: { appId }, ...silent }),
  createChat: (appId) => api.post('/gpts/chat_group_create', { json: { appId }, ...silent }),
  deleteAgent: (id) => api.post('/app/delMineApp', { json: { id }, ...silent }),
  uploadLogo: (file, options) => uploadFileWithProgress('app-logo', file, options),
  loadModels: () => agentModelChoices(async (modelType) => (await api.get('/models/list', { query: { modelType, page: 1, size: 99 }, ...silent })).rows),
  saveAgent: (body) => api.post('/gpts/set', { json: body, ...silent }),
};
