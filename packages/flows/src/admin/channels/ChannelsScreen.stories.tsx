import { createToastQueue, ToastRegion } from '@lingxi/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createTranslator, flowLocales, type FlowLocale } from '../../i18n';
import { messageText, type Notice } from '../../session/notify';
import { clearLiveAnnouncer } from '../../storyKit';
import { never } from '../adminStoryKit';
import { adminCatalog } from '../messages';
import { ConfirmCancelled } from '../siteSettings.machine';
import type { ChannelsData } from './channels.machine';
import { ChannelsScreen, type ChannelsServices } from './ChannelsScreen';
import { channelsCatalog } from './messages';

const data = (wechat: Partial<ChannelsData['wechat']> = {}): ChannelsData => ({
  config: {
    site: { emailRegisterStatus: 1, phoneRegisterStatus: 1, wechatRegisterStatus: 0, wechatSilentLoginStatus: 0 },
    secrets: {
      wechatOfficialAppId: { set: true },
      wechatOfficialAppSecret: { set: true },
      wechatOfficialToken: { set: true },
      smsAccessKeyId: { set: true },
      smsAccessKeySecret: { set: true },
      smsSignName: { set: true },
      smsTemplateCode: { set: false },
      mailSmtpHost: { set: false },
      mailSmtpPort: { set: true },
      mailSmtpUser: { set: false },
      mailSmtpPassword: { set: false },
      mailFrom: { set: false },
    },
    environment: {},
  },
  wechat: { serverUrl: 'https://ai.example.com/api/official/notify', siteUrlSet: true, appIdSet: true, appSecretSet: true, tokenSet: true, ...wechat },
});

type Args = ChannelsServices & { notify: (notice: Notice) => void };

/** The screen as the app shows it: the back office's and the screen's texts, its notices as toasts. */
function Harness({ globals, notify, ...services }: Args & { globals: Record<string, unknown> }) {
  const locale: FlowLocale = (flowLocales as readonly string[]).includes(String(globals.locale)) ? (globals.locale as FlowLocale) : 'zh-CN';
  const t = createTranslator([adminCatalog, channelsCatalog], locale);
  // Toasts stay until closed: on loaded cores the 5 s timeout can pass before the screenshot.
  const [toasts] = useState(() => createToastQueue({ timeout: 0 }));
  return (
    <>
      <ChannelsScreen
        t={t}
        locale={locale}
        services={services}
        notify={(notice) => {
          notify(notice);
          toasts.show(notice.tone, messageText(t, notice.message));
        }}
      />
      <ToastRegion queue={toasts.queue} closeLabel={t('admin.confirm.close')} aria-label={t('admin.notifications')} />
    </>
  );
}

const meta = {
  title: 'Admin/ChannelsScreen',
  tags: ['page'],
  beforeEach: clearLiveAnnouncer,
  args: {
    load: fn(async () => data()),
    saveSite: fn(async () => null),
    saveSecrets: fn(async () => null),
    testWechat: fn(async () => ({})),
    testSms: fn(async () => ({ provider: 'aliyun', code: '482913' })),
    testMail: fn(async () => ({ provider: 'smtp' })),
    copy: fn(async () => true),
    notify: fn(),
  },
  render: (args, { globals }) => <Harness {...args} globals={globals} />,
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const loaded = (canvasElement: HTMLElement, name = '注册开关') => within(canvasElement).findByRole('heading', { name });
const sectionOf = async (canvasElement: HTMLElement, name: string) => (await loaded(canvasElement, name)).closest('section, form') as HTMLElement;

/** Still loading (first: it also pays for loading the story's modules). */
export const Loading: Story = { args: { load: fn(never) } };

export const LoadFailed: Story = {
  args: {
    load: fn<ChannelsServices['load']>(async () => {
      throw new Error('网络错误，请稍后重试');
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('网络错误，请稍后重试');
    await expect(within(canvasElement).getByRole('button', { name: '重试' })).toBeVisible();
  },
};

/** Every group: the switches with what off means, the URL to paste, the write-only settings described 已设置 / 未设置. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: '账号密码注册' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: '微信注册' })).not.toBeChecked();
    await expect(canvas.getByRole('switch', { name: '账号密码注册' })).toHaveAccessibleDescription(expect.stringContaining('登录框不再显示「注册账号」'));
    await expect(canvas.getByText('https://ai.example.com/api/official/notify')).toBeVisible();
    await expect(canvas.getByLabelText('公众号 AppSecret')).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: '短信模板' })).toHaveAccessibleDescription('未设置');
    await expect(canvas.queryByText(/站点地址（siteUrl）未设置/)).toBeNull();
  },
};

/** Keyboard only: Space turns account sign-up off, Enter on the group's 保存 saves just that switch. */
export const SwitchOffWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await loaded(canvasElement);
    within(canvasElement).getByRole('switch', { name: '账号密码注册' }).focus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(document.activeElement).toHaveAccessibleName('保存注册开关');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.saveSite).toHaveBeenCalledWith({ emailRegisterStatus: 0 }));
    await expect(args.notify).toHaveBeenCalledWith({ tone: 'success', message: { key: 'admin.site.saved' } });
  },
};

