import type { MessageShape } from '../../feature';
import type { DrawingMessages } from './zh-CN';

export const zhTW: MessageShape<DrawingMessages> = {
  screens: {
    drawMidjourney: 'AI 繪畫',
    drawDall: 'DALL·E 繪畫',
    drawTools: '繪畫工具',
    drawTasks: '我的繪畫',
    drawPrompts: '提示詞庫',
    drawSmallTools: '小工具',
    drawChannel: '繪畫頻道',
  },
};
