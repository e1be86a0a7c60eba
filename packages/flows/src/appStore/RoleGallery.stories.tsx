import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { FlowLocale } from '../i18n';
import { appCategoriesFixture, longNameRolesFixture, roleAppFixture, roleAppsFixture, severalRoleCategoriesFixture } from './appStoreFixtures';
import { freshStory, type StoryMode, storyListServices, storyLocale, useStoryTexts } from './appStoreStories';
import type { AppCategory, HotApp } from './appStoreTypes';
import { RoleGallery } from './RoleGallery';

const opened = fn();
const login = fn();
const collected = fn();

/** The site's categories: 角色扮演 the only role one, 历史人物 a second, or none a role one. */
const categorySets: Record<'one' | 'several' | 'none', AppCategory[]> = {
  one: appCategoriesFixture,
  several: severalRoleCategoriesFixture,
  none: appCategoriesFixture.filter((category) => !category.role),
};

/** The characters listed: nine of 角色扮演 and four of 历史人物; long Chinese names; a single one. */
const roleSets: Record<'gallery' | 'long' | 'one', HotApp[]> = {
  gallery: [...roleAppsFixture(9, 300), ...roleAppsFixture(4, 310).map((app) => ({ ...app, catId: 7, catName: '历史人物' }))],
  long: [...longNameRolesFixture, ...roleAppsFixture(3, 300)],
  one: [roleAppFixture({ id: 300 })],
};

interface StoryArgs {
  mode: StoryMode;
  categories: keyof typeof categorySets;
  roles: keyof typeof roleSets;
  loggedIn: boolean;
}

function Harness({ locale, mode, categories, roles, loggedIn }: StoryArgs & { locale: FlowLocale }) {
  const { t, notify, toasts } = useStoryTexts(locale);
  const services = useMemo(
    () => storyListServices(roleSets[roles], mode, { categories: categorySets[categories], onCollect: collected }),
    [mode, categories, roles],
  );
  return (
    <>
      <RoleGallery t={t} services={services} loggedIn={loggedIn} requestLogin={login} notify={notify} onOpenChat={opened} />
      {toasts}
    </>
  );
}

const meta = {
  title: 'Flows/RoleGallery',
  tags: ['page'],
  args: { mode: 'ready', categories: 'one', roles: 'gallery', loggedIn: true },
  render: (args, { globals }) => <Harness {...args} locale={storyLocale(globals)} />,
  beforeEach: freshStory(opened, login, collected),
} satisfies Meta<StoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const roleList = (canvasElement: HTMLElement) => within(canvasElement).findByRole('list', { name: '角色列表' });

/**
 * One role category (角色扮演): its nine characters, no chips. Each card: portrait, name, description, the first example
 * as a speech bubble, the star and 开始对话. A search narrows them after the pause.
 */
export const Gallery: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await roleList(canvasElement);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(9);
    await expect(canvas.queryByRole('grid', { name: '角色分类' })).toBeNull();
    const libai = within(list).getAllByRole('article', { name: '诗仙李白' })[0]!;
    await expect(within(libai).getByText('“陪我写一首关于月亮的诗”')).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: '搜索角色' }), '侦探');
    await waitFor(() => expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(1));
    await expect(within(canvasElement).getByRole('heading', { name: '福尔摩斯' })).toBeVisible();
  },
};

/**
 * One character, by keyboard from the search box: Tab reaches the star (a toggle), Space un-collects it with the server's
 * text; Tab reaches 开始对话, Enter opens its conversation.
 */
export const OneCard: Story = {
  args: { roles: 'one' },
  play: async ({ canvasElement }) => {
    const list = await roleList(canvasElement);
    within(canvasElement).getByRole('searchbox', { name: '搜索角色' }).focus();
    await userEvent.tab();
    const star = within(list).getByRole('button', { name: '收藏诗仙李白' });
    await expect(star).toHaveFocus();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(collected).toHaveBeenCalledWith(300));
    await expect(await within(document.body).findByText('取消收藏成功!')).toBeVisible();
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.tab();
    await expect(within(list).getByRole('button', { name: '开始对话：诗仙李白' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(opened).toHaveBeenCalledWith(9300, ['帮我写一份产品经理的周报', '把这些要点整理成周报']));
  },
};

/** Two role categories: a chip for each (角色扮演 first, chosen); 历史人物 by keyboard lists its characters. */
export const SeveralCategories: Story = {
  args: { categories: 'several' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(await roleList(canvasElement)).getAllByRole('listitem')).toHaveLength(9);
    const chips = canvas.getByRole('grid', { name: '角色分类' });
    // Only the role categories, in the operator's order.
    await expect(within(chips).getAllByRole('row')).toHaveLength(2);
    await expect(chips).toHaveTextContent(/^角色扮演历史人物$/);
    within(chips).getByRole('row', { name: '角色扮演' }).focus();
    await userEvent.keyboard('{ArrowRight} ');
    await waitFor(() => expect(within(chips).getByRole('row', { name: '历史人物' })).toHaveAttribute('aria-selected', 'true'));
    await waitFor(async () => expect(within(await roleList(canvasElement)).getAllByRole('listitem')).toHaveLength(4));
  },
};

/** Long Chinese names end in an ellipsis on one line; a long example keeps two lines; no picture: the first character, no bubble. */
export const LongNames: Story = {
  args: { roles: 'long' },
  play: async ({ canvasElement }) => {
    const list = await roleList(canvasElement);
    const longName = within(list).getByRole('heading', { name: longNameRolesFixture[0]!.name });
    await expect(longName.scrollWidth).toBeGreaterThan(longName.clientWidth);
    const plain = within(list).getByRole('article', { name: '甲' });
    await expect(plain.querySelector('img')).toBeNull();
    await expect(plain.querySelector('blockquote')).toBeNull();
  },
};

/** Loading: character skeletons, the region busy and saying so; the search box is there already. */
export const Loading: Story = {
  args: { mode: 'loading' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toHaveTextContent('正在加载角色'));
    await expect(within(canvasElement).getByRole('searchbox', { name: '搜索角色' })).toBeVisible();
  },
};

/** The site has no role category: 暂无角色, and nothing to search. */
export const NoRoleCategories: Story = {
  args: { categories: 'none' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '暂无角色' })).toBeVisible();
    await expect(canvas.queryByRole('searchbox')).toBeNull();
  },
};

/** The characters fail to load: the message, and 重试 (which asks again, failing again here). */
export const Failed: Story = {
  args: { mode: 'failing' },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('加载失败，请检查网络后重试');
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('加载失败');
    await expect(within(canvasElement).queryByRole('list', { name: '角色列表' })).toBeNull();
  },
};

/** In English, logged out: 开始对话 asks for a login. */
export const EnglishVisitor: Story = {
  args: { loggedIn: false },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Characters' });
    await userEvent.click(within(list).getAllByRole('button', { name: 'Start chatting: 诗仙李白' })[0]!);
    await expect(login).toHaveBeenCalledTimes(1);
    await expect(opened).not.toHaveBeenCalled();
  },
};
