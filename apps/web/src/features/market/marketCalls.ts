import { type MarketDetail, type MarketServices, parseMjPrompt, sameStyleForm } from '@lingxi/flows/market';
import { restoreDallForm, restoreDrawForm } from '@lingxi/flows/drawing';
import { api } from '../../site/api';
import { localData, storageKeys } from '../../state/localData';
import { toasts } from '../../state/toasts';

const silent = { silent: true } as const;
/** Items per page of GET /midjourney/getList. */
const pageSize = 24;

/** The market's calls (docs/market.md): the feed, the categories and the detail are public; liking needs a login. */
export const marketServices: MarketServices = {
  loadPage: async (query, cursor) => {
    const page = await api.get('/midjourney/getList', {
      query: {
        size: pageSize,
        sort: query.tab,
        ...(query.category !== null ? { squareType: query.category } : {}),
        ...(query.keyword ? { keyword: query.keyword } : {}),
        ...(cursor ? { cursor } : {}),
      },
      ...silent,
    });
    return { rows: page.rows, nextCursor: page.nextCursor };
  },
  loadCategories: () => api.get('/midjourney/inspireClassifyQuery', { ...silent }),
  loadDetail: async (id) => {
    const detail = await api.get('/midjourney/getDraw', { query: { jobId: id, detail: true }, ...silent, silentUnauthorized: true });
    if (!('mine' in detail)) throw new Error('');
    return detail;
  },
  agree: async (id) => {
    const reply = await api.post('/aiLog/agree', { json: { relateId: id, relateType: 'mj', action: 'agree' }, ...silent });
    return { agree: reply.agree === 'agree', agreeNum: reply.agreeNum };
  },
  notify: (message, tone) => toasts.show(tone, message),
};

/**
 * 做同款: a midjourney drawing's prompt and parameters go into the kept Midjourney form, a DALL·E drawing's prompt into
 * the kept DALL·E form; returns where that form is.
 */
export function keepSameStyle(detail: MarketDetail): '/draw/midjourney' | '/draw/dall' {
  if (detail.kind === 'image') {
    const kept = restoreDallForm(JSON.stringify(localData.getPlain(storageKeys.dallForm) ?? {}));
    localData.setPlain(storageKeys.dallForm, { ...kept, prompt: detail.prompt });
    return '/draw/dall';
  }
  const parsed = parseMjPrompt(detail.prompt);
  const kept = restoreDrawForm(JSON.stringify(localData.getPlain(storageKeys.drawForm) ?? {}));
  localData.setPlain(storageKeys.drawForm, sameStyleForm(parsed.cleaned || detail.originPrompt, parsed, kept));
  return '/draw/midjourney';
}
