import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { MediaViewer, type MediaItem } from './MediaViewer';

const picture = (hue: number, width: number, height: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="hsl(${hue}, 55%, 50%)"/><circle cx="${width * 0.7}" cy="${height * 0.3}" r="${Math.min(width, height) * 0.12}" fill="hsl(${hue + 40}, 80%, 70%)"/></svg>`,
  )}`;

const items: MediaItem[] = [
  {
    src: picture(210, 1024, 576),
    alt: '雪地里的红狐狸',
    width: 1024,
    height: 576,
    downloadHref: picture(210, 1024, 576),
    downloadName: 'fox.svg',
    info: '提示词：一只在雪地里的红狐狸 · 1024×576 · MJ 5.2',
  },
  { src: picture(30, 576, 1024), alt: '海边小镇', width: 576, height: 1024, info: '提示词：海边小镇 · 576×1024' },
  { src: picture(120, 1024, 1024), alt: '星空营地', width: 1024, height: 1024 },
];

const labels = {
  title: '图片预览',
  close: '关闭',
  previous: '上一张',
  next: '下一张',
  zoomIn: '放大',
  zoomOut: '缩小',
  reset: '还原',
  download: '下载',
  info: '详情',
};

function Demo({ start }: { start: number | null }) {
  const [index, setIndex] = useState<number | null>(start);
  return (
    <>
      <Button onPress={() => setIndex(0)}>打开预览</Button>
      <MediaViewer items={items} index={index} onIndexChange={setIndex} labels={labels} />
    </>
  );
}

const meta = {
  title: 'Overlays/MediaViewer',
  component: Demo,
  tags: ['mobile'],
  args: { start: 0 },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open on the first picture: → and ← move between pictures (the focus stays where it was), Escape closes and focus returns to the opener. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: '图片预览' });
    await expect(within(dialog).getByRole('img', { name: '雪地里的红狐狸' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '详情' }));
    await expect(within(dialog).getByText(/1024×576/)).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(await within(dialog).findByRole('img', { name: '海边小镇' })).toBeVisible();
    // The toolbar stays while the picture changes: the control in focus keeps it.
    await expect(within(dialog).getByRole('button', { name: '详情' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(await within(dialog).findByRole('img', { name: '雪地里的红狐狸' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '详情' })).toHaveFocus();
  },
};

/** Closed: the button opens it; Escape closes it and focus goes back to the button. */
export const Closed: Story = {
  args: { start: null },
  play: async ({ canvas, canvasElement }) => {
    const opener = canvas.getByRole('button', { name: '打开预览' });
    await userEvent.click(opener);
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('dialog', { name: '图片预览' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    // react-aria gives the focus back in the frame after the dialog goes: a loaded machine can read between the two.
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
