import { createToastQueue, ToastRegion } from '@lingxi/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createTranslator } from '../../i18n';
import { messageText, type Notice } from '../../session/notify';
import { clearLiveAnnouncer, settleAnnouncements } from '../../storyKit';
import { adminStoryText } from '../adminStoryKit';
import { adminCatalog } from '../messages';
import type { AdminApp, AdminAppsQuery } from './adminApps.machine';
import { AppsAdminScreen, type AppsAdminServices, type AppsAdminTab } from './AppsAdminScreen';
import { adminAppFixture, appCategoriesFixture, appModelsFixture, appUsageFixture, logoFixture } from './appsAdmin.fixtures';
import { appsAdminCatalog } from './messages';

const apps: AdminApp[] = [
  adminAppFixture({ id: 130 }),
  adminAppFixture({
    id: 129,
    name: '英语口语陪练',
    des: '模拟真实场景的英语对话练习，纠正语法与发音建议',
    coverImg: logoFixture('#13a389', 'E'),
    catId: 4,
    catName: '学习',
    username: 'bob',
    status: 'approved',
    model: 'gpt-4o',
    price: 2,
    featured: true,
    sort: 1,
    useCount: 1288,
    weekUses: 96,
  }),
  adminAppFixture({
    id: 128,
    name: '官方翻译',
    des: '中英日韩互译，保留原文格式',
    coverImg: logoFixture('#7c5cff', '译'),
    catName: '写作',
    authorId: null,
    username: '',
    official: true,
    status: 'approved',
    reviewId: null,
    useCount: 5021,
    weekUses: 320,
  }),
  adminAppFixture({
    id: 127,
    name: '私人日记本',
    des: '只给自己看的日记整理',
    coverImg: logoFixture('#c77d12', '日'),
    username: 'carol',
    public: false,
    status: 'private',
    reviewId: null,
  }),
  adminAppFixture({
    id: 126,
    name: '算命大师',
    des: '根据生辰八字预测运势',
    coverImg: logoFixture('#d64545', '命'),
    username: 'dave',
    status: 'rejected',
    reviewId: null,
  }),
  adminAppFixture({
    id: 125,
    name: '刷单助手',
    des: '批量生成好评',
    coverImg: '',
    username: 'eve',
    status: 'disabled',
    disabledReason: '涉嫌诱导用户刷单，违反社区规范',
    reviewId: null,
    useCount: 40,
  }),
];

/** The fake server: the status's apps (待审核 reads every status), official or users', all on one page. */
const serve = async (query: AdminAppsQuery) => ({
  rows: apps.filter(
    (app) =>
      (query.status === undefined || app.status === query.status) &&
      (query.review === undefined || app.reviewId !== null) &&
      (query.official === undefined || app.official === query.official) &&
      (query.keyword === undefined || app.name.includes(query.keyword)),
  ),
  next: null,
});

type Args = AppsAdminServices & { notify: (notice: Notice) => void; tab?: AppsAdminTab };

