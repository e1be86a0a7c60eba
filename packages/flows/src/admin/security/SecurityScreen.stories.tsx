import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createTranslator } from '../../i18n';
import { clearLiveAnnouncer, settleAnnouncements } from '../../storyKit';
import type { ConfirmRequest } from '../adminConfirm.machine';
import { adminStoryText, never } from '../adminStoryKit';
import { ConfirmHost, useConfirmed } from '../ConfirmHost';
import { adminCatalog } from '../messages';
import { securityCatalog } from './messages';
import { totpDisableConfirmation } from './requests';
import type { TotpKey } from './security.machine';
import { SecurityScreen } from './SecurityScreen';

const key: TotpKey = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  uri: 'otpauth://totp/Lingxi:admin?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Lingxi&algorithm=SHA1&digits=6&period=30',
};

type Args = {
  status: () => Promise<{ enabled: boolean }>;
  setup: () => Promise<TotpKey>;
  enable: (otp: string) => Promise<unknown>;
  /** The confirmed /disable, sent with its grant (the fake server). */
  perform: (input: { request: ConfirmRequest; grant: string }) => Promise<unknown>;
  copy: (text: string) => Promise<boolean>;
  pendingMs?: number;
};

const storyText = (globals: Record<string, unknown>) => createTranslator([adminCatalog, securityCatalog], adminStoryText(globals).locale);

/** The screen as the app wires it: 关闭 through `useConfirmed()`. */
function Screen({ args, t }: { args: Args; t: ReturnType<typeof storyText> }) {
  const confirmed = useConfirmed();
  return (
    <SecurityScreen
      t={t}
      {...(args.pendingMs === undefined ? {} : { pendingMs: args.pendingMs })}
      services={{
        status: args.status,
        setup: args.setup,
        enable: args.enable,
        disable: () => {
          const { request, changes } = totpDisableConfirmation(t);
          return confirmed(request, changes);
        },
        copy: args.copy,
      }}
    />
  );
}

const meta = {
  title: 'Admin/SecurityScreen',
  tags: ['page'],
  beforeEach: clearLiveAnnouncer,
  args: {
    status: fn(async () => ({ enabled: false })),
    setup: fn(async () => key),
    enable: fn(async () => null),
    perform: fn(async () => null),
    copy: fn(async () => true),
  },
  render: (args, { globals }) => {
    const t = storyText(globals);
    return (
      <ConfirmHost t={t} services={{ confirm: async () => ({ grant: 'g' }), perform: args.perform }}>
        <Screen args={args} t={t} />
      </ConfirmHost>
    );
  },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Presses a button with the keyboard. */
async function press(canvasElement: HTMLElement, name: string) {
  (await within(canvasElement).findByRole('button', { name })).focus();
  await userEvent.keyboard('{Enter}');
}

/** 开启 by keyboard: the QR code and the key appear (the pending button's late announcement is cleared for axe). */
async function startSetup(canvasElement: HTMLElement) {
  await press(canvasElement, '开启');
  await within(canvasElement).findByRole('img', { name: '身份验证器绑定二维码' });
  await settleAnnouncements();
}

/** 开启 in another language: the key appears. */
async function startSetupIn(canvasElement: HTMLElement, button: string, qr: string) {
  await press(canvasElement, button);
  await expect(await within(canvasElement).findByRole('img', { name: qr })).toBeVisible();
  await settleAnnouncements();
}

export const Loading: Story = { args: { status: fn(never) } };

export const LoadFailed: Story = {
  args: {
    status: fn<Args['status']>(async () => {
      throw new Error('网络错误，请稍后重试');
    }),
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('网络错误，请稍后重试');
    await expect(within(alert).getByRole('button', { name: '重试' })).toBeVisible();
  },
};

export const Off: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('未开启')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: '开启' })).toBeVisible();
  },
};

export const On: Story = {
  args: { status: fn(async () => ({ enabled: true })) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('已开启')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: '关闭' })).toBeVisible();
  },
};

