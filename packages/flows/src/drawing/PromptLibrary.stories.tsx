import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createTranslator, type FlowLocale, flowLocales } from '../i18n';
import { drawingCatalog } from './messages';
import { PromptLibrary, type PromptLibraryProps } from './PromptLibrary';
import type { LibraryPrompt, PromptCategory } from './promptLibrary.machine';

const categories: PromptCategory[] = [
  { id: 1, name: '人像' },
  { id: 2, name: '风景' },
  { id: 3, name: '插画' },
];
const library: Record<number, LibraryPrompt[]> = {
  1: [
    { id: 1, categoryId: 1, title: '胶片人像', prompt: 'portrait of a young woman, 35mm film, soft window light, natural skin --ar 2:3' },
    { id: 2, categoryId: 1, title: '赛博朋克少女', prompt: 'cyberpunk girl in a neon-lit alley, rain reflections, cinematic --ar 9:16' },
    { id: 3, categoryId: 1, title: '水彩老人', prompt: 'watercolor portrait of an old fisherman, loose brush strokes, warm palette' },
  ],
  2: [
    { id: 4, categoryId: 2, title: '雪山日出', prompt: 'snowy mountains at sunrise, golden light, ultra wide, crisp air --ar 16:9' },
    { id: 5, categoryId: 2, title: '江南水乡', prompt: 'water town in Jiangnan, misty morning, stone bridge, ink painting style' },
  ],
  3: [],
};

const used = fn();
const copied = fn();
const notify = fn();
type Mode = 'ready' | 'loading' | 'failing';

function storyServices(mode: Mode): PromptLibraryProps['services'] {
  let failures = mode === 'failing' ? 1 : 0;
  const never = new Promise<never>(() => undefined);
  return {
    loadCategories: async () => {
      if (mode === 'loading') return never;
      if (failures > 0) {
        failures -= 1;
        throw new Error('network');
      }
      return categories;
    },
    loadPrompts: async (id) => library[id] ?? [],
    copy: async (text) => copied(text),
    notify,
  };
}

function Library({ locale, mode }: { locale: FlowLocale; mode: Mode }) {
  const t = useMemo(() => createTranslator([drawingCatalog], locale), [locale]);
  const services = useMemo(() => storyServices(mode), [mode]);
  return <PromptLibrary t={t} services={services} onUse={used} />;
}

const meta = {
  title: 'Flows/PromptLibrary',
  tags: ['page'],
  args: { mode: 'ready' as Mode },
  render: (args, { globals }) => {
    const locale: FlowLocale = (flowLocales as readonly string[]).includes(String(globals.locale)) ? (globals.locale as FlowLocale) : 'zh-CN';
    return <Library locale={locale} mode={(args as { mode: Mode }).mode} />;
  },
  beforeEach: () => {
    for (const mock of [used, copied, notify]) mock.mockClear();
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first category's prompts; arrows and Space choose 风景; 使用 and 复制 on one of its prompts. */
export const Library_: Story = {
  name: 'Library',
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '胶片人像' })).toBeVisible();
    await userEvent.click(canvas.getByRole('row', { name: '人像' }));
    await userEvent.keyboard('{ArrowRight} ');
    const list = await canvas.findByRole('list', { name: '风景' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(within(list).getByRole('button', { name: '使用：雪山日出' }));
    await expect(used).toHaveBeenCalledWith('snowy mountains at sunrise, golden light, ultra wide, crisp air --ar 16:9');
    await userEvent.click(within(list).getByRole('button', { name: '复制：江南水乡' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('复制成功', 'success'));
    await expect(copied).toHaveBeenCalledWith('water town in Jiangnan, misty morning, stone bridge, ink painting style');
  },
};

/** A category with no prompt yet. */
export const EmptyCategory: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: '胶片人像' });
    await userEvent.click(canvas.getByRole('row', { name: '插画' }));
    await expect(await canvas.findByText('这个分类还没有提示词')).toBeVisible();
  },
};

/** Loading: skeleton cards, the region busy. */
export const Loading: Story = {
  args: { mode: 'loading' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
};

/** The first load fails: 重试 loads it. */
export const Failed: Story = {
  args: { mode: 'failing' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('加载失败，请检查网络后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(await canvas.findByRole('heading', { name: '胶片人像' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Use: 胶片人像' })).toBeVisible();
  },
};
