import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { TaskCard } from '../TaskCard';
import { VirtualGallery, galleryLayouts } from './VirtualGallery';

interface Picture {
  id: number;
  ratio: number;
}
const ratios = [1, 16 / 9, 9 / 16, 4 / 3, 3 / 4, 2 / 3];
/** 10,000 pictures, as a heavy user's history: each a flat colour of its own (offline, deterministic). */
const pictures: Picture[] = Array.from({ length: 10_000 }, (_, id) => ({ id, ratio: ratios[id % ratios.length]! }));
const colourOf = (id: number) => `hsl(${(id * 47) % 360}, 55%, 55%)`;
const src = (picture: Picture) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${Math.round(picture.ratio * 90)} 90"><rect width="100%" height="100%" fill="${colourOf(picture.id)}"/></svg>`)}`;

const meta = {
  title: 'Data/VirtualGallery',
  component: VirtualGallery<Picture>,
  tags: ['mobile'],
  args: {
    items: pictures,
    getKey: (picture: Picture) => picture.id,
    aspectOf: (picture: Picture) => picture.ratio,
    renderItem: (picture: Picture) => (
      <TaskCard
        status="succeeded"
        statusLabel="已完成"
        imageSrc={src(picture)}
        imageAlt={`作品 ${picture.id + 1}`}
        aspectRatio={picture.ratio}
        title={`作品 ${picture.id + 1}`}
      />
    ),
    'aria-label': '我的作品',
    extraHeight: 40,
    minColumnWidth: 180,
  },
  argTypes: { layout: { control: 'inline-radio', options: galleryLayouts } },
  decorators: [(Story) => <div style={{ height: 560 }}>{Story()}</div>],
} satisfies Meta<typeof VirtualGallery<Picture>>;
export default meta;
type Story = StoryObj<typeof meta>;

const mounted = (root: HTMLElement) => root.querySelectorAll('[role="listitem"]').length;

/** Waits until every mounted cell keeps its place for two frames (cells are measured as they render). */
async function settled(root: HTMLElement) {
  const places = () => [...root.querySelectorAll<HTMLElement>('[role="listitem"]')].map((cell) => `${cell.style.left},${cell.style.top}`).join(';');
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  let before = '';
  for (let tries = 0; tries < 50; tries += 1) {
    await frame();
    const now = places();
    if (now !== '' && now === before) return;
    before = now;
  }
}

/**
 * 10,000 squares: only the rows on screen are in the page; scrolling far keeps it so. Every card is square here, so
 * the rows line up whatever order the cells were measured in (cards of mixed heights are the masonry's).
 */
export const Grid: Story = {
  args: {
    layout: 'grid',
    renderItem: (picture: Picture) => (
      <TaskCard
        status="succeeded"
        statusLabel="已完成"
        imageSrc={src(picture)}
        imageAlt={`作品 ${picture.id + 1}`}
        aspectRatio={1}
        title={`作品 ${picture.id + 1}`}
      />
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole('list', { name: '我的作品' });
    await waitFor(() => expect(mounted(canvasElement)).toBeGreaterThan(0));
    await expect(mounted(canvasElement)).toBeLessThan(150);
    const scroller = list.parentElement as HTMLElement;
    scroller.scrollTop = scroller.scrollHeight / 2;
    await waitFor(() => expect(canvasElement.querySelector('[aria-posinset="5000"], [aria-posinset="5001"], [aria-posinset="4999"]')).not.toBeNull());
    await expect(mounted(canvasElement)).toBeLessThan(150);
    scroller.scrollTop = 0;
    await waitFor(() => expect(canvasElement.querySelector('[aria-posinset="1"]')).not.toBeNull());
    await settled(canvasElement);
  },
};

/** Masonry: each picture at its own ratio, columns filled shortest first. */
export const Masonry: Story = {
  args: { layout: 'masonry' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(mounted(canvasElement)).toBeGreaterThan(0));
    await settled(canvasElement);
  },
};