/** siteUrl and the Token unset: the URL comes from the address in use, and both say what to do. */
export const SiteUrlUnset: Story = {
  args: { load: fn(async () => ({ ...data({ serverUrl: 'http://192.168.1.20:3000/api/official/notify', siteUrlSet: false, tokenSet: false }) })) },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(within(canvasElement).getByText(/站点地址（siteUrl）未设置/)).toBeVisible();
    await expect(within(canvasElement).getByText('公众号 Token 未设置：微信推送的扫码事件将全部被拒绝。')).toBeVisible();
  },
};

/** 复制 puts the URL on the clipboard and says so. */
export const CopyServerUrl: Story = {
  play: async ({ canvasElement, args }) => {
    await loaded(canvasElement);
    within(canvasElement).getByRole('button', { name: '复制服务器地址' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.copy).toHaveBeenCalledWith('https://ai.example.com/api/official/notify'));
    await expect(await within(document.body).findByText('已复制')).toBeVisible();
  },
};

/** The official account's settings saved through the confirmation: only what was typed or cleared. */
export const SaveWechatSettings: Story = {
  play: async ({ canvasElement, args }) => {
    const section = within(await sectionOf(canvasElement, '微信公众号'));
    await userEvent.type(section.getByLabelText('公众号 Token'), 'lingxi-token');
    await userEvent.click(section.getByRole('button', { name: '清除 公众号 AppSecret' }));
    await expect(section.getByLabelText('公众号 AppSecret')).toHaveAccessibleDescription('将清除');
    await userEvent.type(section.getByLabelText('公众号 Token'), '{Enter}');
    await waitFor(() => expect(args.saveSecrets).toHaveBeenCalledWith({ wechatOfficialToken: 'lingxi-token', wechatOfficialAppSecret: null }));
    await expect(section.getByLabelText('公众号 Token')).toHaveValue('');
    await expect(section.getByLabelText('公众号 AppSecret')).toHaveAccessibleDescription('未设置');
  },
};

/** Closing the confirmation keeps what was typed. */
export const SaveCancelled: Story = {
  args: {
    saveSecrets: fn<ChannelsServices['saveSecrets']>(async () => {
      throw new ConfirmCancelled();
    }),
  },
  play: async ({ canvasElement, args }) => {
    const section = within(await sectionOf(canvasElement, '邮件（SMTP）'));
    await userEvent.type(section.getByRole('textbox', { name: 'SMTP 服务器' }), 'smtp.example.com{Enter}');
    await waitFor(() => expect(args.saveSecrets).toHaveBeenCalled());
    await expect(section.getByRole('textbox', { name: 'SMTP 服务器' })).toHaveValue('smtp.example.com');
  },
};

/** A port outside 1–65535 is refused under the field, before any call. */
export const PortInvalid: Story = {
  play: async ({ canvasElement, args }) => {
    const section = within(await sectionOf(canvasElement, '邮件（SMTP）'));
    await userEvent.type(section.getByRole('textbox', { name: 'SMTP 端口' }), '99999{Enter}');
    await expect(section.getByRole('textbox', { name: 'SMTP 端口' })).toHaveAccessibleDescription('请输入 1–65535 之间的端口');
    await expect(args.saveSecrets).not.toHaveBeenCalled();
  },
};

/** Keyboard only: a phone, Enter, and the code sent shows under the button to compare with the phone's. */
export const SmsTestSent: Story = {
  play: async ({ canvasElement, args }) => {
    const section = within(await sectionOf(canvasElement, '短信（阿里云）'));
    section.getByRole('textbox', { name: '测试手机号' }).focus();
    await userEvent.keyboard('13800138000{Enter}');
    await waitFor(() => expect(args.testSms).toHaveBeenCalledWith({ phone: '13800138000' }));
    await expect(await section.findByText('测试验证码 482913 已发送至 13800138000')).toBeVisible();
  },
};

