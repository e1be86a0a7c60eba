import { breakpoints } from '@lingxi/ui';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import i18next from 'i18next';
import { useEffect, type ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { changeLanguage, initI18n, isLanguage } from '../../i18n/i18n';
import { messages } from '../../i18n/messages';
import { AppLayout } from './layout/AppLayout';
import ComingSoonScreen from './screens/ComingSoonScreen';
import HomeScreen from '../home/screens/HomeScreen';
import { sessionStore, type UserInfo } from '../../state/sessionStore';
import { settingsStore } from '../../state/settingsStore';
import { receiveSite, siteStore } from '../../site/siteStore';
import { shellFixture, storyUsers } from './shellFixture';

// Resources are bundled and initialised synchronously (initAsync: false).
void initI18n('zh-CN', messages);

/** The shell as a visitor sees it, on fixture data shaped like the seeded server's replies. */
function ShellPage({ path, locale, children }: { path: string; locale: string; children: ReactNode }) {
  // As the server's reply: the operator texts follow the language the story switches to.
  receiveSite(shellFixture);
  useEffect(() => {
    if (isLanguage(locale)) void changeLanguage(locale);
  }, [locale]);
  return (
    <Router hook={memoryLocation({ path }).hook}>
      <AppLayout kind={path === '/homePage' ? 'home' : 'main'} path={path}>
        {children}
      </AppLayout>
    </Router>
  );
}

/** The shell's app-wide stores as a fresh visit has them: logged out, sidebar expanded. */
function resetShellState() {
  sessionStore.set({ token: null, user: null, isSignIn: false });
  settingsStore.set({ siderCollapsed: false });
}

const meta = {
  title: 'Web shell/Pages',
  parameters: { layout: 'fullscreen' },
  tags: ['page'],
  // The stores outlive a story (the screenshot runner switches stories in one page): each story
  // starts from a fresh visit, in its language, and leaves none of its state behind.
  beforeEach: async ({ globals }) => {
    resetShellState();
    if (isLanguage(globals.locale)) await changeLanguage(globals.locale);
    return resetShellState;
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const homePage = (locale: string) => (
  <ShellPage path="/homePage" locale={locale}>
    <HomeScreen />
  </ShellPage>
);

const modulePage = (locale: string) => (
  <ShellPage path="/draw/midjourney" locale={locale}>
    <ComingSoonScreen title="AI 绘画" path="/draw/midjourney" params={{}} search="" />
  </ShellPage>
);

/** Below md the layout is the phone's: no sidebar, the bottom dock. */
const isPhone = () => window.matchMedia(`(max-width: ${breakpoints.md - 1}px)`).matches;

/** The phone's dock: the one bar at the bottom. */
const findDock = (canvasElement: HTMLElement) => within(canvasElement).findByRole('navigation', { name: i18next.t('dock.label') });

/** Waits for an overlay's entry animation: half-faded text would fail axe's contrast check. */
const settled = () => waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());

/**
 * Opens a dock slot's sheet by keyboard, checks that Escape closes it and focus returns, then opens
 * it again, left open for axe and the screenshots.
 */
async function openDockSheet(canvasElement: HTMLElement, slot: string, title: string) {
  const page = within(document.body);
  const trigger = within(await findDock(canvasElement)).getByRole('button', { name: slot });
  trigger.focus();
  await userEvent.keyboard('{Enter}');
  const first = await page.findByRole('dialog', { name: title }, { timeout: 15_000 });
  await waitFor(() => expect(first.contains(document.activeElement)).toBe(true));
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(trigger).toHaveFocus());
  await userEvent.keyboard('{Enter}');
  const sheet = await page.findByRole('dialog', { name: title });
  await settled();
  return sheet;
}

export const HomePage: Story = {
  render: (_args, { globals }) => homePage(String(globals.locale ?? 'zh-CN')),
};

/** A rounded-frame route: on phones the frame reaches down to the dock, whatever its content. */
export const ModulePage: Story = {
  render: (_args, { globals }) => modulePage(String(globals.locale ?? 'zh-CN')),
  play: async ({ canvasElement }) => {
    if (!isPhone()) return;
    const dock = await findDock(canvasElement);
    const frame = canvasElement.querySelector('main > div')!;
    // main keeps its 12 px padding above the dock.
    const gap = dock.getBoundingClientRect().top - frame.getBoundingClientRect().bottom;
    await expect(gap).toBeGreaterThanOrEqual(0);
    await expect(gap).toBeLessThanOrEqual(16);
  },
};

/**
 * The phone's one bottom dock: the first three footer entries, 更多 and 我的 (five slots); nothing
 * else is fixed at the bottom. The 更多 sheet holds the rest (see PhoneMoreSheet).
 */
export const PhoneDock: Story = {
  render: (_args, { globals }) => homePage(String(globals.locale ?? 'zh-CN')),
  play: async ({ canvasElement }) => {
    if (!isPhone()) return;
    const dock = await findDock(canvasElement);
    const slots = within(dock).getAllByRole('button');
    await expect(slots.map((slot) => slot.textContent)).toEqual(['对话', '应用', '绘画', i18next.t('dock.more'), i18next.t('dock.mine')]);
    await expect(dock.getBoundingClientRect().height).toBeLessThanOrEqual(72);
    const fixedBars = [...canvasElement.querySelectorAll('*')].filter((element) => getComputedStyle(element).position === 'fixed');
    await expect(fixedBars).toEqual([dock]);
    // The phone's header keeps the brand; the avatar and the preferences live in the dock and its sheets.
    await expect(within(canvasElement).queryByRole('button', { name: i18next.t('preferences.label') })).toBeNull();
  },
};

/** 更多: the footer entry that did not fit (会员中心 → /member, in the story's language), invite, tutorial, notice and the preferences. */
export const PhoneMoreSheet: Story = {
  render: (_args, { globals }) => homePage(String(globals.locale ?? 'zh-CN')),
  play: async ({ canvasElement }) => {
    if (!isPhone()) return;
    await import('./layout/MoreSheet');
    const sheet = within(await openDockSheet(canvasElement, i18next.t('dock.more'), i18next.t('dock.more')));
    const overflow = siteStore.get().mobileMenu[3]!.menuName;
    for (const name of [overflow, i18next.t('dock.invite'), i18next.t('dock.tutorial'), i18next.t('dock.notice'), i18next.t('preferences.label')]) {
      await expect(sheet.getByRole('button', { name })).toBeVisible();
    }
  },
};

/**
 * A chat screen on a desktop narrower than 1600 px: the sidebar starts as the 80 px icon rail, each
 * entry named (a tooltip on focus), the current one marked. (The frame only: the chat feature's
 * own page stories show the conversation in it.)
 */
export const ChatRail: Story = {
  render: (_args, { globals }) => (
    <ShellPage path="/chat" locale={String(globals.locale ?? 'zh-CN')}>
      <h1>{i18next.t('screens.chat')}</h1>
    </ShellPage>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    if (isPhone()) {
      const dock = within(await findDock(canvasElement));
      await expect(dock.getByRole('button', { name: '对话' })).toHaveAttribute('aria-current', 'page');
      return;
    }
    await waitFor(() => expect(canvasElement.querySelector('aside')).toHaveAttribute('data-collapsed'));
    await expect(canvasElement.querySelector('aside')!.getBoundingClientRect().width).toBe(80);
    const menu = within(canvas.getByRole('navigation', { name: i18next.t('nav.mainMenu') }));
    const current = menu.getByRole('button', { name: 'AI 对话' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: i18next.t('sidebar.expand') })).toBeVisible();
    // Keyboard focus shows the entry's name beside the icon.
    canvas.getByRole('link', { name: '灵犀' }).focus();
    await userEvent.tab();
    await expect(current).toHaveFocus();
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent('AI 对话');
    await settled();
  },
};

