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
import { marketCategoriesFixture, marketItemFixture } from './marketAdmin.fixtures';
import { MarketAdminScreen, type MarketAdminServices, type MarketAdminTab } from './MarketAdminScreen';
import type { MarketItemsQuery } from './marketItems.machine';
import { marketAdminCatalog } from './messages';

const shares = [
  marketItemFixture({ id: 130 }),
  marketItemFixture({
    id: 129,
    username: 'bob',
    width: 768,
    height: 1344,
    categoryName: '人物',
    originPrompt: 'portrait of an old fisherman, rim light, 35mm --ar 4:7 --style raw --v 6.1',
    prompt: 'portrait of an old fisherman, rim light, 35mm',
  }),
  marketItemFixture({ id: 128, status: 'approved', featured: true, reviewId: null, agreeNum: 37, visitNum: 412, width: 1344, height: 768 }),
  marketItemFixture({ id: 127, status: 'approved', reviewId: null, agreeNum: 2, visitNum: 19, categoryName: null, categoryId: null, sample: true }),
  marketItemFixture({ id: 126, status: 'rejected', reason: '画面含有水印，请去除后重新分享', reviewId: null }),
  marketItemFixture({ id: 125, status: 'hidden', reviewId: null, agreeNum: 5, visitNum: 60 }),
];

/** The fake server: the status's shares, newest first, all on one page. */
const serve = async (query: MarketItemsQuery) => ({ rows: shares.filter((row) => query.status === undefined || row.status === query.status), next: null });

type Args = MarketAdminServices & { notify: (notice: Notice) => void; tab?: MarketAdminTab };

function Harness({ globals, notify, tab, ...services }: Args & { globals: Record<string, unknown> }) {
  const { locale } = adminStoryText(globals);
  const t = createTranslator([adminCatalog, marketAdminCatalog], locale);
  const [toasts] = useState(() => createToastQueue({ timeout: 0 }));
  return (
    <>
      <MarketAdminScreen
        t={t}
        services={services}
        defaultTab={tab}
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
  title: 'Admin/MarketAdminScreen',
  tags: ['page'],
  beforeEach: clearLiveAnnouncer,
  args: {
    loadItems: fn(serve),
    act: fn(async () => null),
    loadCategories: fn(async () => marketCategoriesFixture()),
    saveCategory: fn(async ({ id, body }) => ({ id: id ?? 7, ...body, items: 0 })),
    removeCategory: fn(async () => null),
    loadSettings: fn(async () => ({ marketReview: true, marketShareReward: 0 })),
    saveSettings: fn(async () => null),
    notify: fn(),
  },
  render: (args, { globals }) => <Harness {...args} globals={globals} />,
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvasElement: HTMLElement, name = '画廊作品') => within(canvasElement).findByRole('list', { name });
const showAll = async (canvasElement: HTMLElement, status = '全部') => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /状态/ }));
  await userEvent.click(await within(document.body).findByRole('option', { name: status }));
};

export const Loading: Story = { args: { loadItems: fn<MarketAdminServices['loadItems']>(never) } };

/** The queue first: pending shares with their pictures at their own ratio, 通过 / 驳回 / 移出画廊 on each. */
export const PendingQueue: Story = {
  play: async ({ canvasElement, args }) => {
    const cards = within(await list(canvasElement));
    await expect(cards.getAllByRole('article')).toHaveLength(2);
    await expect(cards.getByRole('article', { name: '作品 #129，bob' })).toBeVisible();
    await expect(cards.getByRole('button', { name: '通过作品 #130' })).toBeVisible();
    await expect(args.loadItems).toHaveBeenCalledWith({ status: 'pending', size: 24 });
  },
};

/** 全部: every state's badge, 推荐 and 示例 marks, counts, the rejection's reason, 重新上架 on a hidden share. */
export const AllStatuses: Story = {
  play: async ({ canvasElement, args }) => {
    await list(canvasElement);
    await showAll(canvasElement);
    await waitFor(() => expect(args.loadItems).toHaveBeenLastCalledWith({ size: 24 }));
    const cards = within(await list(canvasElement));
    await waitFor(() => expect(cards.getAllByRole('article')).toHaveLength(6));
    await expect(cards.getByText('未通过原因：画面含有水印，请去除后重新分享')).toBeVisible();
    await expect(cards.getByText('37 赞 · 412 次浏览 · 分类：风景')).toBeVisible();
    await expect(cards.getByRole('button', { name: '取消推荐作品 #128' })).toBeVisible();
    await expect(cards.getByRole('button', { name: '重新上架作品 #125' })).toBeVisible();
    await expect(cards.getByText('示例')).toBeVisible();
  },
};

/** 通过: the share leaves the queue and the toast names it. */
export const Approve: Story = {
  play: async ({ canvasElement, args }) => {
    const cards = within(await list(canvasElement));
    await userEvent.click(cards.getByRole('button', { name: '通过作品 #130' }));
    await waitFor(() => expect(args.act).toHaveBeenCalledWith({ type: 'approve', item: expect.objectContaining({ id: 130, reviewId: 1130 }) }));
    await expect(await within(document.body).findByText('作品 #130 已通过并上架')).toBeVisible();
    await waitFor(() => expect(cards.getAllByRole('article')).toHaveLength(1));
    await settleAnnouncements();
  },
};

