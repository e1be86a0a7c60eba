import { Button, DialogTrigger } from '@lingxi/ui';
import { dialogA11yPlay } from '@lingxi/ui/testing';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createTranslator } from '../i18n/messages';
import { pending, storyCaptchaSvg, storyPhoneCode } from '../phoneCode/phoneCode.fixtures';
import type { PhoneCodeServices } from '../phoneCode/phoneCode.machine';
import { storyQrLogin } from '../qrLogin/qrLogin.fixtures';
import type { QrLoginServices } from '../qrLogin/qrLogin.machine';
import { storyRegister } from '../register/register.fixtures';
import type { RegisterServices } from '../register/register.machine';
import { LoginDialog, type LoginDialogProps } from './LoginDialog';
import { provideLoginDialog, type LoginDialogInput, type LoginDialogServices } from './loginDialog.machine';
import { loginDialogCatalogs } from './messages';

interface Fakes extends Partial<Pick<LoginDialogServices, 'loginByPassword' | 'loginByPhone'>> {
  qrLogin?: Partial<QrLoginServices>;
  phoneCode?: Partial<PhoneCodeServices>;
  register?: Partial<RegisterServices>;
  /** Held still unless given (the register-success story lets the real 1 s run). */
  switchToLogin?: number;
}

/** The dialog's machine with story fakes: every call succeeds unless a story overrides it. */
const storyMachine = (fakes: Fakes = {}) =>
  provideLoginDialog({
    qrLogin: storyQrLogin(fakes.qrLogin),
    phoneCode: storyPhoneCode(fakes.phoneCode),
    register: storyRegister(fakes.register, fakes.switchToLogin),
    loginByPassword: fakes.loginByPassword ?? (async () => 'story-token'),
    loginByPhone: fakes.loginByPhone ?? (async () => 'story-token'),
  });

const translator = (globals: StoryContext['globals']) => createTranslator(loginDialogCatalogs, String(globals.locale ?? 'zh-CN'));

const meta = {
  title: 'Flows/LoginDialog',
  args: { onLoggedIn: fn() },
  parameters: { machine: storyMachine(), input: { qrEnabled: false } satisfies LoginDialogInput },
  render: (args, { globals, parameters }) => {
    const t = translator(globals);
    return (
      <DialogTrigger>
        <Button>{t('login.submit')}</Button>
        <LoginDialog
          machine={parameters.machine as LoginDialogProps['machine']}
          input={parameters.input as LoginDialogInput}
          t={t}
          onLoggedIn={args.onLoggedIn}
        />
      </DialogTrigger>
    );
  },
} satisfies Meta<Pick<LoginDialogProps, 'onLoggedIn'>>;
export default meta;
type Story = StoryObj<typeof meta>;

type Context = Pick<StoryContext, 'canvasElement' | 'globals'>;

/**
 * The shared dialog suite (keyboard open, name, focus trap, Escape, focus return), then the
 * dialog is opened again, with a fresh machine, and left open for the play, axe and screenshots.
 */
async function open(context: Context, titleKey: string) {
  const t = translator(context.globals);
  const trigger = t('login.submit');
  await dialogA11yPlay({ trigger, title: t(titleKey) })(context);
  within(context.canvasElement).getByRole('button', { name: trigger }).focus();
  await userEvent.keyboard('{Enter}');
  const dialog = await within(document.body).findByRole('dialog');
  // Half-faded text would fail axe's contrast check.
  await waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());
  return { dialog: within(dialog), t };
}

/** Presses a bottom link and waits for the mode's title. */
async function switchMode(context: Context, mode: 'sms' | 'register') {
  const { dialog, t } = await open(context, 'login.title.password');
  await userEvent.click(dialog.getByRole('button', { name: t(`login.title.${mode}`) }));
  await dialog.findByRole('heading', { name: t(`login.title.${mode}`) });
  return { dialog, t };
}

type Dialog = Awaited<ReturnType<typeof open>>['dialog'];
type T = ReturnType<typeof translator>;

async function fillPassword(dialog: Dialog, t: T, { agree = true } = {}) {
  await userEvent.type(dialog.getByRole('textbox', { name: t('login.account.label') }), 'lingxi01');
  await userEvent.type(dialog.getByLabelText(t('login.password.label')), 'secret1');
  if (agree) await userEvent.click(dialog.getByRole('checkbox'));
  await userEvent.type(dialog.getByLabelText(t('login.password.label')), '{Enter}');
}