/** SPEC §2.2: the sidebar collapsed to 80 px (the persisted app setting siderCollapsed). */
export const ModulePageCollapsed: Story = {
  beforeEach: () => settingsStore.set({ siderCollapsed: true }),
  render: (_args, { globals }) => modulePage(String(globals.locale ?? 'zh-CN')),
};

/** The home page in English, whatever the toolbar says. */
export const HomePageEnglish: Story = {
  globals: { locale: 'en' },
  render: () => homePage('en'),
};

/** The home page in Traditional Chinese, whatever the toolbar says. */
export const HomePageTraditional: Story = {
  globals: { locale: 'zh-TW' },
  render: () => homePage('zh-TW'),
};

/** Logs the fixture user in; the popup's lazily loaded modules are fetched first, so the avatar is ready at once. */
const logIn = (user: UserInfo, isSignIn: boolean) => async () => {
  await import('./layout/accountPanels');
  sessionStore.set({ token: 'story-token', user, isSignIn });
};

/**
 * Opens the account panel: on phones the dock's 我的 and its sheet, on desktops the avatar's popup
 * (by keyboard, checking that Escape closes it and focus returns, then again, left open).
 */
async function openAccount({ canvasElement }: Pick<StoryContext, 'canvasElement'>) {
  if (isPhone()) {
    const sheet = await openDockSheet(canvasElement, i18next.t('dock.mine'), i18next.t('dock.accountTitle'));
    await expect(within(sheet).getByRole('menu', { name: i18next.t('user.actions') })).toBeVisible();
    return sheet;
  }
  const page = within(document.body);
  const label = i18next.t('nav.accountMenu');
  // The popup's code loads lazily (logIn preloads it): the avatar becomes a button once it has.
  const trigger = (await within(canvasElement).findAllByRole('button', { name: label }, { timeout: 15_000 }))[0]!;
  trigger.focus();
  await userEvent.keyboard('{Enter}');
  const first = await page.findByRole('dialog', { name: label });
  await waitFor(() => expect(first.contains(document.activeElement)).toBe(true));
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(trigger).toHaveFocus());

  await userEvent.click(trigger);
  const dialog = await page.findByRole('dialog', { name: label });
  await settled();
  await expect(within(dialog).getByRole('menu', { name: i18next.t('user.actions') })).toBeVisible();
  return dialog;
}

