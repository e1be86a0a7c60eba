import { createToastQueue, ToastRegion } from '@lingxi/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createTranslator, flowLocales, type FlowLocale } from '../../i18n';
import { messageText, type Notice } from '../../session/notify';
import { clearLiveAnnouncer } from '../../storyKit';
import { never } from '../adminStoryKit';
import { adminCatalog } from '../messages';
import type { CardBatch } from './cardBatches.machine';
import type { CardCode, CardCodeQuery } from './cardCodes.machine';
import { CardCodesScreen, type CardCodesServices } from './CardCodesScreen';
import { cardCodesCatalog } from './messages';

const batches: CardBatch[] = [
  {
    id: 12,
    name: '双十一',
    goodsId: 3,
    goodsName: '月度会员',
    count: 100,
    used: 12,
    unused: 83,
    disabled: 5,
    createdBy: { id: 1, username: 'admin' },
    createdAt: '2026-11-10T02:30:00Z',
    disabledAt: null,
  },
  {
    id: 11,
    name: '2026-10-01 09:00',
    goodsId: 1,
    goodsName: '1000 积分',
    count: 20,
    used: 20,
    unused: 0,
    disabled: 0,
    createdBy: null,
    createdAt: '2026-10-01T01:00:00Z',
    disabledAt: null,
  },
  {
    id: 10,
    name: '渠道测试',
    goodsId: 3,
    goodsName: '月度会员',
    count: 10,
    used: 2,
    unused: 0,
    disabled: 8,
    createdBy: { id: 1, username: 'admin' },
    createdAt: '2026-09-01T01:00:00Z',
    disabledAt: '2026-09-15T01:00:00Z',
  },
];

const code = (id: number, batch: CardBatch, status: CardCode['status'], text: string): CardCode => ({
  id,
  code: text,
  batchId: batch.id,
  batch: batch.name,
  goodsId: batch.goodsId,
  goodsName: batch.goodsName,
  status,
  usedBy: status === 'used' ? { id: 7, username: 'alice' } : null,
  usedAt: status === 'used' ? '2026-11-12T08:00:00Z' : null,
  disabledAt: status === 'disabled' ? '2026-11-13T08:00:00Z' : null,
  createdAt: batch.createdAt,
});
const [double11, october, trial] = batches as [CardBatch, CardBatch, CardBatch];
const codes: CardCode[] = [
  code(6, double11, 'unused', 'ABCD-EFGH-JKLM-NPQR'),
  code(5, double11, 'used', 'ABCE-2345-6789-WXYZ'),
  code(4, double11, 'disabled', 'QRST-UVWX-YZ23-4567'),
  code(3, october, 'used', 'MNPQ-RSTU-VWXY-Z234'),
  code(2, trial, 'disabled', 'HJKL-MNPQ-RSTU-VWXY'),
];

/** The server's filters over the fixture codes (a code or its beginning, any case, dashes optional). */
const findCodes = async ({ batchId, status, q }: CardCodeQuery) => {
  const search = q.toUpperCase().replace(/[^A-Z0-9]/g, '');
  const rows = codes.filter(
    (item) => (batchId === null || item.batchId === batchId) && (status === null || item.status === status) && item.code.replace(/-/g, '').startsWith(search),
  );
  return { rows, total: rows.length, capped: false };
};

type Args = CardCodesServices & { notify: (notice: Notice) => void };

