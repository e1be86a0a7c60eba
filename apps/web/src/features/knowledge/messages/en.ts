import type { MessageShape } from '../../feature';
import type { KnowledgeMessages } from './zh-CN';

export const en: MessageShape<KnowledgeMessages> = {
  screens: {
    knowledgeAgent: 'Ask your knowledge base',
    knowledgeWorkspace: 'Notes',
  },
};
