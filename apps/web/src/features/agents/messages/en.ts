import type { MessageShape } from '../../feature';
import type { AgentsMessages } from './zh-CN';

export const en: MessageShape<AgentsMessages> = {
  screens: {
    agents: 'Agents',
  },
};
