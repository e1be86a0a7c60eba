import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { phoneCodeResendSeconds } from '../phoneCode/phoneCode.machine';
import { providePhoneBinding, type BindPhoneInput, type PhoneBindingCaptcha, type PhoneBindingField } from './phoneBinding.machine';
import { flush } from './testing';

type SendInput = { phone: string; captchaCode: string; captchaId: string };

function start({
  hadPhone = false,
  getCaptcha = vi.fn(async (): Promise<PhoneBindingCaptcha> => ({ svg: '<svg/>', captchaId: `captcha-${getCaptcha.mock.calls.length}` })),
  sendPhoneCode = vi.fn(async (_: SendInput): Promise<string | void> => '验证码发送成功'),
  bindPhone = vi.fn(async (_: BindPhoneInput): Promise<string | void> => '手机号绑定成功'),
  resendTick = undefined as number | undefined,
} = {}) {
  const fakes = { notify: vi.fn(), reloadUser: vi.fn() };
  const clock = new SimulatedClock();
  const machine = providePhoneBinding({ getCaptcha, sendPhoneCode, bindPhone }, { resendTick }).provide({
    actions: { notify: (_, params) => fakes.notify(params), reloadUser: fakes.reloadUser },
  });
  const actor = createActor(machine, { input: { hadPhone }, clock }).start();
  const fill = (values: Partial<Record<PhoneBindingField, string>>) => {
    for (const [field, value] of Object.entries(values)) actor.send({ type: 'phone.change', field: field as PhoneBindingField, value });
  };
  /** What the form shows of its phoneCode child. */
  const code = () => actor.getSnapshot().context.code;
  /** The id of the captcha the child would send with. */
  const captchaId = () => actor.getSnapshot().children.phoneCode?.getSnapshot().context.captchaId;
  return { actor, clock, fakes, fill, code, captchaId, getCaptcha, sendPhoneCode, bindPhone };
}

describe('phoneBindingMachine: captcha (the phoneCode child)', () => {
  it('loads a captcha at once and a new one on request', async () => {
    const { actor, code, captchaId, fill, getCaptcha } = start();
    expect(code().captcha).toBe('loading');
    await flush();
    expect(code()).toMatchObject({ captcha: 'ready', captchaSvg: '<svg/>' });
    expect(captchaId()).toBe('captcha-1');
    fill({ captcha: 'ab12' });
    actor.send({ type: 'phone.refreshCaptcha' });
    expect(actor.getSnapshot().context.values.captcha).toBe('');
    expect(code().captcha).toBe('loading');
    await flush();
    expect(getCaptcha).toHaveBeenCalledTimes(2);
    expect(captchaId()).toBe('captcha-2');
  });

  it('shows a captcha failure and recovers on refresh', async () => {
    const getCaptcha = vi.fn().mockRejectedValueOnce(new Error('')).mockResolvedValue({ svg: '<svg/>', captchaId: 'c2' });
    const { actor, code } = start({ getCaptcha });
    await flush();
    expect(code().captcha).toBe('failed');
    expect(actor.getSnapshot().context.captchaError).toEqual({ key: 'settings.captchaFailed' });
    actor.send({ type: 'phone.refreshCaptcha' });
    expect(actor.getSnapshot().context.captchaError).toBeNull();
    await flush();
    expect(code().captcha).toBe('ready');
  });

  it("shows the server's text of a captcha failure", async () => {
    const { actor } = start({ getCaptcha: vi.fn().mockRejectedValue(new Error('服务繁忙')) });
    await flush();
    expect(actor.getSnapshot().context.captchaError).toEqual({ text: '服务繁忙' });
  });
});

