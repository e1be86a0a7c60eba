import { defineFeature } from '../feature';
import { en } from './messages/en';
import { zhCN } from './messages/zh-CN';
import { zhTW } from './messages/zh-TW';
import { routes, screens } from './routes';

/**
 * The landings: /homePage (the operator's hero, the side menu's modules as cards, the account's
 * actions and the rows other features add through their `homeSections`) and /welcome.
 */
export const homeFeature = defineFeature({
  name: 'home',
  messages: { 'zh-CN': zhCN, en, 'zh-TW': zhTW },
  screens,
  routes,
});
