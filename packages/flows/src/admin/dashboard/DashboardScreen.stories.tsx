import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createTranslator } from '../../i18n';
import { clearLiveAnnouncer, settleAnnouncements } from '../../storyKit';
import { adminStoryText, never } from '../adminStoryKit';
import { adminCatalog } from '../messages';
import type { Dashboard, DashboardDay, DashboardDays, DashboardQuery } from './dashboard.machine';
import { DashboardScreen } from './DashboardScreen';
import { dashboardCatalog } from './messages';

/** The last day shown (a fixed "today", Asia/Shanghai) and when the rollups were last made. */
const today = '2026-11-27';
const updatedAt = '2026-11-27T02:35:00.000Z';

const addDays = (day: string, count: number) => new Date(Date.parse(`${day}T00:00:00Z`) + count * 86_400_000).toISOString().slice(0, 10);

/** A repeatable "random" figure in [0, 1) for day `index` of series `salt`. */
const noise = (index: number, salt: number) => ((Math.imul(index + 1, 2_654_435_761) ^ Math.imul(salt, 40_503)) >>> 0) / 2 ** 32;

/** Days with these figures, the users' running total from `usersBefore`. */
function dailyOf(days: number, figures: (index: number) => Omit<DashboardDay, 'day' | 'usersTotal'>, usersBefore: number): DashboardDay[] {
  let usersTotal = usersBefore;
  return Array.from({ length: days }, (_, index) => {
    const day = figures(index);
    usersTotal += day.usersNew;
    return { day: addDays(today, index - days + 1), ...day, usersTotal };
  });
}

/** The whole answer around its days: totals summed, the breakdowns in proportion. */
function dashboardOf(days: number, daily: DashboardDay[]): Dashboard {
  const sum = (field: keyof Omit<DashboardDay, 'day' | 'usersTotal'>) => daily.reduce((total, day) => total + day[field], 0);
  const [revenueFen, ordersPaid, ordersCreated, pointsIn, pointsOut, turns, tokens] = (
    ['revenueFen', 'ordersPaid', 'ordersCreated', 'pointsIn', 'pointsOut', 'turns', 'tokens'] as const
  ).map(sum) as [number, number, number, number, number, number, number];
  const pending = Math.round((ordersCreated - ordersPaid) * 0.2);
  const chatPoints = Math.round(pointsOut * 0.93);
  const share = (total: number, part: number) => Math.round(total * part);
  return {
    days,
    from: daily[0]!.day,
    to: today,
    updatedAt,
    totals: {
      usersNew: sum('usersNew'),
      usersTotal: daily.at(-1)!.usersTotal,
      revenueFen,
      ordersPaid,
      ordersCreated,
      pointsIn,
      pointsOut,
      turns,
      tokens,
      chatPoints,
    },
    daily,
    ordersByStatus: { pending, paid: ordersPaid, expired: ordersCreated - ordersPaid - pending },
    revenueByProvider: [
      { provider: 'wechat', revenueFen: share(revenueFen, 0.58), orders: share(ordersPaid, 0.55) },
      { provider: 'epay', revenueFen: share(revenueFen, 0.3), orders: share(ordersPaid, 0.32) },
      {
        provider: 'hupi',
        revenueFen: revenueFen - share(revenueFen, 0.58) - share(revenueFen, 0.3),
        orders: ordersPaid - share(ordersPaid, 0.55) - share(ordersPaid, 0.32),
      },
    ],
    pointsByReason: [
      { reason: 'chat', in: 0, out: share(pointsOut, 0.97) },
      { reason: 'order', in: share(pointsIn, 0.46), out: 0 },
      { reason: 'signIn', in: share(pointsIn, 0.2), out: 0 },
      { reason: 'register', in: share(pointsIn, 0.14), out: 0 },
      { reason: 'crami', in: share(pointsIn, 0.1), out: 0 },
      { reason: 'chatRefund', in: share(pointsIn, 0.05), out: 0 },
      { reason: 'invite', in: share(pointsIn, 0.03), out: 0 },
      { reason: 'admin', in: share(pointsIn, 0.02), out: pointsOut - share(pointsOut, 0.97) - share(pointsOut, 0.01) },
      { reason: 'draw', in: 0, out: share(pointsOut, 0.01) },
    ],
    models: [
      { model: 'deepseek-chat', turns: share(turns, 0.46), tokens: share(tokens, 0.41), points: share(chatPoints, 0.3) },
      { model: 'gpt-4o', turns: share(turns, 0.22), tokens: share(tokens, 0.27), points: share(chatPoints, 0.45) },
      { model: 'qwen-plus', turns: share(turns, 0.2), tokens: share(tokens, 0.18), points: share(chatPoints, 0.15) },
      {
        model: 'claude-sonnet-4',
        turns: turns - share(turns, 0.46) - share(turns, 0.22) - share(turns, 0.2),
        tokens: share(tokens, 0.14),
        points: share(chatPoints, 0.1),
      },
    ],
  };
}

