import type { ChatGroup } from '@lingxi/flows/chat';
import type { HomeSlot } from '@lingxi/flows/homeSlots';
import type { Meta, StoryObj } from '@storybook/react-vite';
import i18next from 'i18next';
import { useEffect, type ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { closeDialog, dialogStore } from '../../dialogs/dialogRequests';
import { changeLanguage, initI18n, isLanguage } from '../../i18n/i18n';
import { messages } from '../../i18n/messages';
import { sessionStore, type UserInfo } from '../../state/sessionStore';
import { settingsStore } from '../../state/settingsStore';
import { receiveSite, type SiteState } from '../../site/siteStore';
import { AppLayout } from '../shell/layout/AppLayout';
import { shellFixture, storyUsers } from '../shell/shellFixture';
import { carouselSlides, coveredSite, freshVisit, recentGroups, recommendedSlots } from './homeFixture';
import HomeScreen from './screens/HomeScreen';
import WelcomeScreen from './screens/WelcomeScreen';

// Resources are bundled and initialised synchronously (initAsync: false).
void initI18n('zh-CN', messages);

/** A landing as the route table renders it, on fixture site data (the seeded server's, or with the operator's covers). */
function LandingPage({ path, site, locale, children }: { path: '/homePage' | '/welcome'; site: SiteState; locale: string; children: ReactNode }) {
  // As the server's reply: the operator texts follow the language the story switches to.
  receiveSite(site);
  useEffect(() => {
    if (isLanguage(locale)) void changeLanguage(locale);
  }, [locale]);
  return (
    <Router hook={memoryLocation({ path }).hook}>
      <AppLayout kind={path === '/homePage' ? 'home' : 'bare'} path={path}>
        {children}
      </AppLayout>
    </Router>
  );
}

const homePage = (locale: string, site: SiteState = shellFixture) => (
  <LandingPage path="/homePage" site={site} locale={locale}>
    <HomeScreen />
  </LandingPage>
);

const welcomePage = (locale: string, site: SiteState = shellFixture) => (
  <LandingPage path="/welcome" site={site} locale={locale}>
    <WelcomeScreen />
  </LandingPage>
);

/** The app-wide stores as a fresh visit has them: logged out, sidebar expanded, no dialog requested. */
function resetState() {
  sessionStore.set({ token: null, user: null, isSignIn: false });
  settingsStore.set({ siderCollapsed: false });
  closeDialog();
}

const meta = {
  title: 'Web home/Pages',
  parameters: { layout: 'fullscreen' },
  tags: ['page'],
  // Each story starts from a fresh visit, in its language, on a fixture GET /group/query and home slots
  // (`parameters.swiper`, `parameters.rec`: none unless given), and leaves none of it behind.
  beforeEach: ({ globals, parameters }) =>
    freshVisit(
      globals.locale,
      {
        groups: (parameters.groups as ChatGroup[] | undefined) ?? recentGroups(Date.now()),
        swiper: parameters.swiper as HomeSlot[] | undefined,
        rec: parameters.rec as HomeSlot[] | undefined,
      },
      resetState,
    ),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const locale = (globals: Record<string, unknown>) => String(globals.locale ?? 'zh-CN');

/** Logs a fixture user in; the avatar's lazily loaded modules are fetched first, so the bar is ready at once. */
const logIn = (user: UserInfo, isSignIn: boolean) => async () => {
  await import('../shell/layout/accountPanels');
  sessionStore.set({ token: 'story-token', user, isSignIn });
};

/** The module cards' list (named by its heading) once every cover image has loaded, so screenshots show them. */
async function moduleList(canvasElement: HTMLElement, title: string) {
  const list = await within(canvasElement).findByRole('list', { name: title });
  await waitFor(() => expect([...canvasElement.querySelectorAll('img')].filter((image) => !image.complete)).toHaveLength(0));
  return list;
}

/** The layout rule (cards/cardGrid.ts): at the width the story runs at, every row is full, so no card is alone on the last. */
async function expectFullRows(canvasElement: HTMLElement, title = i18next.t('home.modulesTitle')) {
  const cards = within(await moduleList(canvasElement, title)).getAllByRole('listitem');
  const rows = new Map<number, number>();
  for (const card of cards) {
    const top = Math.round(card.getBoundingClientRect().top);
    rows.set(top, (rows.get(top) ?? 0) + 1);
  }
  const perRow = [...rows.values()];
  if (cards.length > 1) await expect(perRow.at(-1)).toBeGreaterThan(1);
  // The first row may hold the featured card alone across the grid; every other row is full.
  await expect(new Set(perRow.slice(1)).size).toBeLessThanOrEqual(1);
}

/** The operator's slots as the fixture server has them: the carousel and 推荐应用. */
const withSlots = { swiper: carouselSlides, rec: recommendedSlots };

/**
 * The carousel's box is gone: the carousel shows its slides (`shown`) or, without any, left the page; so the
 * screenshot never catches the box it holds while loading.
 */
async function slotsSettled(canvasElement: HTMLElement, shown: boolean) {
  await waitFor(() => expect(canvasElement.querySelector('[data-carousel-space]')).toBeNull(), { timeout: 10_000 });
  const carousel = within(canvasElement).queryByRole('region', { name: i18next.t('home.carousel.label') });
  await expect(carousel !== null).toBe(shown);
  if (shown) await within(canvasElement).findByRole('heading', { level: 2, name: i18next.t('home.recommended.title') }, { timeout: 10_000 });
}

/** A module card's button (the home menu beside the cards has buttons of the same names). */
const cardButton = async (canvasElement: HTMLElement, name: string) =>
  within(await moduleList(canvasElement, i18next.t('home.modulesTitle'))).getByRole('button', { name });

/**
 * A visitor: the hero with 登录 / 注册, the operator's carousel below it and 推荐应用 below the modules (the seeded
 * modules with generated covers and default tips), no recent conversations.
 */
export const Visitor: Story = {
  parameters: withSlots,
  render: (_args, { globals }) => homePage(locale(globals)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '灵犀' })).toBeVisible();
    await slotsSettled(canvasElement, true);
    const carousel = canvas.getByRole('region', { name: i18next.t('home.carousel.label') });
    await expect(carousel).toHaveAttribute('aria-roledescription', i18next.t('home.carousel.roleDescription'));
    // Below the hero, above the modules.
    const hero = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    await expect(carousel.getBoundingClientRect().top).toBeGreaterThan(hero.bottom);
    await expect(carousel.getBoundingClientRect().bottom).toBeLessThan(
      canvas.getByRole('heading', { name: i18next.t('home.modulesTitle') }).getBoundingClientRect().top,
    );
    await expectFullRows(canvasElement);
    await expect(await cardButton(canvasElement, 'AI 对话')).toHaveAccessibleDescription(i18next.t('home.tips.chat'));
    // The hero's own (the bar's avatar has the same name).
    await userEvent.click(within(canvas.getByRole('main')).getByRole('button', { name: i18next.t('home.visitor.login') }));
    await expect(dialogStore.get().open).toBe('login');
    await expect(canvas.queryByRole('heading', { name: i18next.t('home.recent.title') })).toBeNull();
  },
};

