// The gallery benchmark's market page (bench/galleryScroll.mjs builds it): the real /market view (`Market` from
// @lingxi/flows: tabs, chips, search and its masonry of MarketCard) with `?n=` shared drawings (10,000) in its feed at
// once — a visitor who has scrolled through them all, the masonry's worst case. Five aspect ratios, the same tiny blurred
// preview under each, each thumbnail its own URL so the server can count which ones the browser asked for.
import { createTranslator } from '@lingxi/flows/i18n';
import { Market, marketCatalog } from '@lingxi/flows/market';
import { themeClass } from '@lingxi/ui';
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';

const count = Number(new URLSearchParams(location.search).get('n') ?? 10_000);
const sizes = [
  [1024, 1024],
  [1024, 576],
  [576, 1024],
  [1024, 768],
  [768, 1024],
];
// A 16 px blurred WebP, as the server stores previews (a data URL of a few hundred bytes).
const preview =
  'data:image/webp;base64,UklGRl4AAABXRUJQVlA4IFIAAADwAQCdASoQABAAAsBMJbACdAChP5TBsAAA+dWmCJyMxm7sQjk2Y8H+hE91lI8r1iO+SbZf0K+TK9CeZMZU/+Ic/lwErLfsdxGHx1rDHDLugAAA';
const rows = Array.from({ length: count }, (_, id) => {
  const [width, height] = sizes[id % sizes.length];
  return {
    id,
    jobId: id,
    kind: 'mj',
    action: 'IMAGINE',
    botType: 'MID_JOURNEY',
    prompt: `a red fox in fresh snow, golden hour #${id} --ar ${width}:${height} --v 6.1`,
    originPrompt: `雪地里的红狐狸，金色黄昏 #${id}`,
    imageModel: '',
    imageUrl: `/thumb/${id}.webp`,
    thumbnail: `/thumb/${id}.webp`,
    preview,
    fileInfo: { width, height },
    agree: null,
    agreeNum: (id * 7) % 40,
    visitNum: (id * 13) % 500,
    avatar: '',
    nickname: `画师${id % 97}`,
    username: `painter${id % 97}`,
    squareType: 1 + (id % 3),
    featured: false,
    sample: false,
    status: 'approved',
    reason: '',
    sharedAt: '2026-11-27T06:00:00.000Z',
  };
});
const services = {
  loadPage: async () => ({ rows, nextCursor: null }),
  loadCategories: async () => [
    { id: 1, name: '风景', sort: 1 },
    { id: 2, name: '人物', sort: 2 },
    { id: 3, name: '插画', sort: 3 },
  ],
  loadDetail: async () => {
    throw new Error('not in the benchmark');
  },
  agree: async () => {
    throw new Error('not in the benchmark');
  },
  notify: () => undefined,
};
document.documentElement.classList.add(themeClass.light);
const t = createTranslator([marketCatalog], 'zh-CN');

createRoot(document.getElementById('root')).render(
  h(
    'div',
    { style: { padding: 16 } },
    h(Market, {
      t,
      services,
      query: { tab: 'new', category: null, keyword: '' },
      onQueryChange: () => undefined,
      loggedIn: true,
      requestLogin: () => undefined,
      onSameStyle: () => undefined,
    }),
  ),
);
