import { defineFeature } from '../feature';
import { zhCN } from './messages/zh-CN';

/**
 * The knowledge base (docs/knowledge.md): /knowledge/agent, asking the caller's documents and notes with cited answers
 * beside the documents; /knowledge/workspace, the notes with the writing assistant (续写, 总结, 润色).
 */
export const knowledgeFeature = defineFeature({
  name: 'knowledge',
  routes: [
    { path: '/knowledge/agent', name: 'knowledge', screen: 'knowledgeAgent', title: 'knowledgeAgent', layout: 'main' },
    { path: '/knowledge/workspace', name: 'knowledge', screen: 'knowledgeWorkspace', title: 'knowledgeWorkspace', layout: 'main' },
  ],
  screens: { knowledgeAgent: () => import('./AgentScreen'), knowledgeWorkspace: () => import('./WorkspaceScreen') },
  // en and zh-TW load with the other features' texts in that language.
  messages: {
    'zh-TW': () => import('./messages/zh-TW').then(({ zhTW }) => zhTW),
    en: () => import('./messages/en').then(({ en }) => en),
    'zh-CN': zhCN,
  },
});
