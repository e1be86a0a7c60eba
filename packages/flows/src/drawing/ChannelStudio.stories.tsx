import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { createTranslator, type FlowLocale, flowLocales } from '../i18n';
import { ChannelStudio } from './ChannelStudio';
import { drawingFixture } from './drawing.fixtures';
import { history } from './drawingStoryKit';
import { drawFormDefaults } from './drawForm';
import type { DrawStudioServices } from './DrawStudio';
import type { Drawing, TaskAddBody } from './drawTypes';
import { drawingCatalog } from './messages';

const submitted = fn();
type Mode = 'ready' | 'loading' | 'empty';

function storyServices(mode: Mode): DrawStudioServices {
  let next = 500;
  return {
    submitTask: async (body: TaskAddBody) => {
      submitted(body);
      return drawingFixture({ id: (next += 1), status: 1, state: 'queued', originPrompt: (body.params as { prompt: string }).prompt });
    },
    associate: async () => [],
    persist: () => undefined,
    loadDrawings: async () =>
      mode === 'loading' ? new Promise<never>(() => undefined) : { rows: mode === 'empty' ? [] : history.slice(0, 4), nextCursor: mode === 'ready' ? 4 : null },
    fetchJobs: () => new Promise<Drawing[]>(() => undefined),
    setFavorite: async () => undefined,
    deleteDrawing: async () => undefined,
    vipFreeUsed: async () => null,
    notify: fn(),
    copy: async () => undefined,
    imageSeed: async () => '3141592653',
  };
}

function Studio({ locale, mode }: { locale: FlowLocale; mode: Mode }) {
  const t = useMemo(() => createTranslator([drawingCatalog], locale), [locale]);
  const services = useMemo(() => storyServices(mode), [mode]);
  return <ChannelStudio t={t} services={services} initialValues={{ ...drawFormDefaults, size: '1:1' }} config={{ fast_mjDeduction1: 4 }} />;
}

const meta = {
  title: 'Flows/ChannelStudio',
  tags: ['page'],
  args: { mode: 'ready' as Mode },
  render: (args, { globals }) => {
    const locale: FlowLocale = (flowLocales as readonly string[]).includes(String(globals.locale)) ? (globals.locale as FlowLocale) : 'zh-CN';
    return <Studio locale={locale} mode={(args as { mode: Mode }).mode} />;
  },
  beforeEach: () => {
    submitted.mockClear();
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The channel, oldest first; Enter with no words: 请输入提示词; a prompt and Enter send it, and the box is empty again. */
export const Channel: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: '加载更早的作品' })).toBeVisible();
    const box = canvas.getByRole('textbox', { name: '/imagine 提示词' });
    await userEvent.click(box);
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('请输入提示词')).toBeVisible();
    await userEvent.type(box, '雪夜里的灯塔{Enter}');
    await waitFor(() =>
      expect(submitted).toHaveBeenCalledWith(expect.objectContaining({ params: expect.objectContaining({ prompt: '雪夜里的灯塔', size: '1:1' }) })),
    );
    await waitFor(() => expect(box).toHaveValue(''));
    await expect(await canvas.findByText('雪夜里的灯塔')).toBeVisible();
  },
};

/** The first page on its way: skeleton messages. */
export const Loading: Story = {
  args: { mode: 'loading' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
};

/** No drawing yet. */
export const Empty: Story = {
  args: { mode: 'empty' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '还没有作品，输入提示词开始绘画吧' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Load earlier drawings' })).toBeVisible();
  },
};