async function fillSms(dialog: Dialog, t: T) {
  await dialog.findByRole('img', { name: t('phoneCode.captcha.image') });
  await userEvent.type(dialog.getByRole('textbox', { name: t('phoneCode.phone.label') }), '13800138000');
  await userEvent.type(dialog.getByRole('textbox', { name: t('phoneCode.captcha.label') }), 'a7k2');
  await userEvent.click(dialog.getByRole('button', { name: t('phoneCode.send') }));
}

async function fillRegister(dialog: Dialog, t: T, verifyPassword = 'secret1') {
  await userEvent.type(dialog.getByRole('textbox', { name: t('register.username.label') }), 'lingxi01');
  await userEvent.type(dialog.getByLabelText(t('register.password.label')), 'secret1');
  await userEvent.click(dialog.getByRole('checkbox'));
  await userEvent.type(dialog.getByLabelText(t('register.verifyPassword.label')), `${verifyPassword}{Enter}`);
}

// QR mode (0) -----------------------------------------------------------------------------------

/** QR login on: the dialog opens on the QR with its 60 s refresh countdown (held still). */
export const QrMode: Story = {
  parameters: { input: { qrEnabled: true } },
  play: async (context) => {
    const { dialog, t } = await open(context, 'login.title.qr');
    await expect(await dialog.findByRole('img', { name: t('qrLogin.image') })).toBeVisible();
    await expect(dialog.getByRole('timer')).toHaveTextContent(t('qrLogin.refreshIn', { seconds: 60 }));
  },
};

export const QrLoading: Story = {
  parameters: { input: { qrEnabled: true }, machine: storyMachine({ qrLogin: { createScene: pending } }) },
  play: async (context) => {
    const { dialog, t } = await open(context, 'login.title.qr');
    await expect(dialog.getByRole('progressbar', { name: t('qrLogin.loading') })).toBeVisible();
  },
};

export const QrFailed: Story = {
  parameters: { input: { qrEnabled: true }, machine: storyMachine({ qrLogin: { createScene: () => Promise.reject(new Error('二维码服务暂不可用')) } }) },
  play: async (context) => {
    const { dialog, t } = await open(context, 'login.title.qr');
    await expect(await dialog.findByRole('alert')).toHaveTextContent('二维码服务暂不可用');
    await expect(dialog.getByRole('button', { name: t('qrLogin.retry') })).toBeEnabled();
  },
};

// Password mode (1) -----------------------------------------------------------------------------

/** QR login off: the dialog opens in password mode; the links offer SMS and register. */
export const PasswordMode: Story = {
  play: async (context) => {
    const { dialog, t } = await open(context, 'login.title.password');
    const links = within(dialog.getByRole('navigation', { name: t('login.modes') })).getAllByRole('button');
    await expect(links.map((link) => link.textContent)).toEqual([t('login.title.sms'), t('login.title.register')]);
    await expect(dialog.getByRole('link', { name: `《用户协议》${t('login.newTab')}` })).toHaveAttribute('href', '/agreement');
  },
};

/** Keyboard path: Tab to the fields, type, Space ticks the agreement, Enter logs in. */
export const PasswordKeyboard: Story = {
  play: async (context) => {
    const { dialog, t } = await open(context, 'login.title.password');
    const tabTo = async (element: HTMLElement, shift = false) => {
      for (let step = 0; step < 20 && document.activeElement !== element; step += 1) await userEvent.tab({ shift });
      await expect(element).toHaveFocus();
    };
    const account = dialog.getByRole('textbox', { name: t('login.account.label') });
    const password = dialog.getByLabelText(t('login.password.label'));
    await tabTo(account);
    await userEvent.keyboard('me@lingxi.cn');
    await tabTo(password);
    await userEvent.keyboard('secret1');
    await tabTo(dialog.getByRole('checkbox'));
    await userEvent.keyboard(' ');
    await tabTo(password, true);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(context.args.onLoggedIn).toHaveBeenCalledWith('story-token'));
    await expect(await dialog.findByRole('status')).toHaveTextContent(t('login.success'));
  },
};

/** Enter with nothing filled in: each field says what it needs, and the agreement must be ticked. */
export const PasswordErrors: Story = {
  play: async (context) => {
    const { dialog, t } = await open(context, 'login.title.password');
    await userEvent.type(dialog.getByRole('textbox', { name: t('login.account.label') }), '{Enter}');
    await expect(dialog.getByRole('textbox', { name: t('login.account.label') })).toHaveAccessibleDescription(t('login.error.accountRequired'));
    await expect(dialog.getByLabelText(t('login.password.label'))).toHaveAccessibleDescription(t('login.error.passwordRequired'));
    await expect(dialog.getByRole('checkbox')).toHaveAccessibleDescription(t('login.error.agreement'));
  },
};

