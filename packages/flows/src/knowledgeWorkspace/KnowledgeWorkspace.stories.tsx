import { createToastQueue, ToastRegion } from '@lingxi/ui';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createTranslator, type FlowLocale, flowLocales } from '../i18n';
import { settleAnnouncements } from '../storyKit';
import { KnowledgeWorkspace } from './KnowledgeWorkspace';
import { workspaceCatalog } from './messages';
import { type StoryWorkspaceOptions, storyWorkspaceServices } from './workspace.fixtures';

const refused = fn();
const loginRequested = fn();

function Workspace({ locale, options, loggedIn }: { locale: FlowLocale; options: StoryWorkspaceOptions; loggedIn: boolean }) {
  const t = useMemo(() => createTranslator([workspaceCatalog], locale), [locale]);
  const [toasts] = useState(() => createToastQueue({ timeout: 0 }));
  const services = useMemo(() => storyWorkspaceServices(options), [options]);
  const notifyError = useMemo(
    () => (message: string) => {
      refused(message);
      toasts.show('error', message);
    },
    [toasts],
  );
  return (
    <div style={{ height: 640 }}>
      <KnowledgeWorkspace t={t} services={services} notifyError={notifyError} loggedIn={loggedIn} requestLogin={loginRequested} />
      <ToastRegion queue={toasts.queue} closeLabel="关闭" aria-label="通知" />
    </div>
  );
}

const meta = {
  title: 'Flows/KnowledgeWorkspace',
  tags: ['page'],
  args: { options: {} as StoryWorkspaceOptions, loggedIn: true },
  render: (args, { globals }) => {
    const locale: FlowLocale = (flowLocales as readonly string[]).includes(String(globals.locale)) ? (globals.locale as FlowLocale) : 'zh-CN';
    const { options, loggedIn } = args as { options: StoryWorkspaceOptions; loggedIn: boolean };
    return <Workspace locale={locale} options={options} loggedIn={loggedIn} />;
  },
  beforeEach: () => {
    refused.mockClear();
    loginRequested.mockClear();
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Puts the caret at the end of the note: a click lands wherever the pointer is, and where ProseMirror then places the
 * caret depends on timing. The DOM selection is set, and ProseMirror reads it on the next `selectionchange`.
 */
async function caretAtEnd(editor: HTMLElement) {
  editor.focus();
  const selection = window.getSelection()!;
  selection.selectAllChildren(editor);
  selection.collapseToEnd();
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

/** Opens a note of the list by its title. */
async function openNote({ canvasElement }: Pick<StoryContext, 'canvasElement'>, title: RegExp | string) {
  const canvas = within(canvasElement);
  const list = await canvas.findByRole('list', { name: '笔记列表' });
  await userEvent.click(within(list).getByRole('button', { name: title }));
  return canvas.findByRole('textbox', { name: '笔记内容' });
}

/** The first base's notes, last changed first; a note opens with its title, text and 已保存 · 已可检索. */
export const Notes: Story = {
  play: async (context) => {
    const editor = await openNote(context, /^灵犀音箱常见问题/);
    const canvas = within(context.canvasElement);
    await expect(editor).toHaveTextContent('每天最多可以设置十个闹钟');
    await expect(canvas.getByRole('textbox', { name: '笔记标题' })).toHaveValue('灵犀音箱常见问题');
    await expect(canvas.getByRole('status')).toHaveTextContent('已保存 · 已可检索');
    await expect(canvas.getByRole('button', { name: /^灵犀音箱常见问题/, hidden: true })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('button', { name: '润色' })).toBeDisabled();
  },
};

/** Keyboard: a note opens with Enter, typing changes it, and the pause saves it (有改动 → 已保存 · 稍后可检索). */
export const KeyboardEditAndSave: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const list = await canvas.findByRole('list', { name: '笔记列表' });
    within(list)
      .getByRole('button', { name: /^周会纪要/ })
      .focus();
    await userEvent.keyboard('{Enter}');
    await caretAtEnd(await canvas.findByRole('textbox', { name: '笔记内容' }));
    await userEvent.keyboard('负责人：小王。');
    await expect(canvas.getByRole('status')).toHaveTextContent('有改动，稍后自动保存');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('已保存 · 稍后可检索'), { timeout: 10_000 });
    await waitFor(() => expect(within(list).getByRole('button', { name: /^周会纪要/, hidden: true })).toHaveTextContent('负责人：小王。'));
  },
};

/** 续写 streams into the preview; 采用 inserts it as one step, and one undo takes it out again. */
export const AssistAcceptAndUndo: Story = {
  args: { options: { assistDelayMs: 30 } },
  play: async (context) => {
    const editor = await openNote(context, /^灵犀音箱常见问题/);
    const canvas = within(context.canvasElement);
    await caretAtEnd(editor);
    await userEvent.click(canvas.getByRole('button', { name: '续写' }));
    const preview = await canvas.findByRole('region', { name: '续写预览' });
    await waitFor(() => expect(within(preview).getByRole('button', { name: '采用' })).toBeVisible(), { timeout: 10_000 });
    await expect(preview).toHaveTextContent('打开灵犀 App 按提示完成配网。');
    await userEvent.click(within(preview).getByRole('button', { name: '采用' }));
    await expect(canvas.queryByRole('region', { name: '续写预览' })).toBeNull();
    await expect(editor).toHaveTextContent('打开灵犀 App 按提示完成配网。');
    await userEvent.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(editor).not.toHaveTextContent('打开灵犀 App'));
    await expect(editor).toHaveTextContent('闹钟响起时说“停止”即可关闭。');
  },
};

