import { createToastQueue, ToastRegion } from '@lingxi/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createTranslator, type FlowLocale, flowLocales } from '../../i18n';
import { messageText, type Notice } from '../../session/notify';
import { clearLiveAnnouncer, settleAnnouncements } from '../../storyKit';
import { never } from '../adminStoryKit';
import { adminCatalog } from '../messages';
import type { AdminMenu, MenuOrder, MenuSave } from './menus.machine';
import { MenusScreen, type MenusServices } from './MenusScreen';
import { menusCatalog } from './messages';

const entry = (id: number, overrides: Partial<AdminMenu>): AdminMenu => ({
  id,
  pId: 0,
  menuPlatform: 1,
  menuName: `菜单${id}`,
  menuPath: '',
  menuIcon: '',
  menuIconActive: '',
  homeIcon: '',
  homeIconActive: '',
  menuCover: '',
  menuIframeUrl: '',
  isJump: false,
  isNeedAuth: false,
  menuTipText: '',
  sort: id,
  isEnabled: true,
  translations: {},
  ...overrides,
});

const menus: AdminMenu[] = [
  entry(1, { menuName: 'AI 对话', menuPath: '/chat', menuIcon: 'message-circle', translations: { en: { menuName: 'AI Chat' } } }),
  entry(2, { menuName: 'AI 绘画', menuPath: '/draw', menuIcon: 'palette' }),
  entry(3, { menuName: 'Midjourney', pId: 2, menuPath: '/draw/midjourney', menuIcon: 'sparkles', sort: 1 }),
  entry(4, { menuName: '小工具', pId: 2, menuPath: '/draw/tool', menuIcon: 'wand', sort: 2, isNeedAuth: true }),
  entry(5, { menuName: '使用教程', menuIframeUrl: 'https://help.example.com', isJump: true, menuIcon: 'book' }),
  entry(6, { menuName: '画廊', menuPath: '/market', menuIcon: 'images', isEnabled: false }),
  entry(7, { menuName: '对话', menuPlatform: 0, menuPath: '/chat', menuIcon: 'message-circle', sort: 1 }),
  entry(8, { menuName: '会员中心', menuPlatform: 0, menuPath: '/member', menuIcon: 'crown', sort: 2 }),
];

/** The services as the server answers: saves echo the entry, reorder numbers the siblings anew. */
function fakeServer(): MenusServices {
  let rows = structuredClone(menus);
  return {
    load: async () => structuredClone(rows),
    save: async ({ id, body }: MenuSave) => {
      const before = rows.find((row) => row.id === id);
      const saved = { ...(before ?? entry(9, { sort: 99 })), ...body } as AdminMenu;
      rows = [...rows.filter((row) => row.id !== saved.id), saved];
      return saved;
    },
    setEnabled: async ({ id, isEnabled }) => {
      const saved = { ...rows.find((row) => row.id === id)!, isEnabled };
      rows = rows.map((row) => (row.id === id ? saved : row));
      return saved;
    },
    reorder: async ({ ids }: MenuOrder) => {
      rows = rows.map((row) => (ids.includes(row.id) ? { ...row, sort: ids.indexOf(row.id) + 1 } : row));
      return structuredClone(rows);
    },
    remove: async () => null,
  };
}

type Args = MenusServices & { notify: (notice: Notice) => void };