describe('phoneBindingMachine: sending the code', () => {
  it('needs a valid phone (请输入手机号 / 请输入正确格式的手机号) and the captcha answer', async () => {
    const { actor, fill, sendPhoneCode } = start();
    await flush();
    actor.send({ type: 'phone.sendCode' });
    expect(actor.getSnapshot().context.errors).toEqual({ phone: 'settings.phoneRequired', captcha: 'settings.captchaRequired' });
    fill({ phone: '1234', captcha: 'ab12' });
    actor.send({ type: 'phone.sendCode' });
    expect(actor.getSnapshot().context.errors).toEqual({ phone: 'settings.phoneInvalid' });
    expect(sendPhoneCode).not.toHaveBeenCalled();
  });

  it('does not send before a captcha has loaded', async () => {
    const { actor, fill, sendPhoneCode } = start();
    fill({ phone: '13812345678', captcha: 'ab12' });
    actor.send({ type: 'phone.sendCode' });
    await flush();
    expect(sendPhoneCode).not.toHaveBeenCalled();
  });

  it('sends with the captcha id, toasts, fetches a fresh captcha and counts 60 s down', async () => {
    const { actor, clock, code, fakes, fill, sendPhoneCode, getCaptcha } = start();
    await flush();
    fill({ phone: ' 13812345678 ', captcha: ' ab12 ' });
    actor.send({ type: 'phone.sendCode' });
    expect(sendPhoneCode).toHaveBeenCalledWith({ phone: '13812345678', captchaCode: 'ab12', captchaId: 'captcha-1' });
    expect(code().send).toBe('sending');
    await flush();
    expect(fakes.notify).toHaveBeenCalledWith({ tone: 'success', message: { text: '验证码发送成功' } });
    expect(getCaptcha).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.values.captcha).toBe('');
    expect(code()).toMatchObject({ send: 'waiting', remaining: phoneCodeResendSeconds });
    expect(phoneCodeResendSeconds).toBe(60);
    clock.increment(999);
    expect(code().remaining).toBe(60);
    clock.increment(1);
    expect(code().remaining).toBe(59);
    fill({ captcha: 'cd34' });
    actor.send({ type: 'phone.sendCode' });
    expect(sendPhoneCode).toHaveBeenCalledTimes(1);
    for (let second = 0; second < 58; second += 1) clock.increment(1000);
    expect(code()).toMatchObject({ send: 'waiting', remaining: 1 });
    clock.increment(1000);
    expect(code()).toMatchObject({ send: 'idle', remaining: 0 });
    actor.send({ type: 'phone.sendCode' });
    expect(sendPhoneCode).toHaveBeenCalledTimes(2);
    expect(sendPhoneCode).toHaveBeenLastCalledWith({ phone: '13812345678', captchaCode: 'cd34', captchaId: 'captcha-2' });
  });

  it('counts with the given second (stories hold the countdown still)', async () => {
    const { actor, clock, code, fill } = start({ resendTick: 500 });
    await flush();
    fill({ phone: '13812345678', captcha: 'ab12' });
    actor.send({ type: 'phone.sendCode' });
    await flush();
    clock.increment(500);
    expect(code().remaining).toBe(59);
    for (let second = 1; second < 60; second += 1) clock.increment(500);
    expect(code()).toMatchObject({ send: 'idle', remaining: 0 });
  });

  it('falls back to the key when the send reply has no text', async () => {
    const { actor, fakes, fill } = start({ sendPhoneCode: vi.fn(async () => undefined) });
    await flush();
    fill({ phone: '13812345678', captcha: 'ab12' });
    actor.send({ type: 'phone.sendCode' });
    await flush();
    expect(fakes.notify).toHaveBeenCalledWith({ tone: 'success', message: { key: 'settings.codeSent' } });
  });

  it('a refused send shows the text, allows another try and replaces the used captcha', async () => {
    const { actor, code, fakes, fill, getCaptcha } = start({ sendPhoneCode: vi.fn(async () => Promise.reject(new Error('图形验证码错误'))) });
    await flush();
    fill({ phone: '13812345678', captcha: 'wrong' });
    actor.send({ type: 'phone.sendCode' });
    await flush();
    expect(code().send).toBe('idle');
    expect(actor.getSnapshot().context.sendError).toEqual({ text: '图形验证码错误' });
    expect(actor.getSnapshot().context.values.captcha).toBe('');
    expect(getCaptcha).toHaveBeenCalledTimes(2);
    expect(fakes.notify).not.toHaveBeenCalled();
    fill({ captcha: 'x' });
    expect(actor.getSnapshot().context.sendError).toBeNull();
  });

  it('a refusal without text says the request failed', async () => {
    const { actor, fill } = start({ sendPhoneCode: vi.fn(async () => Promise.reject(new Error(''))) });
    await flush();
    fill({ phone: '13812345678', captcha: 'ab12' });
    actor.send({ type: 'phone.sendCode' });
    await flush();
    expect(actor.getSnapshot().context.sendError).toEqual({ key: 'settings.requestFailed' });
  });
});

describe('phoneBindingMachine: binding', () => {
  it('needs the phone and a 6-character code', async () => {
    const { actor, fill, bindPhone } = start();
    actor.send({ type: 'phone.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ phone: 'settings.phoneRequired', code: 'settings.phoneCodeRequired' });
    fill({ phone: '13812345678', code: '12345' });
    actor.send({ type: 'phone.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ code: 'settings.phoneCodeLength' });
    expect(bindPhone).not.toHaveBeenCalled();
  });

  it('binds, toasts the server text and reloads the user', async () => {
    const { actor, fakes, fill, bindPhone } = start();
    fill({ phone: '13812345678', code: '123456' });
    actor.send({ type: 'phone.submit' });
    expect(actor.getSnapshot().matches('binding')).toBe(true);
    expect(bindPhone).toHaveBeenCalledWith({ phone: '13812345678', phoneCode: '123456' });
    await flush();
    expect(actor.getSnapshot().matches('bound')).toBe(true);
    expect(actor.getSnapshot().context.boundMessage).toEqual({ text: '手机号绑定成功' });
    expect(fakes.notify).toHaveBeenCalledWith({ tone: 'success', message: { text: '手机号绑定成功' } });
    expect(fakes.reloadUser).toHaveBeenCalledTimes(1);
  });

  it.each([
    [false, 'settings.phoneBound'],
    [true, 'settings.phoneChanged'],
  ])('without a server text says bound or changed (had a phone: %s)', async (hadPhone, key) => {
    const { actor, fill } = start({ hadPhone, bindPhone: vi.fn(async () => undefined) });
    fill({ phone: '13812345678', code: '123456' });
    actor.send({ type: 'phone.submit' });
    await flush();
    expect(actor.getSnapshot().context.boundMessage).toEqual({ key });
  });

  it('a refused bind shows the text and stays editable', async () => {
    const { actor, fakes, fill } = start({ bindPhone: vi.fn(async () => Promise.reject(new Error('验证码错误'))) });
    fill({ phone: '13812345678', code: '000000' });
    actor.send({ type: 'phone.submit' });
    await flush();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.submitError).toEqual({ text: '验证码错误' });
    expect(fakes.reloadUser).not.toHaveBeenCalled();
  });
});
