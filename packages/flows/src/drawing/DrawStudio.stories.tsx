import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createTranslator, type FlowLocale, flowLocales } from '../i18n';
import { settleAnnouncements } from '../storyKit';
import { drawFormDefaults } from './drawForm';
import { drawingFixture } from './drawing.fixtures';
import { DrawStudio, type DrawStudioServices } from './DrawStudio';
import type { Drawing, TaskAddBody } from './drawTypes';
import { history, layoutSettled } from './drawingStoryKit';
import { drawingCatalog } from './messages';

const submitted = fn();
const notify = fn();

/** In-memory calls: a submit queues a drawing at the top; polls are held (the drawings stay as loaded, for shots). */
function storyServices(rows: Drawing[], demoMode: boolean): DrawStudioServices {
  let next = 100;
  return {
    submitTask: async (body: TaskAddBody) => {
      submitted(body);
      if (body.type === 4) return drawingFixture({ id: (next += 1), status: 1, state: 'queued', action: 'UPSCALE', parentId: body.params.taskId ?? null });
      return drawingFixture({ id: (next += 1), status: 1, state: 'queued', originPrompt: body.params.prompt ?? '' });
    },
    associate: async (prompt) => [`${prompt}，清晨的薄雾`, `${prompt}，电影感构图`, `${prompt}，水彩插画风格`, `${prompt}，广角俯瞰`],
    persist: () => undefined,
    loadDrawings: async () => ({ rows, nextCursor: null, demoMode }),
    // Polls never answer: the shot is of the gallery as loaded, not of a re-render a poll happens to land in.
    fetchJobs: () => new Promise<Drawing[]>(() => undefined),
    setFavorite: async () => undefined,
    deleteDrawing: async () => undefined,
    vipFreeUsed: async () => ({ fast: { used: 1, total: 3 }, relax: { used: 0, total: 0 }, turbo: { used: 0, total: 0 } }),
    notify,
    copy: async () => undefined,
    imageSeed: async () => '3141592653',
  };
}

interface StoryArgs {
  rows: Drawing[];
  demoMode: boolean;
}

function Studio({ rows, demoMode, locale }: StoryArgs & { locale: FlowLocale }) {
  const t = useMemo(() => createTranslator([drawingCatalog], locale), [locale]);
  const services = useMemo(() => storyServices(rows, demoMode), [rows, demoMode]);
  return (
    <DrawStudio
      t={t}
      services={services}
      initialValues={drawFormDefaults}
      config={{ fast_mjDeduction1: 4, relax_mjDeduction1: 2, trubo_mjDeduction1: 8, fast_mjDeduction3: 1 }}
      suggestions={['赛博朋克', '水彩', '电影感', '极简主义']}
    />
  );
}

const meta = {
  title: 'Flows/DrawStudio',
  tags: ['page'],
  args: { rows: history, demoMode: false },
  render: (args, { globals }) => {
    const locale: FlowLocale = (flowLocales as readonly string[]).includes(String(globals.locale)) ? (globals.locale as FlowLocale) : 'zh-CN';
    return <Studio {...args} locale={locale} />;
  },
  beforeEach: () => {
    submitted.mockClear();
    notify.mockClear();
  },
} satisfies Meta<StoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The form beside my drawings: queued with its place, drawing at 62 %, done with U/V buttons, failed and refunded
 * (further down: the gallery mounts only what is on screen). A member with free drawings left draws free.
 */
export const Gallery: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('排队中，前面还有2个任务')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: '绘制中' })).toHaveAttribute('aria-valuenow', '62');
    await expect(await canvas.findByText('本次免费')).toBeVisible();
    await expect(canvas.getByText('会员今日免费 2/3 次')).toBeVisible();
    await layoutSettled(canvasElement);
  },
};

/** An empty prompt is refused with 请输入提示词; a suggestion chip fills it; 开始绘画 queues a drawing at the top. */
export const Submit: Story = {
  play: async ({ canvas, canvasElement }) => {
    const submit = await canvas.findByRole('button', { name: '开始绘画' });
    await userEvent.click(submit);
    await expect(await canvas.findByText('请输入提示词')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '添加“水彩”' }));
    await expect(canvas.getByRole('textbox', { name: '提示词' })).toHaveValue('水彩');
    await userEvent.click(submit);
    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
    await expect(submitted.mock.calls[0]?.[0]).toMatchObject({ type: 1, params: { prompt: '水彩', size: '9:16', mode: 1 } });
    await layoutSettled(canvasElement);
  },
};

/** U2 under a finished drawing queues the upscale as a new drawing (task_add type 4). */
export const Upscale: Story = {
  play: async ({ canvas, canvasElement }) => {
    const buttons = await canvas.findAllByRole('button', { name: 'U2' });
    await userEvent.click(buttons[0]!);
    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
    await expect(submitted.mock.calls[0]?.[0]).toMatchObject({ type: 4, params: { taskId: 7, customId: 'MJ::JOB::upsample::2::abc' } });
    // The click scrolled the gallery to the button: back to the top, where the queued upscale now is.
    const scroller = canvas.getByRole('list', { name: '我的绘画' }).parentElement as HTMLElement;
    scroller.scrollTop = 0;
    await expect(await canvas.findByText('一只在雪地里的红狐狸')).toBeVisible();
    await layoutSettled(canvasElement);
  },
};

/** 联想: four ideas for the prompt; 使用 puts one in the prompt box. */
export const Ideas: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: '提示词' }), '雪山');
    await userEvent.click(canvas.getByRole('button', { name: '联想' }));
    const ideas = await canvas.findByRole('list', { name: '联想结果' });
    await userEvent.click(within(ideas).getByRole('button', { name: '使用：雪山，电影感构图' }));
    await expect(canvas.getByRole('textbox', { name: '提示词' })).toHaveValue('雪山，电影感构图');
    await layoutSettled(canvasElement);
  },
};

/** A picture opens in the viewer; its info asks for the seed (class 3: 1 point) and shows it. */
export const Viewer: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '查看大图：雪山日出，金色的光' }));
    const dialog = await within(document.body).findByRole('dialog', { name: '图片预览' });
    await expect(within(dialog).getByRole('img', { name: '雪山日出，金色的光' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '详情' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '获取 Seed（消耗 1 积分，之后再看免费）' }));
    await expect(await within(dialog).findByText('Seed：3141592653')).toBeVisible();
    // The pressed button is gone: put focus where a user would go next, so the shot does not depend on where it fell.
    within(dialog).getByRole('button', { name: '复制 Seed' }).focus();
    await settleAnnouncements();
  },
};

/** No drawings yet, in demo mode (no proxy configured). */
export const EmptyDemo: Story = {
  args: { rows: [], demoMode: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('还没有作品，输入提示词开始绘画吧')).toBeVisible();
    await expect(canvas.getByText(/演示模式/)).toBeVisible();
  },
};

/** The gallery's place in the queue, progress and refund in English. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('2 tasks ahead in the queue')).toBeVisible();
    await layoutSettled(canvasElement);
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-TW' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('排隊中，前面還有2個任務')).toBeVisible();
    await layoutSettled(canvasElement);
  },
};
