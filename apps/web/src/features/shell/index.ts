import { defineFeature } from '../feature';
import { en } from './messages/en';
import { zhCN } from './messages/zh-CN';
import { zhTW } from './messages/zh-TW';
import { redirects, routes, screens } from './routes';

/**
 * The frame every screen lives in (layout, menus, user popup, the dialog host and its notice) and
 * the screens no module owns: legal pages, extend, 404, unlawful and coming soon.
 */
export const shellFeature = defineFeature({
  name: 'shell',
  messages: { 'zh-CN': zhCN, en, 'zh-TW': zhTW },
  screens,
  routes,
  redirects,
  // Drawn by the dialog host itself (./DialogHost.tsx): the notice opens by itself after the first screen.
  dialogs: ['notice'],
});
