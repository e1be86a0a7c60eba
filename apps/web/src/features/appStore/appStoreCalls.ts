import type { AppStoreServices } from '@lingxi/flows/appStore';
import type { PromptLibraryServices } from '@lingxi/flows/promptLibrary';
import { promptPageSize } from '@lingxi/flows/promptLibrary';
import { api, uploadFileWithProgress } from '../../site/api';

const silent = { silent: true } as const;

/** The prompt library's calls (docs/apps.md "The prompt library"): public. */
export const promptLibraryServices: PromptLibraryServices = {
  loadCategories: async () => (await api.get('/category/list', { query: { type: 'prompt' }, ...silent })).rows,
  loadPage: (query, page) =>
    api.post('/aiprompt/page', {
      json: {
        page,
        size: promptPageSize,
        ...(query.categoryId !== null ? { categoryId: query.categoryId } : {}),
        ...(query.keyword ? { keyword: query.keyword } : {}),
      },
      ...silent,
    }),
};

/** The app centre's calls (/app-store, dialog 8) and dialog 7's (docs/apps.md): the list is public, the rest needs a login. */
export const appStoreServices: AppStoreServices = {
  loadCategories: async () => (await api.get('/app/queryCats', { ...silent })).rows,
  loadHot: (query, page, size) =>
    api.get('/app/list', {
      query: { page, size, ...(query.catId !== null ? { catId: query.catId } : {}), ...(query.keyword ? { keyword: query.keyword } : {}) },
      ...silent,
    }),
  loadMine: (page, size) => api.get('/app/mineAppsV3', { query: { page, size }, ...silent }),
  collect: (appId) => api.post('/app/collect', { json: { appId }, ...silent }),
  createChat: (appId) => api.post('/group/create', { json: { appId }, ...silent }),
  deleteApp: (id) => api.post('/app/delMineApp', { json: { id }, ...silent }),
  uploadLogo: (file, options) => uploadFileWithProgress('app-logo', file, options),
  saveApp: (body) => api.post('/app/customApp', { json: body, ...silent }),
};
