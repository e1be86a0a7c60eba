/** The market's texts in Simplified Chinese (the source of its key set); the screen's own texts are the flows' marketCatalog. */
export const zhCN = {
  screens: {
    drawSquare: '画廊广场',
    market: '画廊',
  },
};

export type MarketMessages = typeof zhCN;
