import { createToastQueue, ToastRegion, vars } from '@lingxi/ui';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ChatGroup, GroupKind } from '../chat/chatTypes';
import { createTranslator, type Translate } from '../i18n';
import { pending } from '../phoneCode/phoneCode.fixtures';
import { messageText } from '../session/notify';
import { chatGroup, storyGroups } from './chatGroups.fixtures';
import { provideChatGroups, type ChatGroupsServices } from './chatGroups.machine';
import { chatGroupsView, conversationListActions } from './chatGroups.view';
import { ConversationList } from './ConversationList';
import { clearLiveAnnouncer, settleAnnouncements } from '../storyKit';
import { chatGroupsCatalog } from './messages';

type StoryArgs = ChatGroupsServices & {
  activeId: number | null;
  isLoggedIn: boolean;
  /** column: the 280 px sidebar; drawer: the full-width mobile drawer. */
  layout: 'column' | 'drawer';
};

const translator = (globals: StoryContext['globals']) => createTranslator([chatGroupsCatalog], String(globals.locale ?? 'zh-CN'));

function ConversationListHarness({ t, activeId, isLoggedIn, layout, notify, ...services }: StoryArgs & { t: Translate }) {
  // Toasts stay until closed: on loaded cores the 5 s timeout can pass before the screenshot.
  const [toasts] = useState(() => createToastQueue({ timeout: 0 }));
  const [machine] = useState(() =>
    provideChatGroups({
      ...services,
      notify: (notice) => {
        notify(notice);
        toasts.show(notice.tone, messageText(t, notice.message));
      },
    }),
  );
  const actor = useActorRef(machine, { input: { kind: 'chat', activeId, isLoggedIn } });
  const view = useSelector(actor, chatGroupsView, shallowEqual);
  const [actions] = useState(() => conversationListActions(actor.send));
  return (
    <>
      <div style={layout === 'drawer' ? { width: '100%', height: 600 } : { width: 280, height: 600, borderInlineEnd: `1px solid ${vars.color.border}` }}>
        <ConversationList t={t} {...view} {...actions} />
      </div>
      <ToastRegion queue={toasts.queue} closeLabel={t('chatGroups.close')} aria-label="通知" />
    </>
  );
}

const defaultArgs: StoryArgs = {
  listGroups: async () => storyGroups,
  createGroup: async ({ kind }: { kind: GroupKind }) => chatGroup(99, '新对话', { modelType: kind, minutesAgo: 0 }),
  updateGroup: async () => {},
  deleteGroup: async () => {},
  deleteAllGroups: async () => {},
  activeChanged: fn(),
  notify: fn(),
  activeId: 3,
  isLoggedIn: true,
  layout: 'column',
};

const meta = {
  title: 'Flows/ConversationList',
  tags: ['mobile'],
  args: defaultArgs,
  beforeEach: clearLiveAnnouncer,
  render: (args, { globals }) => <ConversationListHarness {...args} t={translator(globals)} />,
} satisfies Meta<StoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

type PlayContext = Pick<StoryContext, 'canvasElement' | 'globals'>;

/** The list once loaded, and the translator. */
async function list({ canvasElement, globals }: PlayContext) {
  const t = translator(globals);
  const grid = await within(canvasElement).findByRole('grid', { name: t('chatGroups.label') });
  return { grid, t, canvas: within(canvasElement) };
}

/** Opens the item menu of `title` with the keyboard: focus its row, Tab to the button, Enter. */
async function openItemMenu(context: PlayContext, title: string) {
  const { grid, t } = await list(context);
  const row = within(grid)
    .getAllByRole('row')
    .find((item) => item.textContent?.includes(title));
  if (!row) throw new Error(`no row ${title}`);
  row.focus();
  await userEvent.tab();
  const button = within(row).getByRole('button', { name: t('chatGroups.more', { title }) });
  await expect(button).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  const menu = await within(document.body).findByRole('menu');
  await waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());
  return { menu, row, t };
}

const rowNames = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('row')
    .map((row) => row.getAttribute('aria-label'));

/** Sticky first (with the pin), then newest; a long CJK title is cut with an ellipsis; the active one is selected. */
export const Default: Story = {
  play: async (context) => {
    const { grid } = await list(context);
    await expect(rowNames(grid)).toEqual([
      '产品需求文档评审要点（已置顶）',
      '周报模板（已置顶）',
      storyGroups[2]!.title,
      '旅行计划：杭州三日游',
      'TypeScript 泛型约束问题',
      '新对话',
      '英文邮件润色',
    ]);
    const active = within(grid).getAllByRole('row')[2]!;
    await expect(active).toHaveAttribute('aria-selected', 'true');
    const title = within(active).getByText(storyGroups[2]!.title);
    await expect(title.scrollWidth).toBeGreaterThan(title.clientWidth);
  },
};

