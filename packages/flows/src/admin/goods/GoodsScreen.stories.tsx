import { createToastQueue, ToastRegion } from '@lingxi/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createTranslator, flowLocales, type FlowLocale } from '../../i18n';
import { messageText, type Notice } from '../../session/notify';
import { clearLiveAnnouncer, settleAnnouncements } from '../../storyKit';
import { never } from '../adminStoryKit';
import { adminCatalog } from '../messages';
import type { AdminGoods, GoodsSave } from './goods.machine';
import { GoodsScreen, type GoodsServices } from './GoodsScreen';
import { goodsCatalog } from './messages';

const row = (id: number, overrides: Partial<AdminGoods>): AdminGoods => ({
  id,
  name: `套餐${id}`,
  typeId: 2,
  priceFen: 0,
  originPriceFen: 0,
  price: '0.00',
  originPrice: '0.00',
  score: 0,
  days: 0,
  des: '',
  sort: 0,
  isEnabled: true,
  recommended: false,
  vipLevelId: null,
  translations: {},
  ...overrides,
});

const goods: AdminGoods[] = [
  row(1, { name: '1000 积分', typeId: 1, priceFen: 1000, originPriceFen: 1000, score: 1000, des: '可用于所有模型/永久有效' }),
  row(2, { name: '体验会员', priceFen: 990, originPriceFen: 990, days: 7, sort: 1, des: '7天会员有效期/高级模型每日20次' }),
  row(3, {
    name: '月度会员',
    priceFen: 2990,
    originPriceFen: 3990,
    score: 500,
    days: 30,
    sort: 2,
    recommended: true,
    vipLevelId: 2,
    translations: { en: { name: 'Monthly' } },
    des: '30天会员有效期/高级模型每日50次/绘画加速',
  }),
  row(4, { name: '永久会员', priceFen: 39900, originPriceFen: 59900, days: -1, sort: 3, isEnabled: false, des: '永久会员/全部模型' }),
];

const levels = [
  { id: 1, name: '普通会员' },
  { id: 2, name: '黄金会员' },
];

const saved = async ({ id, body }: GoodsSave): Promise<AdminGoods> => {
  const fen = (yuan: string) => Math.round(Number(yuan) * 100);
  return row(id ?? 5, { ...body, priceFen: fen(body.price), originPriceFen: fen(body.originPrice) });
};

type Args = GoodsServices & { notify: (notice: Notice) => void };

