import {
  type DallStudioServices,
  type Drawing,
  type DrawStudioServices,
  type PromptLibraryProps,
  restoreDrawForm,
  statusNumber,
  type TaskStudioServices,
  type ToolStudioServices,
} from '@lingxi/flows/drawing';
import { clipboardWriter } from '@lingxi/flows/inviteRecords';
import { openDialog } from '../../dialogs/dialogRequests';
import { api, uploadDrawTask, uploadFile } from '../../site/api';
import { sessionStore } from '../../state/sessionStore';
import { localData, storageKeys } from '../../state/localData';
import { toasts } from '../../state/toasts';

const silent = { silent: true } as const;
/** Drawings per page of GET /midjourney/drawList. */
const pageSize = 30;

const signedIn = () => sessionStore.get().token !== null;

/** Refused before the call: a visitor is sent to log in (SPEC §6), with no message of ours. */
function needsLogin(): Promise<never> {
  openDialog('login');
  return Promise.reject(new Error(''));
}

/** The drawing calls of docs/drawing.md, shaped as the studio's services. The studio shows failures itself. */
export const drawingServices: DrawStudioServices = {
  submitTask: (body) => (signedIn() ? api.post('/midjourney/task_add', { json: body, ...silent }) : needsLogin()),
  associate: async (prompt) => (signedIn() ? api.post('/chatgpt/mj-associate', { json: { prompt }, ...silent }) : needsLogin()),
  persist: (values) => localData.setPlain(storageKeys.drawForm, values),
  loadDrawings: async (cursor) => {
    if (!signedIn()) return { rows: [], nextCursor: null };
    const page = await api.get('/midjourney/drawList', { query: { size: pageSize, ...(cursor ? { cursor } : {}) }, ...silent, silentUnauthorized: true });
    return { rows: page.rows, nextCursor: page.nextCursor, demoMode: page.demoMode };
  },
  fetchJobs: (ids) => api.get('/midjourney/getDetailByIds', { query: { ids: ids.join(',') }, ...silent, silentUnauthorized: true }),
  setFavorite: async (id, favorite) => {
    await api.post('/midjourney/favorite_set', { json: { id, favorite }, ...silent });
  },
  deleteDrawing: async (id) => {
    await api.post('/midjourney/delete_draw', { json: { id }, ...silent });
  },
  vipFreeUsed: async () => (signedIn() ? api.get('/midjourney/vipFreeUsed', { ...silent, silentUnauthorized: true }) : null),
  notify: (message, tone = 'warning') => {
    if (message) toasts.show(tone, message);
  },
  copy: (text) => {
    const write = clipboardWriter();
    return write ? write(text) : Promise.reject(new Error('no clipboard'));
  },
  imageSeed: (id) => api.get('/midjourney/imageSeed', { query: { id }, ...silent }),
  // 分享到画廊 / 取消分享 (docs/market.md): rec 1 in a category or none, rec 0.
  sharing: {
    loadShareCategories: () => api.get('/midjourney/inspireClassifyQuery', { ...silent }),
    share: async (id, categoryId) => {
      const share = await api.post('/midjourney/rec', { json: { id, rec: 1, ...(categoryId !== null ? { squareType: categoryId } : {}) }, ...silent });
      if (!share) throw new Error('');
      return share;
    },
    withdrawShare: async (id) => {
      await api.post('/midjourney/rec', { json: { id, rec: 0 }, ...silent });
    },
  },
};

/** Suggestion chips (public). */
export const loadSuggestions = () => api.post('/midjourney/suggestQuery', { ...silent }).catch(() => [] as string[]);

export const storedDrawForm = () => JSON.stringify(localData.getPlain(storageKeys.drawForm) ?? {});

/** /draw/dall's calls: the workspace's over my images-model drawings (GET /chatLog/draw), the enabled drawing models, and chat-draw. */
export const dallServices: DallStudioServices = {
  ...drawingServices,
  loadDrawings: async (cursor) => {
    if (!signedIn()) return { rows: [], nextCursor: null };
    const page = await api.get('/chatLog/draw', { query: { size: pageSize, ...(cursor ? { cursor } : {}) }, ...silent, silentUnauthorized: true });
    return { rows: page.rows, nextCursor: page.nextCursor, demoMode: page.demoMode };
  },
  loadModels: async () => (await api.get('/models/list', { query: { modelType: 'draw' }, ...silent })).rows,
  drawImage: (body) => (signedIn() ? api.post('/chatgpt/chat-draw', { json: body, ...silent }) : needsLogin()),
  persistDall: (values) => localData.setPlain(storageKeys.dallForm, values),
};

export const storedDallForm = () => JSON.stringify(localData.getPlain(storageKeys.dallForm) ?? {});

/** /draw/tool's calls: the workspace's, describe and blend (upload_task_add), face swap (two uploads, insight-face) and shorten (task_add type 6). */
export const toolServices: ToolStudioServices = {
  ...drawingServices,
  describe: (image) => (signedIn() ? uploadDrawTask<Drawing>('describe', [image]) : needsLogin()),
  blend: ({ images, dimensions }) => (signedIn() ? uploadDrawTask<Drawing>('blend', images, dimensions) : needsLogin()),
  // 换脸: both pictures are kept as my private drawing uploads first; insight-face takes their addresses.
  swapFace: async ({ source, target }) => {
    if (!signedIn()) return needsLogin();
    const [sourceUrl, targetUrl] = await Promise.all([uploadFile('draw', source), uploadFile('draw', target)]);
    return api.post('/midjourney/insight-face', { json: { sourceUrl, targetUrl }, ...silent });
  },
  shorten: (prompt) => drawingServices.submitTask({ type: 6, params: { prompt } }),
};

/** /draw/task's calls: the workspace's, with my Midjourney drawings by state and model, or my favourites of every kind. */
export const taskServices: TaskStudioServices = {
  ...drawingServices,
  loadTasks: async (filter, cursor) => {
    if (!signedIn()) return { rows: [], nextCursor: null };
    const from = cursor ? { cursor } : {};
    const page =
      filter.scope === 'favorites'
        ? await api.post('/midjourney/favorite-page', { json: { size: pageSize, ...from }, ...silent, silentUnauthorized: true })
        : await api.get('/midjourney/drawList', {
            query: {
              size: pageSize,
              ...from,
              ...(filter.status !== 'all' ? { status: statusNumber[filter.status] } : {}),
              ...(filter.bot !== 'all' ? { botType: filter.bot } : {}),
            },
            ...silent,
            silentUnauthorized: true,
          });
    return { rows: page.rows, nextCursor: page.nextCursor, demoMode: page.demoMode };
  },
};

/** /draw/prompt's calls: the prompt library (public), and copying with its toast. */
export const libraryServices: PromptLibraryProps['services'] = {
  loadCategories: () => api.post('/midjourney/incantationClassifyQueryAll', { ...silent }),
  loadPrompts: (pid) => api.post('/midjourney/incantationQueryByPid', { json: { pid }, ...silent }),
  copy: drawingServices.copy,
  notify: drawingServices.notify,
};

/** 使用 on a tool result: the prompt goes into the kept Midjourney form, which /draw/midjourney opens with. */
export function keepPromptForMidjourney(prompt: string) {
  localData.setPlain(storageKeys.drawForm, { ...restoreDrawForm(storedDrawForm()), prompt });
}
