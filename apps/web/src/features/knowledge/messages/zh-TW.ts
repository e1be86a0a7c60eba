import type { MessageShape } from '../../feature';
import type { KnowledgeMessages } from './zh-CN';

export const zhTW: MessageShape<KnowledgeMessages> = {
  screens: {
    knowledgeAgent: '知識庫問答',
    knowledgeWorkspace: '筆記工作台',
  },
};
