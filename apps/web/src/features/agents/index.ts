import { defineFeature } from '../feature';
import { zhCN } from './messages/zh-CN';

/**
 * Custom agents (docs/apps.md "Agents"): /gpts, the agent store — 推荐, 热门 (with chips and search), 最新, 收藏, 我的,
 * creating and editing agents with their model; 开始对话 opens the agent's conversation on /gpt/:id (chat's).
 */
export const agentsFeature = defineFeature({
  name: 'agents',
  routes: [{ path: '/gpts', name: 'Gpts', screen: 'agents', title: 'agents', layout: 'main' }],
  screens: { agents: () => import('./AgentsScreen') },
  // en and zh-TW load with the other features' texts in that language.
  messages: {
    'zh-TW': () => import('./messages/zh-TW').then(({ zhTW }) => zhTW),
    en: () => import('./messages/en').then(({ en }) => en),
    'zh-CN': zhCN,
  },
});
