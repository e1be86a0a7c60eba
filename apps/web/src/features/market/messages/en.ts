import type { MessageShape } from '../../feature';
import type { MarketMessages } from './zh-CN';

export const en: MessageShape<MarketMessages> = {
  screens: {
    drawSquare: 'Gallery square',
    market: 'Gallery',
  },
};
