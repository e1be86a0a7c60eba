import { Button } from '@lingxi/ui';
import { appCategoriesFixture, appChatGroupFixture, hotAppsFixture, myAppsFixture, roleAppsFixture } from '@lingxi/flows/appStore';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Router, useLocation } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { closeDialog, openDialog } from '../../dialogs/dialogRequests';
import { changeLanguage, initI18n, isLanguage } from '../../i18n/i18n';
import { messages } from '../../i18n/messages';
import { sessionStore } from '../../state/sessionStore';
import { settingsStore } from '../../state/settingsStore';
import { receiveSite } from '../../site/siteStore';
import { AppLayout } from '../shell/layout/AppLayout';
import { shellFixture, storyUsers } from '../shell/shellFixture';
import RoleScreen from './RoleScreen';

// Resources are bundled and initialised synchronously (initAsync: false).
void initI18n('zh-CN', messages);

const DialogHost = lazy(() => import('../shell/DialogHost'));

/** The listed apps: 热门应用's, then 角色扮演's characters. */
const listed = [...hotAppsFixture(8, 100), ...roleAppsFixture(6, 300)];

/** A `fetch` answering the app store's calls from fixtures (the envelope of SPEC §7); anything else goes to `passThrough`. */
function appStoreFetch(passThrough: typeof fetch): typeof fetch {
  const reply = (data: unknown) =>
    new Response(JSON.stringify({ code: 200, data, message: 'ok', success: true }), { status: 200, headers: { 'content-type': 'application/json' } });
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url, window.location.href);
    if (url.origin !== window.location.origin) return passThrough(input, init);
    switch (url.pathname) {
      case '/api/app/queryCats':
        return reply({ rows: appCategoriesFixture });
      case '/api/app/list': {
        const catId = Number(url.searchParams.get('catId') ?? 0);
        const rows = listed.filter((app) => !catId || app.catId === catId);
        return reply({ rows, count: rows.length });
      }
      case '/api/app/mineAppsV3':
        return reply({ rows: myAppsFixture, count: myAppsFixture.length });
      case '/api/group/create': {
        const { appId } = (await request.json()) as { appId: number };
        return reply(appChatGroupFixture(appId));
      }
      default:
        return passThrough(input, init);
    }
  };
}

/** /role in the main layout; a conversation opened shows its path (chat's screen is chat's). */
function Screens({ trigger }: { trigger: boolean }) {
  const { t } = useTranslation();
  const [location] = useLocation();
  return (
    <AppLayout kind="main" path={location}>
      {trigger ? (
        // Where chat's button will be (the harness's own words): it opens dialog 8.
        <Button variant="secondary" onPress={() => openDialog('appCentre')}>
          打开应用中心
        </Button>
      ) : null}
      {location === '/role' ? <RoleScreen title={t('screens.roleGallery')} path={location} params={{}} search="" /> : <p>{location}</p>}
    </AppLayout>
  );
}

/** /role in a memory location, with the shell's dialog host (dialog 8 among its kinds). */
function Page({ trigger }: { trigger: boolean }) {
  const location = useMemo(() => memoryLocation({ path: '/role' }), []);
  return (
    <Router hook={location.hook}>
      <Screens trigger={trigger} />
      <Suspense fallback={null}>
        <DialogHost />
      </Suspense>
    </Router>
  );
}

/** A logged-in visit (`user`), or none (null), with no dialog open and the sidebar expanded. */
function visit(user: typeof storyUsers.vip | null) {
  closeDialog();
  settingsStore.set({ siderCollapsed: false });
  sessionStore.set(user ? { token: 'story-token', user, isSignIn: true } : { token: null, user: null, isSignIn: false });
}

const meta = {
  title: 'Web app store/Pages',
  tags: ['page'],
  parameters: { layout: 'fullscreen' },
  args: { trigger: false },
  render: (args) => <Page trigger={args.trigger} />,
  // The stores and window.fetch outlive a story (the screenshot runner switches stories in one page): each story starts
  // logged in, in its language, on the fixture site and calls, and puts the real fetch back when it ends.
  beforeEach: async ({ globals }) => {
    visit(storyUsers.vip);
    receiveSite(shellFixture);
    if (isLanguage(globals.locale)) await changeLanguage(globals.locale);
    const realFetch = window.fetch;
    window.fetch = appStoreFetch(realFetch);
    return () => {
      window.fetch = realFetch;
      visit(null);
    };
  },
} satisfies Meta<{ trigger: boolean }>;
export default meta;
type Story = StoryObj<typeof meta>;

/** /role: 角色扮演's characters as cards under the page's title. */
export const Role: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '角色扮演' })).toBeVisible();
    const list = await canvas.findByRole('list', { name: '角色列表' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(listed.filter((app) => app.catId === 6).length);
  },
};

/**
 * Dialog 8 (`openDialog('appCentre')`), opened by keyboard from a button where chat's will be: Escape closes it and focus
 * returns; opened again, 尝试指令 closes it and opens the conversation's path.
 */
export const AppCentreDialog: Story = {
  args: { trigger: true },
  play: async ({ canvasElement }) => {
    const page = within(document.body);
    const trigger = await within(canvasElement).findByRole('button', { name: '打开应用中心' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page.findByRole('dialog', { name: '应用中心' }, { timeout: 5_000 });
    await waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(dialog).not.toBeInTheDocument();
    await userEvent.click(trigger);
    const again = await page.findByRole('dialog', { name: '应用中心' }, { timeout: 5_000 });
    const list = await within(again).findByRole('list', { name: '应用列表' }, { timeout: 5_000 });
    await userEvent.click(within(list).getAllByRole('button', { name: /^尝试指令：/ })[0]!);
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(await within(canvasElement).findByText('/chat/9100')).toBeVisible();
    // 尝试指令 was pending as the dialog closed: react-aria announces it 100 ms late, by a reference to the button that
    // is gone (users heard it already). Cleared, so axe checks what is on screen (as flows' storyKit does).
    await new Promise((resolve) => setTimeout(resolve, 150));
    document.querySelectorAll('[data-live-announcer] [role="log"]').forEach((log) => log.replaceChildren());
  },
};
