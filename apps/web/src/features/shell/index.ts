import { defineFeature } from '../feature';
import { zhCN } from './messages/zh-CN';
import { redirects, routes, screens } from './routes';

/**
 * The frame every screen lives in (layout, menus, user popup, the dialog host and its notice) and
 * the screens no module owns: legal pages, extend, 404, unlawful and coming soon.
 */
export const shellFeature = defineFeature({
  name: 'shell',
  messages: {
    'zh-CN': zhCN,
    en: () => import('./messages/en').then((module) => module.en),
    'zh-TW': () => import('./messages/zh-TW').then((module) => module.zhTW),
  },
  screens,
  routes,
  redirects,
  // Drawn by the dialog host itself (./DialogHost.tsx): the notice opens by itself after the first screen.
  dialogs: ['notice'],
});
