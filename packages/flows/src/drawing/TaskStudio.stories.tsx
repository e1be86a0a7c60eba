import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createTranslator, type FlowLocale, flowLocales } from '../i18n';
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

function storyServices(): TaskStudioServices {
  return {
    loadTasks: async (filter) => {
      listed(filter);
      return { rows: rowsOf(filter), nextCursor: null };
    },
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

function Studio({ locale, initial }: { locale: FlowLocale; initial: TaskFilter }) {
  const t = useMemo(() => createTranslator([drawingCatalog], locale), [locale]);
  const services = useMemo(() => storyServices(), []);
  const [filter, setFilter] = useState(initial);
  return <TaskStudio t={t} services={services} filter={filter} onFilterChange={setFilter} config={{ fast_mjDeduction3: 1 }} usePrompt={used} />;
}

const meta = {
  title: 'Flows/TaskStudio',
  tags: ['page'],
  args: { initial: allTasks },
  render: (args, { globals }) => {
    const locale: FlowLocale = (flowLocales as readonly string[]).includes(String(globals.locale)) ? (globals.locale as FlowLocale) : 'zh-CN';
    return <Studio locale={locale} initial={(args as { initial: TaskFilter }).initial} />;
  },
  beforeEach: () => {
    listed.mockClear();
    used.mockClear();
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
