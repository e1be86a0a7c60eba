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

/** The first text node of the editor holding `text`, and where in it. */
function textAt(editor: HTMLElement, text: string): [Text, number] {
  const walker = document.createTreeWalker(editor, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const index = node.textContent?.indexOf(text) ?? -1;
    if (index >= 0) return [node as Text, index];
  }
  throw new Error(`No “${text}” in the note`);
}

/** Selects `text` in the note (collapsed: the caret `caret` characters into it), by the DOM selection as caretAtEnd. */
async function selectText(editor: HTMLElement, text: string, caret?: number) {
  editor.focus();
  const [node, index] = textAt(editor, text);
  const range = document.createRange();
  range.setStart(node, index + (caret ?? 0));
  range.setEnd(node, index + (caret ?? text.length));
  const selection = window.getSelection()!;
  selection.removeAllRanges();
  selection.addRange(range);
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

/**
 * 格式: the toolbar's toggles follow the caret (标题 2 in a heading, 正文 and no 加粗 in plain text); 加粗 on a
 * selection; the keyboard way in (Shift+Tab from the text lands on the button last used, the arrows move along the
 * row) and 标题 2 by Enter. Each press hands the focus back to the text.
 */
export const FormatToolbar: Story = {
  play: async (context) => {
    const editor = await openNote(context, /^灵犀音箱常见问题/);
    const toolbar = within(context.canvasElement).getByRole('toolbar', { name: '格式' });
    const button = (name: string) => within(toolbar).getByRole('button', { name });
    const style = (name: string) => within(toolbar).getByRole('radio', { name });

    await selectText(editor, '配网', 1);
    await waitFor(() => expect(style('标题 2')).toHaveAttribute('aria-checked', 'true'));
    await expect(style('正文')).toHaveAttribute('aria-checked', 'false');

    await selectText(editor, '十个闹钟');
    await userEvent.click(button('加粗'));
    await waitFor(() => expect(editor.querySelector('strong')).toHaveTextContent('十个闹钟'));
    await expect(button('加粗')).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(editor).toHaveFocus());

    await selectText(editor, '长按顶部按键', 2);
    await waitFor(() => expect(button('加粗')).toHaveAttribute('aria-pressed', 'false'));
    await expect(style('正文')).toHaveAttribute('aria-checked', 'true');

    await userEvent.tab({ shift: true });
    await expect(button('加粗')).toHaveFocus();
    await expect(button('加粗')).toHaveAttribute('aria-keyshortcuts', 'Control+B');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(style('标题 2')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(editor).toHaveFocus());
    await expect(style('标题 2')).toHaveAttribute('aria-checked', 'true');
    const headings = [...editor.querySelectorAll('h2')].map((heading) => heading.textContent);
    await expect(headings).toEqual(['配网', '长按顶部按键五秒，指示灯变为蓝色闪烁后即进入配网模式。', '闹钟']);
    // Saved as typing is (the shot waits for the list's new order).
    await waitFor(() => expect(within(context.canvasElement).getByRole('status')).toHaveTextContent('已保存 · 稍后可检索'), { timeout: 10_000 });
  },
};

/**
 * 链接: an address given in the toolbar's dialog links the selection; inside the link the dialog edits it (移除链接
 * offered) and refuses a `javascript:` address in place, the link unchanged.
 */
export const FormatLink: Story = {
  play: async (context) => {
    const editor = await openNote(context, /^灵犀音箱常见问题/);
    const toolbar = within(context.canvasElement).getByRole('toolbar', { name: '格式' });
    const page = within(document.body);
    await selectText(editor, '配网模式');
    await userEvent.click(within(toolbar).getByRole('button', { name: '链接' }));
    const adding = await page.findByRole('dialog', { name: '添加链接' });
    const address = within(adding).getByRole('textbox', { name: '链接地址' });
    await waitFor(() => expect(address).toHaveFocus());
    await userEvent.type(address, 'https://lingxi.example.com/help{Enter}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(editor).toHaveFocus());
    const link = editor.querySelector('a');
    await expect(link).toHaveAttribute('href', 'https://lingxi.example.com/help');
    await expect(link).toHaveTextContent(/^配网模式$/);
    await waitFor(() => expect(within(context.canvasElement).getByRole('status')).toHaveTextContent('已保存 · 稍后可检索'), { timeout: 10_000 });

    await selectText(editor, '配网模式', 2);
    await userEvent.click(within(toolbar).getByRole('button', { name: '链接' }));
    const editing = await page.findByRole('dialog', { name: '编辑链接' });
    await waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());
    const edited = within(editing).getByRole('textbox', { name: '链接地址' });
    await expect(edited).toHaveValue('https://lingxi.example.com/help');
    await expect(within(editing).getByRole('button', { name: '移除链接' })).toBeVisible();
    await userEvent.clear(edited);
    await userEvent.type(edited, 'javascript:alert(1){Enter}');
    await expect(edited).toHaveAttribute('aria-invalid', 'true');
    await expect(editing).toHaveTextContent('请输入以 http://、https:// 或 mailto: 开头的链接');
    await expect(editor.querySelector('a')).toHaveAttribute('href', 'https://lingxi.example.com/help');
  },
};

/**
 * 链接 by keyboard: Ctrl+K in the text opens the dialog and Escape closes it back to the text, the selection as it was;
 * an address without its scheme is refused by Enter and stays marked as it is corrected, until it is a safe one.
 */
export const FormatLinkKeyboard: Story = {
  play: async (context) => {
    const editor = await openNote(context, /^灵犀音箱常见问题/);
    const page = within(document.body);
    await selectText(editor, '配网模式');
    await userEvent.keyboard('{Control>}k{/Control}');
    const dialog = await page.findByRole('dialog', { name: '添加链接' });
    const address = within(dialog).getByRole('textbox', { name: '链接地址' });
    await waitFor(() => expect(address).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(editor).toHaveFocus());
    await waitFor(() => expect(window.getSelection()?.toString()).toBe('配网模式'));

    await userEvent.keyboard('{Control>}k{/Control}');
    const again = within(await page.findByRole('dialog', { name: '添加链接' })).getByRole('textbox', { name: '链接地址' });
    await waitFor(() => expect(again).toHaveFocus());
    await userEvent.keyboard('lingxi.example.com{Enter}');
    await expect(again).toHaveAttribute('aria-invalid', 'true');
    await expect(again).toHaveAccessibleDescription('请输入以 http://、https:// 或 mailto: 开头的链接');
    await userEvent.keyboard('/help');
    await expect(again).toHaveAttribute('aria-invalid', 'true');
    await userEvent.keyboard('{Home}https://');
    await expect(again).not.toHaveAttribute('aria-invalid');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(editor).toHaveFocus());
    await expect(editor.querySelector('a')).toHaveAttribute('href', 'https://lingxi.example.com/help');
    await waitFor(() => expect(within(context.canvasElement).getByRole('status')).toHaveTextContent('已保存 · 稍后可检索'), { timeout: 10_000 });
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
