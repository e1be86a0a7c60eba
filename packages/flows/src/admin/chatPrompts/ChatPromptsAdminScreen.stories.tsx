import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createTranslator } from '../../i18n';
import type { Notice } from '../../session/notify';
import { clearLiveAnnouncer, settleAnnouncements } from '../../storyKit';
import { adminStoryText, useStoryToasts } from '../adminStoryKit';
import { adminCatalog } from '../messages';
import type { AdminChatPrompt, ChatPromptsQuery } from './chatPrompts.machine';
import { ChatPromptsAdminScreen, type ChatPromptsAdminServices, type ChatPromptsAdminTab } from './ChatPromptsAdminScreen';
import { chatPromptCategoriesFixture, chatPromptFixture, chatPromptsFixture, servePrompts } from './chatPrompts.fixtures';
import { chatPromptsCatalog } from './messages';

type Args = ChatPromptsAdminServices & { notify: (notice: Notice) => void; tab?: ChatPromptsAdminTab };

function Harness({ globals, notify, tab, ...services }: Args & { globals: Record<string, unknown> }) {
  const { locale } = adminStoryText(globals);
  const t = createTranslator([adminCatalog, chatPromptsCatalog], locale);
  const toasts = useStoryToasts(t, notify);
  return (
    <>
      <ChatPromptsAdminScreen t={t} services={services} defaultTab={tab} notify={toasts.notify} />
      {toasts.region}
    </>
  );
}

const meta = {
  title: 'Admin/ChatPromptsAdminScreen',
  tags: ['page'],
  beforeEach: clearLiveAnnouncer,
  args: {
    loadCategories: fn(async () => chatPromptCategoriesFixture()),
    loadPrompts: fn(async (query: ChatPromptsQuery) => servePrompts(chatPromptsFixture(), query)),
    savePrompt: fn(async ({ id, body }) => chatPromptFixture({ id: id ?? 99, ...body })),
    setPromptEnabled: fn(async ({ prompt, enabled }) => ({ ...prompt, enabled })),
    removePrompt: fn(async () => null),
    saveCategory: fn(async ({ id, body }) => ({ id: id ?? 6, ...body, prompts: 0 })),
    removeCategory: fn(async () => null),
    notify: fn(),
  },
  render: (args, { globals }) => <Harness {...args} globals={globals} />,
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = async (canvasElement: HTMLElement, name = '提示词列表') => within(await within(canvasElement).findByRole('grid', { name }));
const body = () => within(document.body);
/** A message in a dialog, once the dialog has finished opening (it fades in). */
const shown = (dialog: ReturnType<typeof within>, text: string) => waitFor(() => expect(dialog.getByText(text)).toBeVisible());

/** Every prompt, a disabled one among them, 20 a page; the switch enables it at once and the toast names it. */
export const Prompts: Story = {
  play: async ({ canvasElement, args }) => {
    const rows = await table(canvasElement);
    await expect(await rows.findByRole('rowheader', { name: /文章润色/ })).toBeVisible();
    await expect(args.loadPrompts).toHaveBeenCalledWith({ page: 1, size: 20 });
    await expect(within(canvasElement).getByText('共 25 条')).toBeVisible();
    const toggle = rows.getByRole('switch', { name: '启用提示词 故事续写' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await waitFor(() => expect(args.setPromptEnabled).toHaveBeenCalledWith({ prompt: expect.objectContaining({ id: 3 }), enabled: true }));
    await expect(await body().findByText('提示词“故事续写”已启用')).toBeVisible();
    await waitFor(() => expect(rows.getByRole('switch', { name: '启用提示词 故事续写' })).toBeChecked());
    await settleAnnouncements();
  },
};

/** The search applies once typing rests, from page 1; the category filter narrows it. */
export const Search: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: '搜索提示词' }), '周报');
    await waitFor(() => expect(args.loadPrompts).toHaveBeenLastCalledWith({ keyword: '周报', page: 1, size: 20 }));
    const rows = await table(canvasElement);
    await waitFor(() => expect(rows.getAllByRole('rowheader')).toHaveLength(1));
    await expect(rows.getByRole('rowheader', { name: /周报生成/ })).toBeVisible();
  },
};

/** 新建提示词 with nothing filled: each field's message in the form's order, before any call. */
export const NewPromptMessages: Story = {
  play: async ({ canvasElement, args }) => {
    await table(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '新建提示词' }));
    const dialog = within(await body().findByRole('dialog', { name: '新建提示词' }));
    await userEvent.click(dialog.getByRole('textbox', { name: '描述' }));
    await userEvent.paste('述'.repeat(201));
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    for (const message of ['请输入提示词标题', '提示词描述最多200个字符', '请输入提示词内容']) await shown(dialog, message);
    await expect(args.savePrompt).not.toHaveBeenCalled();
  },
};