/** Keyboard: arrow down to the next conversation and open it with Enter. */
export const KeyboardSelect: Story = {
  args: { activeChanged: fn() },
  play: async (context) => {
    const { grid } = await list(context);
    const rows = within(grid).getAllByRole('row');
    rows[2]!.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(rows[3]).toHaveFocus();
    await expect(rows[3]).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(grid).getAllByRole('row')[3]).toHaveAttribute('aria-selected', 'true'));
    await expect(context.args.activeChanged).toHaveBeenCalledWith(4);
  },
};

/** The first load. */
export const Loading: Story = {
  args: { listGroups: pending },
  play: async ({ canvasElement, globals }) => {
    const t = translator(globals);
    await expect(within(canvasElement).getByText(t('chatGroups.loading'))).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('button', { name: t('chatGroups.deleteAll') })).toBeDisabled();
  },
};

/** No conversation yet: 暂无对话 (SPEC §2.2); 清空全部对话 is disabled. */
export const Empty: Story = {
  args: { listGroups: async () => [] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: '暂无对话' })).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: '清空全部对话' })).toBeDisabled();
  },
};

/** A visitor: nothing is loaded (SPEC §6), the list is empty. */
export const Visitor: Story = {
  args: { isLoggedIn: false, listGroups: fn(async () => storyGroups) },
  play: async (context) => {
    await expect(await within(context.canvasElement).findByRole('heading', { name: '暂无对话' })).toBeVisible();
    await expect(context.args.listGroups).not.toHaveBeenCalled();
  },
};

/** 新建对话 while the server creates it. */
export const Creating: Story = {
  args: { createGroup: pending },
  play: async (context) => {
    const { canvas } = await list(context);
    await userEvent.click(canvas.getByRole('button', { name: '新建对话' }));
    await expect(await canvas.findByRole('progressbar', { name: '正在新建对话' })).toBeInTheDocument();
    // The pending button's late announcement must not outlive this story.
    await settleAnnouncements();
  },
};

/** 新建对话: the new conversation is on top of the non-sticky part and open. */
export const Created: Story = {
  play: async (context) => {
    const { canvas, grid } = await list(context);
    await userEvent.click(canvas.getByRole('button', { name: '新建对话' }));
    await waitFor(() => expect(within(grid).getAllByRole('row')[2]).toHaveAttribute('aria-label', '新对话'));
    await expect(within(grid).getAllByRole('row')[2]).toHaveAttribute('aria-selected', 'true');
    await expect(context.args.activeChanged).toHaveBeenCalledWith(99);
  },
};

/** The item menu of the active conversation, opened with the keyboard. */
export const ItemMenu: Story = {
  play: async (context) => {
    const { menu } = await openItemMenu(context, '旅行计划：杭州三日游');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['重命名', '置顶', '删除']);
  },
};

/** A pinned conversation's menu offers 取消置顶. */
export const StickyItemMenu: Story = {
  play: async (context) => {
    const { menu } = await openItemMenu(context, '周报模板');
    await expect(within(menu).getByRole('menuitem', { name: '取消置顶' })).toBeVisible();
  },
};

/** 重命名: the inline field, focused with the title selected (left open for the screenshot). */
export const Renaming: Story = {
  play: async (context) => {
    await openItemMenu(context, '旅行计划：杭州三日游');
    await userEvent.keyboard('{Enter}');
    const field = await within(context.canvasElement).findByRole('textbox', { name: '对话名称' });
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveValue('旅行计划：杭州三日游');
    await userEvent.keyboard('{ArrowRight}（五一）');
    await expect(field).toHaveValue('旅行计划：杭州三日游（五一）');
  },
};

/** Enter saves the new title and focus goes back to the row; Escape cancels. */
export const RenameWithKeyboard: Story = {
  args: { updateGroup: fn(async () => {}) },
  play: async (context) => {
    const { row } = await openItemMenu(context, 'TypeScript 泛型约束问题');
    await userEvent.keyboard('{Enter}');
    const field = await within(row).findByRole('textbox', { name: '对话名称' });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.clear(field);
    await userEvent.type(field, ' 泛型笔记 {Enter}');
    const { grid } = await list(context);
    const renamed = await within(grid).findByRole('row', { name: '泛型笔记' });
    await waitFor(() => expect(renamed).toHaveFocus());
    await expect(context.args.updateGroup).toHaveBeenCalledWith({ groupId: 5, title: '泛型笔记' });

    await openItemMenu(context, '泛型笔记');
    await userEvent.keyboard('{Enter}');
    const again = await within(grid).findByRole('textbox', { name: '对话名称' });
    await waitFor(() => expect(again).toHaveFocus());
    await userEvent.type(again, '不要了{Escape}');
    await expect(await within(grid).findByRole('row', { name: '泛型笔记' })).toBeInTheDocument();
    await expect(context.args.updateGroup).toHaveBeenCalledTimes(1);
  },
};

/** 置顶 moves the conversation into the pinned part. */
export const Pin: Story = {
  play: async (context) => {
    const { menu } = await openItemMenu(context, '英文邮件润色');
    await userEvent.click(within(menu).getByRole('menuitem', { name: '置顶' }));
    const { grid } = await list(context);
    await waitFor(() => expect(rowNames(grid).slice(0, 3)).toEqual(['产品需求文档评审要点（已置顶）', '周报模板（已置顶）', '英文邮件润色（已置顶）']));
  },
};