/** A week as an operator would see it: a quiet Monday, a busy weekend. */
const week = dashboardOf(
  7,
  dailyOf(
    7,
    (index) =>
      [
        { usersNew: 38, revenueFen: 41_760, ordersPaid: 24, ordersCreated: 37, pointsIn: 18_400, pointsOut: 15_230, turns: 2_840, tokens: 1_912_300 },
        { usersNew: 45, revenueFen: 52_830, ordersPaid: 31, ordersCreated: 44, pointsIn: 21_900, pointsOut: 17_880, turns: 3_120, tokens: 2_105_800 },
        { usersNew: 41, revenueFen: 39_900, ordersPaid: 22, ordersCreated: 35, pointsIn: 16_750, pointsOut: 16_020, turns: 2_960, tokens: 1_980_450 },
        { usersNew: 57, revenueFen: 68_450, ordersPaid: 39, ordersCreated: 58, pointsIn: 27_300, pointsOut: 21_460, turns: 3_870, tokens: 2_611_900 },
        { usersNew: 73, revenueFen: 91_320, ordersPaid: 51, ordersCreated: 72, pointsIn: 35_800, pointsOut: 26_940, turns: 4_650, tokens: 3_240_100 },
        { usersNew: 86, revenueFen: 104_580, ordersPaid: 58, ordersCreated: 81, pointsIn: 40_200, pointsOut: 31_570, turns: 5_310, tokens: 3_702_650 },
        { usersNew: 29, revenueFen: 23_700, ordersPaid: 13, ordersCreated: 22, pointsIn: 9_650, pointsOut: 8_120, turns: 1_460, tokens: 998_700 },
      ][index]!,
    11_842,
  ),
);

/** A longer period: a week's rhythm and a slow rise. */
const generated = (days: DashboardDays) =>
  dashboardOf(
    days,
    dailyOf(
      days,
      (index) => {
        const trend = 1 + index / days / 2;
        const weekend = (index + 3) % 7 >= 5 ? 1.35 : 1;
        const scale = (base: number, salt: number) => Math.round(base * trend * weekend * (0.75 + noise(index, salt) / 2));
        const ordersPaid = scale(30, 2);
        return {
          usersNew: scale(50, 1),
          revenueFen: ordersPaid * (1_500 + Math.round(noise(index, 3) * 800)),
          ordersPaid,
          ordersCreated: ordersPaid + scale(14, 4),
          pointsIn: scale(22_000, 5),
          pointsOut: scale(18_000, 6),
          turns: scale(3_300, 7),
          tokens: scale(2_200_000, 8),
        };
      },
      12_300 - days * 52,
    ),
  );

const figuresOf = (days: DashboardDays) => (days === 7 ? week : generated(days));

/** Before the rollups were ever made: no time, zeros, nothing to break down. */
const empty: Dashboard = {
  ...dashboardOf(
    7,
    dailyOf(7, () => ({ usersNew: 0, revenueFen: 0, ordersPaid: 0, ordersCreated: 0, pointsIn: 0, pointsOut: 0, turns: 0, tokens: 0 }), 0),
  ),
  updatedAt: null,
  revenueByProvider: [],
  pointsByReason: [],
  models: [],
};