/** The pending key: its otpauth:// address as a QR code, and its text in groups of four with a copy button. */
export const PendingKey: Story = {
  play: async ({ canvasElement, args }) => {
    await startSetup(canvasElement);
    await expect(within(canvasElement).getByLabelText('密钥')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    await press(canvasElement, '复制密钥');
    await expect(await within(canvasElement).findByText('已复制')).toBeVisible();
    await expect(args.copy).toHaveBeenCalledWith(key.secret);
    await expect(within(canvasElement).getByText('密钥 10 分钟内有效，请尽快完成绑定')).toBeVisible();
    await settleAnnouncements();
  },
};

/** Keyboard only: the code typed, Enter verifies; TOTP is on and the key is gone. */
export const EnableWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await startSetup(canvasElement);
    within(canvasElement).getByRole('textbox', { name: '动态验证码' }).focus();
    await userEvent.keyboard('123456{Enter}');
    await waitFor(() => expect(args.enable).toHaveBeenCalledWith('123456'));
    await expect(await within(canvasElement).findByText('动态验证码已开启，下次登录需要输入验证码')).toBeVisible();
    await expect(within(canvasElement).getByText('已开启')).toBeVisible();
    await expect(within(canvasElement).queryByRole('img', { name: '身份验证器绑定二维码' })).toBeNull();
    await settleAnnouncements();
  },
};

/** Not six digits: named under the field, nothing sent. */
export const CodeInvalid: Story = {
  play: async ({ canvasElement, args }) => {
    await startSetup(canvasElement);
    const code = within(canvasElement).getByRole('textbox', { name: '动态验证码' });
    await userEvent.type(code, '12345{Enter}');
    await expect(code).toHaveAccessibleDescription(expect.stringContaining('请输入 6 位数字验证码'));
    await expect(args.enable).not.toHaveBeenCalled();
  },
};

/** A wrong code: the server's message under the field, the key still shown for another try. */
export const WrongCode: Story = {
  args: {
    enable: fn<Args['enable']>(async () => {
      throw new Error('动态验证码错误，请核对手机时间后重试');
    }),
  },
  play: async ({ canvasElement }) => {
    await startSetup(canvasElement);
    const code = within(canvasElement).getByRole('textbox', { name: '动态验证码' });
    await userEvent.type(code, '000000{Enter}');
    await waitFor(() => expect(code).toHaveAccessibleDescription(expect.stringContaining('动态验证码错误，请核对手机时间后重试')));
    await expect(code).toHaveValue('');
    await expect(within(canvasElement).getByRole('img', { name: '身份验证器绑定二维码' })).toBeVisible();
  },
};

/** The key's time passed (shortened here): it is gone; 重新生成 makes a new one. */
export const Expired: Story = {
  args: { pendingMs: 300 },
  play: async ({ canvasElement, args }) => {
    await press(canvasElement, '开启');
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('密钥已过期，请重新生成');
    await expect(within(canvasElement).queryByLabelText('密钥')).toBeNull();
    await expect(within(alert).getByRole('button', { name: '重新生成' })).toBeVisible();
    await expect(args.setup).toHaveBeenCalledTimes(1);
    await settleAnnouncements();
  },
};

/** 关闭: confirmed (on → off) by keyboard; the screen then offers 开启. */
export const Disable: Story = {
  args: { status: fn(async () => ({ enabled: true })) },
  play: async ({ canvasElement, args }) => {
    await press(canvasElement, '关闭');
    const dialog = await within(document.body).findByRole('dialog', { name: '二次确认' });
    await waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());
    await expect(within(dialog).getByText('已开启 → 未开启')).toBeVisible();
    within(dialog).getByLabelText('密码', { selector: 'input' }).focus();
    await userEvent.paste('secret1');
    within(dialog).getByRole('textbox', { name: '操作原因' }).focus();
    await userEvent.paste('更换手机');
    const submit = within(dialog).getByRole('button', { name: '确认' });
    for (let step = 0; step < 3 && document.activeElement !== submit; step += 1) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.perform).toHaveBeenCalledWith({ request: { method: 'POST', path: '/api/admin/auth/totp/disable' }, grant: 'g' }));
    await expect(await within(canvasElement).findByText('动态验证码已关闭')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: '开启' })).toBeVisible();
    await settleAnnouncements();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Account security' })).toBeVisible();
    await startSetupIn(canvasElement, 'Turn on', 'QR code for your authenticator');
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-TW' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: '帳號安全' })).toBeVisible();
    await startSetupIn(canvasElement, '開啟', '身分驗證器綁定二維碼');
  },
};
