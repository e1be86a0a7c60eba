import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createTranslator } from '../../i18n';
import { clearLiveAnnouncer, settleAnnouncements } from '../../storyKit';
import type { ConfirmRequest } from '../adminConfirm.machine';
import { adminStoryText, never } from '../adminStoryKit';
import { ConfirmHost, useConfirmed } from '../ConfirmHost';
import { adminCatalog } from '../messages';
import { paymentsCatalog } from '../payments/messages';
import { ordersCatalog } from './messages';
import type { OrderDetail, ProviderAnswer } from './orderDetail.machine';
import { markPaidConfirmation } from './orderRequests';
import type { OrderRow, OrdersPage, OrdersPageQuery, OrdersQuery } from './ordersList.machine';
import { OrdersScreen } from './OrdersScreen';

const rows: OrderRow[] = [
  {
    orderId: 'LX20261127103000A1',
    user: { id: 12, username: 'alice' },
    goodsId: 2,
    goodsName: '月度会员',
    amountFen: 2990,
    status: 0,
    provider: 'epay',
    payType: 'alipay',
    providerTradeNo: null,
    createdAt: '2026-11-27T02:30:00Z',
    paidAt: null,
  },
  {
    orderId: 'LX20261127095500B2',
    user: { id: 8, username: 'bob' },
    goodsId: 1,
    goodsName: '1000 积分',
    amountFen: 990,
    status: 1,
    provider: 'wechat',
    payType: 'native',
    providerTradeNo: '4200002026112701',
    createdAt: '2026-11-27T01:55:00Z',
    paidAt: '2026-11-27T01:56:10Z',
  },
  {
    orderId: 'LX20261126220000C3',
    user: { id: 8, username: 'bob' },
    goodsId: 3,
    goodsName: '永久会员',
    amountFen: 19900,
    status: 2,
    provider: 'hupi',
    payType: 'wxpay',
    providerTradeNo: null,
    createdAt: '2026-11-26T14:00:00Z',
    paidAt: null,
  },
];

const pending: OrderDetail = {
  ...rows[0]!,
  grantScore: 0,
  grantDays: 30,
  expiresAt: '2026-11-27T02:45:00Z',
  checkedAt: '2026-11-27T02:40:00Z',
  isTest: false,
  // No notify came: the reason an operator opens it to ask the provider or mark it paid.
  notifies: [],
  actions: [
    {
      action: 'orders.queryProvider',
      operatorId: 1,
      reason: '',
      after: { paid: false, amountFen: null, providerTradeNo: null, outcome: null },
      createdAt: '2026-11-27T02:41:00Z',
    },
  ],
};
const paid: OrderDetail = {
  ...pending,
  status: 1,
  paidAt: '2026-11-27T03:00:00Z',
  actions: [...pending.actions, { action: 'orders.markPaid', operatorId: 1, reason: '用户已转账', after: { status: 1 }, createdAt: '2026-11-27T03:00:00Z' }],
};

/** The fake server's state, reset by the stories that change it (mocks are restored before every story). */
const server = { paid: false, listFailures: 0 };
const payOnConfirm = () => {
  server.paid = true;
};

type Args = {
  list: (query: OrdersPageQuery) => Promise<OrdersPage>;
  exportCsv: (query: OrdersQuery) => Promise<unknown>;
  load: (orderId: string) => Promise<OrderDetail>;
  queryProvider: (orderId: string) => Promise<ProviderAnswer>;
  /** The confirmed request, sent with its grant. */
  perform: (input: { request: ConfirmRequest; grant: string }) => Promise<unknown>;
  notify: () => void;
};

const storyText = (globals: Record<string, unknown>) => {
  const { locale } = adminStoryText(globals);
  return { locale, t: createTranslator([adminCatalog, ordersCatalog, paymentsCatalog], locale) };
};