/** The screen as the app shows it: the back office's and the menus' texts, and its notices as toasts. */
function Harness({ globals, notify, ...services }: Args & { globals: Record<string, unknown> }) {
  const locale: FlowLocale = (flowLocales as readonly string[]).includes(String(globals.locale)) ? (globals.locale as FlowLocale) : 'zh-CN';
  const t = createTranslator([adminCatalog, menusCatalog], locale);
  // Toasts stay until closed: on loaded cores the 5 s timeout can pass before the screenshot.
  const [toasts] = useState(() => createToastQueue({ timeout: 0 }));
  return (
    <>
      <MenusScreen
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

/** Each story its own server: a change in one never shows in the next. */
const fresh = () => {
  const services = fakeServer();
  return {
    load: fn(services.load),
    save: fn(services.save),
    setEnabled: fn(services.setEnabled),
    reorder: fn(services.reorder),
    remove: fn(services.remove),
  };
};

const meta = {
  title: 'Admin/MenusScreen',
  tags: ['page'],
  beforeEach: clearLiveAnnouncer,
  args: { ...fresh(), notify: fn() },
  render: (args, { globals }) => <Harness {...args} globals={globals} />,
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const sideMenu = async (canvasElement: HTMLElement, name = '侧边栏菜单') => within(canvasElement).findByRole('list', { name });

/** The form's dialog, once its entry animation is over (half-faded text fails axe). */
async function openedDialog() {
  const dialog = await within(document.body).findByRole('dialog');
  await waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());
  return dialog;
}

/** Still loading (first: it also pays for loading the story's modules). */
export const Loading: Story = { args: { load: fn(never) } };

export const LoadFailed: Story = {
  args: {
    load: fn<MenusServices['load']>(async () => {
      throw new Error('网络错误，请稍后重试');
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('网络错误，请稍后重试');
    await expect(within(canvasElement).getByRole('button', { name: '重试' })).toBeVisible();
  },
};

/** Both trees: the sidebar with its children under their parent, the bottom bar; disabled, sign-in and external marks. */
export const Loaded: Story = {
  args: fresh(),
  play: async ({ canvasElement }) => {
    const side = await sideMenu(canvasElement);
    await expect(within(side).getByText('Midjourney')).toBeVisible();
    await expect(within(side).getByText('已停用')).toBeVisible();
    await expect(within(side).getByText('需登录')).toBeVisible();
    await expect(within(side).getByText('新窗口')).toBeVisible();
    await expect(within(side).getByRole('switch', { name: '启用 画廊' })).not.toBeChecked();
    await expect(within(side).getByRole('button', { name: '上移 AI 对话' })).toBeDisabled();
    const bar = await within(canvasElement).findByRole('list', { name: '移动端底部栏' });
    await expect(within(bar).getByText('会员中心')).toBeVisible();
    await expect(within(bar).getByRole('button', { name: '下移 会员中心' })).toBeDisabled();
  },
};

/** Keyboard only: 下移 moves the entry, focus stays on it; Alt+↑ from its edit button moves it back. */
export const ReorderWithKeyboard: Story = {
  args: fresh(),
  play: async ({ canvasElement, args }) => {
    const side = await sideMenu(canvasElement);
    within(side).getByRole('button', { name: '下移 AI 对话' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.reorder).toHaveBeenCalledWith({ menuPlatform: 1, pId: 0, ids: [2, 1, 5, 6] }));
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('下移 AI 对话'));
    await expect(within(side).getByRole('button', { name: '上移 AI 对话' })).toBeEnabled();
    await userEvent.tab();
    await expect(document.activeElement).toHaveAccessibleName('编辑 AI 对话');
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
    await waitFor(() => expect(args.reorder).toHaveBeenLastCalledWith({ menuPlatform: 1, pId: 0, ids: [1, 2, 5, 6] }));
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('编辑 AI 对话'));
    await expect(within(side).getByRole('button', { name: '上移 AI 对话' })).toBeDisabled();
    await settleAnnouncements();
  },
};

/** The switch applies at once: Space hides the entry, and the toast names it. */
export const ToggleEnabled: Story = {
  args: fresh(),
  play: async ({ canvasElement, args }) => {
    const side = await sideMenu(canvasElement);
    within(side).getByRole('switch', { name: '启用 AI 绘画' }).focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(args.setEnabled).toHaveBeenCalledWith({ id: 2, isEnabled: false }));
    await expect(await within(document.body).findByText('AI 绘画 已停用')).toBeVisible();
    await expect(within(side).getByRole('switch', { name: '启用 AI 绘画' })).not.toBeChecked();
  },
};

/** Add a child with the keyboard: every field, an icon from the picker, Enter saves and the child joins its parent. */
export const AddChildWithKeyboard: Story = {
  args: fresh(),
  play: async ({ canvasElement, args }) => {
    const side = await sideMenu(canvasElement);
    within(side).getByRole('button', { name: '为 AI 绘画 添加子菜单' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await openedDialog();
    await expect(within(dialog).getByRole('heading', { name: '添加菜单 · 侧边栏菜单' })).toBeVisible();
    within(dialog).getByRole('textbox', { name: '菜单名称' }).focus();
    await userEvent.paste('DALL·E');
    await expect(within(dialog).getByRole('button', { name: /上级菜单/ })).toHaveTextContent('AI 绘画');
    within(dialog).getByRole('textbox', { name: '路径' }).focus();
    await userEvent.paste('/draw/dall');
    within(dialog).getByRole('button', { name: '无 菜单图标' }).focus();
    await userEvent.keyboard('{Enter}');
    const options = await within(document.body).findByRole('listbox');
    await userEvent.keyboard('image{Enter}');
    await waitFor(() => expect(options).not.toBeInTheDocument());
    await expect(within(dialog).getByRole('button', { name: 'image 菜单图标' })).toBeVisible();
    within(dialog).getByRole('textbox', { name: '英文名称' }).focus();
    await userEvent.paste('DALL·E');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.save).toHaveBeenCalledWith({
        id: null,
        body: expect.objectContaining({
          menuPlatform: 1,
          pId: 2,
          menuName: 'DALL·E',
          menuPath: '/draw/dall',
          menuIcon: 'image',
          translations: { en: { menuName: 'DALL·E' } },
        }),
      }),
    );
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
    await settleAnnouncements();
    await expect(within(side).getByText('DALL·E')).toBeVisible();
  },
};

/** Edit: the stored fields; a custom image icon; nothing is sent while a field breaks the rules (javascript: refused). */
export const EditValidation: Story = {
  args: fresh(),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(await sideMenu(canvasElement)).getByRole('button', { name: '编辑 使用教程' }));
    const dialog = await openedDialog();
    await expect(within(dialog).getByRole('textbox', { name: '外链地址' })).toHaveValue('https://help.example.com');
    await expect(within(dialog).getByRole('switch', { name: '新窗口打开' })).toBeChecked();
    const url = within(dialog).getByRole('textbox', { name: '外链地址' });
    await userEvent.clear(url);
    await userEvent.paste('javascript:alert(1)');
    await userEvent.click(within(dialog).getByRole('button', { name: '无 选中时图标' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '自定义图片…' }));
    (await within(dialog).findByRole('textbox', { name: '选中时图标图片地址' })).focus();
    await userEvent.paste('ftp://x/icon.png');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(url).toHaveAccessibleDescription(expect.stringContaining('外链地址须以 http:// 或 https:// 开头'));
    await expect(within(dialog).getByRole('textbox', { name: '选中时图标图片地址' })).toHaveAccessibleDescription(
      expect.stringContaining('请选择内置图标，或填写 http(s) 或 / 开头的图片地址'),
    );
    await expect(args.save).not.toHaveBeenCalled();
  },
};

