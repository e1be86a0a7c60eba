import { defineFeature } from '../feature';
import { zhCN } from './messages/zh-CN';
import { routes, screens } from './routes';

/**
 * The landings: /homePage (the operator's hero, the side menu's modules as cards, the account's
 * actions, the operator's carousel and the rows features add through their `homeSections` — home's own 推荐应用 among
 * them) and /welcome.
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
  // 推荐应用, the operator's recommended apps: after the user's recent conversations (10), before the modules' works (20–40).
  homeSections: [{ key: 'recommendedApps', order: 15, load: () => import('./slots/RecommendedApps') }],
});
