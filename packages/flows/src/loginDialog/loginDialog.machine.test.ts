import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { providePhoneCode } from '../phoneCode/phoneCode.machine';
import { provideQrLogin, type ScenePollResult } from '../qrLogin/qrLogin.machine';
import { provideRegister } from '../register/register.machine';
import { loginDialogView } from './loginDialog.view';
import { provideLoginDialog, validateLoginAccount, validateLoginPassword, type LoginDialogInput } from './loginDialog.machine';

const flush = () => new Promise((resolve) => setImmediate(resolve));

function start(input: LoginDialogInput, { pollResult = null as ScenePollResult } = {}) {
  const fakes = {
    createScene: vi.fn(async () => 'scene-1'),
    pollScene: vi.fn(async () => pollResult),
    loadCaptcha: vi.fn(async () => ({ svg: '<svg/>', captchaId: 'c1' })),
    register: vi.fn(async () => null),
    storeNewUser: vi.fn(),
    loginByPassword: vi.fn(async () => 'jwt-password'),
    loginByPhone: vi.fn(async () => 'jwt-sms'),
  };
  const machine = provideLoginDialog({
    qrLogin: provideQrLogin({
      createScene: fakes.createScene,
      getQrCode: async () => 'qr.png',
      pollScene: fakes.pollScene,
      registerByOpenId: async () => null,
    }),
    phoneCode: providePhoneCode({ loadCaptcha: fakes.loadCaptcha, sendPhoneCode: async () => null }),
    register: provideRegister({ register: fakes.register, storeNewUser: fakes.storeNewUser }),
    loginByPassword: fakes.loginByPassword,
    loginByPhone: fakes.loginByPhone,
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input, clock }).start();
  return { actor, clock, fakes };
}

describe('validators', () => {
  it.each([
    ['', 'login.error.accountRequired'],
    ['a', 'login.error.accountLength'],
    ['ab', null],
    ['a'.repeat(30), null],
    ['a'.repeat(31), 'login.error.accountLength'],
  ])('account %j → %s', (account, expected) => expect(validateLoginAccount(account)).toBe(expected));

  it.each([
    ['', 'login.error.passwordRequired'],
    ['12345', 'login.error.passwordLength'],
    ['123456', null],
    ['x'.repeat(30), null],
    ['x'.repeat(31), 'login.error.passwordLength'],
  ])('password %j → %s', (password, expected) => expect(validateLoginPassword(password)).toBe(expected));
});

describe('loginDialogMachine: modes', () => {
  it.each([
    [{ qrEnabled: true }, 'qr' as const],
    [{ qrEnabled: false }, 'password' as const],
    [{ qrEnabled: true, initialMode: 'register' as const }, 'register' as const],
    // SPEC §2.3.1: the register event opens mode 1 when QR login is off.
    [{ qrEnabled: false, initialMode: 'register' as const }, 'password' as const],
  ])('opens %j in %s mode', (input, mode) => {
    expect(start(input).actor.getSnapshot().matches(mode)).toBe(true);
  });

  it('switches modes with mode.select; QR only when enabled', () => {
    const { actor } = start({ qrEnabled: false });
    actor.send({ type: 'mode.select', mode: 'qr' });
    expect(actor.getSnapshot().matches('password')).toBe(true);
    for (const mode of ['sms', 'register', 'password'] as const) {
      actor.send({ type: 'mode.select', mode });
      expect(actor.getSnapshot().matches(mode)).toBe(true);
    }
  });

  it('runs the QR child only while QR mode is active', async () => {
    const { actor, clock, fakes } = start({ qrEnabled: true });
    await flush();
    clock.increment(1000);
    await flush();
    expect(fakes.pollScene).toHaveBeenCalledTimes(1);
    actor.send({ type: 'mode.select', mode: 'qr' });
    expect(fakes.createScene).toHaveBeenCalledTimes(1);
    actor.send({ type: 'mode.select', mode: 'password' });
    expect(actor.getSnapshot().children.qrLogin).toBeUndefined();
    for (let i = 0; i < 5; i += 1) clock.increment(1000);
    await flush();
    expect(fakes.pollScene).toHaveBeenCalledTimes(1);
    actor.send({ type: 'mode.select', mode: 'qr' });
    expect(fakes.createScene).toHaveBeenCalledTimes(2);
  });

  it('finishes with the token of a QR login', async () => {
    const { actor, clock } = start({ qrEnabled: true }, { pollResult: { token: 'jwt-qr' } });
    await flush();
    clock.increment(1000);
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ token: 'jwt-qr' });
  });

  it('shares the agreement across modes and forwards it to the register form', () => {
    const { actor } = start({ qrEnabled: false });
    actor.send({ type: 'agreement.toggle' });
    expect(actor.getSnapshot().context.agreed).toBe(true);
    actor.send({ type: 'mode.select', mode: 'register' });
    const register = () => actor.getSnapshot().children.register!.getSnapshot().context.agreed;
    expect(register()).toBe(true);
    actor.send({ type: 'agreement.toggle' });
    expect(actor.getSnapshot().context.agreed).toBe(false);
    expect(register()).toBe(false);
    actor.send({ type: 'mode.select', mode: 'sms' });
    expect(actor.getSnapshot().context.agreed).toBe(false);
  });
});