/** The fake server's state, reset by the stories that change it. */
const server = { loadFailures: 0 };

type Args = {
  load: (query: DashboardQuery) => Promise<Dashboard>;
  refresh: (query: DashboardQuery) => Promise<Dashboard>;
};

/** Shanghai wall time, as the app's formatShanghaiTime writes it. */
const formatTime = (iso: string) => new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().replace('T', ' ').slice(0, 19);

const meta = {
  title: 'Admin/DashboardScreen',
  tags: ['page'],
  beforeEach: clearLiveAnnouncer,
  args: {
    load: fn(async ({ days }: DashboardQuery) => figuresOf(days)),
    refresh: fn(async ({ days }: DashboardQuery) => ({ ...figuresOf(days), updatedAt: '2026-11-27T02:41:07.000Z' })),
  },
  render: (args, { globals }) => {
    const { locale } = adminStoryText(globals);
    const t = createTranslator([adminCatalog, dashboardCatalog], locale);
    return <DashboardScreen t={t} services={{ load: args.load, refresh: args.refresh }} formatTime={formatTime} />;
  },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const periodOf = (canvasElement: HTMLElement, text: string) => within(canvasElement).findByText(text);

/** The last 7 days: key figures (¥ from fen, test orders left out), the charts, the providers and the models. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await periodOf(canvasElement, '2026-11-21 至 2026-11-27（上海时间）')).toBeVisible();
    await expect(args.load).toHaveBeenCalledWith({ days: 7 });
    await expect(canvas.getByText('¥4,225.40')).toBeVisible();
    await expect(canvas.getByText('不含测试订单')).toBeVisible();
    await expect(canvas.getByText('数据更新于 2026-11-27 10:35:00')).toBeVisible();
    await expect(canvas.getByRole('figure', { name: '每日收入' })).toBeVisible();
    await expect(within(canvas.getByRole('grid', { name: '支付渠道收入' })).getByText('微信支付')).toBeVisible();
    await expect(within(canvas.getByRole('grid', { name: '模型用量' })).getByText('deepseek-chat')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '近 7 天' })).toBeChecked();
  },
};

export const ThirtyDays: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByText('近 30 天'));
    await expect(await periodOf(canvasElement, '2026-10-29 至 2026-11-27（上海时间）')).toBeVisible();
    await expect(args.load).toHaveBeenLastCalledWith({ days: 30 });
  },
};

export const NinetyDays: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByText('近 90 天'));
    await expect(await periodOf(canvasElement, '2026-08-30 至 2026-11-27（上海时间）')).toBeVisible();
    await expect(args.load).toHaveBeenLastCalledWith({ days: 90 });
  },
};

/** Before the first rollup: 尚无数据, zeros, empty breakdowns. */
export const Empty: Story = {
  args: { load: fn(async (_query: DashboardQuery) => empty) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('尚无数据')).toBeVisible();
    await expect(canvas.getByText('¥0.00')).toBeVisible();
    await expect(within(canvas.getByRole('grid', { name: '模型用量' })).getByText('暂无数据')).toBeVisible();
  },
};

export const Loading: Story = { args: { load: fn((_query: DashboardQuery) => never()) } };

