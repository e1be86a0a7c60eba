import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { createTranslator, type FlowLocale, flowLocales } from '../i18n';
import { drawingFixture } from './drawing.fixtures';
import { history, layoutSettled } from './drawingStoryKit';
import type { DrawingWorkspaceServices } from './DrawingWorkspace';
import type { Drawing, TaskAddBody } from './drawTypes';
import { drawingCatalog } from './messages';
import { QuickToolStudio } from './QuickToolStudio';
import type { QuickTool } from './quickTools';

const tools: QuickTool[] = [
  {
    name: '头像生成',
    description: '一句话生成专属头像',
    template: '{input}的头像，居中构图，柔和的影棚光',
    placeholder: '例如：戴眼镜的程序员女孩',
    size: '1:1',
    model: 'NIJI-6',
  },
  {
    name: '手机壁纸',
    description: '竖版高清壁纸',
    template: '{input}，手机壁纸，细节丰富，色彩鲜明',
    placeholder: '例如：星空下的鲸鱼',
    size: '9:16',
    model: 'MJ-6.1',
  },
  {
    name: 'Logo 设计',
    description: '简洁的扁平矢量标志',
    template: '{input}的极简扁平矢量标志，白色背景，无文字',
    placeholder: '例如：衔着树叶的狐狸',
    size: '1:1',
    model: 'MJ-6.1',
  },
];

const submitted = fn();

function storyServices(): DrawingWorkspaceServices {
  let next = 400;
  return {
    submitTask: async (body: TaskAddBody) => {
      submitted(body);
      return drawingFixture({ id: (next += 1), status: 1, state: 'queued', originPrompt: (body.params as { prompt: string }).prompt });
    },
    loadDrawings: async () => ({ rows: history.slice(2, 5), nextCursor: null }),
    fetchJobs: () => new Promise<Drawing[]>(() => undefined),
    setFavorite: async () => undefined,
    deleteDrawing: async () => undefined,
    vipFreeUsed: async () => null,
    notify: fn(),
    copy: async () => undefined,
    imageSeed: async () => '3141592653',
  };
}

function Studio({ locale, configured }: { locale: FlowLocale; configured: boolean }) {
  const t = useMemo(() => createTranslator([drawingCatalog], locale), [locale]);
  const services = useMemo(() => storyServices(), []);
  const config = useMemo(() => ({ fast_mjDeduction1: 4, ...(configured ? { drawQuickTools: tools } : {}) }), [configured]);
  return <QuickToolStudio t={t} services={services} config={config} usePrompt={fn()} />;
}

const meta = {
  title: 'Flows/QuickToolStudio',
  tags: ['page'],
  args: { configured: true },
  render: (args, { globals }) => {
    const locale: FlowLocale = (flowLocales as readonly string[]).includes(String(globals.locale)) ? (globals.locale as FlowLocale) : 'zh-CN';
    return <Studio locale={locale} configured={(args as { configured: boolean }).configured} />;
  },
  beforeEach: () => {
    submitted.mockClear();
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** 手机壁纸 chosen from the keyboard; no words: 请输入提示词; a few words draw the filled template at 9:16. */
export const Tools: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: /头像生成/ }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: /手机壁纸/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: '生成' }));
    await expect(await canvas.findByText('请输入提示词')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: '手机壁纸：描述你想要的内容' }), '星空下的鲸鱼');
    await userEvent.click(canvas.getByRole('button', { name: '生成' }));
    await waitFor(() =>
      expect(submitted).toHaveBeenCalledWith(
        expect.objectContaining({ params: expect.objectContaining({ prompt: '星空下的鲸鱼，手机壁纸，细节丰富，色彩鲜明', size: '9:16' }) }),
      ),
    );
    await layoutSettled(canvasElement);
  },
};

/** No tool configured: the side says so; the drawings are still there. */
export const NotConfigured: Story = {
  args: { configured: false },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: '运营方还没有配置小工具' })).toBeVisible();
    await layoutSettled(canvasElement);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('button', { name: 'Create' })).toBeVisible();
    await expect(canvas.getByText('Costs 4 points')).toBeVisible();
    await layoutSettled(canvasElement);
  },
};