export const PasswordSubmitting: Story = {
  parameters: { machine: storyMachine({ loginByPassword: pending }) },
  play: async (context) => {
    const { dialog, t } = await open(context, 'login.title.password');
    await fillPassword(dialog, t);
    await expect(dialog.getByRole('progressbar', { name: t('login.submitting') })).toBeVisible();
  },
};

export const PasswordFailed: Story = {
  parameters: { machine: storyMachine({ loginByPassword: () => Promise.reject(new Error('用户名或密码错误')) }) },
  play: async (context) => {
    const { dialog, t } = await open(context, 'login.title.password');
    await fillPassword(dialog, t);
    await expect(await dialog.findByRole('alert')).toHaveTextContent('用户名或密码错误');
  },
};

/** Forgot password only says whom to ask (SPEC §8 请联系管理员). */
export const ForgotPassword: Story = {
  play: async (context) => {
    const { dialog, t } = await open(context, 'login.title.password');
    await userEvent.click(dialog.getByRole('button', { name: t('login.forgot') }));
    await expect(dialog.getByRole('status')).toHaveTextContent(t('login.forgot.message'));
  },
};

/** The bottom sheet of narrow screens. */
export const Mobile: Story = {
  tags: ['mobile'],
  play: async (context) => {
    await open(context, 'login.title.password');
  },
};

/** SPEC §4: the agreement ticked in one mode stays ticked in the others (QR, password, SMS and back). */
export const AgreementSharedAcrossModes: Story = {
  parameters: { input: { qrEnabled: true } },
  play: async (context) => {
    const { dialog, t } = await open(context, 'login.title.qr');
    await userEvent.click(dialog.getByRole('checkbox'));
    for (const mode of ['password', 'sms', 'qr'] as const) {
      await userEvent.click(dialog.getByRole('button', { name: t(`login.title.${mode}`) }));
      await dialog.findByRole('heading', { name: t(`login.title.${mode}`) });
      await expect(dialog.getByRole('checkbox')).toBeChecked();
    }
  },
};

// SMS mode (2) ----------------------------------------------------------------------------------

export const SmsMode: Story = {
  play: async (context) => {
    const { dialog, t } = await switchMode(context, 'sms');
    await expect(dialog.getByRole('textbox', { name: t('phoneCode.phone.label') })).toHaveFocus();
    await expect(await dialog.findByRole('img', { name: t('phoneCode.captcha.image') })).toBeVisible();
  },
};

const captchaLoads = fn(async () => ({ svg: storyCaptchaSvg(), captchaId: 'story-captcha' }));

/** The 120 × 44 captcha, drawn for the theme, is its own refresh button: 看不清？换一张 loads a new one. */
export const SmsCaptchaRefresh: Story = {
  parameters: { machine: storyMachine({ phoneCode: { loadCaptcha: captchaLoads } }) },
  play: async (context) => {
    const { dialog, t } = await switchMode(context, 'sms');
    const image = await dialog.findByRole('img', { name: t('phoneCode.captcha.image') });
    await expect(image.getBoundingClientRect()).toMatchObject({ width: 120, height: 44 });
    const calls = captchaLoads.mock.calls.length;
    await userEvent.click(dialog.getByRole('button', { name: t('phoneCode.captcha.refresh') }));
    await waitFor(() => expect(captchaLoads.mock.calls.length).toBe(calls + 1));
    await expect(await dialog.findByRole('img', { name: t('phoneCode.captcha.image') })).toBeVisible();
  },
};

export const SmsErrors: Story = {
  play: async (context) => {
    const { dialog, t } = await switchMode(context, 'sms');
    await userEvent.keyboard('{Enter}');
    await expect(dialog.getByRole('textbox', { name: t('phoneCode.phone.label') })).toHaveAccessibleDescription(t('phoneCode.error.phoneRequired'));
    await expect(dialog.getByRole('textbox', { name: t('phoneCode.code.label') })).toHaveAccessibleDescription(t('phoneCode.error.codeRequired'));
    await expect(dialog.getByRole('checkbox')).toHaveAccessibleDescription(t('login.error.agreement'));
  },
};

/** Code sent: the resend button counts 60 s down (held still) and focus moves to the code. */
export const SmsCountdown: Story = {
  play: async (context) => {
    const { dialog, t } = await switchMode(context, 'sms');
    await fillSms(dialog, t);
    await expect(await dialog.findByRole('button', { name: t('phoneCode.wait', { seconds: 60 }) })).toBeDisabled();
    await expect(dialog.getByRole('textbox', { name: t('phoneCode.code.label') })).toHaveFocus();
  },
};

