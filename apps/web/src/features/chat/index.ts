import { defineFeature } from '../feature';
import { zhCN } from './messages/zh-CN';

/** Chat (docs/chat.md): /chat/:id?, /document and /gpt/:id? (agent conversations), the conversation list beside the open conversation. */
export const chatFeature = defineFeature({
  name: 'chat',
  messages: {
    'zh-CN': zhCN,
    en: () => import('./messages/en').then((module) => module.en),
    'zh-TW': () => import('./messages/zh-TW').then((module) => module.zhTW),
  },
  screens: {
    chat: () => import('./ChatScreen'),
    document: () => import('./DocumentScreen'),
    gpt: () => import('./GptScreen'),
  },
  routes: [
    { path: '/chat/:id?', name: 'Chat', screen: 'chat', title: 'chat', layout: 'main' },
    { path: '/document', name: 'Document', screen: 'document', title: 'document', layout: 'main' },
    { path: '/gpt/:id?', name: 'Gpt', screen: 'gpt', title: 'gpt', layout: 'main' },
  ],
  // 最近对话 on the home page: the user's latest conversations.
  homeSections: [{ key: 'recentConversations', order: 10, load: () => import('./home/RecentConversations') }],
});