describe('loginDialogMachine: the operator closed the username-and-password sign-up', () => {
  it('offers no register link in any mode', () => {
    const { actor } = start({ qrEnabled: true, registerEnabled: false });
    expect(loginDialogView(actor.getSnapshot()).otherModes).toEqual(['password', 'sms']);
    actor.send({ type: 'mode.select', mode: 'password' });
    expect(loginDialogView(actor.getSnapshot()).otherModes).toEqual(['qr', 'sms']);
    expect(loginDialogView(start({ qrEnabled: true }).actor.getSnapshot()).otherModes).toContain('register');
  });

  it('says so instead of the form when the register event lands there, and registers nothing', () => {
    const { actor, fakes } = start({ qrEnabled: true, initialMode: 'register', registerEnabled: false });
    expect(actor.getSnapshot().matches({ register: 'closed' })).toBe(true);
    expect(loginDialogView(actor.getSnapshot())).toMatchObject({ mode: 'register', registerClosed: true });
    expect(actor.getSnapshot().children.register).toBeUndefined();
    // The shared agreement still works there (no child to forward it to).
    actor.send({ type: 'agreement.toggle' });
    expect(actor.getSnapshot().context.agreed).toBe(true);
    actor.send({ type: 'mode.select', mode: 'sms' });
    expect(actor.getSnapshot().matches('sms')).toBe(true);
    expect(fakes.register).not.toHaveBeenCalled();
  });

  it('opens the form as before while the sign-up is on', () => {
    const { actor } = start({ qrEnabled: true, initialMode: 'register' });
    expect(actor.getSnapshot().matches({ register: 'open' })).toBe(true);
    expect(loginDialogView(actor.getSnapshot()).registerClosed).toBe(false);
    expect(actor.getSnapshot().children.register).toBeDefined();
  });
});

describe('loginDialogMachine: the shared agreement (SPEC §4)', () => {
  it('ticked in the QR mode stays ticked in password and SMS mode, and back in QR mode', () => {
    const { actor } = start({ qrEnabled: true });
    actor.send({ type: 'agreement.toggle' });
    for (const mode of ['password', 'sms', 'qr'] as const) {
      actor.send({ type: 'mode.select', mode });
      expect(actor.getSnapshot().matches(mode)).toBe(true);
      expect(loginDialogView(actor.getSnapshot()).agreed).toBe(true);
    }
  });

  it('ticked in SMS mode lets password login through without ticking again', async () => {
    const { actor, fakes } = start({ qrEnabled: false });
    actor.send({ type: 'mode.select', mode: 'sms' });
    actor.send({ type: 'agreement.toggle' });
    actor.send({ type: 'mode.select', mode: 'password' });
    actor.send({ type: 'username.change', value: 'lingxi' });
    actor.send({ type: 'password.change', value: 'secret1' });
    actor.send({ type: 'password.submit' });
    expect(actor.getSnapshot().context.agreementError).toBeNull();
    expect(fakes.loginByPassword).toHaveBeenCalledTimes(1);
  });
});

