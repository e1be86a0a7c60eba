import { scenePicture } from '../drawing/drawing.fixtures';
import type { MarketCategory, MarketDetail, MarketItem } from './marketTypes';

// Offline market items for stories and tests.

export const marketCategoriesFixture: MarketCategory[] = [
  { id: 1, name: '风景', sort: 1 },
  { id: 2, name: '人物', sort: 2 },
  { id: 3, name: '插画', sort: 3 },
];

const prompts = [
  ['a red fox in fresh snow, golden hour --ar 3:4 --v 6.1 --s 250', '雪地里的红狐狸，金色黄昏'],
  ['misty mountains, chinese ink painting --ar 16:9 --niji 6', '云雾缭绕的群山，水墨画'],
  ['cyberpunk street at night, neon, rain --ar 9:16 --v 6', '雨夜的赛博朋克街道'],
  ['portrait of a girl with flowers, watercolor --ar 2:3 --niji', '花丛中的少女，水彩'],
  ['isometric tiny cafe, pastel colors --ar 1:1 --v 7 --style raw', '等距风格的小咖啡馆'],
] as const;
const ratios: Record<string, [number, number]> = { '3:4': [768, 1024], '16:9': [1024, 576], '9:16': [576, 1024], '2:3': [683, 1024], '1:1': [1024, 1024] };

/** An item as the feed lists it; `id` picks its picture, prompt and size. */
export function marketItemFixture(overrides: Partial<MarketItem> & { id: number }): MarketItem {
  const [prompt, originPrompt] = prompts[overrides.id % prompts.length]!;
  const ratio = /--ar (\d+:\d+)/.exec(prompt)?.[1] ?? '1:1';
  const [width, height] = ratios[ratio] ?? [1024, 1024];
  const picture = scenePicture((overrides.id * 53) % 360, width, height);
  return {
    jobId: overrides.id,
    kind: 'mj',
    action: 'IMAGINE',
    botType: prompt.includes('--niji') ? 'NIJI_JOURNEY' : 'MID_JOURNEY',
    prompt,
    originPrompt,
    imageModel: '',
    imageUrl: picture,
    thumbnail: picture,
    preview: picture,
    fileInfo: { width, height },
    agree: null,
    agreeNum: (overrides.id * 7) % 40,
    visitNum: (overrides.id * 31) % 500,
    avatar: '',
    nickname: overrides.id % 3 === 0 ? '' : `画师${overrides.id}`,
    username: `artist${overrides.id}`,
    squareType: (overrides.id % 3) + 1,
    featured: overrides.id % 4 === 0,
    sample: false,
    status: 'approved',
    reason: '',
    sharedAt: '2026-11-27T08:00:00.000Z',
    ...overrides,
  };
}

/** The detail of an item (getDraw with detail). */
export function marketDetailFixture(overrides: Partial<MarketDetail> & { id: number }): MarketDetail {
  return { ...marketItemFixture({ id: overrides.id }), mine: false, ...overrides } as MarketDetail;
}

/** `count` items, newest (highest id) first. */
export const marketItemsFixture = (count: number, from = 1000): MarketItem[] =>
  Array.from({ length: count }, (_, index) => marketItemFixture({ id: from - index }));
