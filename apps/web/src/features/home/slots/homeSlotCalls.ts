import { carouselPageSize, type HomeSlotsServices } from '@lingxi/flows/homeSlots';
import { api } from '../../../site/api';

const silent = { silent: true } as const;

/** POST /group/create {appId}: the app's conversation (both rows make it the same way). */
const createChat = (appId: number) => api.post('/group/create', { json: { appId }, ...silent });

/** The carousel's calls (docs/apps.md "Home"): its slides, public; an app slide's conversation needs a login. */
export const carouselServices: HomeSlotsServices = {
  loadSlots: async () => (await api.get('/index-rec/page', { query: { type: 'swiper', page: 1, size: carouselPageSize }, ...silent })).rows,
  createChat,
};

/** 推荐应用's calls: the operator's recommended apps and routes, public. */
export const recommendedServices: HomeSlotsServices = {
  loadSlots: async () => (await api.get('/index-rec/rec-get', { ...silent })).rows,
  createChat,
};
