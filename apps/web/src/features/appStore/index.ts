import { defineFeature } from '../feature';
import { zhCN } from './messages/zh-CN';

/**
 * The app store (docs/apps.md): /app-store, the app centre (热门应用, 我的应用, creating apps, 尝试指令), also dialog 8
 * (`openDialog('appCentre')`); /role, the role categories' apps as character cards; /chat/prompt, the prompt library
 * whose 使用 fills the chat composer. Listed before chat in features/index.ts, so /chat/prompt is matched before chat's
 * /chat/:id?.
 */
export const appStoreFeature = defineFeature({
  name: 'appStore',
  messages: {
    'zh-CN': zhCN,
    en: () => import('./messages/en').then((module) => module.en),
    'zh-TW': () => import('./messages/zh-TW').then((module) => module.zhTW),
  },
  screens: {
    chatPrompt: () => import('./PromptScreen'),
    appStore: () => import('./AppStoreScreen'),
    role: () => import('./RoleScreen'),
  },
  routes: [
    { path: '/chat/prompt', name: 'Prompt', screen: 'chatPrompt', title: 'chatPrompt', layout: 'main' },
    { path: '/app-store', name: 'AppStore', screen: 'appStore', title: 'appStore', layout: 'main' },
    { path: '/role', name: 'Role', screen: 'role', title: 'roleGallery', layout: 'main' },
  ],
  // Hosts: ./dialogs.ts. Dialog 8, the app centre (the page /app-store shows the same view).
  dialogs: ['appCentre'],
});
