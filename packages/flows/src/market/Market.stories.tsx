import { createToastQueue, ToastRegion } from '@lingxi/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { layoutSettled } from '../drawing/drawingStoryKit';
import { createTranslator, type FlowLocale, flowLocales } from '../i18n';
import { Market, type MarketServices } from './Market';
import { marketCategoriesFixture, marketDetailFixture, marketItemsFixture } from './marketFixtures';
import type { MarketItem, MarketQuery } from './marketTypes';
import { marketCatalog } from './messages';

const pages = fn();
const queried = fn();
const sameStyle = fn();
const login = fn();
type Mode = 'ready' | 'loading' | 'empty' | 'failing' | 'end';

/** 24 shared drawings, two pages of 12; a search keeps the items whose prompts hold its words. */
const all = marketItemsFixture(24, 500);
const matching = (query: MarketQuery) =>
  all.filter(
    (item) =>
      (query.category === null || item.squareType === query.category) &&
      (!query.keyword || `${item.prompt} ${item.originPrompt}`.toLowerCase().includes(query.keyword.toLowerCase())),
  );

function storyServices(mode: Mode, notify: (message: string) => void): MarketServices {
  let failures = mode === 'failing' ? 1 : 0;
  const never = new Promise<never>(() => undefined);
  return {
    loadPage: async (query, cursor) => {
      pages(query, cursor);
      if (mode === 'loading') return never;
      if (failures > 0) {
        failures -= 1;
        throw new Error('network');
      }
      if (mode === 'empty') return { rows: [], nextCursor: null };
      const rows: MarketItem[] = matching(query);
      if (mode === 'end') return { rows: rows.slice(0, 5), nextCursor: null };
      const from = cursor ? rows.findIndex((item) => String(item.id) === cursor) + 1 : 0;
      const page = rows.slice(from, from + 12);
      return { rows: page, nextCursor: from + 12 < rows.length ? String(page.at(-1)!.id) : null };
    },
    loadCategories: async () => marketCategoriesFixture,
    loadDetail: async (id) => marketDetailFixture({ id }),
    agree: async () => ({ agree: true, agreeNum: 1 }),
    copy: async () => 'copied',
    notify,
  };
}

function Feed({ locale, mode }: { locale: FlowLocale; mode: Mode }) {
  const t = useMemo(() => createTranslator([marketCatalog], locale), [locale]);
  const [toasts] = useState(() => createToastQueue({ timeout: 0 }));
  const services = useMemo(() => storyServices(mode, (message) => toasts.show('success', message)), [mode, toasts]);
  const [query, setQuery] = useState<MarketQuery>({ tab: 'featured', category: null, keyword: '' });
  return (
    <>
      <Market
        t={t}
        services={services}
        query={query}
        onQueryChange={(next) => {
          queried(next);
          setQuery(next);
        }}
        loggedIn
        requestLogin={login}
        onSameStyle={sameStyle}
      />
      <ToastRegion queue={toasts.queue} closeLabel={t('market.detail.close')} aria-label="通知" />
    </>
  );
}

const meta = {
  title: 'Flows/Market',
  tags: ['page'],
  args: { mode: 'ready' as Mode },
  render: (args, { globals }) => {
    const locale: FlowLocale = (flowLocales as readonly string[]).includes(String(globals.locale)) ? (globals.locale as FlowLocale) : 'zh-CN';
    return <Feed locale={locale} mode={(args as { mode: Mode }).mode} />;
  },
  beforeEach: () => {
    for (const mock of [pages, queried, sameStyle, login]) mock.mockClear();
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** 推荐, 全部: the masonry of shared drawings, each card sized by its picture, with its author, likes and views. */
export const Feed_: Story = {
  name: 'Feed',
  play: async ({ canvas, canvasElement }) => {
    const gallery = await canvas.findByRole('list', { name: '画廊作品' });
    await waitFor(() => expect(within(gallery).getAllByRole('listitem').length).toBeGreaterThan(3));
    await expect(canvas.getByRole('tab', { name: '推荐' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('row', { name: '全部' })).toHaveAttribute('aria-selected', 'true');
    await layoutSettled(canvasElement);
  },
};

/** Keyboard: arrows move the tabs to 最热; the chips to 人物; typing a search lists again after the pause, kept in the query. */
export const TabsChipsAndSearch: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list', { name: '画廊作品' });
    await userEvent.click(canvas.getByRole('tab', { name: '推荐' }));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(queried).toHaveBeenLastCalledWith({ tab: 'hot', category: null, keyword: '' }));
    await userEvent.click(canvas.getByRole('row', { name: '全部' }));
    await userEvent.keyboard('{ArrowRight}{ArrowRight} ');
    await waitFor(() => expect(queried).toHaveBeenLastCalledWith({ tab: 'hot', category: 2, keyword: '' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: '搜索作品' }), '群山');
    await waitFor(() => expect(queried).toHaveBeenLastCalledWith({ tab: 'hot', category: 2, keyword: '群山' }));
    const gallery = await canvas.findByRole('list', { name: '画廊作品' });
    await waitFor(() =>
      expect(
        within(gallery)
          .getAllByRole('listitem')
          .every((item) => item.textContent?.includes('群山')),
      ).toBe(true),
    );
    await layoutSettled(canvasElement);
  },
};

/** A card opens the detail; 做同款 hands the item to the app. */
export const OpenDetail: Story = {
  play: async ({ canvas }) => {
    const gallery = await canvas.findByRole('list', { name: '画廊作品' });
    await waitFor(() => expect(within(gallery).getAllByRole('listitem').length).toBeGreaterThan(3));
    await userEvent.click(within(gallery).getAllByRole('button')[0]!);
    const dialog = await within(document.body).findByRole('dialog', { name: '作品详情' });
    await expect(await within(dialog).findByText('浏览 0')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '做同款' }));
    await expect(sameStyle).toHaveBeenCalledWith(expect.objectContaining({ id: 500 }));
  },
};

/** Loading: skeleton cards, the region busy. */
export const Loading: Story = {
  args: { mode: 'loading' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
};

/** Nothing shared yet: 暂无作品. */
export const Empty: Story = {
  args: { mode: 'empty' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '暂无作品' })).toBeVisible();
  },
};

/** The first page fails: 重试 loads it. */
export const Failed: Story = {
  args: { mode: 'failing' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('加载失败，请检查网络后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(await canvas.findByRole('list', { name: '画廊作品' })).toBeVisible();
  },
};

/** The last page: 已经到底了 under the cards. */
export const End: Story = {
  args: { mode: 'end' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('已经到底了')).toBeVisible();
    await layoutSettled(canvasElement);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('tab', { name: 'Popular' })).toBeVisible();
    await canvas.findByRole('list', { name: 'Gallery drawings' });
    await layoutSettled(canvasElement);
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-TW' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('tab', { name: '最熱' })).toBeVisible();
    await canvas.findByRole('list', { name: '畫廊作品' });
    await layoutSettled(canvasElement);
  },
};
