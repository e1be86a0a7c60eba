import { createToastQueue, ToastRegion } from '@lingxi/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createTranslator } from '../../i18n';
import { messageText, type Notice } from '../../session/notify';
import { clearLiveAnnouncer, settleAnnouncements } from '../../storyKit';
import { adminStoryText, never } from '../adminStoryKit';
import { adminCatalog } from '../messages';
import { libraryCategories, libraryPrompts } from './drawingAdmin.fixtures';
import { drawingAdminCatalog } from './messages';
import type { LibrarySave } from './promptLibraryAdmin.machine';
import { PromptLibraryAdminScreen, type PromptLibraryAdminServices } from './PromptLibraryAdminScreen';

type Args = PromptLibraryAdminServices & { notify: (notice: Notice) => void };

function Harness({ globals, notify, ...services }: Args & { globals: Record<string, unknown> }) {
  const { locale } = adminStoryText(globals);
  const t = createTranslator([adminCatalog, drawingAdminCatalog], locale);
  const [toasts] = useState(() => createToastQueue({ timeout: 0 }));
  return (
    <>
      <PromptLibraryAdminScreen
        t={t}
        services={services}
        notify={(notice) => {
          notify(notice);
          toasts.show(notice.tone, messageText(t, notice.message));
        }}
      />
      <ToastRegion queue={toasts.queue} closeLabel={t('admin.confirm.close')} aria-label={t('admin.notifications')} />
    </>
  );
}

/** The fake server: saves answer with what was sent, as the server does. */
const save = async (input: LibrarySave) =>
  input.target === 'category' ? { id: input.id ?? 9, ...input.body, prompts: 0 } : { id: input.id ?? 99, ...input.body };

const meta = {
  title: 'Admin/PromptLibraryAdminScreen',
  tags: ['page'],
  beforeEach: clearLiveAnnouncer,
  args: {
    loadCategories: fn(async () => structuredClone(libraryCategories)),
    loadPrompts: fn(async (id: number) => structuredClone(libraryPrompts[id] ?? [])),
    save: fn(save),
    removeCategory: fn(async () => null),
    removePrompt: fn(async () => null),
    notify: fn(),
  },
  render: (args, { globals }) => <Harness {...args} globals={globals} />,
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement, name = '人像 的提示词') => within(canvasElement).findByRole('grid', { name });

export const Loading: Story = { args: { loadCategories: fn<PromptLibraryAdminServices['loadCategories']>(never) } };

/** The first category chosen, its prompts in the users' order; the chips are reached by Tab and moved with the arrows. */
export const Library: Story = {
  play: async ({ canvasElement, args }) => {
    const rows = within(await table(canvasElement));
    await expect(await rows.findByText('胶片人像')).toBeVisible();
    await expect(
      rows
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent?.slice(0, 4)),
    ).toEqual(['胶片人像', '赛博朋克', '水彩头像']);
    const chips = within(canvasElement).getByRole('grid', { name: '分类' });
    await expect(within(chips).getByRole('row', { name: '人像' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.loadPrompts).toHaveBeenCalledWith(1);
  },
};

/** Another category by keyboard: its prompts replace the table. */
export const AnotherCategory: Story = {
  play: async ({ canvasElement, args }) => {
    await table(canvasElement);
    const chips = within(canvasElement).getByRole('grid', { name: '分类' });
    within(chips).getByRole('row', { name: '人像' }).focus();
    await userEvent.keyboard('{ArrowRight}{ }');
    await waitFor(() => expect(args.loadPrompts).toHaveBeenLastCalledWith(2));
    await expect(await within(await table(canvasElement, '风景 的提示词')).findByText('江南水乡')).toBeVisible();
    await expect(within(chips).getByRole('row', { name: '风景' })).toHaveFocus();
  },
};

/** 新建提示词 checked before saving: both fields named; then saved, listed and counted. */
export const NewPrompt: Story = {
  play: async ({ canvasElement, args }) => {
    await table(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '新建提示词' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: '新建提示词' }));
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(await dialog.findByText('请填写标题')).toBeVisible();
    await expect(dialog.getByText('请填写提示词')).toBeVisible();
    await expect(args.save).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByRole('textbox', { name: '标题' }), '3D 卡通');
    await userEvent.type(dialog.getByRole('textbox', { name: /^提示词/ }), 'cute 3d cartoon avatar');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(args.save).toHaveBeenCalledWith({
        target: 'prompt',
        id: null,
        body: { categoryId: 1, title: '3D 卡通', prompt: 'cute 3d cartoon avatar', sort: 4 },
      }),
    );
    await expect(await within(await table(canvasElement)).findByText('3D 卡通')).toBeVisible();
    await expect(within(canvasElement).getByRole('row', { name: '人像' })).toHaveTextContent('人像（4）');
    await settleAnnouncements();
  },
};

/** Editing a prompt: the dialog holds its values; a refusal stays under the form. */
export const EditRefused: Story = {
  args: {
    save: fn<PromptLibraryAdminServices['save']>(async () => {
      throw new Error('提示词分类不存在');
    }),
  },
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement));
    await userEvent.click(await rows.findByRole('button', { name: '编辑 赛博朋克' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: '编辑提示词' }));
    await expect(dialog.getByRole('textbox', { name: '标题' })).toHaveValue('赛博朋克');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('提示词分类不存在');
  },
};

export const NoCategories: Story = {
  args: { loadCategories: fn(async () => []) },
  play: async ({ canvasElement, args }) => {
    await expect(await within(canvasElement).findByText('还没有分类，先新建一个分类')).toBeVisible();
    await expect(args.loadPrompts).not.toHaveBeenCalled();
  },
};

export const PromptsFailed: Story = {
  args: {
    loadPrompts: fn<PromptLibraryAdminServices['loadPrompts']>(async () => {
      throw new Error('网络错误，请稍后重试');
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('网络错误，请稍后重试');
    await expect(within(canvasElement).getByRole('button', { name: '重试' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await within(await table(canvasElement, 'Prompts of 人像')).findByText('胶片人像')).toBeVisible();
    await expect(within(canvasElement).getByRole('row', { name: '人像' })).toHaveTextContent('人像 (3)');
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-TW' },
  play: async ({ canvasElement }) => {
    await expect(await within(await table(canvasElement, '人像 的提示詞')).findByText('胶片人像')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: '新增提示詞' })).toBeVisible();
  },
};
