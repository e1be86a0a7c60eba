import { createToastQueue, ToastRegion } from '@lingxi/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createTranslator, type FlowLocale, flowLocales } from '../i18n';
import { promptLibraryCatalog } from './messages';
import { PromptLibrary } from './PromptLibrary';
import { storyPromptServices } from './promptLibrary.fixtures';

const used = fn();
const copied = fn();
type Mode = 'ready' | 'loading' | 'empty' | 'failing';

function Library({ locale, mode }: { locale: FlowLocale; mode: Mode }) {
  const t = useMemo(() => createTranslator([promptLibraryCatalog], locale), [locale]);
  const [toasts] = useState(() => createToastQueue({ timeout: 0 }));
  const services = useMemo(
    () => storyPromptServices({ pending: mode === 'loading', fail: mode === 'failing', rows: mode === 'empty' ? [] : undefined }),
    [mode],
  );
  return (
    <>
      <PromptLibrary
        t={t}
        services={services}
        onUse={used}
        notify={(tone, message) => toasts.show(tone, message)}
        copy={async (text) => {
          copied(text);
          return 'copied';
        }}
      />
      <ToastRegion queue={toasts.queue} closeLabel="关闭" aria-label="通知" />
    </>
  );
}

const meta = {
  title: 'Flows/ChatPromptLibrary',
  tags: ['page'],
  args: { mode: 'ready' as Mode },
  render: (args, { globals }) => {
    const locale: FlowLocale = (flowLocales as readonly string[]).includes(String(globals.locale)) ? (globals.locale as FlowLocale) : 'zh-CN';
    return <Library locale={locale} mode={(args as { mode: Mode }).mode} />;
  },
  beforeEach: () => {
    used.mockClear();
    copied.mockClear();
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** 全部: the first four prompt cards with 复制 and 使用, and 加载更多 for the rest. */
export const Prompts: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: '提示词列表' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('row', { name: '全部' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(6));
    await expect(await canvas.findByText('已经到底了')).toBeVisible();
  },
};

/** Keyboard: the chips move to 职场; a search narrows it after the pause; 使用 and 复制 by keyboard. */
export const KeyboardPath: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: '提示词列表' });
    await userEvent.click(canvas.getByRole('row', { name: '全部' }));
    await userEvent.keyboard('{ArrowRight}{ArrowRight} ');
    await waitFor(() => expect(canvas.getByRole('row', { name: '职场' })).toHaveAttribute('aria-selected', 'true'));
    await userEvent.type(canvas.getByRole('searchbox', { name: '搜索提示词' }), '纪要');
    const list = await canvas.findByRole('list', { name: '提示词列表' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    canvas.getByRole('button', { name: '复制提示词：会议纪要' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(copied).toHaveBeenCalledWith(expect.stringContaining('会议记录'));
    await expect(await within(document.body).findByText('复制成功')).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(used).toHaveBeenCalledWith(expect.stringContaining('会议纪要'));
  },
};

/** A long CJK title and prompt wrap inside the card; the prompt shows three lines. */
export const LongTitles: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: '提示词列表' });
    await userEvent.click(canvas.getByRole('row', { name: '生活' }));
    await expect(await canvas.findByRole('heading', { name: /超长标题的提示词/ })).toBeVisible();
  },
};

/** Loading: skeleton cards, the region busy. */
export const Loading: Story = {
  args: { mode: 'loading' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
};

/** No prompts: 暂无提示词. */
export const Empty: Story = {
  args: { mode: 'empty' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '暂无提示词' })).toBeVisible();
  },
};

/** The list fails: the message and 重试. */
export const Failed: Story = {
  args: { mode: 'failing' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('加载失败，请检查网络后重试');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Prompts', level: 1 })).toBeVisible();
    await canvas.findByRole('list', { name: 'Prompts' });
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-TW' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '提示詞', level: 1 })).toBeVisible();
    await canvas.findByRole('list', { name: '提示詞列表' });
  },
};