/** The server refuses deleting a parent with children: the toast says so, the tree stays. */
export const DeleteParentRefused: Story = {
  args: {
    ...fresh(),
    remove: fn<MenusServices['remove']>(async () => {
      throw new Error('该菜单下还有子菜单，请先删除或移走子菜单');
    }),
  },
  play: async ({ canvasElement, args }) => {
    const side = await sideMenu(canvasElement);
    await userEvent.click(within(side).getByRole('button', { name: '删除 AI 绘画' }));
    await waitFor(() => expect(args.remove).toHaveBeenCalledWith(expect.objectContaining({ id: 2 })));
    await expect(await within(document.body).findByText('该菜单下还有子菜单，请先删除或移走子菜单')).toBeVisible();
    await expect(within(side).getByText('Midjourney')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { load: fn(async () => []) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByText('这个菜单还没有条目')).toHaveLength(2);
  },
};

export const Phone: Story = {
  args: fresh(),
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(await sideMenu(canvasElement)).getByRole('button', { name: '编辑 AI 对话' })).toBeVisible();
  },
};

export const English: Story = {
  args: fresh(),
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const side = await sideMenu(canvasElement, 'Sidebar menu');
    await expect(within(side).getByText('Hidden')).toBeVisible();
    await expect(within(side).getByRole('button', { name: 'Move AI 对话 down' })).toBeVisible();
  },
};

export const TraditionalChinese: Story = {
  args: fresh(),
  globals: { locale: 'zh-TW' },
  play: async ({ canvasElement }) => {
    await expect(within(await sideMenu(canvasElement, '側邊欄選單')).getByText('需登入')).toBeVisible();
  },
};