/**
 * SPEC §2.3.16: a member until a fixed date, not yet signed in today. On phones: the points chip
 * in the header, and 我的 opens the account sheet (points with 签到, the popup's menu).
 */
export const UserPopupVip: Story = {
  beforeEach: logIn(storyUsers.vip, false),
  render: (_args, { globals }) => homePage(String(globals.locale ?? 'zh-CN')),
  play: async (context) => {
    await expect(within(context.canvasElement).getByRole('button', { name: i18next.t('nav.pointsChip', { count: 1280 }) })).toBeVisible();
    const dialog = await openAccount(context);
    const popup = within(dialog);
    await expect(popup.getByText('1280')).toBeVisible();
    await expect(popup.getByText(storyUsers.vip.nickname)).toBeVisible();
    await expect(popup.getByText(i18next.t('user.vipExpires', { date: '2099-12-31' }))).toBeVisible();
    await expect(popup.getByRole('button', { name: i18next.t('user.signIn') })).toBeEnabled();
  },
};

/** A lifetime member who has signed in today: 永久会员 and a disabled 已签到. */
export const UserPopupLifetimeVip: Story = {
  beforeEach: logIn(storyUsers.lifetime, true),
  render: (_args, { globals }) => homePage(String(globals.locale ?? 'zh-CN')),
  play: async (context) => {
    const popup = within(await openAccount(context));
    await expect(popup.getByText(i18next.t('user.vipLifetime'))).toBeVisible();
    await expect(popup.getByRole('button', { name: i18next.t('user.signedIn') })).toBeDisabled();
  },
};

/** Not a member, no nickname: shown as 小智, with the open-VIP prompt. */
export const UserPopupNotVip: Story = {
  beforeEach: logIn(storyUsers.free, false),
  render: (_args, { globals }) => homePage(String(globals.locale ?? 'zh-CN')),
  play: async (context) => {
    const popup = within(await openAccount(context));
    await expect(popup.getByText(i18next.t('user.defaultNickname'))).toBeVisible();
    await expect(popup.getByRole('button', { name: i18next.t('user.openVip') })).toBeVisible();
  },
};

/** Logged in, nothing open: the points chip in the header (on phones too), the avatar in the phone dock's 我的. */
export const HomePageLoggedIn: Story = {
  beforeEach: logIn(storyUsers.vip, false),
  render: (_args, { globals }) => homePage(String(globals.locale ?? 'zh-CN')),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: i18next.t('nav.pointsChip', { count: 1280 }) })).toBeVisible();
    if (isPhone()) await expect(within(await findDock(canvasElement)).getByRole('button', { name: i18next.t('dock.mine') })).toBeVisible();
  },
};
