import type { MarketCategory } from './marketCategories.machine';
import type { MarketAdminItem } from './marketItems.machine';

const picture = (width: number, height: number, top: string, bottom: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="55%" fill="${top}"/><rect y="55%" width="100%" height="45%" fill="${bottom}"/></svg>`,
  )}`;

/** A share as GET /admin/market/items lists it: alice's pending 1:1 drawing with its review item, unless patched. */
export const marketItemFixture = (patch: Partial<MarketAdminItem> & Pick<MarketAdminItem, 'id'>): MarketAdminItem => {
  const width = patch.width ?? 1024;
  const height = patch.height ?? 1024;
  return {
    authorId: 42,
    username: 'alice',
    status: 'pending',
    reason: '',
    featured: false,
    categoryId: 1,
    categoryName: '风景',
    agreeNum: 0,
    visitNum: 0,
    prompt: '雪山下的湖泊，清晨的薄雾',
    originPrompt: '雪山下的湖泊，清晨的薄雾 --ar 1:1 --v 6.1',
    thumbUrl: picture(width, height, '#8fb6e0', '#e9eef5'),
    imageUrl: picture(width, height, '#8fb6e0', '#e9eef5'),
    width,
    height,
    sample: false,
    sharedAt: '2026-11-27T06:00:00Z',
    reviewId: patch.id + 1000,
    ...patch,
  };
};

/** The six categories the migration seeds, with a few shares in some. */
export const marketCategoriesFixture = (): MarketCategory[] =>
  ['风景', '人物', '动漫', '插画', '建筑', '其他'].map((name, index) => ({ id: index + 1, name, sort: index + 1, items: [12, 5, 9, 0, 2, 1][index]! }));
