import type { MessageShape } from '../../feature';
import type { DrawingMessages } from './zh-CN';

export const en: MessageShape<DrawingMessages> = {
  screens: {
    drawMidjourney: 'AI drawing',
    drawDall: 'DALL·E drawing',
    drawTools: 'Drawing tools',
    drawTasks: 'My drawings',
    drawPrompts: 'Prompt library',
    drawSmallTools: 'Quick tools',
    drawChannel: 'Drawing channel',
  },
};
