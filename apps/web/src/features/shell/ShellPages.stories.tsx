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
import HomeScreen from './screens/HomeScreen';
import { sessionStore, type UserInfo } from '../../state/sessionStore';
import { settingsStore } from '../../state/settingsStore';
import { siteStore } from '../../site/siteStore';
import { shellFixture, storyUsers } from './shellFixture';

// Resources are bundled and initialised synchronously (initAsync: false).
void initI18n('zh-CN', messages);

/** The shell as a visitor sees it, on fixture data shaped like the seeded server's replies. */
function ShellPage({ path, locale, children }: { path: string; locale: string; children: ReactNode }) {
  siteStore.set(shellFixture);
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

export const HomePage: Story = {
  render: (_args, { globals }) => homePage(String(globals.locale ?? 'zh-CN')),
};

export const ModulePage: Story = {
  render: (_args, { globals }) => modulePage(String(globals.locale ?? 'zh-CN')),
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

/** Logs the fixture user in; the popup's lazily loaded module is fetched first, so the avatar is ready at once. */
const logIn = (user: UserInfo, isSignIn: boolean) => async () => {
  await import('./layout/UserPopup');
  sessionStore.set({ token: 'story-token', user, isSignIn });
};

/**
 * Opens the user popup from the (first visible) avatar: by keyboard, checking that Escape closes
 * it and focus returns, then again, left open for axe and the screenshots.
 */
async function openUserPopup({ canvasElement }: Pick<StoryContext, 'canvasElement'>) {
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
  // Half-faded text would fail axe's contrast check.
  await waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());
  await expect(within(dialog).getByRole('menu', { name: i18next.t('user.actions') })).toBeVisible();
  return dialog;
}

/** SPEC §2.3.16: a member until a fixed date, not yet signed in today. */
export const UserPopupVip: Story = {
  beforeEach: logIn(storyUsers.vip, false),
  render: (_args, { globals }) => homePage(String(globals.locale ?? 'zh-CN')),
  play: async (context) => {
    const dialog = await openUserPopup(context);
    const popup = within(dialog);
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
    const popup = within(await openUserPopup(context));
    await expect(popup.getByText(i18next.t('user.vipLifetime'))).toBeVisible();
    await expect(popup.getByRole('button', { name: i18next.t('user.signedIn') })).toBeDisabled();
  },
};

/** Not a member, no nickname: shown as 小智, with the open-VIP prompt. */
export const UserPopupNotVip: Story = {
  beforeEach: logIn(storyUsers.free, false),
  render: (_args, { globals }) => homePage(String(globals.locale ?? 'zh-CN')),
  play: async (context) => {
    const popup = within(await openUserPopup(context));
    await expect(popup.getByText(i18next.t('user.defaultNickname'))).toBeVisible();
    await expect(popup.getByRole('button', { name: i18next.t('user.openVip') })).toBeVisible();
  },
};