/** The screen as the app wires it: 标记已支付 through `useConfirmed()`. */
function Screen({ args, t }: { args: Args; t: ReturnType<typeof storyText>['t'] }) {
  const confirmed = useConfirmed();
  return (
    <OrdersScreen
      t={t}
      notify={args.notify}
      formatTime={(iso) => iso.replace('T', ' ').slice(0, 16)}
      services={{
        list: args.list,
        exportCsv: args.exportCsv,
        load: args.load,
        queryProvider: args.queryProvider,
        markPaid: (order) => {
          const { request, changes } = markPaidConfirmation(t, order);
          return confirmed(request, changes);
        },
      }}
    />
  );
}

const meta = {
  title: 'Admin/OrdersScreen',
  tags: ['page'],
  beforeEach: clearLiveAnnouncer,
  args: {
    list: fn(async () => ({ total: 43, capped: false, rows })),
    exportCsv: fn(async () => null),
    load: fn(async () => pending),
    queryProvider: fn(async (): Promise<ProviderAnswer> => ({ paid: false, amountFen: null, providerTradeNo: null, outcome: null, status: 0 })),
    perform: fn(async () => null),
    notify: fn(),
  },
  render: (args, { globals }) => {
    const { t } = storyText(globals);
    return (
      <ConfirmHost t={t} services={{ confirm: async () => ({ grant: 'g' }), perform: args.perform }}>
        <Screen args={args} t={t} />
      </ConfirmHost>
    );
  },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const tableOf = (canvasElement: HTMLElement) => within(canvasElement).findByRole('grid', { name: '订单列表' });

/** Types into a field as one input (a paste): the story stays short of its time limit on a busy machine. */
async function fill(field: HTMLElement, text: string) {
  field.focus();
  await userEvent.paste(text);
}

/** Opens an order's dialog from its row with the keyboard. */
async function openOrder(canvasElement: HTMLElement, orderId: string) {
  const table = await tableOf(canvasElement);
  // Keyboard: the row has focus (Tab lands on a row of the grid), Enter opens it.
  (await within(table).findByRole('row', { name: new RegExp(orderId) })).focus();
  await userEvent.keyboard('{Enter}');
  const dialog = await within(document.body).findByRole('dialog', { name: `订单 ${orderId}` });
  await waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());
  return dialog;
}

/** Confirms the open two-step confirmation with a password and a reason, by keyboard. */
async function confirmChange(reason: string) {
  const dialog = await within(document.body).findByRole('dialog', { name: '二次确认' });
  await waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());
  await fill(within(dialog).getByLabelText('密码', { selector: 'input' }), 'secret1');
  await fill(within(dialog).getByRole('textbox', { name: '操作原因' }), reason);
  // The reason is a text area (Enter is a new line): Tab past 取消 to 确认.
  const submit = within(dialog).getByRole('button', { name: '确认' });
  for (let step = 0; step < 3 && document.activeElement !== submit; step += 1) await userEvent.tab();
  await expect(submit).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  return dialog;
}

/** Newest first: number, buyer, package, ¥ from fen, status, provider, times; 43 orders in pages of 20. */
export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const table = await tableOf(canvasElement);
    await expect(await within(table).findByText('LX20261127103000A1')).toBeVisible();
    await expect(within(table).getByText('¥29.90')).toBeVisible();
    await expect(within(table).getByText('¥199.00')).toBeVisible();
    await expect(within(table).getByText('已关闭')).toBeVisible();
    await expect(within(table).getByText('虎皮椒')).toBeVisible();
    await expect(within(canvasElement).getByText('共 43 笔')).toBeVisible();
    await expect(args.list).toHaveBeenCalledWith({ page: 1, size: 20 });
  },
};

/** Keyboard: 已支付 in the status picker, a day, Enter applies them from page 1. */
export const Filter: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await tableOf(canvasElement);
    canvas.getByRole('button', { name: /状态/ }).focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await within(document.body).findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: '全部' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: /状态/ })).toHaveTextContent('已支付'));
    await fill(canvas.getByRole('textbox', { name: '开始日期' }), '2026-11-01');
    await fill(canvas.getByRole('textbox', { name: '订单号或交易号' }), '4200002026112701');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.list).toHaveBeenLastCalledWith({ status: 1, from: '2026-11-01', q: '4200002026112701', page: 1, size: 20 }));
  },
};

