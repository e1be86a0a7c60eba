import { createToastQueue, ToastRegion } from '@lingxi/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { appLogoFixture } from '../appStore/appStoreFixtures';
import { createTranslator } from '../i18n';
import { messageText, type Notice } from '../session/notify';
import { clearLiveAnnouncer } from '../storyKit';
import type { AgentStoreServices } from './agentForm';
import { agentCategoriesFixture, agentChatGroupFixture, agentModelsFixture, agentsFixture, longNameAgentsFixture, myAgentsFixture } from './agentsFixtures';
import { AgentStore } from './AgentStore';
import type { Agent, AgentTab } from './agentsTypes';
import { agentsCatalogs } from './messages';

const openChat = fn();
const requestLogin = fn();
const collect = fn();

/** How the fake server answers the lists. */
type Replies = 'agents' | 'pending' | 'none' | 'offline';

/** 27 listed agents, the long Chinese names first; 收藏 holds the collected ones, 我的 one agent in each review state. */
const listed: Agent[] = [...longNameAgentsFixture, ...agentsFixture(24, 100)];
const byTab: Record<AgentTab, Agent[]> = {
  recommend: listed,
  popular: [...listed].sort((a, b) => b.useCount - a.useCount),
  latest: [...listed].reverse(),
  favorite: listed.filter((agent) => agent.isCollected),
  mine: myAgentsFixture,
};

const pageOf = (rows: Agent[], page: number, size: number) => ({ rows: rows.slice((page - 1) * size, page * size), count: rows.length });

function fakeServices(replies: Replies): AgentStoreServices {
  const answer = async (rows: () => Agent[], page: number, size: number) => {
    if (replies === 'pending') return new Promise<never>(() => undefined);
    if (replies === 'offline') throw new Error('Failed to fetch');
    return pageOf(replies === 'none' ? [] : rows(), page, size);
  };
  return {
    loadCategories: async () => agentCategoriesFixture,
    loadTab: (tab, page, size) => answer(() => byTab[tab], page, size),
    query: ({ groupId, keyword }, page, size) =>
      answer(
        () => byTab.popular.filter((agent) => (groupId === null || agent.groupId === groupId) && `${agent.name}${agent.desc}`.includes(keyword)),
        page,
        size,
      ),
    collect: async (appId) => {
      collect(appId);
      return listed.find((agent) => agent.id === appId)?.isCollected ? '取消收藏成功!' : '已将应用加入到我的个人工作台！';
    },
    createChat: async (appId) => agentChatGroupFixture(appId),
    deleteAgent: async () => null,
    uploadLogo: async () => appLogoFixture(99),
    loadModels: async () => agentModelsFixture,
    saveAgent: async () => ({ id: 99 }),
  };
}

interface StoryArgs {
  replies: Replies;
  tab: AgentTab;
  loggedIn: boolean;
}

/** The store on a page with its toasts; the story's spies hear 开始对话 and the login requests. */
function Screen({ replies, tab, loggedIn, locale }: StoryArgs & { locale: string }) {
  const [toasts] = useState(() => createToastQueue({ timeout: 0 }));
  const store = useMemo(() => {
    const t = createTranslator(agentsCatalogs, locale);
    return { t, services: fakeServices(replies), notify: (notice: Notice) => toasts.show(notice.tone, messageText(t, notice.message)) };
  }, [locale, replies, toasts]);
  return (
    <>
      <AgentStore {...store} initialTab={tab} loggedIn={loggedIn} onOpenChat={openChat} requestLogin={requestLogin} />
      <ToastRegion aria-label="通知" closeLabel={store.t('appStore.close')} queue={toasts.queue} />
    </>
  );
}

const spies = [openChat, requestLogin, collect];

export default {
  title: 'Flows/AgentStore',
  tags: ['page'],
  args: { loggedIn: true, replies: 'agents', tab: 'recommend' },
  // Each story starts with quiet spies and an empty live announcer.
  beforeEach: () => void [clearLiveAnnouncer(), ...spies.map((spy) => spy.mockClear())],
  render: (args, { globals }) => <Screen locale={String(globals.locale ?? 'zh-CN')} {...args} />,
} satisfies Meta<StoryArgs>;
type Story = StoryObj<StoryArgs>;

const agentList = (canvasElement: HTMLElement) => within(canvasElement).findByRole('list', { name: '智能体列表' });

/**
 * 推荐: the cards (logo, name, category, author or 官方, use count, star, 开始对话); long Chinese names end in an
 * ellipsis on one line. Keyboard: the star toggles with Space (aria-pressed), 开始对话 opens the agent's conversation.
 */
export const Recommended: Story = {
  play: async ({ canvasElement }) => {
    const [longest, byAuthor] = longNameAgentsFixture;
    const list = within(await agentList(canvasElement));
    await waitFor(() => expect(list.getAllByRole('article')).toHaveLength(24));
    await expect(within(canvasElement).getByRole('tab', { selected: true })).toHaveAccessibleName('推荐');
    // The longest name is cut on one line; its heading keeps the whole name.
    const heading = list.getByRole('heading', { name: longest!.name });
    await expect(heading.clientWidth < heading.scrollWidth).toBe(true);
    await expect(list.queryAllByText('官方')).not.toHaveLength(0);
    const star = list.getByRole('button', { name: `收藏${byAuthor!.name}` });
    star.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(star).toBePressed());
    await expect(collect.mock.calls).toEqual([[byAuthor!.id]]);
    await within(document.body).findByText('已将应用加入到我的个人工作台！');
    list.getByRole('button', { name: `开始对话：${longest!.name}` }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(openChat.mock.calls).toEqual([[agentChatGroupFixture(longest!.id).id]]));
  },
};

