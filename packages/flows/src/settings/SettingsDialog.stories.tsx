import { dialogA11yPlay } from '@lingxi/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clearLiveAnnouncer } from '../storyKit';
import { pending, refuse, settingsDialog, SettingsHarness, storyArgs, type SettingsStoryArgs } from './settings.fixtures';

const meta = {
  title: 'Flows/SettingsDialog',
  tags: ['mobile'],
  beforeEach: clearLiveAnnouncer,
  args: storyArgs,
  render: (args, { globals }) => <SettingsHarness {...args} locale={String(globals.locale ?? 'zh-CN')} />,
} satisfies Meta<SettingsStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const pngFile = (name = 'avatar.png', type = 'image/png') => new File([new Uint8Array([137, 80, 78, 71])], name, { type });

/** Profile tab; the shared dialog suite runs (keyboard open, name, focus trap, Escape, focus return). */
export const Profile: Story = {
  play: async (context) => {
    const page = within(document.body);
    await settingsDialog();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await dialogA11yPlay({ trigger: '个人设置', title: '个人设置' })(context);
    within(context.canvasElement).getByRole('button', { name: '个人设置' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await settingsDialog();
    await expect(within(dialog).getByRole('tab', { name: '个人信息', selected: true })).toBeInTheDocument();
    await expect(within(dialog).getByRole('textbox', { name: '用户ID' })).toHaveAttribute('readonly');
    await expect(within(dialog).getByRole('textbox', { name: '昵称' })).toHaveValue('小智');
  },
};

/** Keyboard: Enter in an emptied field shows the §5 message, tied to the field. */
export const ProfileErrors: Story = {
  play: async () => {
    const dialog = await settingsDialog();
    const nickname = within(dialog).getByRole('textbox', { name: '昵称' });
    await userEvent.clear(nickname);
    await userEvent.keyboard('{Enter}');
    await expect(nickname).toHaveAttribute('aria-invalid', 'true');
    await expect(nickname).toHaveAccessibleDescription('输入的昵称不能为空');
    const username = within(dialog).getByRole('textbox', { name: '用户名' });
    await userEvent.clear(username);
    await userEvent.keyboard('{Enter}');
    await expect(username).toHaveAccessibleDescription('输入的用户名不能为空');
  },
};

export const ProfileSaving: Story = {
  args: { services: { updateProfile: pending } },
  play: async () => {
    const dialog = await settingsDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: '昵称' }), '同学{Enter}');
    await expect(within(dialog).getByRole('progressbar', { name: '保存中' })).toBeInTheDocument();
  },
};

export const ProfileSaved: Story = {
  play: async ({ args }) => {
    const dialog = await settingsDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: '昵称' }), '同学{Enter}');
    await expect(await within(document.body).findByText('昵称修改成功')).toBeVisible();
    await expect(args.onUserChanged).toHaveBeenCalledTimes(1);
  },
};

/** The server's refusal shows under the field, as it is. */
export const ProfileServerError: Story = {
  args: { services: { updateProfile: refuse('该用户名已被占用') } },
  play: async () => {
    const dialog = await settingsDialog();
    const username = within(dialog).getByRole('textbox', { name: '用户名' });
    await userEvent.type(username, '1{Enter}');
    await waitFor(() => expect(username).toHaveAccessibleDescription('该用户名已被占用'));
  },
};

export const AvatarUploading: Story = {
  args: { services: { uploadAvatar: pending } },
  play: async () => {
    const dialog = await settingsDialog();
    await userEvent.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, pngFile());
    await expect(await within(dialog).findByRole('progressbar', { name: '头像上传中' })).toBeInTheDocument();
  },
};

/** A .gif is refused with the settings' own words (SPEC §5: jpg, jpeg, png). */
export const AvatarTypeError: Story = {
  play: async () => {
    const dialog = await settingsDialog();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, pngFile('avatar.gif', 'image/gif'));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('头像仅支持 jpg、jpeg、png 格式的图片');
  },
};

export const AvatarSaved: Story = {
  play: async ({ args }) => {
    const dialog = await settingsDialog();
    await userEvent.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, pngFile());
    await expect(await within(document.body).findByText('头像更新成功')).toBeVisible();
    await expect(args.onUserChanged).toHaveBeenCalledTimes(1);
  },
};

/** Keyboard: arrow keys move the theme choice; the app applies it. */
export const Appearance: Story = {
  args: { defaultTab: 'appearance' },
  play: async ({ args }) => {
    const dialog = await settingsDialog();
    const light = within(dialog).getByRole('radio', { name: '浅色' });
    await expect(light).toBeChecked();
    light.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(dialog).getByRole('radio', { name: '深色' })).toBeChecked();
    await expect(args.onThemeChange).toHaveBeenCalledWith('dark');
  },
};

/** Keyboard: arrow keys walk the tabs. */
export const TabsWithKeyboard: Story = {
  play: async () => {
    const dialog = await settingsDialog();
    within(dialog).getByRole('tab', { name: '个人信息' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(dialog).getByRole('tab', { name: '安全中心' })).toHaveAttribute('aria-selected', 'true');
    await expect(within(dialog).getByRole('group', { name: '登录密码' })).toBeVisible();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(within(dialog).getByRole('tab', { name: '注销账户' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { defaultTab: 'security' },
  play: async () => void (await settingsDialog()),
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => void (await settingsDialog('Settings')),
};

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-TW' },
  args: { defaultTab: 'security' },
  play: async () => void (await settingsDialog('個人設定')),
};
