import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { clearLiveAnnouncer } from '../storyKit';
import { AdminLoginScreen, type AdminLoginScreenProps } from './AdminLoginScreen';
import { adminStoryText, never } from './adminStoryKit';

type Args = Pick<AdminLoginScreenProps, 'login' | 'onLoggedIn' | 'notice'>;

const meta = {
  title: 'Admin/LoginScreen',
  tags: ['page'],
  parameters: { layout: 'fullscreen' },
  beforeEach: clearLiveAnnouncer,
  args: { login: async () => ({ token: 't' }), onLoggedIn: fn(), notice: null },
  render: (args, { globals }) => <AdminLoginScreen {...adminStoryText(globals)} {...args} />,
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: Tab through the fields, Enter submits; the token is handed on. */
export const SignIn: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: '管理员账号' }));
    await userEvent.keyboard('admin');
    await userEvent.tab();
    await userEvent.keyboard('secret1{Enter}');
    await expect(args.onLoggedIn).toHaveBeenCalledWith('t');
  },
};

/** Both fields asked for, before any call. */
export const Required: Story = {
  args: { login: fn(never) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(canvas.getByRole('textbox', { name: '管理员账号' })).toHaveAccessibleDescription('请输入管理员账号');
    await expect(args.login).not.toHaveBeenCalled();
  },
};

/** The server's refusal, shown above the button. */
export const Refused: Story = {
  args: {
    login: async () => {
      throw new Error('用户名或密码错误');
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '管理员账号' }), 'admin');
    await userEvent.type(canvas.getByLabelText('密码', { selector: 'input' }), 'wrong12{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('用户名或密码错误');
  },
};

/** Back after 30 idle minutes: the notice says why. */
export const TimedOut: Story = { args: { notice: { key: 'admin.sessionExpired' } } };

export const English: Story = { globals: { locale: 'en' }, args: { notice: { key: 'admin.loggedOut' } } };
export const TraditionalChinese: Story = { globals: { locale: 'zh-TW' } };
