import { defineFeature } from '../feature';
import { zhCN } from './messages/zh-CN';

/** The market (docs/market.md): /market, everyone's shared drawings — browse, search, like, copy a prompt, 做同款; /draw/square, the same beside the Midjourney form. */
export const marketFeature = defineFeature({
  name: 'market',
  messages: {
    'zh-CN': zhCN,
    en: () => import('./messages/en').then((module) => module.en),
    'zh-TW': () => import('./messages/zh-TW').then((module) => module.zhTW),
  },
  screens: {
    market: () => import('./MarketScreen'),
    drawSquare: () => import('./SquareScreen'),
  },
  routes: [
    { path: '/market', name: 'Market', screen: 'market', title: 'market', layout: 'main' },
    { path: '/draw/square', name: 'Draw', screen: 'drawSquare', title: 'drawSquare', layout: 'main' },
  ],
});