/** The screen as the app shows it: the back office's and the card codes' texts, and its notices as toasts. */
function Harness({ globals, notify, ...services }: Args & { globals: Record<string, unknown> }) {
  const locale: FlowLocale = (flowLocales as readonly string[]).includes(String(globals.locale)) ? (globals.locale as FlowLocale) : 'zh-CN';
  const t = createTranslator([adminCatalog, cardCodesCatalog], locale);
  // Toasts stay until closed: on loaded cores the 5 s timeout can pass before the screenshot.
  const [toasts] = useState(() => createToastQueue({ timeout: 0 }));
  return (
    <>
      <CardCodesScreen
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
  title: 'Admin/CardCodesScreen',
  tags: ['page'],
  beforeEach: clearLiveAnnouncer,
  args: {
    loadGoods: fn(async () => [
      { id: 4, name: '永久会员', isEnabled: false },
      { id: 3, name: '月度会员', isEnabled: true },
      { id: 1, name: '1000 积分', isEnabled: true },
    ]),
    generate: fn(async ({ count }) => ({ batchId: 13, codes: Array.from({ length: count }, (_, index) => `NEW${index}`) })),
    loadBatches: fn(async () => ({ rows: structuredClone(batches), total: batches.length })),
    exportBatch: fn(async () => null),
    disableBatch: fn(async () => ({ disabled: 83 })),
    loadCodes: fn(findCodes),
    notify: fn(),
  },
  render: (args, { globals }) => <Harness {...args} globals={globals} />,
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Still loading (first: it also pays for loading the story's modules). */
export const Loading: Story = {
  args: {
    loadGoods: fn<CardCodesServices['loadGoods']>(never),
    loadBatches: fn<CardCodesServices['loadBatches']>(never),
    loadCodes: fn<CardCodesServices['loadCodes']>(never),
  },
};

const gridOf = (canvasElement: HTMLElement, name: string) => within(canvasElement).findByRole('grid', { name });

/** The keyboard's way to a row's button: the row, → to its first cell, End to its last (the actions), → to the button; Enter. */
async function pressRowAction(table: HTMLElement, rowName: string, button: string) {
  const row = (await within(table).findByText(rowName)).closest('[role="row"]') as HTMLElement;
  row.focus();
  await userEvent.keyboard('{ArrowRight}{End}');
  for (let step = 0; step < 3 && document.activeElement?.getAttribute('aria-label') !== button; step += 1) await userEvent.keyboard('{ArrowRight}');
  await expect(document.activeElement).toHaveAccessibleName(button);
  await userEvent.keyboard('{Enter}');
}

/** The batches with their used / unused / disabled counts (a disabled batch marked, no 停用 for it), and every code. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const table = await gridOf(canvasElement, '卡密批次');
    const row = (await within(table).findByText('双十一')).closest('[role="row"]') as HTMLElement;
    await expect(
      within(row)
        .getAllByRole('gridcell')
        .map((cell) => cell.textContent),
    ).toEqual(expect.arrayContaining(['月度会员', '100', '83', '12', '5', '2026-11-10 02:30admin']));
    const disabled = within(table).getByText('渠道测试').closest('[role="row"]') as HTMLElement;
    await expect(within(disabled).getByText('已停用')).toBeVisible();
    await expect(within(disabled).queryByRole('button', { name: '停用 渠道测试' })).toBeNull();
    await expect(within(table).getByText('命令行')).toBeVisible();
    const list = await gridOf(canvasElement, '卡密列表');
    await expect(await within(list).findByText('ABCD-EFGH-JKLM-NPQR')).toBeVisible();
    await expect(within(canvasElement).getByText('共 5 张')).toBeVisible();
  },
};

/** Keyboard only: the package from the list, the count, Enter; the new batch's size is shown and the lists reload. */
export const GenerateWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const section = within(canvasElement).getByRole('region', { name: '生成卡密' });
    const picker = await within(section).findByRole('button', { name: /套餐$/ });
    await waitFor(() => expect(picker).toBeEnabled());
    picker.focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(document.body).findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['月度会员', '1000 积分', '永久会员（已下架）']);
    await waitFor(() => expect(document.activeElement).toHaveTextContent('月度会员'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).toBeNull());
    await expect(picker).toHaveTextContent('月度会员');
    // The closing popover hands focus back to the picker; tabbing before that would start from the popover.
    await waitFor(() => expect(picker).toHaveFocus());
    await userEvent.tab();
    await expect(within(section).getByRole('textbox', { name: '数量' })).toHaveFocus();
    await userEvent.keyboard('{Control>}a{/Control}50');
    await userEvent.tab();
    await expect(within(section).getByRole('textbox', { name: /批次/ })).toHaveFocus();
    await userEvent.keyboard('直播{Enter}');
    await waitFor(() => expect(args.generate).toHaveBeenCalledWith({ goodsId: 3, count: 50, batch: '直播' }));
    await expect(await within(section).findByRole('status')).toHaveTextContent('已生成 50 张卡密（批次 #13）');
    await waitFor(() => expect(args.loadBatches).toHaveBeenCalledTimes(2));
    await expect(args.loadCodes).toHaveBeenCalledTimes(2);
  },
};

/** Nothing is sent without a package or with a count outside 1–10,000; each says why. */
export const GenerateValidation: Story = {
  play: async ({ canvasElement, args }) => {
    const section = within(canvasElement).getByRole('region', { name: '生成卡密' });
    const count = within(section).getByRole('textbox', { name: '数量' });
    await userEvent.clear(count);
    await userEvent.type(count, '20000');
    await userEvent.click(within(section).getByRole('button', { name: '生成' }));
    await expect(count).toHaveAccessibleDescription(expect.stringContaining('请输入 1 到 10000 之间的整数'));
    await expect(within(section).getByText('请选择套餐', { selector: '[slot="errorMessage"]' })).toBeVisible();
    await expect(args.generate).not.toHaveBeenCalled();
  },
};

/** The server refuses (the rate limit): its message under the form, what was typed kept. */
export const GenerateRefused: Story = {
  args: {
    generate: fn<CardCodesServices['generate']>(async () => {
      throw new Error('请求过于频繁，请稍后再试');
    }),
  },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: '生成卡密' });
    const picker = await within(section).findByRole('button', { name: /套餐$/ });
    await waitFor(() => expect(picker).toBeEnabled());
    await userEvent.click(picker);
    await userEvent.click(await within(document.body).findByRole('option', { name: '1000 积分' }));
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).toBeNull());
    await userEvent.click(within(section).getByRole('button', { name: '生成' }));
    await expect(await within(section).findByRole('alert')).toHaveTextContent('请求过于频繁，请稍后再试');
    await expect(within(section).getByRole('textbox', { name: '数量' })).toHaveValue('100');
  },
};