/** No provider: the code went only to the log, a warning. */
export const SmsTestLogged: Story = {
  args: { testSms: fn(async () => ({ provider: 'log', code: '000417' })) },
  play: async ({ canvasElement }) => {
    const section = within(await sectionOf(canvasElement, '短信（阿里云）'));
    await userEvent.type(section.getByRole('textbox', { name: '测试手机号' }), '13800138000');
    await userEvent.click(section.getByRole('button', { name: '发送测试验证码' }));
    await expect(await section.findByText('未配置短信服务商：测试验证码 000417 只写入了服务器日志')).toBeVisible();
  },
};

/** The provider refused: the server's advice under the button. */
export const SmsTestRefused: Story = {
  args: {
    testSms: fn<ChannelsServices['testSms']>(async () => {
      throw new Error('短信发送失败：短信账户余额不足，请充值');
    }),
  },
  play: async ({ canvasElement }) => {
    const section = within(await sectionOf(canvasElement, '短信（阿里云）'));
    await userEvent.type(section.getByRole('textbox', { name: '测试手机号' }), '13800138000{Enter}');
    await expect(await section.findByText('短信发送失败：短信账户余额不足，请充值')).toBeVisible();
  },
};

export const PhoneInvalid: Story = {
  play: async ({ canvasElement, args }) => {
    const section = within(await sectionOf(canvasElement, '短信（阿里云）'));
    await userEvent.type(section.getByRole('textbox', { name: '测试手机号' }), '1380013{Enter}');
    await expect(section.getByRole('textbox', { name: '测试手机号' })).toHaveAccessibleDescription('请输入正确的手机号');
    await expect(args.testSms).not.toHaveBeenCalled();
  },
};

/** A test running: its button pending, the others still usable. */
export const Testing: Story = {
  args: { testMail: fn(never) },
  play: async ({ canvasElement }) => {
    const section = within(await sectionOf(canvasElement, '邮件（SMTP）'));
    await userEvent.type(section.getByRole('textbox', { name: '测试收件邮箱' }), 'ops@example.com{Enter}');
    await expect(section.getByRole('button', { name: /发送测试邮件|测试中/ })).toHaveAttribute('data-pending', 'true');
  },
};

export const MailTestSent: Story = {
  play: async ({ canvasElement, args }) => {
    const section = within(await sectionOf(canvasElement, '邮件（SMTP）'));
    await userEvent.type(section.getByRole('textbox', { name: '测试收件邮箱' }), 'ops@example.com{Enter}');
    await waitFor(() => expect(args.testMail).toHaveBeenCalledWith({ to: 'ops@example.com' }));
    await expect(await section.findByText('测试邮件已发送至 ops@example.com')).toBeVisible();
  },
};

export const MailTestRefused: Story = {
  args: {
    testMail: fn<ChannelsServices['testMail']>(async () => {
      throw new Error('邮件发送失败：SMTP 登录被拒绝，请检查账号和密码（多数邮箱需使用授权码）');
    }),
  },
  play: async ({ canvasElement }) => {
    const section = within(await sectionOf(canvasElement, '邮件（SMTP）'));
    await userEvent.type(section.getByRole('textbox', { name: '测试收件邮箱' }), 'ops@example.com{Enter}');
    await expect(await section.findByText(/SMTP 登录被拒绝/)).toBeVisible();
  },
};

export const WechatTestConnected: Story = {
  play: async ({ canvasElement }) => {
    const section = within(await sectionOf(canvasElement, '微信公众号'));
    section.getByRole('button', { name: '测试连接' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await section.findByText('连接成功：已用 AppID 和 AppSecret 取得 access_token')).toBeVisible();
  },
};

export const WechatTestFailed: Story = {
  args: {
    testWechat: fn<ChannelsServices['testWechat']>(async () => {
      throw new Error('本服务器的 IP 不在白名单中：请在公众号后台「基本配置 → IP 白名单」添加本服务器的出口 IP');
    }),
  },
  play: async ({ canvasElement }) => {
    const section = within(await sectionOf(canvasElement, '微信公众号'));
    await userEvent.click(section.getByRole('button', { name: '测试连接' }));
    await expect(await section.findByText(/IP 不在白名单中/)).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: '复制服务器地址' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'Sign-up switches');
    await expect(within(canvasElement).getByRole('switch', { name: 'Username and password sign-up' })).toBeChecked();
    await expect(within(canvasElement).getByRole('button', { name: 'Send a test code' })).toBeVisible();
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-TW' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, '註冊開關');
    await expect(within(canvasElement).getByRole('button', { name: '傳送測試郵件' })).toBeVisible();
  },
};
