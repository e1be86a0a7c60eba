import type { MessageShape } from '../../feature';
import type { KnowledgeMessages } from './zh-CN';

export const zhTW: MessageShape<KnowledgeMessages> = {
  screens: {
    knowledgeWorkspace: '筆記工作台',
  },
};
