import { defineFeature } from '../feature';
import { zhCN } from './messages/zh-CN';
import { routes, screens } from './routes';

/**
 * The landings: /homePage (the operator's hero, the side menu's modules as cards, the account's
 * actions and the rows other features add through their `homeSections`) and /welcome.
 */
export const homeFeature = defineFeature({
  name: 'home',
  messages: {
    'zh-CN': zhCN,
    en: () => import('./messages/en').then((module) => module.en),
    'zh-TW': () => import('./messages/zh-TW').then((module) => module.zhTW),
  },
  screens,
  routes,
});