/** A user id that is none, a day that does not exist and an end before the start: named under each, nothing sent. */
export const BadFilters: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await tableOf(canvasElement);
    const userId = canvas.getByRole('textbox', { name: '用户 ID' });
    await fill(userId, 'alice');
    await fill(canvas.getByRole('textbox', { name: '开始日期' }), '2026-02-30');
    await fill(canvas.getByRole('textbox', { name: '结束日期' }), '2026-01-01');
    await userEvent.keyboard('{Enter}');
    await expect(userId).toHaveAccessibleDescription('用户 ID 为正整数');
    await expect(canvas.getByRole('textbox', { name: '开始日期' })).toHaveAccessibleDescription('日期格式为 YYYY-MM-DD');
    await userEvent.clear(canvas.getByRole('textbox', { name: '开始日期' }));
    await fill(canvas.getByRole('textbox', { name: '开始日期' }), '2026-02-01');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: '结束日期' })).toHaveAccessibleDescription('结束日期不能早于开始日期');
    await expect(args.list).toHaveBeenCalledTimes(1);
  },
};

/** 导出 CSV downloads what the typed filters select (applied to the list too). */
export const Export: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await tableOf(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '用户 ID' }), '8');
    canvas.getByRole('button', { name: '导出 CSV' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.exportCsv).toHaveBeenCalledWith({ userId: 8 }));
    await waitFor(() => expect(args.notify).toHaveBeenCalledWith({ tone: 'success', message: { key: 'admin.orders.exported' } }));
    await expect(args.list).toHaveBeenLastCalledWith({ userId: 8, page: 1, size: 20 });
    await settleAnnouncements();
  },
};

export const Empty: Story = {
  args: { list: fn(async () => ({ total: 0, capped: false, rows: [] })) },
  play: async ({ canvasElement }) => {
    await expect(await within(await tableOf(canvasElement)).findByText('没有符合条件的订单')).toBeVisible();
  },
};

/** More than 10,000 match: the server stopped counting, so the total says so and asks for filters. */
export const ManyMatches: Story = {
  args: { list: fn(async () => ({ total: 10_000, capped: true, rows })) },
  play: async ({ canvasElement }) => {
    await tableOf(canvasElement);
    await expect(await within(canvasElement).findByText('超过 10,000 笔，请用筛选缩小范围')).toBeVisible();
  },
};

export const Loading: Story = { args: { list: fn(never) } };

export const LoadFailed: Story = {
  beforeEach: () => {
    server.listFailures = 1;
  },
  args: {
    list: fn(async () => {
      if (server.listFailures-- > 0) throw new Error('网络错误，请稍后重试');
      return { total: 43, capped: false, rows };
    }),
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('网络错误，请稍后重试');
    within(alert).getByRole('button', { name: '重试' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await within(await tableOf(canvasElement)).findByText('LX20261127103000A1')).toBeVisible();
  },
};

/** An order's dialog: what it is, what it granted, what operators did to it. */
export const Detail: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openOrder(canvasElement, 'LX20261127103000A1');
    await expect(await within(dialog).findByText('月度会员')).toBeVisible();
    await expect(within(dialog).getByText('30 天')).toBeVisible();
    await expect(within(dialog).getByRole('grid', { name: '操作记录' })).toHaveTextContent('管理员 #1');
    await expect(within(dialog).getByRole('button', { name: '标记已支付' })).toBeVisible();
    await expect(args.load).toHaveBeenCalledWith('LX20261127103000A1');
  },
};