/** The server refused: the order comes back and the server's text is toasted. */
export const ChangeFailed: Story = {
  args: { updateGroup: () => Promise.reject(new Error('操作过于频繁，请稍后再试')), notify: fn() },
  play: async (context) => {
    const { menu } = await openItemMenu(context, '英文邮件润色');
    await userEvent.click(within(menu).getByRole('menuitem', { name: '置顶' }));
    await expect(await within(document.body).findByText('操作过于频繁，请稍后再试')).toBeVisible();
    const { grid } = await list(context);
    await expect(rowNames(grid).at(-1)).toBe('英文邮件润色');
    await expect(context.args.notify).toHaveBeenCalledWith({ tone: 'error', message: { text: '操作过于频繁，请稍后再试' } });
  },
};

/** 删除 asks first (focus on 取消). */
export const DeleteConfirm: Story = {
  play: async (context) => {
    const { menu } = await openItemMenu(context, '旅行计划：杭州三日游');
    await userEvent.click(within(menu).getByRole('menuitem', { name: '删除' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: '删除对话' });
    await waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());
    await expect(dialog).toHaveTextContent('确定删除「旅行计划：杭州三日游」吗？');
    await expect(within(dialog).getByRole('button', { name: '取消' })).toHaveFocus();
  },
};

/** Deleting the open conversation opens its neighbour (SPEC §4). */
export const Deleted: Story = {
  args: { activeId: 4, activeChanged: fn(), deleteGroup: fn(async () => {}) },
  play: async (context) => {
    const { menu } = await openItemMenu(context, '旅行计划：杭州三日游');
    await userEvent.click(within(menu).getByRole('menuitem', { name: '删除' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认删除' }));
    const { grid } = await list(context);
    await waitFor(() => expect(rowNames(grid)).not.toContain('旅行计划：杭州三日游'));
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    await expect(within(grid).getByRole('row', { name: 'TypeScript 泛型约束问题' })).toHaveAttribute('aria-selected', 'true');
    await expect(context.args.deleteGroup).toHaveBeenCalledWith(4);
    await expect(context.args.activeChanged).toHaveBeenCalledWith(5);
  },
};

/** 清空全部对话 asks first. */
export const DeleteAllConfirm: Story = {
  play: async (context) => {
    const { canvas } = await list(context);
    canvas.getByRole('button', { name: '清空全部对话' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('alertdialog', { name: '清空全部对话' });
    await waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());
    await expect(dialog).toHaveTextContent('确定清空全部对话吗？');
    await expect(within(dialog).getByRole('button', { name: '确认清空' })).toBeVisible();
  },
};

/** Confirmed: the list is empty and nothing is open. */
export const DeletedAll: Story = {
  args: { activeChanged: fn(), deleteAllGroups: fn(async () => {}) },
  play: async (context) => {
    const { canvas } = await list(context);
    await userEvent.click(canvas.getByRole('button', { name: '清空全部对话' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认清空' }));
    await expect(await canvas.findByRole('heading', { name: '暂无对话' })).toBeVisible();
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    await expect(context.args.deleteAllGroups).toHaveBeenCalledWith('chat');
    await expect(context.args.activeChanged).toHaveBeenCalledWith(null);
  },
};

/** The full-width drawer of the mobile layout. */
export const MobileDrawer: Story = {
  args: { layout: 'drawer' },
  play: async (context) => {
    const { grid } = await list(context);
    await expect(within(grid).getAllByRole('row')).toHaveLength(storyGroups.length);
  },
};

const manyGroups: ChatGroup[] = Array.from({ length: 30 }, (_, index) => chatGroup(index + 1, `对话 ${index + 1}`, { minutesAgo: index * 10 }));

/** More conversations than fit: the list scrolls, the buttons stay. */
export const ManyConversations: Story = {
  args: { listGroups: async () => manyGroups, activeId: 1 },
  play: async (context) => {
    const { canvas } = await list(context);
    await expect(canvas.getByRole('button', { name: '清空全部对话' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async (context) => {
    const { grid, canvas } = await list(context);
    await expect(canvas.getByRole('button', { name: 'New chat' })).toBeVisible();
    await expect(within(grid).getAllByRole('row')[0]).toHaveAttribute('aria-label', '产品需求文档评审要点 (pinned)');
    await expect(canvas.getByRole('button', { name: 'Clear all conversations' })).toBeVisible();
  },
};

export const EnglishEmpty: Story = {
  globals: { locale: 'en' },
  args: { listGroups: async () => [] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No conversations yet' })).toBeVisible();
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-TW' },
  play: async (context) => {
    const { menu } = await openItemMenu(context, '周报模板');
    await expect(within(menu).getByRole('menuitem', { name: '取消置頂' })).toBeVisible();
    await expect(within(menu).getByRole('menuitem', { name: '重新命名' })).toBeVisible();
  },
};
