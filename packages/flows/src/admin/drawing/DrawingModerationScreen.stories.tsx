import { createToastQueue, ToastRegion } from '@lingxi/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createTranslator } from '../../i18n';
import { messageText, type Notice } from '../../session/notify';
import { clearLiveAnnouncer, settleAnnouncements } from '../../storyKit';
import { adminStoryText, never } from '../adminStoryKit';
import { adminCatalog } from '../messages';
import { ConfirmCancelled } from '../siteSettings.machine';
import { moderatedFixture } from './drawingAdmin.fixtures';
import type { ModerationPage, ModerationQuery } from './drawingModeration.machine';
import { DrawingModerationScreen, type DrawingModerationServices } from './DrawingModerationScreen';
import { drawingAdminCatalog } from './messages';

const drawings = [
  moderatedFixture({ id: 120 }),
  moderatedFixture({ id: 119, userId: 7, username: 'bob', width: 576, height: 1024, prompt: 'a lighthouse on a cliff at dusk, oil painting' }),
  moderatedFixture({ id: 118, kind: 'image', action: 'DALLE', pictures: 2, width: 1024, height: 1024, prompt: '一只橘猫坐在窗台上' }),
  moderatedFixture({ id: 117, status: 'failed', thumbUrl: null, imageUrl: null, width: null, height: null, prompt: 'forbidden words here' }),
  moderatedFixture({ id: 116, status: 'queued', thumbUrl: null, imageUrl: null, width: null, height: null, username: null, userId: 51 }),
];

/** The fake server: a user's drawings or everyone's, newest first, four a page for 加载更多. */
const serve = async (query: ModerationQuery): Promise<ModerationPage> => {
  const rows = drawings.filter((row) => (query.userId === undefined || row.userId === query.userId) && (query.before === undefined || row.id < query.before));
  const page = rows.slice(0, 4);
  return { rows: page, next: rows.length > 4 ? page.at(-1)!.id : null };
};

type Args = DrawingModerationServices & { notify: (notice: Notice) => void };

function Harness({ globals, notify, ...services }: Args & { globals: Record<string, unknown> }) {
  const { locale } = adminStoryText(globals);
  const t = createTranslator([adminCatalog, drawingAdminCatalog], locale);
  const [toasts] = useState(() => createToastQueue({ timeout: 0 }));
  return (
    <>
      <DrawingModerationScreen
        t={t}
        services={services}
        formatTime={(iso) => iso.replace('T', ' ').slice(0, 16)}
        notify={(notice) => {
          notify(notice);
          toasts.show(notice.tone, messageText(t, notice.message));
        }}
      />
      <ToastRegion queue={toasts.queue} closeLabel={t('admin.confirm.close')} aria-label={t('admin.notifications')} />
    </>
  );
}

const meta = {
  title: 'Admin/DrawingModerationScreen',
  tags: ['page'],
  beforeEach: clearLiveAnnouncer,
  args: { load: fn(serve), remove: fn(async () => null), notify: fn() },
  render: (args, { globals }) => <Harness {...args} globals={globals} />,
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvasElement: HTMLElement, name = '作品列表') => within(canvasElement).findByRole('list', { name });

export const Loading: Story = { args: { load: fn<DrawingModerationServices['load']>(never) } };

/** Pictures at their own ratio, who and when, a DALL·E drawing's two pictures, a failed and a queued one without a picture. */
export const Drawings: Story = {
  play: async ({ canvasElement, args }) => {
    const cards = within(await list(canvasElement));
    await expect(cards.getAllByRole('article')).toHaveLength(4);
    await expect(cards.getByRole('article', { name: '作品 #119，bob' })).toBeVisible();
    await expect(cards.getByText('2 张')).toBeVisible();
    await expect(cards.getByText('失败')).toBeVisible();
    await expect(cards.getAllByRole('link', { name: /查看原图/ })).toHaveLength(3);
    await expect(args.load).toHaveBeenCalledWith({ size: 24 });
  },
};

/** 加载更多 adds the older ones after the last seen. */
export const More: Story = {
  play: async ({ canvasElement, args }) => {
    await list(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(args.load).toHaveBeenLastCalledWith({ before: 117, size: 24 }));
    await expect(await within(await list(canvasElement)).findByRole('article', { name: '作品 #116，#51' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: '加载更多' })).toBeNull();
    await settleAnnouncements();
  },
};

/** One user's drawings by ID, typed and sent with Enter; a bad ID is named under the field. */
export const ByUser: Story = {
  play: async ({ canvasElement, args }) => {
    await list(canvasElement);
    const field = within(canvasElement).getByRole('textbox', { name: '用户 ID' });
    await userEvent.type(field, 'bob{Enter}');
    await expect(await within(canvasElement).findByText('请输入正整数的用户 ID')).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, '7{Enter}');
    await waitFor(() => expect(args.load).toHaveBeenLastCalledWith({ userId: 7, size: 24 }));
    await expect(await within(await list(canvasElement)).findByRole('article', { name: '作品 #119，bob' })).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: '显示全部' })).toBeVisible();
  },
};

/** 删除 goes through the confirmation; the drawing leaves the list and the toast names it. */
export const Delete: Story = {
  play: async ({ canvasElement, args }) => {
    const cards = within(await list(canvasElement));
    await userEvent.click(cards.getByRole('button', { name: '删除作品 #119' }));
    await waitFor(() => expect(args.remove).toHaveBeenCalledWith(expect.objectContaining({ id: 119, username: 'bob' })));
    await expect(await within(document.body).findByText('作品 #119 已删除')).toBeVisible();
    await waitFor(() => expect(cards.queryByRole('article', { name: '作品 #119，bob' })).toBeNull());
    await settleAnnouncements();
  },
};

/** A closed confirmation changes nothing. */
export const DeleteClosed: Story = {
  args: {
    remove: fn<DrawingModerationServices['remove']>(async () => {
      throw new ConfirmCancelled();
    }),
  },
  play: async ({ canvasElement, args }) => {
    const cards = within(await list(canvasElement));
    await userEvent.click(cards.getByRole('button', { name: '删除作品 #120' }));
    await waitFor(() => expect(args.remove).toHaveBeenCalled());
    await expect(args.notify).not.toHaveBeenCalled();
    await expect(cards.getAllByRole('article')).toHaveLength(4);
  },
};

export const Empty: Story = {
  args: { load: fn<DrawingModerationServices['load']>(async () => ({ rows: [], next: null })) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('没有作品')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: {
    load: fn<DrawingModerationServices['load']>(async () => {
      throw new Error('网络错误，请稍后重试');
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('网络错误，请稍后重试');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const cards = within(await list(canvasElement, 'Drawings'));
    await expect(cards.getByRole('article', { name: 'Drawing #119 by bob' })).toBeVisible();
    await expect(cards.getByText('2 pictures')).toBeVisible();
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-TW' },
  play: async ({ canvasElement }) => {
    const cards = within(await list(canvasElement));
    await expect(cards.getAllByRole('link', { name: /查看原圖/ })).toHaveLength(3);
  },
};