function Harness({ globals, notify, tab, ...services }: Args & { globals: Record<string, unknown> }) {
  const { locale } = adminStoryText(globals);
  const t = createTranslator([adminCatalog, appsAdminCatalog], locale);
  const [toasts] = useState(() => createToastQueue({ timeout: 0 }));
  return (
    <>
      <AppsAdminScreen
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
  title: 'Admin/AppsAdminScreen',
  tags: ['page'],
  beforeEach: clearLiveAnnouncer,
  args: {
    loadApps: fn(serve),
    act: fn(async () => null),
    loadModels: fn(async () => appModelsFixture()),
    loadUsage: fn(async () => appUsageFixture()),
    loadCategories: fn(async () => appCategoriesFixture()),
    uploadLogo: fn(async (file: File) => `/uploads/app-logo/${file.name}`),
    saveOfficial: fn(async ({ id }) => ({ id: id ?? 131 })),
    saveCategory: fn(async ({ id, body }) => ({ id: id ?? 6, ...body, apps: 0 })),
    removeCategory: fn(async () => null),
    notify: fn(),
  },
  render: (args, { globals }) => <Harness {...args} globals={globals} />,
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvasElement: HTMLElement, name = '应用列表') => within(canvasElement).findByRole('list', { name });
const chip = (canvasElement: HTMLElement, group: string, name: string) =>
  within(within(canvasElement).getByRole('grid', { name: group })).getByRole('row', { name });
const body = () => within(document.body);

/** 待审核 first: a new app and an edit of a listed one; 通过 takes the new one out of the queue and the toast names it. */
export const PendingReview: Story = {
  play: async ({ canvasElement, args }) => {
    const cards = within(await list(canvasElement));
    await expect(cards.getAllByRole('article')).toHaveLength(2);
    await expect(args.loadApps).toHaveBeenCalledWith({ review: true, size: 24 });
    const edit = within(cards.getByRole('article', { name: '英语口语陪练（#129）' }));
    await expect(edit.getByText('修改待审核')).toBeVisible();
    await expect(edit.getByText('2 积分/次')).toBeVisible();
    await userEvent.click(cards.getByRole('button', { name: '通过应用 周报助手' }));
    await waitFor(() => expect(args.act).toHaveBeenCalledWith({ type: 'approve', app: expect.objectContaining({ id: 130, reviewId: 630 }) }));
    await expect(await body().findByText('应用“周报助手”已通过')).toBeVisible();
    await waitFor(() => expect(cards.getAllByRole('article')).toHaveLength(1));
    await settleAnnouncements();
  },
};

/** 驳回 asks the reason in a dialog: empty is refused in place, then the reason is sent and the app leaves the queue. */
export const Reject: Story = {
  play: async ({ canvasElement, args }) => {
    const cards = within(await list(canvasElement));
    await userEvent.click(cards.getByRole('button', { name: '驳回应用 周报助手' }));
    const dialog = within(await body().findByRole('dialog', { name: '驳回应用 周报助手' }));
    await userEvent.click(dialog.getByRole('button', { name: '驳回' }));
    await expect(await dialog.findByText('请填写驳回原因')).toBeVisible();
    await expect(args.act).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByRole('textbox', { name: '驳回原因' }), '描述与实际功能不符');
    await userEvent.click(dialog.getByRole('button', { name: '驳回' }));
    await waitFor(() => expect(args.act).toHaveBeenCalledWith({ type: 'reject', app: expect.objectContaining({ id: 130 }), reason: '描述与实际功能不符' }));
    await expect(await body().findByText('应用“周报助手”已驳回')).toBeVisible();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await settleAnnouncements();
  },
};

/** 全部: every status's badge, 官方 and 推荐 marks, prices, models, the reason an app was taken down, 重新上架. */
export const AllStatuses: Story = {
  play: async ({ canvasElement, args }) => {
    await list(canvasElement);
    await userEvent.click(chip(canvasElement, '状态', '全部'));
    await waitFor(() => expect(args.loadApps).toHaveBeenLastCalledWith({ size: 24 }));
    const cards = within(await list(canvasElement));
    await waitFor(() => expect(cards.getAllByRole('article')).toHaveLength(6));
    for (const status of ['待审核', '已上架', '私有', '未通过', '已下架']) await expect(cards.getAllByText(status)[0]).toBeVisible();
    await expect(cards.getByText('下架原因：涉嫌诱导用户刷单，违反社区规范')).toBeVisible();
    await expect(cards.getByText('共 5021 次 · 近 7 天 320 次')).toBeVisible();
    await expect(cards.getByRole('button', { name: '重新上架应用 刷单助手' })).toBeVisible();
    await expect(cards.getByRole('button', { name: '删除官方应用 官方翻译' })).toBeVisible();
  },
};

/** 设置: the model (站点默认 or an enabled one), the price (empty: the model's) and the order; a bad price is named. */
export const TermsDialog: Story = {
  play: async ({ canvasElement, args }) => {
    const cards = within(await list(canvasElement));
    await userEvent.click(cards.getByRole('button', { name: '设置应用 英语口语陪练' }));
    const dialog = within(await body().findByRole('dialog', { name: '设置应用 英语口语陪练' }));
    await expect(await dialog.findByRole('button', { name: /模型/ })).toHaveTextContent('GPT-4o · gpt-4o');
    const price = dialog.getByRole('textbox', { name: '价格（积分/次）' });
    await expect(price).toHaveValue('2');
    await userEvent.clear(price);
    await userEvent.type(price, '1.5{Enter}');
    await expect(await dialog.findByText('请输入 0 或更大的整数，或留空')).toBeVisible();
    await expect(args.act).not.toHaveBeenCalled();
    await expect(args.loadModels).toHaveBeenCalledTimes(1);
  },
};

/** 用量: the app's last 30 days as a table, each day's number with its bar. */
export const UsageDialog: Story = {
  play: async ({ canvasElement, args }) => {
    const cards = within(await list(canvasElement));
    await userEvent.click(cards.getByRole('button', { name: '应用 英语口语陪练 的用量' }));
    const dialog = within(await body().findByRole('dialog', { name: '英语口语陪练 的用量' }));
    const table = within(await dialog.findByRole('table', { name: '近 30 天每日使用次数' }));
    await expect(table.getAllByRole('rowheader')).toHaveLength(30);
    await expect(dialog.getByText(/^累计使用 1288 次，近 30 天 \d+ 次$/)).toBeVisible();
    await expect(args.loadUsage).toHaveBeenCalledWith(expect.objectContaining({ id: 129 }));
  },
};

