import { Button } from '@lingxi/ui';
import { dialogA11yPlay } from '@lingxi/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type FlowLocale, flowLocales } from '../i18n';
import { clearLiveAnnouncer, keyboardOpener } from '../storyKit';
import { AppCentre, AppCentreDialog, type AppStoreServices } from './AppCentre';
import { appLogoFixture, hotAppsFixture, longNameAppsFixture, myAppsFixture } from './appStoreFixtures';
import { type StoryMode, storyListServices, useStoryTexts } from './appStoreStories';
import type { AppCentreTab, HotApp } from './appStoreTypes';

const opened = fn();
const login = fn();
const collected = fn();

/** 30 listed apps, long Chinese names first; a search keeps those whose name or description holds its words. */
const listed: HotApp[] = [...longNameAppsFixture, ...hotAppsFixture(27, 100)];
const never = () => new Promise<never>(() => undefined);

function storyServices(mode: StoryMode): AppStoreServices {
  return {
    ...storyListServices(listed, mode, { onCollect: collected }),
    loadMine: async (page, size) => {
      if (mode === 'loading') return never();
      if (mode === 'failing') throw new Error('network');
      if (mode === 'empty') return { rows: [], count: 0 };
      return { rows: myAppsFixture.slice((page - 1) * size, page * size), count: myAppsFixture.length };
    },
    deleteApp: async () => null,
    uploadLogo: async (_file, { onProgress }) => {
      onProgress(100);
      return appLogoFixture(99);
    },
    saveApp: async () => ({ id: 99 }),
  };
}

interface StoryArgs {
  mode: StoryMode;
  tab: AppCentreTab;
  loggedIn: boolean;
  /** Dialog 8 (opened from a button) instead of the page. */
  dialog: boolean;
}

function Harness({ locale, mode, tab, loggedIn, dialog }: StoryArgs & { locale: FlowLocale }) {
  const { t, notify, toasts } = useStoryTexts(locale);
  const [isOpen, setOpen] = useState(false);
  const services = useMemo(() => storyServices(mode), [mode]);
  const props = { t, services, loggedIn, requestLogin: login, notify, onOpenChat: opened, initialTab: tab };
  return (
    <>
      {dialog ? (
        <>
          <Button onPress={() => setOpen(true)}>{t('appStore.title')}</Button>
          <AppCentreDialog {...props} isOpen={isOpen} onOpenChange={setOpen} />
        </>
      ) : (
        <AppCentre {...props} />
      )}
      {toasts}
    </>
  );
}

const meta = {
  title: 'Flows/AppCentre',
  tags: ['page'],
  args: { mode: 'ready', tab: 'hot', loggedIn: true, dialog: false },
  render: (args, { globals }) => {
    const locale: FlowLocale = (flowLocales as readonly string[]).includes(String(globals.locale)) ? (globals.locale as FlowLocale) : 'zh-CN';
    return <Harness {...args} locale={locale} />;
  },
  beforeEach: () => {
    clearLiveAnnouncer();
    for (const mock of [opened, login, collected]) mock.mockClear();
  },
} satisfies Meta<StoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const appList = (canvas: ReturnType<typeof within>) => canvas.findByRole('list', { name: '应用列表' });

/**
 * 热门应用, 全部: the cards with logo, name, category, author or 官方, use count, star and 尝试指令. Long Chinese names end
 * in an ellipsis on one line. The star is a toggle (aria-pressed); 尝试指令 opens the app's conversation with its examples.
 */
