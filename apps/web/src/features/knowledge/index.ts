import { defineFeature } from '../feature';
import { zhCN } from './messages/zh-CN';

/**
 * The knowledge base (docs/knowledge.md): /knowledge/workspace, the notes of the caller's bases with the writing
 * assistant (续写, 总结, 润色). /knowledge/agent (asking the documents) is still the shell's coming-soon screen.
 */
export const knowledgeFeature = defineFeature({
  name: 'knowledge',
  routes: [{ path: '/knowledge/workspace', name: 'knowledge', screen: 'knowledgeWorkspace', title: 'knowledgeWorkspace', layout: 'main' }],
  screens: { knowledgeWorkspace: () => import('./WorkspaceScreen') },
  // en and zh-TW load with the other features' texts in that language.
  messages: {
    'zh-TW': () => import('./messages/zh-TW').then(({ zhTW }) => zhTW),
    en: () => import('./messages/en').then(({ en }) => en),
    'zh-CN': zhCN,
  },
});