/** 标记已支付 through the confirmation (order, buyer, ¥): the dialog and the row read 已支付 after it. */
export const MarkPaid: Story = {
  beforeEach: () => {
    server.paid = false;
  },
  args: {
    load: fn(async () => (server.paid ? paid : pending)),
    perform: fn(async () => {
      payOnConfirm();
      return null;
    }),
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await openOrder(canvasElement, 'LX20261127103000A1');
    within(dialog).getByRole('button', { name: '标记已支付' }).focus();
    await userEvent.keyboard('{Enter}');
    const confirm = await within(document.body).findByRole('dialog', { name: '二次确认' });
    await waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());
    await expect(within(confirm).getByText('alice (#12)')).toBeVisible();
    await expect(within(confirm).getByText('¥29.90')).toBeVisible();
    await expect(within(confirm).getByText('待支付 → 已支付')).toBeVisible();
    await confirmChange('用户已转账');
    await waitFor(() =>
      expect(args.perform).toHaveBeenCalledWith({ request: { method: 'POST', path: '/api/admin/orders/LX20261127103000A1/mark-paid' }, grant: 'g' }),
    );
    await expect(await within(dialog).findByText('订单已标记为已支付，套餐已发放')).toBeVisible();
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: '标记已支付' })).toBeNull());
    await expect(within(dialog).getByRole('grid', { name: '操作记录' })).toHaveTextContent('用户已转账');
    const row = within(await tableOf(canvasElement)).getByRole('row', { name: /LX20261127103000A1/ });
    await expect(within(row).getByText('已支付')).toBeInTheDocument();
    await settleAnnouncements();
  },
};

/** The server refuses (paid meanwhile): its message in the confirmation, nothing changes. */
export const MarkPaidRefused: Story = {
  args: { perform: fn(async () => Promise.reject(new Error('订单已支付，未重复发放'))) },
  play: async ({ canvasElement }) => {
    const dialog = await openOrder(canvasElement, 'LX20261127103000A1');
    within(dialog).getByRole('button', { name: '标记已支付' }).focus();
    await userEvent.keyboard('{Enter}');
    const confirm = await confirmChange('用户已转账');
    await expect(await within(confirm).findByRole('alert')).toHaveTextContent('订单已支付，未重复发放');
    await settleAnnouncements();
  },
};

/** 查询渠道: the provider's answer and what settling it did. */
export const QueryProvider: Story = {
  beforeEach: () => {
    server.paid = false;
  },
  args: {
    load: fn(async () => (server.paid ? paid : pending)),
    queryProvider: fn(async () => {
      payOnConfirm();
      return { paid: true, amountFen: 2990, providerTradeNo: '2026112722001', outcome: 'credited' as const, status: 1 };
    }),
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await openOrder(canvasElement, 'LX20261127103000A1');
    within(dialog).getByRole('button', { name: '查询渠道' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await within(dialog).findByText('已入账，套餐已发放')).toBeVisible();
    await expect(within(dialog).getByText('2026112722001')).toBeVisible();
    await expect(within(dialog).getByRole('status')).toHaveTextContent('渠道显示已支付');
    await expect(args.queryProvider).toHaveBeenCalledWith('LX20261127103000A1');
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: '标记已支付' })).toBeNull());
    await settleAnnouncements();
  },
};

/** A provider that cannot be asked: the server's message in the dialog. */
export const QueryProviderRefused: Story = {
  args: { queryProvider: fn(async () => Promise.reject(new Error('支付渠道 epay 未配置完整，无法查询'))) },
  play: async ({ canvasElement }) => {
    const dialog = await openOrder(canvasElement, 'LX20261127103000A1');
    within(dialog).getByRole('button', { name: '查询渠道' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('支付渠道 epay 未配置完整，无法查询');
    await settleAnnouncements();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('grid', { name: 'Orders' });
    await expect(await within(table).findByText('Closed')).toBeVisible();
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-TW' },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('grid', { name: '訂單列表' });
    await expect(await within(table).findByText('已關閉')).toBeVisible();
  },
};