/** The first load fails: the server's message and 重试 (by keyboard), which loads the figures. */
export const LoadFailed: Story = {
  beforeEach: () => {
    server.loadFailures = 1;
  },
  args: {
    load: fn(async ({ days }: DashboardQuery) => {
      if (server.loadFailures-- > 0) throw new Error('网络错误，请稍后重试');
      return figuresOf(days);
    }),
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('网络错误，请稍后重试');
    within(alert).getByRole('button', { name: '重试' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await periodOf(canvasElement, '2026-11-21 至 2026-11-27（上海时间）')).toBeVisible();
    await waitFor(() => expect(within(canvasElement).queryByRole('alert')).toBeNull());
  },
};

/** Another period fails to load: the message above the figures shown so far, which say which days they are. */
export const PeriodFailed: Story = {
  args: {
    load: fn(async ({ days }: DashboardQuery) => {
      if (days !== 7) throw new Error('网络错误，请稍后重试');
      return week;
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await periodOf(canvasElement, '2026-11-21 至 2026-11-27（上海时间）');
    await userEvent.click(canvas.getByText('近 90 天'));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('网络错误，请稍后重试');
    await expect(alert).toHaveTextContent('以下为上次成功加载的数据（2026-11-21 至 2026-11-27）');
    await expect(canvas.getByText('¥4,225.40')).toBeVisible();
  },
};

/** 刷新 waits for the server to rebuild today's figures: the button is pending meanwhile. */
export const Refreshing: Story = {
  args: { refresh: fn((_query: DashboardQuery) => never()) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await periodOf(canvasElement, '2026-11-21 至 2026-11-27（上海时间）');
    canvas.getByRole('button', { name: '刷新' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: /刷新/ })).toHaveAttribute('data-pending', 'true'));
    await expect(args.refresh).toHaveBeenCalledWith({ days: 7 });
    await settleAnnouncements();
  },
};

/** 刷新 shows the fresh figures and their time. */
export const Refreshed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await periodOf(canvasElement, '2026-11-21 至 2026-11-27（上海时间）');
    await userEvent.click(canvas.getByRole('button', { name: '刷新' }));
    await expect(await canvas.findByText('数据更新于 2026-11-27 10:41:07')).toBeVisible();
    await expect(args.refresh).toHaveBeenCalledWith({ days: 7 });
    await settleAnnouncements();
  },
};

/** 表格 shows every chart's figures as a table (screen readers, the keyboard, copying numbers). */
export const TableView: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await periodOf(canvasElement, '2026-11-21 至 2026-11-27（上海时间）');
    await userEvent.click(canvas.getByText('表格'));
    const revenue = await canvas.findByRole('grid', { name: '每日收入' });
    const row = within(revenue).getByRole('row', { name: /2026-11-26/ });
    await expect(within(row).getByRole('gridcell', { name: '¥1,045.80' })).toBeVisible();
    const reasons = canvas.getByRole('grid', { name: '积分来源与去向' });
    await expect(within(reasons).getByRole('rowheader', { name: '签到' })).toBeVisible();
    await expect(within(reasons).getByRole('rowheader', { name: '绘画' })).toBeVisible();
    await expect(within(canvas.getByRole('grid', { name: '订单状态' })).getByRole('rowheader', { name: '已关闭' })).toBeVisible();
  },
};

/** Keyboard: Tab reaches the period, the arrow keys choose 近 30 天, which loads it; on a chart they move its tooltip. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await periodOf(canvasElement, '2026-11-21 至 2026-11-27（上海时间）');
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '近 7 天' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(args.load).toHaveBeenLastCalledWith({ days: 30 }));
    await expect(canvas.getByRole('radio', { name: '近 30 天' })).toBeChecked();
    await expect(await periodOf(canvasElement, '2026-10-29 至 2026-11-27（上海时间）')).toBeVisible();
    // Past 图表 / 表格 and 刷新 to the revenue chart.
    const chart = within(canvas.getByRole('figure', { name: '每日收入' })).getByRole('application', { name: '每日收入' });
    for (let step = 0; step < 4 && document.activeElement !== chart; step += 1) await userEvent.tab();
    await expect(chart).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/^2026-10-31/));
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('2026-11-21 to 2026-11-27 (Shanghai time)')).toBeVisible();
    await expect(canvas.getByText('Test orders excluded')).toBeVisible();
    await expect(within(canvas.getByRole('grid', { name: 'Revenue by provider' })).getByText('WeChat Pay')).toBeVisible();
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-TW' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('2026-11-21 至 2026-11-27（上海時間）')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '儀表板', level: 1 })).toBeVisible();
  },
};