export const SmsSendFailed: Story = {
  parameters: { machine: storyMachine({ phoneCode: { sendPhoneCode: () => Promise.reject(new Error('图形验证码错误')) } }) },
  play: async (context) => {
    const { dialog, t } = await switchMode(context, 'sms');
    await fillSms(dialog, t);
    await expect(await dialog.findByRole('alert')).toHaveTextContent('图形验证码错误');
  },
};

export const SmsFailed: Story = {
  parameters: { machine: storyMachine({ loginByPhone: () => Promise.reject(new Error('验证码错误')) }) },
  play: async (context) => {
    const { dialog, t } = await switchMode(context, 'sms');
    await fillSms(dialog, t);
    await userEvent.keyboard('123456');
    await userEvent.click(dialog.getByRole('checkbox'));
    await userEvent.type(dialog.getByRole('textbox', { name: t('phoneCode.code.label') }), '{Enter}');
    await expect(await dialog.findByRole('alert')).toHaveTextContent('验证码错误');
  },
};

// Register mode (3) -----------------------------------------------------------------------------

/** The register event with QR login on opens register mode. */
export const RegisterMode: Story = {
  parameters: { input: { qrEnabled: true, initialMode: 'register' } },
  play: async (context) => {
    const { dialog, t } = await open(context, 'login.title.register');
    await expect(dialog.getByRole('button', { name: t('login.title.qr') })).toBeVisible();
  },
};

/** SPEC §2.3.1: with QR login off, the register event opens mode 1, password login. */
export const RegisterEventWithoutQr: Story = {
  parameters: { input: { qrEnabled: false, initialMode: 'register' } },
  play: async (context) => {
    await open(context, 'login.title.password');
  },
};

/** The operator closed the username-and-password sign-up: the links offer no register mode. */
export const RegisterClosedNoLink: Story = {
  parameters: { input: { qrEnabled: true, registerEnabled: false } },
  play: async (context) => {
    const { dialog, t } = await open(context, 'login.title.qr');
    const links = within(dialog.getByRole('navigation', { name: t('login.modes') }));
    await expect(links.getByRole('button', { name: t('login.title.password') })).toBeVisible();
    await expect(links.queryByRole('button', { name: t('login.title.register') })).toBeNull();
  },
};

/** The register event while that sign-up is closed: the note instead of the form, the other ways a Tab away. */
export const RegisterClosedLanding: Story = {
  parameters: { input: { qrEnabled: true, initialMode: 'register', registerEnabled: false } },
  play: async (context) => {
    const { dialog, t } = await open(context, 'login.title.register');
    await expect(dialog.getByRole('status')).toHaveTextContent(t('login.register.closed'));
    await expect(dialog.queryByRole('textbox', { name: t('register.username.label') })).toBeNull();
    dialog.getByRole('button', { name: t('login.title.sms') }).focus();
    await userEvent.keyboard('{Enter}');
    await dialog.findByRole('heading', { name: t('login.title.sms') });
  },
};

export const RegisterErrors: Story = {
  parameters: { input: { qrEnabled: true, initialMode: 'register' } },
  play: async (context) => {
    const { dialog, t } = await open(context, 'login.title.register');
    await fillRegister(dialog, t, 'secret2');
    await expect(await dialog.findByRole('alert')).toHaveTextContent(t('register.error.passwordMismatch'));
  },
};

export const RegisterFailed: Story = {
  parameters: {
    input: { qrEnabled: true, initialMode: 'register' },
    machine: storyMachine({ register: { register: () => Promise.reject(new Error('用户名已存在')) } }),
  },
  play: async (context) => {
    const { dialog, t } = await open(context, 'login.title.register');
    await fillRegister(dialog, t);
    await expect(await dialog.findByRole('alert')).toHaveTextContent('用户名已存在');
  },
};

/** Registered: the success shows, and after 1 s password mode opens with the credentials filled. */
export const RegisterSuccessSwitching: Story = {
  parameters: { input: { qrEnabled: true, initialMode: 'register' }, machine: storyMachine({ switchToLogin: 1000 }) },
  play: async (context) => {
    const { dialog, t } = await open(context, 'login.title.register');
    await fillRegister(dialog, t);
    await expect(await dialog.findByText(t('register.success'))).toBeVisible();
    await dialog.findByRole('heading', { name: t('login.title.password') }, { timeout: 3000 });
    const account = dialog.getByRole('textbox', { name: t('login.account.label') });
    await expect(account).toHaveValue('lingxi01');
    await expect(account).toHaveFocus();
    await expect(dialog.getByLabelText(t('login.password.label'))).toHaveValue('secret1');
    await expect(dialog.getByRole('checkbox')).toBeChecked();
  },
};