/** The screen as the app shows it: the back office's and the packages' texts, and its notices as toasts. */
function Harness({ globals, notify, ...services }: Args & { globals: Record<string, unknown> }) {
  const locale: FlowLocale = (flowLocales as readonly string[]).includes(String(globals.locale)) ? (globals.locale as FlowLocale) : 'zh-CN';
  const t = createTranslator([adminCatalog, goodsCatalog], locale);
  // Toasts stay until closed: on loaded cores the 5 s timeout can pass before the screenshot.
  const [toasts] = useState(() => createToastQueue({ timeout: 0 }));
  return (
    <>
      <GoodsScreen
        t={t}
        services={services}
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
  title: 'Admin/GoodsScreen',
  tags: ['page'],
  beforeEach: clearLiveAnnouncer,
  args: { load: fn(async () => ({ goods: structuredClone(goods), levels })), save: fn(saved), remove: fn(async () => null), notify: fn() },
  render: (args, { globals }) => <Harness {...args} globals={globals} />,
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Still loading (first: it also pays for loading the story's modules). */
export const Loading: Story = { args: { load: fn(never) } };

export const LoadFailed: Story = {
  args: {
    load: fn<GoodsServices['load']>(async () => {
      throw new Error('网络错误，请稍后重试');
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('网络错误，请稍后重试');
    await expect(within(canvasElement).getByRole('button', { name: '重试' })).toBeVisible();
  },
};

const tableOf = (canvasElement: HTMLElement, name = '套餐列表') => within(canvasElement).findByRole('grid', { name });

/** The form's dialog, once its entry animation is over (half-faded text fails axe). */
async function openedDialog() {
  const dialog = await within(document.body).findByRole('dialog');
  await waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());
  return dialog;
}

/** Opens the form with Enter on a button. */
async function openWithKeyboard(canvasElement: HTMLElement, name: string) {
  (await within(canvasElement).findByRole('button', { name })).focus();
  await userEvent.keyboard('{Enter}');
  return openedDialog();
}

/**
 * The keyboard's way to a row's button: the row, → to its first cell, End to its last (the actions; focus goes to
 * 编辑), → on to 删除; then Enter.
 */
async function pressRowAction(table: HTMLElement, rowName: string, button: string) {
  const row = (await within(table).findByText(rowName)).closest('[role="row"]') as HTMLElement;
  row.focus();
  await userEvent.keyboard('{ArrowRight}{End}');
  if (button.startsWith('删除')) await userEvent.keyboard('{ArrowRight}');
  await expect(document.activeElement).toHaveAccessibleName(button);
  await userEvent.keyboard('{Enter}');
}

/** The dialog closed with its pending button: its late announcement is cleared before axe runs. */
async function formClosed() {
  await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
  await settleAnnouncements();
}

/** Every package, disabled ones too: type, price in yuan (the original struck through), points, days (-1 永久), status. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const table = await tableOf(canvasElement);
    const monthly = (await within(table).findByText('月度会员')).closest('[role="row"]') as HTMLElement;
    await expect(within(monthly).getByText('¥29.90')).toBeVisible();
    await expect(within(monthly).getByText('¥39.90')).toBeVisible();
    await expect(within(monthly).getByText('推荐')).toBeVisible();
    await expect(within(monthly).getByText('30 天 · 黄金会员')).toBeVisible();
    const lifetime = within(table).getByText('永久会员').closest('[role="row"]') as HTMLElement;
    await expect(within(lifetime).getByText('永久')).toBeVisible();
    await expect(within(lifetime).getByText('已下架')).toBeVisible();
    await expect(within(canvasElement).getByText('共 4 个套餐')).toBeVisible();
  },
};

/** Keyboard only: 新建套餐, the fields in Tab order, the VIP card preview as typed, Enter saves and the row joins the table. */
export const CreateWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await tableOf(canvasElement);
    const dialog = await openWithKeyboard(canvasElement, '新建套餐');
    await expect(within(dialog).getByRole('heading', { name: '新建套餐' })).toBeVisible();
    within(dialog).getByRole('textbox', { name: '名称' }).focus();
    await userEvent.keyboard('季度会员');
    await userEvent.tab(); // 类型: 会员套餐 is chosen
    await userEvent.tab();
    await userEvent.keyboard('79.9');
    await userEvent.tab();
    await userEvent.keyboard('99');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Backspace}{Backspace}90');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '描述' }), '90天/加速/');
    const preview = within(dialog).getByRole('region', { name: '会员卡片预览' });
    await expect(
      within(preview)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['90天', '加速']);
    within(dialog).getByRole('textbox', { name: '名称' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.save).toHaveBeenCalledWith({
        id: null,
        body: {
          name: '季度会员',
          typeId: 2,
          price: '79.9',
          originPrice: '99',
          score: 0,
          days: 90,
          des: '90天/加速/',
          sort: 0,
          isEnabled: true,
          recommended: false,
          vipLevelId: null,
          translations: {},
        },
      }),
    );
    await formClosed();
    await expect(await within(await tableOf(canvasElement)).findByText('季度会员')).toBeVisible();
    await expect(args.notify).toHaveBeenCalledWith({ tone: 'success', message: { key: 'admin.goods.created' } });
  },
};

/** Edit: the stored values in the form; Enter saves the change to /admin/goods/:id and the row shows it. */
export const Edit: Story = {
  play: async ({ canvasElement, args }) => {
    await pressRowAction(await tableOf(canvasElement), '月度会员', '编辑 月度会员');
    const dialog = await openedDialog();
    await expect(within(dialog).getByRole('heading', { name: '编辑套餐' })).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: '售价（元）' })).toHaveValue('29.90');
    await expect(within(dialog).getByRole('switch', { name: '推荐' })).toBeChecked();
    const price = within(dialog).getByRole('textbox', { name: '售价（元）' });
    await userEvent.clear(price);
    await userEvent.type(price, '25{Enter}');
    await waitFor(() => expect(args.save).toHaveBeenCalledWith({ id: 3, body: expect.objectContaining({ price: '25', originPrice: '39.90', days: 30 }) }));
    await formClosed();
    const monthly = (await within(await tableOf(canvasElement)).findByText('月度会员')).closest('[role="row"]') as HTMLElement;
    await expect(within(monthly).getByText('¥25.00')).toBeVisible();
  },
};

/** A membership package's level (默认等级 or one of 会员等级) and its English and Traditional Chinese texts, by keyboard. */
export const LevelAndTranslations: Story = {
  play: async ({ canvasElement, args }) => {
    await pressRowAction(await tableOf(canvasElement), '月度会员', '编辑 月度会员');
    const dialog = await openedDialog();
    await expect(within(dialog).getByRole('textbox', { name: '英文名称' })).toHaveValue('Monthly');
    within(dialog)
      .getByRole('button', { name: /会员等级/ })
      .focus();
    await expect(document.activeElement).toHaveTextContent('黄金会员');
    await userEvent.keyboard('{ArrowDown}');
    const option = await within(document.body).findByRole('option', { name: '默认等级' });
    await waitFor(() =>
      expect(
        within(document.body)
          .getAllByRole('option')
          .includes(document.activeElement as HTMLElement),
      ).toBe(true),
    );
    while (document.activeElement !== option) await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard('{Enter}');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '繁体名称' }), '月度會員{Enter}');
    await waitFor(() =>
      expect(args.save).toHaveBeenCalledWith({
        id: 3,
        body: expect.objectContaining({ vipLevelId: null, translations: { en: { name: 'Monthly' }, 'zh-TW': { name: '月度會員' } } }),
      }),
    );
    await formClosed();
  },
};

