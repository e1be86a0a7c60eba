import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createTranslator } from '../../i18n';
import type { Notice } from '../../session/notify';
import { clearLiveAnnouncer, settleAnnouncements } from '../../storyKit';
import { adminStoryText, useStoryToasts } from '../adminStoryKit';
import { adminCatalog } from '../messages';
import type { AdminHomeSlot, HomeSlotKind } from './homeSlotForm.machine';
import { HomeSlotsAdminScreen, type HomeSlotsServices } from './HomeSlotsAdminScreen';
import { bannerFixture, homeSlotAppsFixture, homeSlotFixture, homeSlotsFixture } from './homeSlots.fixtures';
import { homeSlotsCatalog } from './messages';

type Args = HomeSlotsServices & { notify: (notice: Notice) => void; kind?: HomeSlotKind };

/** Beijing wall time, as the app's formatter writes it (to the minute here). */
const beijing = (iso: string) => new Date(new Date(iso).getTime() + 8 * 3_600_000).toISOString().replace('T', ' ').slice(0, 16);

function Harness({ globals, notify, kind, ...services }: Args & { globals: Record<string, unknown> }) {
  const { locale } = adminStoryText(globals);
  const t = createTranslator([adminCatalog, homeSlotsCatalog], locale);
  const toasts = useStoryToasts(t, notify);
  return (
    <>
      <HomeSlotsAdminScreen t={t} services={services} defaultKind={kind} formatTime={beijing} notify={toasts.notify} />
      {toasts.region}
    </>
  );
}

const meta = {
  title: 'Admin/HomeSlotsAdminScreen',
  tags: ['page'],
  beforeEach: clearLiveAnnouncer,
  args: {
    loadSlots: fn(async (kind: HomeSlotKind) => homeSlotsFixture().filter((slot) => slot.kind === kind)),
    setSlotEnabled: fn(async ({ slot, enabled }) => ({ ...slot, enabled, live: enabled })),
    removeSlot: fn(async () => null),
    loadApps: fn(async () => homeSlotAppsFixture()),
    uploadImage: fn(async (file: File) => bannerFixture('#13a389', file.name.slice(0, 2))),
    saveSlot: fn(async ({ id, body }) => homeSlotFixture({ id: id ?? 20, ...body, app: null })),
    notify: fn(),
  },
  render: (args, { globals }) => <Harness {...args} globals={globals} />,
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = async (canvasElement: HTMLElement, name = '推荐列表') => within(await within(canvasElement).findByRole('grid', { name }));
const body = () => within(document.body);
/** A message in a dialog, once the dialog has finished opening (it fades in). */
const shown = (dialog: ReturnType<typeof within>, text: string) => waitFor(() => expect(dialog.getByText(text)).toBeVisible());

/** 推荐: apps (their logos), a route with its picture, an app no longer listed; the switch saves at once. */
export const Recommended: Story = {
  play: async ({ canvasElement, args }) => {
    const rows = await table(canvasElement);
    await expect(await rows.findByRole('rowheader', { name: /官方翻译/ })).toBeVisible();
    await expect(args.loadSlots).toHaveBeenCalledWith('rec');
    await expect(rows.getByText('应用未上架')).toBeVisible();
    await expect(rows.getByText('/draw')).toBeVisible();
    await userEvent.click(rows.getByRole('switch', { name: '启用 去画画' }));
    await waitFor(() => expect(args.setSlotEnabled).toHaveBeenCalledWith({ slot: expect.objectContaining({ id: 3 }), enabled: false }));
    await expect(await body().findByText('“去画画”已停用')).toBeVisible();
    await settleAnnouncements();
  },
};

/** 轮播: wide pictures, schedules in Beijing time, a slide not yet started and a disabled one. */
export const Carousel: Story = {
  args: { kind: 'swiper' },
  play: async ({ canvasElement, args }) => {
    const rows = await table(canvasElement, '轮播列表');
    await expect(await rows.findByRole('rowheader', { name: /新春活动/ })).toBeVisible();
    await expect(args.loadSlots).toHaveBeenCalledWith('swiper');
    await expect(rows.getByText('2027-01-21 00:00 起')).toBeVisible();
    await expect(rows.getAllByText('未展示')).toHaveLength(2);
  },
};

/** 新建轮播 with nothing filled: the title, the route and the picture are named before any call. */
export const NewSlideMessages: Story = {
  args: { kind: 'swiper' },
  play: async ({ canvasElement, args }) => {
    await table(canvasElement, '轮播列表');
    await userEvent.click(within(canvasElement).getByRole('button', { name: '新建轮播' }));
    const dialog = within(await body().findByRole('dialog', { name: '新建轮播' }));
    await userEvent.type(await dialog.findByRole('textbox', { name: '页面路由' }), 'https://evil.example');
    await userEvent.type(dialog.getByRole('textbox', { name: '结束时间' }), '2026-02-30 08:00');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    for (const message of ['请输入标题', '跳转路由须为以 / 开头的站内地址', '请上传图片', '请按 2026-01-31 08:00 的格式填写']) {
      await shown(dialog, message);
    }
    await expect(args.saveSlot).not.toHaveBeenCalled();
  },
};

/** An app's slot: 应用 offers the listed apps; the picture is optional (the logo shows). */
export const AppChoice: Story = {
  play: async ({ canvasElement, args }) => {
    await table(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '新建推荐' }));
    const dialog = within(await body().findByRole('dialog', { name: '新建推荐' }));
    await userEvent.click(await dialog.findByRole('radio', { name: '应用' }));
    await userEvent.type(dialog.getByRole('textbox', { name: '标题' }), '周报神器');
    await userEvent.click(dialog.getByRole('button', { name: /应用/ }));
    const listbox = await body().findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: '周报助手' }));
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(args.saveSlot).toHaveBeenCalledWith({
        id: null,
        body: expect.objectContaining({ kind: 'rec', title: '周报神器', appId: 130, target: '', image: '' }),
      }),
    );
    await expect(await body().findByText('“周报神器”已创建')).toBeVisible();
    await settleAnnouncements();
  },
};

