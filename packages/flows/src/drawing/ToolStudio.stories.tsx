import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createTranslator, type FlowLocale, flowLocales } from '../i18n';
import { drawingFixture } from './drawing.fixtures';
import { history, layoutSettled } from './drawingStoryKit';
import type { Drawing } from './drawTypes';
import { drawingCatalog } from './messages';
import { ToolStudio, type ToolStudioServices } from './ToolStudio';

/** A described picture and a shortened prompt, done, above the rest. */
const results: Drawing[] = [
  drawingFixture({
    id: 21,
    action: 'DESCRIBE',
    prompt: '',
    originPrompt: '',
    buttons: [],
    fileInfo: null,
    resultText: '1️⃣ a red fox in the snow, morning light --ar 5:4\n\n2️⃣ red fox, winter forest, soft focus --ar 5:4',
  }),
  drawingFixture({
    id: 20,
    action: 'SHORTEN',
    prompt: 'a very detailed picture of a small old fishing village by the sea in summer afternoon light',
    originPrompt: 'a very detailed picture of a small old fishing village by the sea in summer afternoon light',
    buttons: [],
    fileInfo: null,
    resultText: '1️⃣ old fishing village by the sea\n\n2️⃣ fishing village, summer',
  }),
  ...history.slice(2, 4),
];

const described = fn();
const blended = fn();
const swapped = fn();
const shortened = fn();
const used = fn();
const copied = fn();
const notify = fn();

function storyServices(): ToolStudioServices {
  let next = 300;
  return {
    describe: async (image: File) => {
      described(image.name);
      return drawingFixture({ id: (next += 1), status: 1, state: 'queued', action: 'DESCRIBE', prompt: '', originPrompt: '', buttons: [] });
    },
    blend: async ({ images, dimensions }) => {
      blended(
        images.map((image) => image.name),
        dimensions,
      );
      return drawingFixture({ id: (next += 1), status: 1, state: 'queued', action: 'BLEND', prompt: '', originPrompt: '', buttons: [] });
    },
    swapFace: async ({ source, target }) => {
      swapped(source.name, target.name);
      return drawingFixture({ id: (next += 1), status: 1, state: 'queued', action: 'SWAP_FACE', prompt: '', originPrompt: '', buttons: [] });
    },
    shorten: async (prompt: string) => {
      shortened(prompt);
      return drawingFixture({ id: (next += 1), status: 1, state: 'queued', action: 'SHORTEN', originPrompt: prompt, buttons: [] });
    },
    submitTask: async () => Promise.reject(new Error('')),
    loadDrawings: async () => ({ rows: results, nextCursor: null }),
    fetchJobs: () => new Promise<Drawing[]>(() => undefined),
    setFavorite: async () => undefined,
    deleteDrawing: async () => undefined,
    vipFreeUsed: async () => null,
    notify,
    copy: async (text: string) => copied(text),
    imageSeed: async () => '3141592653',
  };
}

function Studio({ locale }: { locale: FlowLocale }) {
  const t = useMemo(() => createTranslator([drawingCatalog], locale), [locale]);
  const services = useMemo(() => storyServices(), []);
  return <ToolStudio t={t} services={services} config={{ fast_mjDeduction1: 4, fast_mjDeduction2: 2 }} usePrompt={used} />;
}

const meta = {
  title: 'Flows/ToolStudio',
  tags: ['page'],
  render: (_args, { globals }) => {
    const locale: FlowLocale = (flowLocales as readonly string[]).includes(String(globals.locale)) ? (globals.locale as FlowLocale) : 'zh-CN';
    return <Studio locale={locale} />;
  },
  beforeEach: () => {
    for (const mock of [described, blended, swapped, shortened, used, copied, notify]) mock.mockClear();
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** 图生文 first; the results' prompts each with 使用 and 复制. */
export const Results: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('消耗 2 积分')).toBeVisible();
    const list = await canvas.findByRole('list', { name: '图生文 的结果' });
    await userEvent.click(within(list).getByRole('button', { name: '使用：red fox, winter forest, soft focus --ar 5:4' }));
    await expect(used).toHaveBeenCalledWith('red fox, winter forest, soft focus --ar 5:4');
    await userEvent.click(within(list).getByRole('button', { name: '复制：a red fox in the snow, morning light --ar 5:4' }));
    await waitFor(() => expect(copied).toHaveBeenCalledWith('a red fox in the snow, morning light --ar 5:4'));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('复制成功', 'success'));
    await layoutSettled(canvasElement);
  },
};

/** No picture yet: 请上传 1 张图片; a picked one is named and described. */
export const Describe: Story = {
  play: async ({ canvas, canvasElement }) => {
    const submit = await canvas.findByRole('button', { name: '开始反推' });
    await userEvent.click(submit);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('请上传 1 张图片');
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File([new Uint8Array([137, 80, 78, 71])], 'fox.png', { type: 'image/png' }));
    await expect(await canvas.findByText('已选择：fox.png')).toBeVisible();
    await userEvent.click(submit);
    await waitFor(() => expect(described).toHaveBeenCalledWith('fox.png'));
    await layoutSettled(canvasElement);
  },
};

/** 精简提示词: a prompt is queued for shortening. */
export const Shorten: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: '精简提示词' }));
    await userEvent.type(canvas.getByRole('textbox', { name: '提示词' }), 'a long prompt about a quiet harbour');
    await userEvent.click(canvas.getByRole('button', { name: '开始精简' }));
    await waitFor(() => expect(shortened).toHaveBeenCalledWith('a long prompt about a quiet harbour'));
    await layoutSettled(canvasElement);
  },
};

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

/** 混图: one picture is not enough (请上传 2–5 张图片); three, one removed, in 横版 3:2; class 1 (4 points). */
export const Blend: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: '混图' }));
    await expect(await canvas.findByText('消耗 4 积分')).toBeVisible();
    const input = () => canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input(), png('a.png'));
    await userEvent.click(canvas.getByRole('button', { name: '开始混图' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('请上传 2–5 张图片');
    await userEvent.upload(input(), [png('b.png'), png('c.png')]);
    const picked = canvas.getByRole('list', { name: '已选图片' });
    await expect(within(picked).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(within(picked).getByRole('button', { name: '移除 a.png' }));
    await userEvent.click(canvas.getByRole('radio', { name: '横版 3:2' }));
    await userEvent.click(canvas.getByRole('button', { name: '开始混图' }));
    await waitFor(() => expect(blended).toHaveBeenCalledWith(['b.png', 'c.png'], 'LANDSCAPE'));
    await layoutSettled(canvasElement);
  },
};

/** 换脸: a face and a target picture, both needed (请上传人脸照片和目标图片); class 2. */
export const FaceSwap: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: '换脸' }));
    const [face, target] = [...canvasElement.querySelectorAll<HTMLInputElement>('input[type="file"]')];
    await userEvent.upload(face!, png('face.png'));
    await userEvent.click(canvas.getByRole('button', { name: '开始换脸' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('请上传人脸照片和目标图片');
    await userEvent.upload(target!, png('poster.png'));
    await expect(await canvas.findByText('已选择：poster.png')).toBeVisible();
    await expect(canvas.getByText('消耗 2 积分')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '开始换脸' }));
    await waitFor(() => expect(swapped).toHaveBeenCalledWith('face.png', 'poster.png'));
    await layoutSettled(canvasElement);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('list', { name: 'Results of Describe a picture' })).toBeVisible();
    await layoutSettled(canvasElement);
  },
};
