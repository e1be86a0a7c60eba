import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createTranslator } from '../../i18n';
import { clearLiveAnnouncer } from '../../storyKit';
import { adminStoryText, never } from '../adminStoryKit';
import { adminCatalog } from '../messages';
import { usageCatalog } from './messages';
import type { Usage, UsageDays, UsageFigures, UsageQuery } from './usage.machine';
import { UsageScreen } from './UsageScreen';

/** The last day shown (a fixed "today", Asia/Shanghai) and when the rollups were last made. */
const today = '2026-11-27';
const updatedAt = '2026-11-27T02:35:00.000Z';
const addDays = (day: string, count: number) => new Date(Date.parse(`${day}T00:00:00Z`) + count * 86_400_000).toISOString().slice(0, 10);

/** A repeatable "random" factor in [0.75, 1.25) for day `index` of model `salt`. */
const wobble = (index: number, salt: number) => 0.75 + ((Math.imul(index + 1, 2_654_435_761) ^ Math.imul(salt, 40_503)) >>> 0) / 2 ** 33;

/** Models as an operator's site has them: per turn, its tokens, points and how often the upstream fails. */
const modelShapes = [
  { model: 'deepseek-chat', turns: 1_300, tokens: 640, points: 1, failures: 0.004 },
  { model: 'gpt-4o', turns: 520, tokens: 910, points: 5, failures: 0.012 },
  { model: 'qwen-plus', turns: 410, tokens: 720, points: 2, failures: 0.002 },
  { model: 'claude-sonnet-4', turns: 160, tokens: 1_480, points: 8, failures: 0.03 },
];

const add = (into: UsageFigures, from: UsageFigures) => {
  for (const key of ['turns', 'tokens', 'points', 'refunds', 'refundPoints'] as const) into[key] += from[key];
};
const zero = (): UsageFigures => ({ turns: 0, tokens: 0, points: 0, refunds: 0, refundPoints: 0 });

/** The whole answer for `days` days: every model's days, summed per day and per model. */
function usageOf(days: UsageDays): Usage {
  const from = addDays(today, -(days - 1));
  const modelDays = Array.from({ length: days }, (_, index) =>
    modelShapes.map((shape, salt) => {
      const turns = Math.round(shape.turns * wobble(index, salt));
      const refunds = Math.round(turns * shape.failures);
      return {
        day: addDays(from, index),
        model: shape.model,
        turns,
        tokens: Math.round(turns * shape.tokens * wobble(index, salt + 7)),
        points: (turns - refunds) * shape.points,
        refunds,
        refundPoints: refunds * shape.points,
      };
    }),
  ).flat();
  const daily = Array.from({ length: days }, (_, index) => ({ day: addDays(from, index), ...zero() }));
  const models = modelShapes.map((shape) => ({ model: shape.model, ...zero() }));
  const totals = zero();
  for (const entry of modelDays) {
    add(daily.find((day) => day.day === entry.day)!, entry);
    add(models.find((model) => model.model === entry.model)!, entry);
    add(totals, entry);
  }
  const names = ['lin_wei', 'chen88', 'studio_k', 'mia2024', 'zhangsan', 'writer_x', 'ops_bot', 'hana', 'qq123456', 'dev_li'];
  return {
    days,
    from,
    to: today,
    updatedAt,
    totals,
    models: models.sort((a, b) => b.points - a.points),
    daily,
    modelDays,
    topSpenders: names.map((username, index) => ({
      userId: 1_000 + index * 37,
      username,
      nickname: index % 3 === 0 ? (['林伟', '小K', '写手'][index / 3] ?? '') : '',
      points: Math.round((4_800 * days) / 7 / (index + 1)),
    })),
    freeUsesToday: {
      day: today,
      models: [
        { modelId: 2, model: 'gpt-4o', modelName: 'GPT-4o', freePerDay: 20, uses: 3_412, members: 286, exhausted: 71 },
        { modelId: 4, model: 'claude-sonnet-4', modelName: 'Claude Sonnet 4', freePerDay: 5, uses: 604, members: 152, exhausted: 98 },
      ],
    },
  };
}

/** Before the rollups were ever made and before anyone chatted: zeros, empty tables. */
const empty: Usage = {
  ...usageOf(7),
  updatedAt: null,
  totals: zero(),
  models: [],
  daily: usageOf(7).daily.map((day) => ({ day: day.day, ...zero() })),
  modelDays: [],
  topSpenders: [],
  freeUsesToday: { day: today, models: [] },
};

type Args = { load: (query: UsageQuery) => Promise<Usage> };

/** Shanghai wall time, as the app's formatShanghaiTime writes it. */
const formatTime = (iso: string) => new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().replace('T', ' ').slice(0, 19);

/** The fake server's state, reset by the stories that change it. */
const server = { loadFailures: 0 };