/** 停止 in the middle keeps what came: the preview offers 采用 and 放弃. */
export const AssistStopped: Story = {
  args: { options: { assistHangs: true } },
  play: async (context) => {
    await openNote(context, /^周会纪要/);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '总结' }));
    const preview = await canvas.findByRole('region', { name: '总结预览' });
    await waitFor(() => expect(preview).toHaveTextContent('指示灯变为蓝'));
    await userEvent.click(within(preview).getByRole('button', { name: '停止' }));
    await expect(within(preview).getByRole('button', { name: '采用' })).toBeVisible();
    await expect(within(preview).getByRole('button', { name: '放弃' })).toBeVisible();
  },
};

/** The assist fails (积分不足 or the upstream): the preview says so in the server's words, 放弃 closes it. */
export const AssistFailed: Story = {
  args: { options: { assistError: '积分余额不足，请充值后再使用' } },
  play: async (context) => {
    await openNote(context, /^周会纪要/);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '续写' }));
    const preview = await canvas.findByRole('region', { name: '续写预览' });
    await expect(await within(preview).findByRole('alert')).toHaveTextContent('积分余额不足，请充值后再使用');
  },
};

/** Another copy saved first: 冲突, the editor read-only until 刷新 loads the latest (then 已保存). */
export const Conflict: Story = {
  args: { options: { saveFailure: 'conflict' } },
  play: async (context) => {
    const editor = await openNote(context, /^周会纪要/);
    const canvas = within(context.canvasElement);
    await caretAtEnd(editor);
    await userEvent.keyboard('旧标签页的改动');
    const alert = await canvas.findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('冲突：笔记已在别处修改');
    await expect(editor).toHaveAttribute('contenteditable', 'false');
  },
};

/** No connection: 离线 with 重试; nothing typed is lost. */
export const Offline: Story = {
  args: { options: { saveFailure: 'offline' } },
  play: async (context) => {
    const editor = await openNote(context, /^周会纪要/);
    const canvas = within(context.canvasElement);
    await caretAtEnd(editor);
    await userEvent.keyboard('离线时写的字');
    const alert = await canvas.findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('离线，恢复连接后自动保存');
    await expect(within(alert).getByRole('button', { name: '重试' })).toBeVisible();
    await expect(editor).toHaveTextContent('离线时写的字');
  },
};

/** 新建笔记 opens a blank note at the top of the list. */
export const NewNote: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: '笔记列表' });
    await userEvent.click(canvas.getByRole('button', { name: '新建笔记' }));
    await expect(await canvas.findByRole('textbox', { name: '笔记标题' })).toHaveValue('');
    await waitFor(() => expect(within(list).getAllByRole('listitem', { hidden: true })[0]).toHaveTextContent('未命名笔记'));
  },
};

/** 删除 asks first; the note leaves the list. */
export const DeleteNote: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: '笔记列表' });
    await userEvent.click(canvas.getByRole('button', { name: '删除笔记：周会纪要' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: '删除笔记' });
    await expect(dialog).toHaveTextContent('确定删除「周会纪要」吗？');
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(within(list).queryByRole('button', { name: /^周会纪要/ })).toBeNull());
  },
};

/** Another base without notes: 这个知识库还没有笔记. */
export const EmptyBase: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: '笔记列表' });
    await userEvent.click(canvas.getByRole('button', { name: /产品资料/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '团队周会' }));
    await expect(await canvas.findByText('这个知识库还没有笔记')).toBeVisible();
  },
};

/** No base yet: the way to make one; made, the workspace opens on it. */
export const NoBase: Story = {
  args: { options: { bases: [], notes: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '还没有知识库', level: 1 })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: '知识库名称' }), '读书笔记');
    await userEvent.click(canvas.getByRole('button', { name: '新建知识库' }));
    await expect(await canvas.findByText('这个知识库还没有笔记')).toBeVisible();
    // The pending 新建知识库 is gone with the form; its announcement stays behind (storyKit).
    await settleAnnouncements();
  },
};

/** A visitor: notes are one's own, so 登录 first. */
export const Visitor: Story = {
  args: { loggedIn: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '登录后即可使用笔记工作台', level: 1 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(loginRequested).toHaveBeenCalledTimes(1);
  },
};

/** Loading: skeletons, busy. */
export const Loading: Story = {
  args: { options: { pending: true } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
};

/** The bases fail to load: the message and 重试. */
export const Failed: Story = {
  args: { options: { failing: true } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('加载失败，请检查网络后重试');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Notes', level: 1 })).toBeVisible();
    const list = await canvas.findByRole('list', { name: 'Notes' });
    await userEvent.click(within(list).getByRole('button', { name: /^灵犀音箱常见问题/ }));
    await expect(await canvas.findByRole('textbox', { name: 'Note' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeVisible();
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-TW' },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('heading', { name: '筆記工作台', level: 1 })).toBeVisible();
    const list = await canvas.findByRole('list', { name: '筆記列表' });
    await userEvent.click(within(list).getByRole('button', { name: /^(周會紀要|周会纪要)/ }));
    await expect(await canvas.findByRole('textbox', { name: '筆記內容' })).toBeVisible();
  },
};
