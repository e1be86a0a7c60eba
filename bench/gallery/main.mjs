// The gallery benchmark's page (bench/galleryScroll.mjs builds it): my drawings as the app shows them — TaskCard in a
// masonry VirtualGallery filling the window — with `?n=` drawings (10,000), five aspect ratios, each thumbnail its
// own URL so the server can count which ones the browser asked for.
import { TaskCard, themeClass, VirtualGallery } from '@lingxi/ui';
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';

const count = Number(new URLSearchParams(location.search).get('n') ?? 10_000);
const ratios = [1, 16 / 9, 9 / 16, 4 / 3, 3 / 4];
const items = Array.from({ length: count }, (_, id) => ({ id, ratio: ratios[id % ratios.length] }));
document.documentElement.classList.add(themeClass.light);

function Gallery() {
  return h(
    'div',
    { style: { height: '100vh', padding: 16, boxSizing: 'border-box' } },
    h(VirtualGallery, {
      'aria-label': '我的绘画',
      items,
      getKey: (item) => item.id,
      aspectOf: (item) => item.ratio,
      layout: 'masonry',
      minColumnWidth: 220,
      extraHeight: 96,
      renderItem: (item) =>
        h(TaskCard, {
          status: 'succeeded',
          statusLabel: '已完成',
          imageSrc: `/thumb/${item.id}.webp`,
          aspectRatio: item.ratio,
          imageAlt: `作品 ${item.id}`,
          title: `作品 ${item.id}：雪地里的红狐狸，清晨的光`,
          onOpen: () => undefined,
          openLabel: `查看大图：作品 ${item.id}`,
        }),
    }),
  );
}

createRoot(document.getElementById('root')).render(h(Gallery));