/**
 * Keyboard through the tabs to 热门 (arrows), whose chips and search filter it alone: a chip (arrows, Space), then
 * words that find nothing after the pause.
 */
export const PopularFiltered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await agentList(canvasElement);
    // 推荐 has no search; the arrow moves to 热门, which has.
    await expect(canvas.queryByRole('searchbox')).toBeNull();
    canvas.getByRole('tab', { selected: true }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('tab', { selected: true })).toHaveAccessibleName('热门'));
    await canvas.findByRole('searchbox', { name: '搜索热门智能体' });
    await agentList(canvasElement);
    // The chips: 全部, 写作助手, 学习教育, then 职场办公 chosen with Space; only its agents are listed.
    canvas.getByRole('row', { name: '全部' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight} ');
    await waitFor(() => expect(canvas.getByRole('row', { selected: true })).toHaveAccessibleName('职场办公'));
    const office = listed.filter((agent) => agent.groupName === '职场办公').length;
    await waitFor(async () => expect(within(await agentList(canvasElement)).getAllByText('职场办公')).toHaveLength(office));
    await userEvent.type(canvas.getByRole('searchbox', { name: '搜索热门智能体' }), '不存在的智能体');
    await expect(await canvas.findByRole('heading', { name: '没有找到相关智能体，换个关键词或分类试试' })).toBeVisible();
    // Another tab shows its own list, without chips or search.
    await userEvent.click(canvas.getByRole('tab', { name: '最新' }));
    await agentList(canvasElement);
    await expect(canvas.queryByRole('searchbox')).toBeNull();
  },
};

/** What a state shows, found on the canvas. */
const sees = {
  busy: (canvasElement: HTMLElement) => waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull()),
  heading: async (canvasElement: HTMLElement, name: string) => expect(await within(canvasElement).findByRole('heading', { name })).toBeVisible(),
  failure: async (canvasElement: HTMLElement, text: string, retry: string) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(text);
    await expect(within(alert).getByRole('button', { name: retry })).toBeVisible();
  },
};

/** Loading: skeleton cards, the region busy. */
export const Loading: Story = { args: { replies: 'pending' }, play: ({ canvasElement }) => sees.busy(canvasElement) };

/** 最新 with nothing listed yet. */
export const Empty: Story = { args: { replies: 'none', tab: 'latest' }, play: ({ canvasElement }) => sees.heading(canvasElement, '暂无新上架的智能体') };

/** The list fails: the message and 重试. */
export const Failed: Story = { args: { replies: 'offline' }, play: ({ canvasElement }) => sees.failure(canvasElement, '加载失败，请检查网络后重试', '重试') };

/**
 * 我的: every badge — 私有, 审核中 (a first public version, and an edit of a listed agent), 已上架, 未通过 with the reason
 * (refused, and a refused edit of a listed agent), 已下架 with the reason — and no star. 编辑 waits while 审核中; 删除
 * asks first.
 */
export const Mine: Story = {
  args: { tab: 'mine' },
  play: async ({ canvasElement }) => {
    const list = within(await agentList(canvasElement));
    const badges = ['私有', '审核中', '已上架', '未通过', '已下架'].map((badge) => [badge, list.queryAllByText(badge).length]);
    await expect(Object.fromEntries(badges)).toEqual({ 私有: 1, 审核中: 2, 已上架: 3, 未通过: 2, 已下架: 1 });
    await expect(list.getByText('原因：涉及投资建议，已被管理员下架')).toBeVisible();
    await expect(list.queryByRole('button', { name: /^收藏/ })).toBeNull();
    const edit = (name: string) => list.getByRole('button', { name: `编辑：${name}` });
    await expect([edit('论文降重助手'), edit('健身教练'), edit('星座运势')].map((button) => button.hasAttribute('disabled'))).toEqual([true, true, false]);
    list.getByRole('button', { name: '删除：我的私人秘书' }).focus();
    await userEvent.keyboard('{Enter}');
    const question = await within(document.body).findByRole('alertdialog', { name: '删除智能体' });
    await expect(question).toHaveAccessibleDescription('确定删除「我的私人秘书」吗？删除后无法恢复。');
    await waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());
  },
};

/** 创建智能体 opens dialog 7 with the model field (站点默认模型 first). */
export const CreateAgent: Story = {
  args: { tab: 'mine' },
  play: async ({ canvasElement }) => {
    await agentList(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '创建智能体' }));
    const dialog = await within(document.body).findByRole('dialog', { name: '创建智能体' });
    await waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());
    await expect(within(dialog).getByRole('button', { name: /模型/ })).toHaveTextContent('站点默认模型');
  },
};

/** 收藏 in Traditional Chinese, logged out: the login prompt (keyboard), and 建立智能體 asks for a login too. */
export const TraditionalChineseLoggedOut: Story = {
  args: { loggedIn: false, tab: 'favorite' },
  globals: { locale: 'zh-TW' },
  play: async ({ canvasElement }) => {
    await sees.heading(canvasElement, '登入後查看收藏的智能體');
    for (const name of ['登入', '建立智能體']) {
      within(canvasElement).getByRole('button', { name }).focus();
      await userEvent.keyboard('{Enter}');
    }
    await expect(requestLogin.mock.calls).toHaveLength(2);
  },
};

/** 热门 in English. */
export const English: Story = {
  args: { tab: 'popular' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Agents' });
    await expect(canvas.getByRole('tab', { name: 'Popular' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('searchbox', { name: 'Search popular agents' })).toBeVisible();
    await expect(within(list).getAllByRole('button', { name: /^Start chatting: / }).length).toBeGreaterThan(0);
  },
};