const meta = {
  title: 'Admin/UsageScreen',
  tags: ['page'],
  beforeEach: clearLiveAnnouncer,
  args: { load: fn(async ({ days }: UsageQuery) => usageOf(days)) },
  render: (args, { globals }) => {
    const { locale } = adminStoryText(globals);
    const t = createTranslator([adminCatalog, usageCatalog], locale);
    return <UsageScreen t={t} services={{ load: args.load }} formatTime={formatTime} />;
  },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Still loading (first: it also pays for loading the story's modules). */
export const Loading: Story = { args: { load: fn((_query: UsageQuery) => never()) } };

const shown = (canvasElement: HTMLElement, text: string) => within(canvasElement).findByText(text);
const week = '2026-11-21 至 2026-11-27（上海时间）';

/** The last 7 days: per model with its total, per day (newest first), the top spenders and today's free uses. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await shown(canvasElement, week)).toBeVisible();
    await expect(args.load).toHaveBeenCalledWith({ days: 7 });
    await expect(canvas.getByText('数据更新于 2026-11-27 10:35:00')).toBeVisible();
    const byModel = canvas.getByRole('table', { name: '按模型' });
    await expect(within(byModel).getByRole('rowheader', { name: 'gpt-4o' })).toBeVisible();
    await expect(within(byModel).getByRole('rowheader', { name: '合计' })).toBeVisible();
    const byDay = canvas.getByRole('table', { name: '按日期' });
    await expect(within(byDay).getAllByRole('rowheader')[0]).toHaveTextContent(today);
    const spenders = canvas.getByRole('table', { name: '积分消耗排行（前 20）' });
    await expect(within(spenders).getByRole('rowheader', { name: 'lin_wei（林伟）' })).toBeVisible();
    const free = canvas.getByRole('table', { name: '会员今日免费次数（2026-11-27）' });
    await expect(within(free).getByRole('rowheader', { name: 'Claude Sonnet 4（claude-sonnet-4）' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '近 7 天' })).toBeChecked();
  },
};

export const ThirtyDays: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByText('近 30 天'));
    await expect(await shown(canvasElement, '2026-10-29 至 2026-11-27（上海时间）')).toBeVisible();
    await expect(args.load).toHaveBeenLastCalledWith({ days: 30 });
  },
};

export const NinetyDays: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByText('近 90 天'));
    await expect(await shown(canvasElement, '2026-08-30 至 2026-11-27（上海时间）')).toBeVisible();
    await expect(args.load).toHaveBeenLastCalledWith({ days: 90 });
  },
};

/** One model's days: the per-day table follows the model chosen (by keyboard). */
export const OneModel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await shown(canvasElement, week);
    const trigger = canvas.getByRole('button', { name: /模型/ });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const option = await within(document.body).findByRole('option', { name: 'claude-sonnet-4' });
    await waitFor(() => expect(document.activeElement?.getAttribute('role')).toBe('option'));
    while (document.activeElement !== option) await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('table', { name: '按日期 · claude-sonnet-4' })).toBeVisible();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Before the first rollup: 尚无统计数据, every table empty. */
export const Empty: Story = {
  args: { load: fn(async (_query: UsageQuery) => empty) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('尚无统计数据，稍后再来看看')).toBeVisible();
    await expect(within(canvas.getByRole('table', { name: '按模型' })).getByText('暂无数据')).toBeVisible();
    await expect(within(canvas.getByRole('table', { name: '积分消耗排行（前 20）' })).getByText('暂无数据')).toBeVisible();
  },
};

/** The first load fails: the server's message and 重试 (by keyboard), which loads the figures. */
export const LoadFailed: Story = {
  beforeEach: () => {
    server.loadFailures = 1;
  },
  args: {
    load: fn(async ({ days }: UsageQuery) => {
      if (server.loadFailures-- > 0) throw new Error('网络错误，请稍后重试');
      return usageOf(days);
    }),
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('网络错误，请稍后重试');
    within(alert).getByRole('button', { name: '重试' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await shown(canvasElement, week)).toBeVisible();
    await waitFor(() => expect(within(canvasElement).queryByRole('alert')).toBeNull());
  },
};

/** Another period fails: the message above the figures shown so far, which say which days they are. */
export const PeriodFailed: Story = {
  args: {
    load: fn(async ({ days }: UsageQuery) => {
      if (days !== 7) throw new Error('网络错误，请稍后重试');
      return usageOf(7);
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await shown(canvasElement, week);
    await userEvent.click(canvas.getByText('近 90 天'));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('网络错误，请稍后重试');
    await expect(alert).toHaveTextContent('以下为上次成功加载的数据（2026-11-21 至 2026-11-27）');
    await expect(canvas.getByRole('table', { name: '按模型' })).toBeVisible();
  },
};

/** Keyboard: Tab reaches the period, the arrow keys choose 近 30 天, which loads it. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await shown(canvasElement, week);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '近 7 天' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(args.load).toHaveBeenLastCalledWith({ days: 30 }));
    await expect(await shown(canvasElement, '2026-10-29 至 2026-11-27（上海时间）')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('2026-11-21 to 2026-11-27 (Shanghai time)')).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Top spenders (20)' })).toBeVisible();
    await expect(within(canvas.getByRole('table', { name: 'By model' })).getByRole('rowheader', { name: 'Total' })).toBeVisible();
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-TW' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('2026-11-21 至 2026-11-27（上海時間）')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '用量與配額', level: 1 })).toBeVisible();
  },
};