export const Hot: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await appList(canvas);
    await expect(canvas.getByRole('tab', { name: '热门应用' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('row', { name: '全部' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(24));
    // The longest name: one line, cut with an ellipsis, its whole text still the heading's.
    const longName = within(list).getByRole('heading', { name: longNameAppsFixture[0]!.name });
    await expect(longName.scrollWidth).toBeGreaterThan(longName.clientWidth);
    await expect(within(list).getAllByText('官方').length).toBeGreaterThan(0);
    const star = within(list).getByRole('button', { name: `收藏${longNameAppsFixture[1]!.name}` });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    star.focus();
    await userEvent.keyboard(' ');
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await expect(await within(document.body).findByText('已将应用加入到我的个人工作台！')).toBeVisible();
    await expect(collected).toHaveBeenCalledWith(202);
    await userEvent.click(within(list).getByRole('button', { name: `尝试指令：${longNameAppsFixture[0]!.name}` }));
    await waitFor(() => expect(opened).toHaveBeenCalledWith(9201, ['帮我写一份产品经理的周报', '把这些要点整理成周报']));
  },
};

/** Keyboard: the chips to 职场办公 (arrows, Space), then a search that finds nothing after the pause: the empty state. */
export const SearchNothing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await appList(canvas);
    canvas.getByRole('row', { name: '全部' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight} ');
    await waitFor(() => expect(canvas.getByRole('row', { name: '职场办公' })).toHaveAttribute('aria-selected', 'true'));
    await waitFor(async () =>
      expect(
        within(await appList(canvas))
          .getAllByRole('listitem')
          .every((item) => item.textContent?.includes('职场办公')),
      ).toBe(true),
    );
    await userEvent.type(canvas.getByRole('searchbox', { name: '搜索应用' }), '不存在的应用');
    await expect(await canvas.findByRole('heading', { name: '没有找到相关应用，换个关键词试试' })).toBeVisible();
  },
};

/** Loading: skeleton cards, the region busy. */
export const Loading: Story = {
  args: { mode: 'loading' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
};

/** The list fails: the message and 重试. */
export const Failed: Story = {
  args: { mode: 'failing' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('加载失败，请检查网络后重试');
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};

/**
 * 我的应用: every badge — 私有, 审核中 (a first public version, and an edit of a listed app), 已上架, 未通过 with the
 * reason (refused, and a refused edit of a listed app), 已下架 with the reason — then a collected app with its star.
 * 编辑 waits while 审核中; 删除 asks first.
 */
export const MyApps: Story = {
  args: { tab: 'mine' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await appList(canvas);
    await expect(canvas.getByRole('tab', { name: '我的应用' })).toHaveAttribute('aria-selected', 'true');
    for (const [badge, count] of [
      ['私有', 1],
      ['审核中', 2],
      ['已上架', 3],
      ['未通过', 2],
      ['已下架', 1],
    ] as const)
      await expect(within(list).getAllByText(badge)).toHaveLength(count);
    await expect(within(list).getByText('原因：内容涉及封建迷信，请修改后重新提交')).toBeVisible();
    await expect(within(list).getByText('原因：涉及投资建议，已被管理员下架')).toBeVisible();
    await expect(within(list).getByRole('button', { name: '编辑：论文降重助手' })).toBeDisabled();
    await expect(within(list).getByRole('button', { name: '编辑：健身教练' })).toBeDisabled();
    await expect(within(list).getByRole('button', { name: '编辑：星座运势' })).toBeEnabled();
    await expect(within(list).queryByRole('button', { name: '尝试指令：股票推荐' })).toBeNull();
    await expect(within(list).getByRole('button', { name: '收藏代码审查员' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(list).getByRole('button', { name: '删除：我的私人秘书' }));
    const confirm = await within(document.body).findByRole('alertdialog', { name: '删除应用' });
    await expect(confirm).toHaveAccessibleDescription('确定删除「我的私人秘书」吗？删除后无法恢复。');
    await waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());
  },
};

/** Dialog 8 in English, opened by keyboard; the shared dialog suite runs first. */
export const EnglishDialog: Story = {
  args: { dialog: true },
  globals: { locale: 'en' },
  play: async (context) => {
    await dialogA11yPlay({ trigger: 'App centre', title: 'App centre' })(context);
    const dialog = await keyboardOpener('App centre')(context);
    await expect(within(dialog).getByRole('tab', { name: 'Popular apps' })).toHaveAttribute('aria-selected', 'true');
    await expect(await within(dialog).findByRole('list', { name: 'Apps' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: `Try it: ${longNameAppsFixture[0]!.name}` })).toBeVisible();
  },
};

/** 我的应用 in Traditional Chinese, logged out: the login prompt. */
export const TraditionalChineseLoggedOut: Story = {
  args: { tab: 'mine', loggedIn: false },
  globals: { locale: 'zh-TW' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '登入後查看我的應用' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '登入' }));
    await expect(login).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: '建立應用' }));
    await expect(login).toHaveBeenCalledTimes(2);
  },
};

/**
 * Dialog 8 on 我的应用, opened by keyboard: the badges under its title; 创建应用 opens dialog 7 above it, whose Escape
 * closes dialog 7 alone and gives focus back to 创建应用.
 */
export const DialogMyApps: Story = {
  args: { dialog: true, tab: 'mine' },
  play: async (context) => {
    const dialog = await keyboardOpener('应用中心')(context);
    await expect(dialog).toHaveAccessibleName('应用中心');
    await expect(within(dialog).getByRole('tab', { name: '我的应用' })).toHaveAttribute('aria-selected', 'true');
    const list = await within(dialog).findByRole('list', { name: '应用列表' });
    await expect(within(list).getAllByText('审核中')).toHaveLength(2);
    const create = within(dialog).getByRole('button', { name: '创建应用' });
    create.focus();
    await userEvent.keyboard('{Enter}');
    const form = await within(document.body).findByRole('dialog', { name: '创建应用' });
    await waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());
    await expect(form).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog', { name: '创建应用' })).toBeNull());
    await expect(within(document.body).getByRole('dialog', { name: '应用中心' })).toBeVisible();
    await waitFor(() => expect(create).toHaveFocus());
  },
};
