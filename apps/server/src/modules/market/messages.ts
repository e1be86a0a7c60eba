import type { Localized } from '../../domain/errors.js';

/** What the market's calls say to users and operators. */
export const marketMessages = {
  unknownDrawing: { zh: '作品不存在', en: 'No such drawing' },
  notInMarket: { zh: '作品不存在或未公开', en: 'This drawing does not exist or is not public' },
  notShareable: { zh: '只有绘制完成的图片才能分享', en: 'Only a finished picture can be shared' },
  hiddenByOperator: { zh: '该作品已被管理员下架，不能再次分享', en: 'This drawing was taken down by the operator and cannot be shared again' },
  unknownCategory: { zh: '画廊分类不存在', en: 'No such gallery category' },
  onlyDrawings: { zh: '暂不支持该类型的点赞', en: 'Only drawings can be liked' },
  blankCategory: { zh: '分类名称不能为空', en: 'The category name cannot be blank' },
  notShared: { zh: '该作品未分享到画廊', en: 'This drawing is not in the gallery' },
} satisfies Record<string, Localized>;
