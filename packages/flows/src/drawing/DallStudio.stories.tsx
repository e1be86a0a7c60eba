import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createTranslator, type FlowLocale, flowLocales } from '../i18n';
import type { DrawModelEntry, ImageDrawBody } from './dallForm';
import { DallStudio, type DallStudioServices } from './DallStudio';
import { drawingFixture } from './drawing.fixtures';
import { history, layoutSettled } from './drawingStoryKit';
import type { Drawing } from './drawTypes';
import { drawingCatalog } from './messages';

const models: DrawModelEntry[] = [
  { id: 11, modelName: 'DALL·E 3', deduct: 8 },
  { id: 12, modelName: 'GPT Image', deduct: 12 },
];

const drawn = fn();
const notify = fn();

interface StoryArgs {
  models: DrawModelEntry[];
  /** The server's refusal of chat-draw, if any. */
  refusal: string | null;
}

/** In-memory calls: a drawing queues at the top; polls are held (the drawings stay as loaded, for shots). */
function storyServices({ models: list, refusal }: StoryArgs): DallStudioServices {
  let next = 200;
  return {
    loadModels: async () => list,
    drawImage: async (body: ImageDrawBody) => {
      drawn(body);
      if (refusal) throw new Error(refusal);
      return drawingFixture({ id: (next += 1), status: 1, state: 'queued', action: 'DALLE', originPrompt: body.prompt, buttons: [] });
    },
    persistDall: () => undefined,
    submitTask: async () => Promise.reject(new Error('')),
    loadDrawings: async () => ({ rows: history, nextCursor: null }),
    fetchJobs: () => new Promise<Drawing[]>(() => undefined),
    setFavorite: async () => undefined,
    deleteDrawing: async () => undefined,
    vipFreeUsed: async () => null,
    notify,
    copy: async () => undefined,
    imageSeed: async () => '3141592653',
  };
}

function Studio({ locale, models: list, refusal }: StoryArgs & { locale: FlowLocale }) {
  const t = useMemo(() => createTranslator([drawingCatalog], locale), [locale]);
  const services = useMemo(() => storyServices({ models: list, refusal }), [list, refusal]);
  return <DallStudio t={t} services={services} />;
}

const meta = {
  title: 'Flows/DallStudio',
  tags: ['page'],
  args: { models, refusal: null },
  render: (args, { globals }) => {
    const locale: FlowLocale = (flowLocales as readonly string[]).includes(String(globals.locale)) ? (globals.locale as FlowLocale) : 'zh-CN';
    return <Studio {...args} locale={locale} />;
  },
  beforeEach: () => {
    drawn.mockClear();
    notify.mockClear();
  },
} satisfies Meta<StoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first enabled model is chosen and its price shown, beside my drawings. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('消耗 8 积分')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '方形 1024×1024' })).toBeChecked();
    await layoutSettled(canvasElement);
  },
};

/** An empty prompt is refused; a model's price follows the choice; 开始绘画 queues it at the top. */
export const Submit: Story = {
  play: async ({ canvas, canvasElement }) => {
    const submit = await canvas.findByRole('button', { name: '开始绘画' });
    await canvas.findByText('消耗 8 积分');
    await userEvent.click(submit);
    await expect(await canvas.findByText('请输入提示词')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: '提示词' }), '月光下的古城');
    await userEvent.click(canvas.getByRole('radio', { name: '横版 1792×1024' }));
    await userEvent.click(canvas.getByRole('radio', { name: '高清' }));
    await userEvent.click(submit);
    await waitFor(() => expect(drawn).toHaveBeenCalledWith({ prompt: '月光下的古城', modelId: 11, size: '1792x1024', quality: 'hd', style: 'vivid', n: 1 }));
    const gallery = canvas.getByRole('list', { name: '我的绘画' });
    await expect(await within(gallery).findByText('月光下的古城')).toBeVisible();
    await layoutSettled(canvasElement);
  },
};

/** The server's refusal shows under the prompt as it words it; the text stays. */
export const Refused: Story = {
  args: { refusal: '积分余额不足，请充值后再使用' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('消耗 8 积分');
    await userEvent.type(canvas.getByRole('textbox', { name: '提示词' }), '星空');
    await userEvent.click(canvas.getByRole('button', { name: '开始绘画' }));
    await expect(await canvas.findByText('积分余额不足，请充值后再使用')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '提示词' })).toHaveValue('星空');
    await layoutSettled(canvasElement);
  },
};

/** No drawing model enabled: the form says so and cannot be sent. */
export const NoModels: Story = {
  args: { models: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('管理员尚未启用绘画模型')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '开始绘画' })).toBeDisabled();
    await layoutSettled(canvasElement);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Costs 8 points')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Square 1024×1024' })).toBeChecked();
    await layoutSettled(canvasElement);
  },
};
