import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createTranslator, type FlowLocale, flowLocales } from '../i18n';
import { settleAnnouncements } from '../storyKit';
import { history, layoutSettled } from './drawingStoryKit';
import { allTasks, statusNumber, type TaskFilter } from './drawTasks';
import type { Drawing } from './drawTypes';
import { drawingCatalog } from './messages';
import { TaskStudio, type TaskStudioServices } from './TaskStudio';

const listed = fn();
const used = fn();

/** My drawings as the server filters them: by state and model, or the favourites. */
const rowsOf = (filter: TaskFilter): Drawing[] =>
  filter.scope === 'favorites'
    ? history.filter((drawing) => drawing.favorite)
    : history.filter(
        (drawing) => (filter.status === 'all' || drawing.status === statusNumber[filter.status]) && (filter.bot === 'all' || drawing.botType === filter.bot),
      );

/** Shares in the market: one listed, one waiting for review, one refused (the cards offer 分享到画廊 again). */
const shares: Record<number, Drawing['share']> = {
  7: { status: 'approved', reason: '', categoryId: 1, agreeNum: 12, visitNum: 30 },
  6: { status: 'pending', reason: '', categoryId: null, agreeNum: 0, visitNum: 0 },
  4: { status: 'rejected', reason: '画面模糊', categoryId: null, agreeNum: 0, visitNum: 0 },
};
const shared = fn();

function storyServices(sharing: boolean): TaskStudioServices {
  return {
    loadTasks: async (filter) => {
      listed(filter);
      const rows = rowsOf(filter);
      return { rows: sharing ? rows.map((drawing) => ({ ...drawing, share: shares[drawing.id] ?? null })) : rows, nextCursor: null };
    },
    ...(sharing
      ? {
          sharing: {
            loadShareCategories: async () => [
              { id: 1, name: '风景' },
              { id: 2, name: '人物' },
            ],
            share: async (id: number, categoryId: number | null) => {
              shared(id, categoryId);
              return { status: 'pending' as const, reason: '', categoryId, agreeNum: 0, visitNum: 0 };
            },
            withdrawShare: async () => undefined,
          },
        }
      : {}),
    submitTask: async () => Promise.reject(new Error('')),
    fetchJobs: () => new Promise<Drawing[]>(() => undefined),
    setFavorite: async () => undefined,
    deleteDrawing: async () => undefined,
    vipFreeUsed: async () => null,
    notify: fn(),
    copy: async () => undefined,
    imageSeed: async () => '3141592653',
  };
}

function Studio({ locale, initial, sharing }: { locale: FlowLocale; initial: TaskFilter; sharing: boolean }) {
  const t = useMemo(() => createTranslator([drawingCatalog], locale), [locale]);
  const services = useMemo(() => storyServices(sharing), [sharing]);
  const [filter, setFilter] = useState(initial);
  return <TaskStudio t={t} services={services} filter={filter} onFilterChange={setFilter} config={{ fast_mjDeduction3: 1 }} usePrompt={used} />;
}

const meta = {
  title: 'Flows/TaskStudio',
  tags: ['page'],
  args: { initial: allTasks, sharing: false },
  render: (args, { globals }) => {
    const locale: FlowLocale = (flowLocales as readonly string[]).includes(String(globals.locale)) ? (globals.locale as FlowLocale) : 'zh-CN';
    const { initial, sharing } = args as { initial: TaskFilter; sharing: boolean };
    return <Studio locale={locale} initial={initial} sharing={sharing} />;
  },
  beforeEach: () => {
    listed.mockClear();
    used.mockClear();
    shared.mockClear();
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every task of mine: waiting, drawing, done and failed, with the state and model chips. */
export const AllTasks: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('海边小镇，夏日午后')).toBeVisible();
    await expect(canvas.getByRole('row', { name: '全部任务' })).toHaveAttribute('aria-selected', 'true');
    await layoutSettled(canvasElement);
  },
};

/** Keyboard: Tab reaches the state chips, arrows move, Space picks 失败; the list is asked again and shows only failures. */
export const FilteredByKeyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('海边小镇，夏日午后');
    const states = canvas.getByRole('grid', { name: '状态' });
    await userEvent.click(within(states).getByRole('row', { name: '全部' }));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(within(states).getByRole('row', { name: '失败' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(listed).toHaveBeenLastCalledWith({ scope: 'all', status: 'failed', bot: 'all' }));
    await waitFor(() => expect(canvas.queryByText('海边小镇，夏日午后')).toBeNull());
    await expect(await canvas.findByText('forbidden fruit')).toBeInTheDocument();
    // The chip keeps the focus: the list changed, the filters did not move.
    await expect(within(states).getByRole('row', { name: '失败' })).toHaveFocus();
    await layoutSettled(canvasElement);
  },
};

/** No Niji drawing: the list says nothing matches. */
export const NothingMatches: Story = {
  args: { initial: { scope: 'all', status: 'all', bot: 'NIJI_JOURNEY' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '没有符合条件的任务' })).toBeVisible();
  },
};

/** 我的收藏: the favourites (of every kind), without the state and model chips. */
export const Favorites: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('海边小镇，夏日午后');
    await userEvent.click(canvas.getByRole('row', { name: '我的收藏' }));
    await waitFor(() => expect(listed).toHaveBeenLastCalledWith({ scope: 'favorites', status: 'all', bot: 'all' }));
    await waitFor(() => expect(canvas.queryByText('海边小镇，夏日午后')).toBeNull());
    await expect(await canvas.findByText('赛博朋克街头的少女，霓虹灯')).toBeInTheDocument();
    await expect(canvas.queryByRole('grid', { name: '状态' })).toBeNull();
    await layoutSettled(canvasElement);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { initial: { scope: 'favorites', status: 'all', bot: 'all' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Every drawing you have favourited, DALL·E ones too, newest first')).toBeVisible();
    await layoutSettled(canvasElement);
  },
};

/** Shares in the market on the cards: 已分享 with its counts, 待审核, 未通过 with the reason; sharing that one again in 人物 waits for review. */
export const SharingToTheGallery: Story = {
  args: { sharing: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('12 个赞 · 30 次浏览')).toBeVisible();
    // On a phone the refused one is further down the list: the gallery mounts only what is on screen.
    canvasElement.querySelector('[data-layout]')?.scrollTo(0, 100_000);
    await expect(await canvas.findByText('原因：画面模糊')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '分享到画廊' }));
    const dialog = await within(document.body).findByRole('dialog', { name: '分享到画廊' });
    await userEvent.click(within(dialog).getByRole('button', { name: /分类/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '人物' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '分享' }));
    await waitFor(() => expect(shared).toHaveBeenCalledWith(4, 2));
    await waitFor(() => expect(canvas.getAllByText('待审核')).toHaveLength(2));
    await expect(canvas.queryByRole('button', { name: '分享到画廊' })).toBeNull();
    canvasElement.querySelector('[data-layout]')?.scrollTo(0, 0);
    await layoutSettled(canvasElement);
    await settleAnnouncements();
  },
};
