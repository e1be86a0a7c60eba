import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { clearLiveAnnouncer } from '../storyKit';
import { adminStoryText, never } from './adminStoryKit';
import { SiteSettingsScreen, type SiteSettingsServices } from './SiteSettingsScreen';
import type { AdminConfig } from './siteSettings.machine';

const config: AdminConfig = {
  site: {
    siteName: '灵犀',
    subSiteName: 'AI 助手',
    clientLogoPath: '/logo.svg',
    isAutoOpenNotice: 1,
    chatOnline: '',
    phoneRegisterStatus: 1,
    emailRegisterStatus: 0,
    signInRewards: 5,
    inviteRewardPoints: 10,
    payEpayStatus: 1,
    agreementInfo: '<h2>用户协议</h2><p>欢迎使用本站服务。</p>',
    translations: { en: { siteName: 'Lingxi' } },
  },
  secrets: { payEpayUrl: { set: true }, payEpaySecret: { set: true }, openaiApiKey: { set: false }, siteUrl: { set: false } },
  environment: { PORT: 8080, DATA_DIR: './data', DATABASE_URL: { set: false }, LOG_LEVEL: 'info' },
};

type Args = SiteSettingsServices & { notify: () => void };

const meta = {
  title: 'Admin/SiteSettingsScreen',
  tags: ['page'],
  beforeEach: clearLiveAnnouncer,
  args: { load: async () => structuredClone(config), saveSite: fn(async () => null), saveSecrets: fn(async () => null), notify: fn() },
  render: ({ notify, ...services }, { globals }) => <SiteSettingsScreen {...adminStoryText(globals)} services={services} notify={notify} />,
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Grouped keys, switches for on/off, secrets only as 已设置/未设置, the environment read-only. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: '站点名称' })).toHaveValue('灵犀');
    await expect(canvas.getByRole('switch', { name: '手机号注册' })).toBeChecked();
    await expect(canvas.getByLabelText('易支付密钥', { selector: 'input' })).toHaveValue('');
    await expect(canvas.getByLabelText('易支付密钥', { selector: 'input' })).toHaveAccessibleDescription('已设置');
  },
};

/** Keyboard: edit a key, Enter saves only it. */
export const SaveChanged: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: '站点名称' });
    await userEvent.clear(name);
    await userEvent.type(name, '灵犀 AI{Enter}');
    await waitFor(() => expect(args.saveSite).toHaveBeenCalledWith({ siteName: '灵犀 AI' }));
  },
};

/** A number that is not one: named under the field, nothing sent. */
export const BadNumber: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('textbox', { name: '签到奖励积分' });
    await userEvent.clear(field);
    await userEvent.type(field, '-3{Enter}');
    await expect(field).toHaveAccessibleDescription('请输入不小于 0 的整数');
    await expect(args.saveSite).not.toHaveBeenCalled();
  },
};

/** A secret typed and one cleared go to the confirmed save together. */
export const Secrets: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('默认模型密钥', { selector: 'input' }), 'sk-new');
    await userEvent.click(canvas.getByRole('button', { name: '清除 易支付密钥' }));
    await expect(canvas.getByLabelText('易支付密钥', { selector: 'input' })).toHaveAccessibleDescription('将清除');
    await userEvent.click(canvas.getByRole('button', { name: '保存密钥' }));
    await waitFor(() => expect(args.saveSecrets).toHaveBeenCalledWith({ openaiApiKey: 'sk-new', payEpaySecret: null }));
  },
};

export const Loading: Story = { args: { load: never } };

export const LoadFailed: Story = {
  args: {
    load: async () => {
      throw new Error('网络错误，请稍后重试');
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('网络错误，请稍后重试');
  },
};

export const English: Story = { globals: { locale: 'en' } };
export const TraditionalChinese: Story = { globals: { locale: 'zh-TW' } };
