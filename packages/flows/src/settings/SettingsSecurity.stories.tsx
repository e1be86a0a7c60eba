import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clearLiveAnnouncer } from '../storyKit';
import { pausedDelay, pending, refuse, settingsDialog, SettingsHarness, storyArgs, storyUser, type SettingsStoryArgs } from './settings.fixtures';

const meta = {
  title: 'Flows/SettingsDialog/Security',
  tags: ['mobile'],
  beforeEach: clearLiveAnnouncer,
  args: { ...storyArgs, defaultTab: 'security' },
  render: (args, { globals }) => <SettingsHarness {...args} locale={String(globals.locale ?? 'zh-CN')} />,
} satisfies Meta<SettingsStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Password set, phone bound (masked), no email, WeChat not bound: its 绑定 asks the app for the bind dialog. */
export const Overview: Story = {
  play: async ({ args }) => {
    const dialog = await settingsDialog();
    await expect(within(dialog).getByText('138****5678')).toBeVisible();
    const wechat = within(dialog).getByRole('group', { name: '微信' });
    await userEvent.click(within(wechat).getByRole('button', { name: '绑定 微信' }));
    await expect(args.onBindWechat).toHaveBeenCalledTimes(1);
  },
};

/** Everything bound: WeChat shows 已绑定 and no button. */
export const AllBound: Story = {
  args: { user: { ...storyUser, email: 'xiaozhi@example.com', isBindWx: 1 } },
  play: async () => {
    const dialog = await settingsDialog();
    const wechat = within(dialog).getByRole('group', { name: '微信' });
    await expect(within(wechat).getByText('已绑定')).toBeVisible();
    await expect(within(wechat).queryByRole('button')).toBeNull();
  },
};

/** Keyboard: open the password form, Enter with nothing typed, then a short and a mismatched password. */
export const PasswordErrors: Story = {
  play: async () => {
    const dialog = await settingsDialog();
    const toggle = within(dialog).getByRole('button', { name: '修改 登录密码' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    const old = within(dialog).getByLabelText('原密码');
    await expect(old).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(old).toHaveAccessibleDescription('原密码不能为空');
    await expect(within(dialog).getByLabelText('新密码')).toHaveAccessibleDescription(/密码不能为空/);
    await expect(within(dialog).getByLabelText('确认密码')).toHaveAccessibleDescription('确认密码不能为空');
    await userEvent.type(old, 'old-pass');
    await userEvent.type(within(dialog).getByLabelText('新密码'), '12345');
    await userEvent.type(within(dialog).getByLabelText('确认密码'), '123456{Enter}');
    await expect(within(dialog).getByLabelText('新密码')).toHaveAccessibleDescription(/密码的长度为6-18位/);
    await expect(within(dialog).getByLabelText('确认密码')).toHaveAccessibleDescription('两次输入的密码不一致');
  },
};

/** No password yet: only the new one and its confirmation are asked for. */
export const PasswordFirstTime: Story = {
  args: { user: { ...storyUser, password: '' }, defaultSecurityForm: 'password' },
  play: async () => {
    const dialog = await settingsDialog();
    await expect(within(dialog).getByText('未设置')).toBeVisible();
    await expect(within(dialog).queryByLabelText('原密码')).toBeNull();
    await expect(within(dialog).getByRole('button', { name: '设置密码' })).toBeVisible();
  },
};

const fillPassword = async (dialog: HTMLElement) => {
  await userEvent.type(within(dialog).getByLabelText('原密码'), 'old-pass');
  await userEvent.type(within(dialog).getByLabelText('新密码'), 'new-pass-1');
  await userEvent.type(within(dialog).getByLabelText('确认密码'), 'new-pass-1{Enter}');
};

export const PasswordPending: Story = {
  args: { defaultSecurityForm: 'password', services: { updatePassword: pending } },
  play: async () => {
    const dialog = await settingsDialog();
    await fillPassword(dialog);
    await expect(within(dialog).getByRole('progressbar', { name: '提交中' })).toBeInTheDocument();
  },
};

export const PasswordServerError: Story = {
  args: { defaultSecurityForm: 'password', services: { updatePassword: refuse('原密码错误') } },
  play: async ({ args }) => {
    const dialog = await settingsDialog();
    await fillPassword(dialog);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('原密码错误');
    await expect(args.onPasswordChanged).not.toHaveBeenCalled();
  },
};

/** Changed: a toast, then the app ends the session and reopens login. */
export const PasswordChanged: Story = {
  args: { defaultSecurityForm: 'password' },
  play: async ({ args }) => {
    const dialog = await settingsDialog();
    await fillPassword(dialog);
    await expect(await within(document.body).findByText('密码修改成功，请重新登录')).toBeVisible();
    await expect(args.onPasswordChanged).toHaveBeenCalledTimes(1);
  },
};

/** The phone form with its captcha loaded. */
export const PhoneForm: Story = {
  args: { defaultSecurityForm: 'phone' },
  play: async () => {
    const dialog = await settingsDialog();
    await expect(await within(dialog).findByRole('button', { name: '图形验证码，点击换一张' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '更换手机号' })).toBeVisible();
  },
};

export const PhoneErrors: Story = {
  args: { defaultSecurityForm: 'phone' },
  play: async () => {
    const dialog = await settingsDialog();
    const phone = within(dialog).getByRole('textbox', { name: '手机号' });
    await userEvent.click(within(dialog).getByRole('button', { name: '获取验证码' }));
    await expect(phone).toHaveAccessibleDescription('请输入手机号');
    await expect(within(dialog).getByRole('textbox', { name: '图形验证码' })).toHaveAccessibleDescription('请输入图形验证码');
    await userEvent.type(phone, '12345{Enter}');
    await expect(phone).toHaveAccessibleDescription('请输入正确格式的手机号');
    await expect(within(dialog).getByRole('textbox', { name: '手机验证码' })).toHaveAccessibleDescription('请输入手机验证码');
  },
};

export const PhoneCaptchaFailed: Story = {
  args: { defaultSecurityForm: 'phone', services: { getCaptcha: refuse('') } },
  play: async () => {
    const dialog = await settingsDialog();
    const captcha = within(dialog).getByRole('textbox', { name: '图形验证码' });
    await waitFor(() => expect(captcha).toHaveAccessibleDescription('图形验证码加载失败'));
  },
};

/** Code sent: a toast and the resend countdown (held at 60 in the story). */
export const PhoneCodeSent: Story = {
  args: { defaultSecurityForm: 'phone', delays: { resendTick: pausedDelay } },
  play: async ({ args }) => {
    const dialog = await settingsDialog();
    await within(dialog).findByRole('button', { name: '图形验证码，点击换一张' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: '手机号' }), '13900001111');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '图形验证码' }), 'a7k2');
    await userEvent.click(within(dialog).getByRole('button', { name: '获取验证码' }));
    await expect(await within(dialog).findByRole('button', { name: '60 秒后重新获取' })).toBeDisabled();
    await expect(args.notify).toHaveBeenCalledWith({ tone: 'success', message: { text: '验证码发送成功' } });
  },
};

