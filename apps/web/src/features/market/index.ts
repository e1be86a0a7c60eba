import { defineFeature } from '../feature';
import { zhCN } from './messages/zh-CN';

/** The market (docs/market.md): /market, everyone's shared drawings — browse, search, like, copy a prompt, 做同款. */
export const marketFeature = defineFeature({
  name: 'market',
  messages: {
    'zh-CN': zhCN,
    en: () => import('./messages/en').then((module) => module.en),
    'zh-TW': () => import('./messages/zh-TW').then((module) => module.zhTW),
  },
  screens: {
    market: () => import('./MarketScreen'),
  },
  routes: [{ path: '/market', name: 'Market', screen: 'market', title: 'market', layout: 'main' }],
});
