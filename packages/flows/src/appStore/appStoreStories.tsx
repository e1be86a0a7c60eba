import { createToastQueue, ToastRegion } from '@lingxi/ui';
import { useMemo, useState } from 'react';
import type { Mock } from 'storybook/test';
import { createTranslator, type FlowLocale, flowLocales } from '../i18n';
import { messageText, type Notice } from '../session/notify';
import { clearLiveAnnouncer } from '../storyKit';
import type { AppListServices } from './appCentre.machine';
import { appCategoriesFixture, appChatGroupFixture } from './appStoreFixtures';
import type { AppCategory, HotApp } from './appStoreTypes';
import { type AppStoreMessageKey, appStoreCatalog } from './messages';

// Story-only helpers of the app store's stories (the app centre's and the role gallery's).

/** How a story's fake server answers the lists: with its rows, never (loading), nothing, or a failure. */
export type StoryMode = 'ready' | 'loading' | 'empty' | 'failing';

const never = () => new Promise<never>(() => undefined);

/**
 * The list calls over `listed`: GET /app/list keeps a category's rows whose name or description holds the search's
 * words, by pages; collect toggles (reporting each press to `onCollect`) with the server's texts; /group/create makes
 * the app's conversation.
 */
export function storyListServices(
  listed: HotApp[],
  mode: StoryMode,
  { categories = appCategoriesFixture, onCollect }: { categories?: AppCategory[]; onCollect(appId: number): void },
): AppListServices {
  const collectedIds = new Set(listed.filter((app) => app.isCollected).map((app) => app.id));
  return {
    loadCategories: async () => categories,
    loadHot: async (query, page, size) => {
      if (mode === 'loading') return never();
      if (mode === 'failing') throw new Error('network');
      if (mode === 'empty') return { rows: [], count: 0 };
      const rows = listed
        .filter((app) => query.catId === null || app.catId === query.catId)
        .filter((app) => !query.keyword || `${app.name} ${app.des}`.includes(query.keyword))
        .map((app) => ({ ...app, isCollected: collectedIds.has(app.id) }));
      return { rows: rows.slice((page - 1) * size, page * size), count: rows.length };
    },
    collect: async (appId) => {
      onCollect(appId);
      const now = !collectedIds.delete(appId);
      if (now) collectedIds.add(appId);
      return now ? '已将应用加入到我的个人工作台！' : '取消收藏成功!';
    },
    createChat: async (appId) => appChatGroupFixture(appId),
  };
}

/** The app store's texts in the story's language, and its notices as toasts (`toasts` renders their region). */
export function useStoryTexts(locale: FlowLocale) {
  const t = useMemo(() => createTranslator([appStoreCatalog], locale), [locale]);
  // Toasts stay until closed: on loaded cores the 5 s timeout can pass before the screenshot.
  const [queue] = useState(() => createToastQueue({ timeout: 0 }));
  return {
    t,
    notify: (notice: Notice<AppStoreMessageKey>) => queue.show(notice.tone, messageText(t, notice.message)),
    toasts: <ToastRegion queue={queue.queue} closeLabel={t('appStore.close')} aria-label="通知" />,
  };
}

/** The story's language: the toolbar's, zh-CN unless it chose another. */
export const storyLocale = (globals: Record<string, unknown>): FlowLocale => flowLocales.find((locale) => locale === globals.locale) ?? 'zh-CN';

/** A story's `beforeEach`: react-aria's announcements of the story before cleared, the spies emptied. */
export const freshStory =
  (...spies: Mock[]) =>
  () => {
    clearLiveAnnouncer();
    for (const spy of spies) spy.mockClear();
  };
