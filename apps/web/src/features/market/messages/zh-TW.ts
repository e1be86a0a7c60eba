import type { MessageShape } from '../../feature';
import type { MarketMessages } from './zh-CN';

export const zhTW: MessageShape<MarketMessages> = {
  screens: {
    market: '畫廊',
  },
};