/** Keyboard: a batch's 导出 CSV and 停用 go to their confirmed calls; disabling reloads the counts and the codes. */
export const ExportAndDisable: Story = {
  play: async ({ canvasElement, args }) => {
    const table = await gridOf(canvasElement, '卡密批次');
    await pressRowAction(table, '双十一', '导出 CSV 双十一');
    await waitFor(() => expect(args.exportBatch).toHaveBeenCalledWith(expect.objectContaining({ id: 12, name: '双十一' })));
    await expect(await within(document.body).findByText('已导出 双十一 的卡密')).toBeVisible();
    await pressRowAction(table, '双十一', '停用 双十一');
    await waitFor(() => expect(args.disableBatch).toHaveBeenCalledWith(expect.objectContaining({ id: 12 })));
    await expect(await within(document.body).findByText('已停用 83 张卡密')).toBeVisible();
    await waitFor(() => expect(args.loadBatches).toHaveBeenCalledTimes(2));
    await expect(args.loadCodes).toHaveBeenCalledTimes(2);
  },
};

/** A batch's codes, by state and by a code's beginning (any case, dashes optional); 全部批次 shows every batch again. */
export const CodesOfBatch: Story = {
  play: async ({ canvasElement, args }) => {
    await pressRowAction(await gridOf(canvasElement, '卡密批次'), '双十一', '查看卡密 双十一');
    await waitFor(() => expect(args.loadCodes).toHaveBeenLastCalledWith({ batchId: 12, status: null, q: '', page: 1, size: 20 }));
    await expect(document.activeElement).toHaveTextContent('卡密列表');
    await expect(within(canvasElement).getByText('批次：双十一')).toBeVisible();
    const list = await gridOf(canvasElement, '卡密列表');
    await waitFor(() => expect(within(list).queryByText('MNPQ-RSTU-VWXY-Z234')).toBeNull());
    await userEvent.click(within(canvasElement).getByRole('radio', { name: '未使用' }));
    await waitFor(() => expect(args.loadCodes).toHaveBeenLastCalledWith(expect.objectContaining({ batchId: 12, status: 'unused' })));
    await userEvent.click(within(canvasElement).getByRole('radio', { name: '全部' }));
    await userEvent.type(within(canvasElement).getByRole('textbox', { name: '搜索卡密' }), 'abce 23{Enter}');
    await waitFor(() => expect(args.loadCodes).toHaveBeenLastCalledWith({ batchId: 12, status: null, q: 'abce 23', page: 1, size: 20 }));
    await waitFor(() => expect(within(list).getAllByRole('row')).toHaveLength(2));
    await expect(within(list).getByText('ABCE-2345-6789-WXYZ')).toBeVisible();
    await expect(within(list).getByText('alice')).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('button', { name: '全部批次' }));
    await waitFor(() => expect(args.loadCodes).toHaveBeenLastCalledWith(expect.objectContaining({ batchId: null, q: 'abce 23' })));
  },
};

export const Empty: Story = {
  args: {
    loadBatches: fn<CardCodesServices['loadBatches']>(async () => ({ rows: [], total: 0 })),
    loadCodes: fn<CardCodesServices['loadCodes']>(async () => ({ rows: [], total: 0, capped: false })),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(await gridOf(canvasElement, '卡密批次')).findByText('还没有卡密批次')).toBeVisible();
    await expect(await within(await gridOf(canvasElement, '卡密列表')).findByText('没有符合条件的卡密')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: {
    loadGoods: fn<CardCodesServices['loadGoods']>(async () => {
      throw new Error('网络错误，请稍后重试');
    }),
    loadBatches: fn<CardCodesServices['loadBatches']>(async () => {
      throw new Error('网络错误，请稍后重试');
    }),
    loadCodes: fn<CardCodesServices['loadCodes']>(async () => {
      throw new Error('网络错误，请稍后重试');
    }),
  },
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(within(canvasElement).getAllByRole('alert')).toHaveLength(3));
    for (const alert of within(canvasElement).getAllByRole('alert')) await expect(alert).toHaveTextContent('网络错误，请稍后重试');
    await userEvent.click(within(within(canvasElement).getByRole('region', { name: '卡密批次' })).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(args.loadBatches).toHaveBeenCalledTimes(2));
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await within(await gridOf(canvasElement, 'Batches')).findByText('Command line')).toBeVisible();
    await expect(await within(await gridOf(canvasElement, 'Codes')).findAllByText('Used')).toHaveLength(2);
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-TW' },
  play: async ({ canvasElement }) => {
    await expect(await within(await gridOf(canvasElement, '卡密批次')).findByText('命令列')).toBeVisible();
    await expect(within(canvasElement).getByRole('region', { name: '產生卡密' })).toBeVisible();
  },
};