/** 编辑 starts from the slot (its schedule in Beijing time); the server's refusal stays in the form. */
export const EditRefused: Story = {
  args: {
    kind: 'swiper',
    saveSlot: fn<HomeSlotsServices['saveSlot']>(async () => {
      throw new Error('图片须为管理员上传到本站的图片');
    }),
  },
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement, '轮播列表');
    await userEvent.click(await rows.findByRole('button', { name: '编辑 会员特惠' }));
    const dialog = within(await body().findByRole('dialog', { name: '编辑轮播' }));
    await expect(await dialog.findByRole('textbox', { name: '开始时间' })).toHaveValue('2026-11-01 08:00');
    await waitFor(() => expect(dialog.getByRole('img', { name: '当前图片' })).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(dialog.getAllByRole('alert').some((alert) => alert.textContent === '图片须为管理员上传到本站的图片')).toBe(true));
  },
};

export const Empty: Story = {
  args: { loadSlots: fn<HomeSlotsServices['loadSlots']>(async () => []) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('还没有内容')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: {
    loadSlots: fn<HomeSlotsServices['loadSlots']>(async () => {
      throw new Error('网络错误，请稍后重试');
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('网络错误，请稍后重试');
  },
};

const longSlots: AdminHomeSlot[] = [
  homeSlotFixture({
    id: 50,
    kind: 'rec',
    title: '超长标题的企业级多语言智能客服知识库问答助手',
    image: '',
    target: '',
    appId: 140,
    app: { id: 140, name: '超长名称的企业级多语言智能客服与知识库问答助手专业版', coverImg: '', deleted: true, listed: false },
    live: false,
    tagId: 2147483647,
  }),
  homeSlotFixture({
    id: 51,
    kind: 'rec',
    title: '长'.repeat(30),
    target: `/app-store/${'category'.repeat(8)}?from=home&campaign=spring-festival-2027`,
    startsAt: '2026-12-31T16:00:00.000Z',
    endsAt: '2027-02-28T15:59:00.000Z',
  }),
];

/** Long CJK titles and app names, a long route and a deleted app wrap inside their columns. */
export const LongTexts: Story = {
  args: { loadSlots: fn<HomeSlotsServices['loadSlots']>(async () => longSlots) },
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await expect(await rows.findByRole('rowheader', { name: /超长标题/ })).toBeVisible();
    await expect(rows.getByText('应用已删除')).toBeVisible();
    await expect(rows.getByText('至 2027-02-28 23:59')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement, 'Recommended slots');
    await expect(await rows.findByText('The app is not listed')).toBeVisible();
    await expect(rows.getByRole('switch', { name: 'Enable 去画画' })).toBeChecked();
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-TW' },
  args: { kind: 'swiper' },
  play: async ({ canvasElement }) => {
    await table(canvasElement, '輪播列表');
    await userEvent.click(within(canvasElement).getByRole('button', { name: '新建輪播' }));
    const dialog = within(await body().findByRole('dialog', { name: '新建輪播' }));
    await userEvent.click(await dialog.findByRole('button', { name: '儲存' }));
    await shown(dialog, '請輸入標題');
    await shown(dialog, '請上傳圖片');
  },
};
