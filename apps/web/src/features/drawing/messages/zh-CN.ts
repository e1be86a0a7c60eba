/** Drawing's texts in Simplified Chinese (the source of its key set); the screens' own texts are the flows' drawingCatalog. */
export const zhCN = {
  screens: {
    drawMidjourney: 'AI 绘画',
    drawDall: 'DALL·E 绘画',
    drawTools: '绘画工具',
    drawTasks: '我的绘画',
    drawPrompts: '提示词库',
    drawSmallTools: '小工具',
    drawChannel: '绘画频道',
  },
};

export type DrawingMessages = typeof zhCN;