export const PhoneSendRefused: Story = {
  args: { defaultSecurityForm: 'phone', services: { sendPhoneCode: refuse('图形验证码错误') } },
  play: async () => {
    const dialog = await settingsDialog();
    await within(dialog).findByRole('button', { name: '图形验证码，点击换一张' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: '手机号' }), '13900001111');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '图形验证码' }), 'zzzz');
    await userEvent.click(within(dialog).getByRole('button', { name: '获取验证码' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('图形验证码错误');
  },
};

export const PhoneBinding: Story = {
  args: { defaultSecurityForm: 'phone', services: { bindPhone: pending } },
  play: async () => {
    const dialog = await settingsDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: '手机号' }), '13900001111');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '手机验证码' }), '123456{Enter}');
    await expect(within(dialog).getByRole('progressbar', { name: '提交中' })).toBeInTheDocument();
  },
};

export const PhoneBound: Story = {
  args: { user: { ...storyUser, phone: '' }, defaultSecurityForm: 'phone' },
  play: async ({ args }) => {
    const dialog = await settingsDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: '手机号' }), '13900001111');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '手机验证码' }), '123456{Enter}');
    await expect(await within(dialog).findByRole('status')).toHaveTextContent('手机号绑定成功');
    await expect(args.onUserChanged).toHaveBeenCalledTimes(1);
  },
};

export const EmailErrors: Story = {
  args: { defaultSecurityForm: 'email' },
  play: async () => {
    const dialog = await settingsDialog();
    const email = within(dialog).getByRole('textbox', { name: '邮箱' });
    email.focus();
    await userEvent.keyboard('{Enter}');
    await expect(email).toHaveAccessibleDescription('邮箱地址不能为空');
    await userEvent.type(email, 'xiaozhi@host{Enter}');
    await expect(email).toHaveAccessibleDescription('请输入正确格式的邮箱地址');
  },
};

export const EmailPending: Story = {
  args: { defaultSecurityForm: 'email', services: { updateEmail: pending } },
  play: async () => {
    const dialog = await settingsDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: '邮箱' }), 'xiaozhi@example.com{Enter}');
    await expect(within(dialog).getByRole('progressbar', { name: '提交中' })).toBeInTheDocument();
  },
};

export const EmailSent: Story = {
  args: { defaultSecurityForm: 'email' },
  play: async () => {
    const dialog = await settingsDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: '邮箱' }), 'xiaozhi@example.com{Enter}');
    await expect(await within(dialog).findByRole('status')).toHaveTextContent('验证信息发送成功，请前往邮箱完成绑定/修改');
  },
};

export const EmailRefused: Story = {
  args: { defaultSecurityForm: 'email', services: { updateEmail: refuse('该邮箱已被其他账户使用') } },
  play: async () => {
    const dialog = await settingsDialog();
    const email = within(dialog).getByRole('textbox', { name: '邮箱' });
    await userEvent.type(email, 'taken@example.com{Enter}');
    await waitFor(() => expect(email).toHaveAccessibleDescription('该邮箱已被其他账户使用'));
  },
};
