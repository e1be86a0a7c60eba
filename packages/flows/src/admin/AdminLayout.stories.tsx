import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { clearLiveAnnouncer } from '../storyKit';
import * as css from './admin.css';
import { AdminLayout, type AdminLayoutProps } from './AdminLayout';
import { adminStoryText } from './adminStoryKit';

type Args = Pick<AdminLayoutProps, 'onNavigate' | 'onLocaleChange' | 'onThemeChange' | 'onLogout'>;

const meta = {
  title: 'Admin/Layout',
  tags: ['page'],
  parameters: { layout: 'fullscreen' },
  beforeEach: clearLiveAnnouncer,
  args: { onNavigate: fn(), onLocaleChange: fn(), onThemeChange: fn(), onLogout: fn() },
  render: (args, { globals }) => {
    const { t, locale } = adminStoryText(globals);
    return (
      <AdminLayout {...args} t={t} locale={locale} current="audit" hrefOf={(section) => `/admin/${section}`} theme="auto">
        <div className={css.screen}>
          <h1 className={css.screenTitle}>{t('admin.audit.title')}</h1>
        </div>
      </AdminLayout>
    );
  },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The menu marks the screen shown; a plain click routes without a reload, keyboard included. */
export const Menu: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: '管理菜单' }));
    await expect(nav.getByRole('link', { name: '审计日志' })).toHaveAttribute('aria-current', 'page');
    nav.getByRole('link', { name: '站点设置' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('site');
  },
};

export const SignOut: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '退出登录' }));
    await expect(args.onLogout).toHaveBeenCalled();
  },
};

export const English: Story = { globals: { locale: 'en' } };
export const TraditionalChinese: Story = { globals: { locale: 'zh-TW' } };