/** 编辑 starts from the prompt; the server's refusal stays in the form. */
export const EditRefused: Story = {
  args: {
    savePrompt: fn<ChatPromptsAdminServices['savePrompt']>(async () => {
      throw new Error('该分类不存在！');
    }),
  },
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await userEvent.click(await rows.findByRole('button', { name: '编辑提示词 SQL 生成' }));
    const dialog = within(await body().findByRole('dialog', { name: '编辑提示词' }));
    await expect(dialog.getByRole('textbox', { name: '标题' })).toHaveValue('SQL 生成');
    await expect(dialog.getByRole('button', { name: /分类/ })).toHaveTextContent('编程');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('该分类不存在！');
  },
};

/** 分类: the categories with their prompt counts; deleting one that holds prompts is refused at once in the server's words. */
export const Categories: Story = {
  args: { tab: 'categories' },
  play: async ({ canvasElement, args }) => {
    const rows = await table(canvasElement, '提示词分类');
    await expect(await rows.findByRole('rowheader', { name: '生活' })).toBeVisible();
    await userEvent.click(rows.getByRole('button', { name: '删除分类 职场' }));
    await expect(await body().findByText('该分类下存在提示词，不可删除！')).toBeVisible();
    await expect(args.removeCategory).not.toHaveBeenCalled();
    await settleAnnouncements();
  },
};

/** 新建分类: the type is prompt unless changed; a blank name and a bad type are named before any call. */
export const CategoryForm: Story = {
  args: { tab: 'categories' },
  play: async ({ canvasElement, args }) => {
    await table(canvasElement, '提示词分类');
    await userEvent.click(within(canvasElement).getByRole('button', { name: '新建分类' }));
    const dialog = within(await body().findByRole('dialog', { name: '新建分类' }));
    const type = dialog.getByRole('textbox', { name: '类型' });
    await expect(type).toHaveValue('prompt');
    await userEvent.clear(type);
    await userEvent.type(type, 'a b');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await shown(dialog, '分类名称不能为空');
    await shown(dialog, '分类类型为1-30位字母、数字、下划线或连字符');
    await expect(args.saveCategory).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { loadPrompts: fn<ChatPromptsAdminServices['loadPrompts']>(async () => ({ rows: [], count: 0 })) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('没有提示词')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: {
    loadPrompts: fn<ChatPromptsAdminServices['loadPrompts']>(async () => {
      throw new Error('网络错误，请稍后重试');
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('网络错误，请稍后重试');
  },
};

const longPrompts: AdminChatPrompt[] = [
  chatPromptFixture({
    id: 40,
    categoryId: 1,
    title: '超长标题的企业级多语言营销文案与品牌故事润色专家提示词模板完整版本一二三四五六七八九十',
    desc: '适用于品牌发布会、新品上市、社交媒体长文与海外本地化的多场景文案润色，自动统一术语与语气，给出修改理由与备选表达，并标注可能的文化禁忌',
    prompt: `${'请扮演一位资深的品牌文案总监，逐段润色下面的文字，统一术语，保持品牌语气，并为每处修改给出理由和两个备选表达。'.repeat(6)}`,
  }),
  chatPromptFixture({ id: 41, categoryId: 4, title: '長'.repeat(50), desc: '', prompt: '码'.repeat(300), enabled: false, sort: -2147483648 }),
];

/** Long CJK titles, descriptions and prompts wrap inside their columns; the prompt shows its beginning. */
export const LongTexts: Story = {
  args: { loadPrompts: fn<ChatPromptsAdminServices['loadPrompts']>(async () => ({ rows: longPrompts, count: 2 })) },
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await expect(await rows.findByRole('rowheader', { name: /超长标题/ })).toBeVisible();
    await expect(rows.getByText(/^请扮演一位资深的品牌文案总监.*…$/)).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement, 'Prompts');
    await expect(await rows.findByRole('switch', { name: 'Enable prompt 故事续写' })).toBeVisible();
    await expect(within(canvasElement).getByText('25 in all')).toBeVisible();
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-TW' },
  play: async ({ canvasElement }) => {
    await table(canvasElement, '提示詞列表');
    await userEvent.click(within(canvasElement).getByRole('button', { name: '新建提示詞' }));
    const dialog = within(await body().findByRole('dialog', { name: '新建提示詞' }));
    await userEvent.click(dialog.getByRole('button', { name: '儲存' }));
    await shown(dialog, '請輸入提示詞標題');
  },
};