/** 驳回 asks the reason in a dialog: empty is refused in place, then the reason is sent. */
export const Reject: Story = {
  play: async ({ canvasElement, args }) => {
    const cards = within(await list(canvasElement));
    await userEvent.click(cards.getByRole('button', { name: '驳回作品 #129' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: '驳回作品 #129' }));
    await userEvent.click(dialog.getByRole('button', { name: '驳回' }));
    await expect(await dialog.findByText('请填写驳回原因')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: '驳回原因' }), '人物面部变形');
    await userEvent.click(dialog.getByRole('button', { name: '驳回' }));
    await waitFor(() => expect(args.act).toHaveBeenCalledWith({ type: 'reject', item: expect.objectContaining({ id: 129 }), reason: '人物面部变形' }));
    await expect(await within(document.body).findByText('作品 #129 已驳回')).toBeVisible();
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await settleAnnouncements();
  },
};

/** The reject dialog as the operator first sees it. */
export const RejectDialog: Story = {
  play: async ({ canvasElement }) => {
    const cards = within(await list(canvasElement));
    await userEvent.click(cards.getByRole('button', { name: '驳回作品 #130' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: '驳回作品 #130' }));
    await expect(dialog.getByRole('textbox', { name: '驳回原因' })).toHaveValue('');
    await expect(dialog.getByText('作者会在自己的作品上看到这段原因（最多 200 字）')).toBeVisible();
  },
};

/** A closed removal confirmation changes nothing. */
export const RemoveClosed: Story = {
  args: {
    act: fn<MarketAdminServices['act']>(async () => {
      throw new ConfirmCancelled();
    }),
  },
  play: async ({ canvasElement, args }) => {
    const cards = within(await list(canvasElement));
    await userEvent.click(cards.getByRole('button', { name: '将作品 #130 移出画廊' }));
    await waitFor(() => expect(args.act).toHaveBeenCalled());
    await expect(args.notify).not.toHaveBeenCalled();
    await expect(cards.getAllByRole('article')).toHaveLength(2);
  },
};

export const Empty: Story = {
  args: { loadItems: fn<MarketAdminServices['loadItems']>(async () => ({ rows: [], next: null })) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('没有作品')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: {
    loadItems: fn<MarketAdminServices['loadItems']>(async () => {
      throw new Error('网络错误，请稍后重试');
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('网络错误，请稍后重试');
  },
};

/** 分类: the six defaults in the users' order with their counts; a blank name is refused in the dialog. */
export const Categories: Story = {
  args: { tab: 'categories' },
  play: async ({ canvasElement, args }) => {
    const table = within(await within(canvasElement).findByRole('grid', { name: '画廊分类' }));
    await expect(await table.findByRole('rowheader', { name: '风景' })).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('button', { name: '新建分类' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: '新建分类' }));
    await expect(dialog.getByRole('textbox', { name: '排序' })).toHaveValue('7');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(await dialog.findByText('请输入分类名称')).toBeVisible();
    await expect(args.saveCategory).not.toHaveBeenCalled();
  },
};

/** 编辑 saves the category and the table follows the new order. */
export const CategoryEdit: Story = {
  args: { tab: 'categories' },
  play: async ({ canvasElement, args }) => {
    const table = within(await within(canvasElement).findByRole('grid', { name: '画廊分类' }));
    await userEvent.click(await table.findByRole('button', { name: '编辑分类 其他' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: '编辑分类' }));
    const sort = dialog.getByRole('textbox', { name: '排序' });
    await userEvent.clear(sort);
    await userEvent.type(sort, '0{Enter}');
    await waitFor(() => expect(args.saveCategory).toHaveBeenCalledWith({ id: 6, body: { name: '其他', sort: 0 } }));
    await waitFor(() => expect(table.getAllByRole('rowheader')[0]).toHaveTextContent('其他'));
    await settleAnnouncements();
  },
};

/** 设置: the review switch and the reward; a bad reward is named, a good one saved with the switch. */
export const Settings: Story = {
  args: { tab: 'settings' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const reward = await canvas.findByRole('textbox', { name: '分享奖励（积分）' });
    await userEvent.clear(reward);
    await userEvent.type(reward, '5.5{Enter}');
    await expect(await canvas.findByText('请输入 0 到 100000 的整数')).toBeVisible();
    await userEvent.click(canvas.getByRole('switch', { name: /分享需要审核/ }));
    await userEvent.clear(reward);
    await userEvent.type(reward, '10{Enter}');
    await waitFor(() => expect(args.saveSettings).toHaveBeenCalledWith({ marketReview: false, marketShareReward: 10 }));
    await expect(await within(document.body).findByText('画廊设置已保存')).toBeVisible();
    await settleAnnouncements();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const cards = within(await list(canvasElement, 'Shared drawings'));
    await expect(cards.getByRole('article', { name: 'Share #129 by bob' })).toBeVisible();
    await expect(cards.getByRole('button', { name: 'Approve share #130' })).toBeVisible();
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-TW' },
  play: async ({ canvasElement }) => {
    const cards = within(await list(canvasElement, '畫廊作品'));
    await expect(cards.getByRole('button', { name: '駁回作品 #129' })).toBeVisible();
  },
};
