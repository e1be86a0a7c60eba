import type { PromptLibraryServices } from '@lingxi/flows/promptLibrary';
import { promptPageSize } from '@lingxi/flows/promptLibrary';
import { api } from '../../site/api';

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