/** 新建官方应用: 保存 with nothing filled names every field's message in the form's order, before any call. */
export const OfficialForm: Story = {
  play: async ({ canvasElement, args }) => {
    await list(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '新建官方应用' }));
    const dialog = within(await body().findByRole('dialog', { name: '新建官方应用' }));
    await userEvent.type(await dialog.findByRole('textbox', { name: '应用名称' }), '官');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    for (const message of [
      '应用名称长度为2-30个字符',
      '请输入预设prompt',
      '请输入简短的应用描述',
      '请输入示例数据、按回车换行表示新增一条',
      '请上传应用Logo',
    ]) {
      await expect(await dialog.findByText(message)).toBeVisible();
    }
    await expect(dialog.getAllByText('请选择分类').length).toBeGreaterThan(0);
    await expect(args.saveOfficial).not.toHaveBeenCalled();
  },
};

/** 分类: the categories with their counts, state and kind; deleting one that holds apps is refused at once. */
export const Categories: Story = {
  args: { tab: 'categories' },
  play: async ({ canvasElement, args }) => {
    const table = within(await within(canvasElement).findByRole('grid', { name: '应用分类' }));
    await expect(await table.findByRole('rowheader', { name: '角色扮演' })).toBeVisible();
    await userEvent.click(table.getByRole('button', { name: '删除分类 办公' }));
    await expect(await body().findByText('该分类下存在App，不可删除！')).toBeVisible();
    await expect(args.removeCategory).not.toHaveBeenCalled();
    await settleAnnouncements();
  },
};

export const Empty: Story = {
  args: { loadApps: fn<AppsAdminServices['loadApps']>(async () => ({ rows: [], next: null })) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('没有应用')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: {
    loadApps: fn<AppsAdminServices['loadApps']>(async () => {
      throw new Error('网络错误，请稍后重试');
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('网络错误，请稍后重试');
  },
};

const longName = '超长名称的企业级多语言智能客服与知识库问答助手专业版';
const longApps = [
  adminAppFixture({
    id: 140,
    name: longName,
    des: '支持中文、英文、日文、韩文的企业知识库问答，自动引用来源并给出处理建议，适合售前售后客服团队',
    username: '一位名字非常非常长的应用作者用户名',
    catName: '办公效率与团队协作',
    preset: `${'你是一名专业的企业客服助手，请根据知识库内容回答用户问题，不确定时如实说明并建议转人工。'.repeat(4)}`,
    demoData: '退货流程是什么？\n如何开具增值税专用发票？\n会员积分多久过期？',
  }),
  adminAppFixture({
    id: 139,
    name: '长'.repeat(30),
    des: '描'.repeat(50),
    status: 'approved',
    reviewId: 639,
    model: 'deepseek-chat-long-context-preview',
    price: 120,
  }),
];

/** Long CJK names, descriptions, authors and models wrap inside their cards; the preset unfolds behind its disclosure. */
export const LongNames: Story = {
  args: { loadApps: fn<AppsAdminServices['loadApps']>(async () => ({ rows: longApps, next: 120 })) },
  play: async ({ canvasElement }) => {
    const cards = within(await list(canvasElement));
    const first = within(cards.getByRole('article', { name: `${longName}（#140）` }));
    const trigger = first.getByRole('button', { name: '预设 prompt 与示例' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(first.getByText(/会员积分多久过期/)).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: '加载更多' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await list(canvasElement, 'Apps');
    await userEvent.click(chip(canvasElement, 'Status', 'All'));
    const cards = within(await list(canvasElement, 'Apps'));
    await waitFor(() => expect(cards.getAllByRole('article')).toHaveLength(6));
    await expect(cards.getByRole('button', { name: 'List again: app 刷单助手' })).toBeVisible();
    await expect(cards.getByText('2 points per answer')).toBeVisible();
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-TW' },
  args: { tab: 'categories' },
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('grid', { name: '應用分類' }));
    await expect(await table.findByRole('rowheader', { name: '学习' })).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('button', { name: '新建分類' }));
    const dialog = within(await body().findByRole('dialog', { name: '新建分類' }));
    await userEvent.click(dialog.getByRole('button', { name: '儲存' }));
    await expect(await dialog.findByText('請輸入分類名稱')).toBeVisible();
  },
};
