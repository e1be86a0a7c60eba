import type { MessageShape } from '../../feature';
import type { MarketMessages } from './zh-CN';

export const zhTW: MessageShape<MarketMessages> = {
  screens: {
    drawSquare: '畫廊廣場',
    market: '畫廊',
  },
};