export const VisitorEnglish: Story = {
  globals: { locale: 'en' },
  parameters: withSlots,
  render: () => homePage('en'),
  play: ({ canvasElement }) => slotsSettled(canvasElement, true),
};

export const VisitorTraditional: Story = {
  globals: { locale: 'zh-TW' },
  parameters: withSlots,
  render: () => homePage('zh-TW'),
  play: ({ canvasElement }) => slotsSettled(canvasElement, true),
};

/**
 * A member not yet checked in today: points, 签到 and 续费会员, and 最近对话 — the latest four of
 * the user's conversations (the old pinned one left out), linking to /chat/:id — above 推荐应用; the carousel below the hero.
 */
export const LoggedIn: Story = {
  parameters: withSlots,
  beforeEach: logIn(storyUsers.vip, false),
  render: (_args, { globals }) => homePage(locale(globals)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await slotsSettled(canvasElement, true);
    const account = within(canvas.getByRole('region', { name: i18next.t('home.account.label') }));
    await expect(account.getByText('1280')).toBeVisible();
    const recent = within(await canvas.findByRole('region', { name: i18next.t('home.recent.title') }, { timeout: 10_000 }));
    const links = recent.getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/chat/'));
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(['/chat/2', '/chat/3', '/chat/4', '/chat/5']);
    await expect(links[2]).toHaveTextContent(i18next.t('home.recent.untitled'));
    // 最近对话 (order 10) comes before 推荐应用 (15).
    const recommended = canvas.getByRole('heading', { level: 2, name: i18next.t('home.recommended.title') });
    await expect(recommended.getBoundingClientRect().top).toBeGreaterThan(links[0]!.getBoundingClientRect().top);
    await expectFullRows(canvasElement);
    await userEvent.click(account.getByRole('button', { name: i18next.t('home.account.checkIn') }));
    await expect(dialogStore.get().open).toBe('checkIn');
    await userEvent.click(account.getByRole('button', { name: i18next.t('home.account.renewVip') }));
    await expect(dialogStore.get().open).toBe('vip');
    closeDialog();
  },
};