describe('loginDialogMachine: password mode', () => {
  it('refuses an incomplete form with field and agreement messages, cleared by editing', () => {
    const { actor, fakes } = start({ qrEnabled: false });
    actor.send({ type: 'password.submit' });
    expect(actor.getSnapshot().context).toMatchObject({
      errors: { username: 'login.error.accountRequired', password: 'login.error.passwordRequired' },
      agreementError: 'login.error.agreement',
    });
    actor.send({ type: 'username.change', value: 'lingxi' });
    actor.send({ type: 'password.change', value: 'secret1' });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'password.submit' });
    expect(actor.getSnapshot().context).toMatchObject({ errors: {}, agreementError: 'login.error.agreement' });
    actor.send({ type: 'agreement.toggle' });
    expect(actor.getSnapshot().context.agreementError).toBeNull();
    expect(fakes.loginByPassword).not.toHaveBeenCalled();
  });

  it('logs in with username and password and finishes with the token', async () => {
    const { actor, fakes } = start({ qrEnabled: false });
    actor.send({ type: 'username.change', value: 'me@lingxi.cn' });
    actor.send({ type: 'password.change', value: 'secret1' });
    actor.send({ type: 'agreement.toggle' });
    actor.send({ type: 'password.submit' });
    expect(actor.getSnapshot().matches({ password: 'submitting' })).toBe(true);
    expect(fakes.loginByPassword).toHaveBeenCalledWith({ username: 'me@lingxi.cn', password: 'secret1' });
    await flush();
    expect(actor.getSnapshot().output).toEqual({ token: 'jwt-password' });
  });

  it('shows the server message of a failed login; editing clears it', async () => {
    const { actor, fakes } = start({ qrEnabled: false });
    fakes.loginByPassword.mockRejectedValueOnce(new Error('用户名或密码错误'));
    actor.send({ type: 'username.change', value: 'lingxi' });
    actor.send({ type: 'password.change', value: 'secret1' });
    actor.send({ type: 'agreement.toggle' });
    actor.send({ type: 'password.submit' });
    await flush();
    expect(actor.getSnapshot().matches({ password: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.failure).toEqual({ key: 'login.error.failed', text: '用户名或密码错误' });
    actor.send({ type: 'password.change', value: 'secret2' });
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('clears messages when the mode changes', () => {
    const { actor } = start({ qrEnabled: false });
    actor.send({ type: 'password.submit' });
    actor.send({ type: 'mode.select', mode: 'sms' });
    actor.send({ type: 'mode.select', mode: 'password' });
    expect(actor.getSnapshot().context).toMatchObject({ errors: {}, agreementError: null });
  });
});

describe('loginDialogMachine: SMS mode', () => {
  it('runs phoneCode as a child and follows its phone', async () => {
    const { actor, fakes } = start({ qrEnabled: false });
    actor.send({ type: 'mode.select', mode: 'sms' });
    const phoneCode = actor.getSnapshot().children.phoneCode!;
    await flush();
    expect(fakes.loadCaptcha).toHaveBeenCalledTimes(1);
    phoneCode.send({ type: 'phone.change', value: '13800138000' });
    expect(actor.getSnapshot().context.phone).toBe('13800138000');
    actor.send({ type: 'mode.select', mode: 'password' });
    expect(actor.getSnapshot().children.phoneCode).toBeUndefined();
  });

  it('refuses an incomplete form: phone (in the child), code and agreement', () => {
    const { actor, fakes } = start({ qrEnabled: false });
    actor.send({ type: 'mode.select', mode: 'sms' });
    actor.send({ type: 'sms.submit' });
    expect(actor.getSnapshot().context).toMatchObject({ phoneCodeError: 'phoneCode.error.codeRequired', agreementError: 'login.error.agreement' });
    expect(actor.getSnapshot().children.phoneCode!.getSnapshot().context.phoneError).toBe('phoneCode.error.phoneRequired');
    actor.send({ type: 'phoneCode.change', value: '12345' });
    expect(actor.getSnapshot().context.phoneCodeError).toBeNull();
    actor.send({ type: 'sms.submit' });
    expect(actor.getSnapshot().context.phoneCodeError).toBe('phoneCode.error.codeLength');
    expect(fakes.loginByPhone).not.toHaveBeenCalled();
  });

  it('logs in with phone and code; a failure shows the server message', async () => {
    const { actor, fakes } = start({ qrEnabled: false });
    fakes.loginByPhone.mockRejectedValueOnce(new Error('验证码错误'));
    actor.send({ type: 'mode.select', mode: 'sms' });
    actor.getSnapshot().children.phoneCode!.send({ type: 'phone.change', value: '13800138000' });
    actor.send({ type: 'phoneCode.change', value: '123456' });
    actor.send({ type: 'agreement.toggle' });
    actor.send({ type: 'sms.submit' });
    expect(actor.getSnapshot().matches({ sms: 'submitting' })).toBe(true);
    await flush();
    expect(actor.getSnapshot().context.failure).toEqual({ key: 'login.error.failed', text: '验证码错误' });
    actor.send({ type: 'sms.submit' });
    await flush();
    expect(fakes.loginByPhone).toHaveBeenLastCalledWith({ phone: '13800138000', phoneCode: '123456' });
    expect(actor.getSnapshot().output).toEqual({ token: 'jwt-sms' });
  });
});

describe('loginDialogMachine: register mode', () => {
  it('switches to password mode with the new credentials 1 s after registering', async () => {
    const { actor, clock, fakes } = start({ qrEnabled: true, initialMode: 'register' });
    const register = actor.getSnapshot().children.register!;
    register.send({ type: 'username.change', value: 'lingxi01' });
    register.send({ type: 'password.change', value: 'secret1' });
    register.send({ type: 'verifyPassword.change', value: 'secret1' });
    actor.send({ type: 'agreement.toggle' });
    register.send({ type: 'register.submit' });
    await flush();
    expect(fakes.storeNewUser).toHaveBeenCalledWith({ username: 'lingxi01', password: 'secret1' });
    clock.increment(999);
    expect(actor.getSnapshot().matches('register')).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches({ password: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ username: 'lingxi01', password: 'secret1', agreed: true });
  });
});

describe('loginDialogView', () => {
  it('offers every other available mode as a link', () => {
    const { actor } = start({ qrEnabled: false });
    expect(loginDialogView(actor.getSnapshot())).toMatchObject({ mode: 'password', otherModes: ['sms', 'register'] });
    const withQr = start({ qrEnabled: true }).actor;
    expect(loginDialogView(withQr.getSnapshot())).toMatchObject({ mode: 'qr', otherModes: ['password', 'sms', 'register'] });
  });

  it('has no mode once logged in, and marks the running submit', async () => {
    const { actor } = start({ qrEnabled: false });
    actor.send({ type: 'username.change', value: 'lingxi' });
    actor.send({ type: 'password.change', value: 'secret1' });
    actor.send({ type: 'agreement.toggle' });
    actor.send({ type: 'password.submit' });
    expect(loginDialogView(actor.getSnapshot()).password.isSubmitting).toBe(true);
    await flush();
    expect(loginDialogView(actor.getSnapshot()).mode).toBeNull();
  });
});