/** A points package grants no level: the picker is not offered. */
export const PointsPackageHasNoLevel: Story = {
  play: async ({ canvasElement }) => {
    await pressRowAction(await tableOf(canvasElement), '1000 积分', '编辑 1000 积分');
    const dialog = await openedDialog();
    await expect(within(dialog).getByRole('textbox', { name: '名称' })).toHaveValue('1000 积分');
    await expect(within(dialog).queryByRole('button', { name: /会员等级/ })).toBeNull();
  },
};

/** Nothing is sent while a field breaks the server's rules; each says why under it. */
export const Validation: Story = {
  play: async ({ canvasElement, args }) => {
    await tableOf(canvasElement);
    const dialog = await openWithKeyboard(canvasElement, '新建套餐');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '售价（元）' }), '9.999');
    const days = within(dialog).getByRole('textbox', { name: '会员天数' });
    await userEvent.clear(days);
    await userEvent.type(days, '0');
    within(dialog).getByRole('textbox', { name: '描述' }).focus();
    await userEvent.paste('1/2/3/4/5/6/7');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(within(dialog).getByRole('textbox', { name: '名称' })).toHaveAccessibleDescription('请输入套餐名称');
    await expect(within(dialog).getByRole('textbox', { name: '售价（元）' })).toHaveAccessibleDescription('请填写最多两位小数的金额（元），如 9.90');
    await expect(days).toHaveAccessibleDescription(expect.stringContaining('会员套餐的天数必须大于 0，或为 -1（永久）'));
    await expect(within(dialog).getByRole('textbox', { name: '描述' })).toHaveAccessibleDescription(expect.stringContaining('描述最多 6 行（用 / 分隔）'));
    await expect(args.save).not.toHaveBeenCalled();
  },
};

/** The server refuses: its message under the form, the form kept as typed. */
export const ServerRefusal: Story = {
  args: {
    save: fn<GoodsServices['save']>(async () => {
      throw new Error('售价格式不正确：请填写最多两位小数的金额（元），如 9.90');
    }),
  },
  play: async ({ canvasElement }) => {
    await pressRowAction(await tableOf(canvasElement), '体验会员', '编辑 体验会员');
    const dialog = await openedDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: '名称' }), ' Plus{Enter}');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('售价格式不正确：请填写最多两位小数的金额（元），如 9.90');
    await expect(within(dialog).getByRole('textbox', { name: '名称' })).toHaveValue('体验会员 Plus');
    await settleAnnouncements();
  },
};

/** A package a card code or order refers to: the confirmed DELETE is refused, shown as a toast; the row stays. */
export const DeleteRefused: Story = {
  args: {
    remove: fn<GoodsServices['remove']>(async () => {
      throw new Error('套餐已被卡密或订单引用，不能删除，请停用而不是删除');
    }),
  },
  play: async ({ canvasElement, args }) => {
    await pressRowAction(await tableOf(canvasElement), '体验会员', '删除 体验会员');
    await waitFor(() => expect(args.remove).toHaveBeenCalledWith(expect.objectContaining({ id: 2, name: '体验会员' })));
    await expect(await within(document.body).findByText('套餐已被卡密或订单引用，不能删除，请停用而不是删除')).toBeVisible();
    await expect(within(await tableOf(canvasElement)).getByText('体验会员')).toBeVisible();
  },
};

/** Deleted once confirmed: the row leaves the table. */
export const Deleted: Story = {
  play: async ({ canvasElement, args }) => {
    const table = await tableOf(canvasElement);
    await userEvent.click(await within(table).findByRole('button', { name: '删除 永久会员' }));
    await waitFor(() => expect(within(table).queryByText('永久会员')).toBeNull());
    await expect(args.notify).toHaveBeenCalledWith({ tone: 'success', message: { key: 'admin.goods.deleted' } });
  },
};

export const Empty: Story = {
  args: { load: fn(async () => ({ goods: [], levels })) },
  play: async ({ canvasElement }) => {
    await expect(await within(await tableOf(canvasElement)).findByText('还没有套餐，点击「新建套餐」添加')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await within(await tableOf(canvasElement, 'Packages')).findAllByText('Membership package')).toHaveLength(3);
    await expect(within(canvasElement).getByText('Lifetime')).toBeVisible();
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-TW' },
  play: async ({ canvasElement }) => {
    await expect(await within(await tableOf(canvasElement, '套餐列表')).findAllByText('會員套餐')).toHaveLength(3);
    await expect(within(canvasElement).getByText('已下架')).toBeVisible();
  },
};
