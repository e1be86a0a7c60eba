import type { MessageShape } from '../../feature';
import type { AgentsMessages } from './zh-CN';

export const zhTW: MessageShape<AgentsMessages> = {
  screens: {
    agents: '智能體',
  },
};