/**
 * Checked in today, not a member, no conversations yet: 今日已签到 (disabled), 开通会员, no 最近对话; the operator set no
 * carousel and no recommendations, so neither shows (nor leaves a gap).
 */
export const LoggedInCheckedIn: Story = {
  parameters: { groups: [] },
  beforeEach: logIn(storyUsers.free, true),
  render: (_args, { globals }) => homePage(locale(globals)),
  play: async ({ canvasElement }) => {
    await slotsSettled(canvasElement, false);
    const account = within(within(canvasElement).getByRole('region', { name: i18next.t('home.account.label') }));
    await expect(account.getByRole('button', { name: i18next.t('home.account.signedIn') })).toBeDisabled();
    await expect(account.getByRole('button', { name: i18next.t('home.account.openVip') })).toBeEnabled();
    await expectFullRows(canvasElement);
  },
};

/** The operator uploaded covers and wrote tips (AI 音乐 has no cover, 思维导图 no tip): six modules, still no lone card. */
export const OperatorCovers: Story = {
  render: (_args, { globals }) => homePage(locale(globals), coveredSite),
  play: async ({ canvasElement }) => {
    await slotsSettled(canvasElement, false);
    await expectFullRows(canvasElement);
    await expect(await cardButton(canvasElement, 'AI 绘画')).toHaveAccessibleDescription('Midjourney 与 DALL·E 双引擎，一句话出图');
    await expect(await cardButton(canvasElement, '思维导图')).toHaveAccessibleDescription(i18next.t('home.tips.mindMap'));
  },
};

/** /welcome: the headline, 开始使用 (to /homePage) and the modules' cards. */
export const Welcome: Story = {
  render: (_args, { globals }) => welcomePage(locale(globals)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: i18next.t('welcome.title', { siteName: '灵犀' }) })).toBeVisible();
    await expect(canvas.getByRole('button', { name: i18next.t('welcome.start') })).toBeEnabled();
    await expectFullRows(canvasElement, i18next.t('welcome.modulesTitle'));
  },
};

/** /welcome with the operator's covers and tips. */
export const WelcomeOperatorCovers: Story = {
  render: (_args, { globals }) => welcomePage(locale(globals), coveredSite),
  play: async ({ canvasElement }) => {
    await expectFullRows(canvasElement, i18next.t('welcome.modulesTitle'));
  },
};
