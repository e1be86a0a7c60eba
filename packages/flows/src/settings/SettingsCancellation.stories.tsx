import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clearLiveAnnouncer, settleAnnouncements } from '../storyKit';
import { pausedDelay, pending, refuse, settingsDialog, SettingsHarness, storyArgs, type SettingsStoryArgs } from './settings.fixtures';

const meta = {
  title: 'Flows/SettingsDialog/Cancellation',
  tags: ['mobile'],
  beforeEach: clearLiveAnnouncer,
  args: { ...storyArgs, defaultTab: 'cancellation' },
  render: (args, { globals }) => <SettingsHarness {...args} locale={String(globals.locale ?? 'zh-CN')} />,
} satisfies Meta<SettingsStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const confirmation = async () => {
  const alert = await within(document.body).findByRole('alertdialog', { name: '确认注销账户？' });
  await waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());
  return alert;
};

const request = async () => {
  const dialog = await settingsDialog();
  await userEvent.click(within(dialog).getByRole('button', { name: '注销账户' }));
  return confirmation();
};

export const Warning: Story = {
  play: async () => {
    const dialog = await settingsDialog();
    await expect(within(dialog).getByText(/注销后，账户中的积分/)).toBeVisible();
  },
};

/** Keyboard: the confirmation starts on 取消; Escape backs out without a call. */
export const Confirming: Story = {
  play: async () => {
    const dialog = await settingsDialog();
    within(dialog).getByRole('button', { name: '注销账户' }).focus();
    await userEvent.keyboard('{Enter}');
    let alert = await confirmation();
    await expect(within(alert).getByRole('button', { name: '取消' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog', { name: '确认注销账户？' })).toBeNull());
    await expect(within(document.body).getByRole('dialog', { name: '个人设置' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '注销账户' }));
    alert = await confirmation();
    await expect(alert).toHaveAccessibleDescription(/此操作无法撤销/);
  },
};

export const Pending: Story = {
  args: { services: { destroyAccount: pending } },
  play: async () => {
    const alert = await request();
    await userEvent.click(within(alert).getByRole('button', { name: '确认注销' }));
    await expect(within(alert).getByRole('progressbar', { name: '提交中' })).toBeInTheDocument();
  },
};

export const Refused: Story = {
  args: { services: { destroyAccount: refuse('账户存在未完成的订单，暂不能注销') } },
  play: async ({ args }) => {
    const alert = await request();
    await userEvent.click(within(alert).getByRole('button', { name: '确认注销' }));
    const dialog = await settingsDialog();
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('账户存在未完成的订单，暂不能注销');
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog', { name: '确认注销账户？' })).toBeNull());
    await expect(args.onLogout).not.toHaveBeenCalled();
    await settleAnnouncements();
  },
};

/** Cancelled: 注销成功，系统即将自动退出, then the logout 2 s later (held here so the screenshot stays). */
export const Cancelled: Story = {
  args: { delays: { logoutAfterCancel: pausedDelay } },
  play: async ({ args }) => {
    const alert = await request();
    await userEvent.click(within(alert).getByRole('button', { name: '确认注销' }));
    const dialog = await settingsDialog();
    await expect(await within(dialog).findByRole('status')).toHaveTextContent('注销成功，系统即将自动退出');
    await expect(within(dialog).getByRole('button', { name: '注销账户' })).toBeDisabled();
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog', { name: '确认注销账户？' })).toBeNull());
    await expect(args.onLogout).not.toHaveBeenCalled();
    await settleAnnouncements();
  },
};

/** With the real 2 s delay the app's logout runs. */
export const LoggedOut: Story = {
  play: async ({ args }) => {
    const alert = await request();
    await userEvent.click(within(alert).getByRole('button', { name: '确认注销' }));
    await waitFor(() => expect(args.onLogout).toHaveBeenCalledTimes(1), { timeout: 4000 });
    await settleAnnouncements();
  },
};
