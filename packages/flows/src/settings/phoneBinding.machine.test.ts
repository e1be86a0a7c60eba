import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { phoneBindingResendSeconds, phoneBindingMachine, type PhoneBindingCaptcha, type PhoneBindingField } from './phoneBinding.machine';
import { flush } from './testing';

type SendInput = { phone: string; captchaCode: string; captchaId: string };
type BindInput = { phone: string; phoneCode: string };

function start({
  hadPhone = false,
  getCaptcha = vi.fn(async (): Promise<PhoneBindingCaptcha> => ({ svg: '<svg/>', captchaId: `captcha-${getCaptcha.mock.calls.length}` })),
  sendPhoneCode = vi.fn(async (_: SendInput): Promise<string | void> => '验证码发送成功'),
  bindPhone = vi.fn(async (_: BindInput): Promise<string | void> => '手机号绑定成功'),
} = {}) {
  const fakes = { notify: vi.fn(), reloadUser: vi.fn() };
  const clock = new SimulatedClock();
  const machine = phoneBindingMachine.provide({
    actors: {
      getCaptcha: fromPromise(() => getCaptcha()),
      sendPhoneCode: fromPromise(({ input }) => sendPhoneCode(input)),
      bindPhone: fromPromise(({ input }) => bindPhone(input)),
    },
    actions: { notify: (_, params) => fakes.notify(params), reloadUser: fakes.reloadUser },
  });
  const actor = createActor(machine, { input: { hadPhone }, clock }).start();
  const fill = (values: Partial<Record<PhoneBindingField, string>>) => {
    for (const [field, value] of Object.entries(values)) actor.send({ type: 'phone.change', field: field as PhoneBindingField, value });
  };
  return { actor, clock, fakes, fill, getCaptcha, sendPhoneCode, bindPhone };
}

describe('phoneBindingMachine: captcha', () => {
  it('loads a captcha at once and a new one on request', async () => {
    const { actor, getCaptcha } = start();
    expect(actor.getSnapshot().matches({ captcha: 'loading' })).toBe(true);
    await flush();
    expect(actor.getSnapshot().context.captcha).toEqual({ svg: '<svg/>', captchaId: 'captcha-1' });
    actor.send({ type: 'phone.refreshCaptcha' });
    await flush();
    expect(getCaptcha).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.captcha?.captchaId).toBe('captcha-2');
  });

  it('shows a captcha failure and recovers on refresh', async () => {
    const getCaptcha = vi.fn().mockRejectedValueOnce(new Error('')).mockResolvedValue({ svg: '<svg/>', captchaId: 'c2' });
    const { actor } = start({ getCaptcha });
    await flush();
    expect(actor.getSnapshot().matches({ captcha: 'failed' })).toBe(true);
    expect(actor.getSnapshot().context.captchaError).toEqual({ key: 'settings.captchaFailed' });
    actor.send({ type: 'phone.refreshCaptcha' });
    expect(actor.getSnapshot().context.captchaError).toBeNull();
    await flush();
    expect(actor.getSnapshot().matches({ captcha: 'ready' })).toBe(true);
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

  it('does not send before a captcha has loaded', () => {
    const { actor, fill, sendPhoneCode } = start();
    fill({ phone: '13812345678', captcha: 'ab12' });
    actor.send({ type: 'phone.sendCode' });
    expect(sendPhoneCode).not.toHaveBeenCalled();
  });

  it('sends with the captcha id, toasts, fetches a fresh captcha and counts 60 s down', async () => {
    const { actor, clock, fakes, fill, sendPhoneCode, getCaptcha } = start();
    await flush();
    fill({ phone: ' 13812345678 ', captcha: ' ab12 ' });
    actor.send({ type: 'phone.sendCode' });
    expect(sendPhoneCode).toHaveBeenCalledWith({ phone: '13812345678', captchaCode: 'ab12', captchaId: 'captcha-1' });
    await flush();
    expect(fakes.notify).toHaveBeenCalledWith({ tone: 'success', message: { text: '验证码发送成功' } });
    expect(getCaptcha).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.values.captcha).toBe('');
    expect(actor.getSnapshot().matches({ code: 'cooling' })).toBe(true);
    expect(actor.getSnapshot().context.remaining).toBe(phoneBindingResendSeconds);
    expect(phoneBindingResendSeconds).toBe(60);
    clock.increment(999);
    expect(actor.getSnapshot().context.remaining).toBe(60);
    clock.increment(1);
    expect(actor.getSnapshot().context.remaining).toBe(59);
    fill({ captcha: 'cd34' });
    actor.send({ type: 'phone.sendCode' });
    expect(sendPhoneCode).toHaveBeenCalledTimes(1);
    for (let second = 0; second < 58; second += 1) clock.increment(1000);
    expect(actor.getSnapshot().context.remaining).toBe(1);
    expect(actor.getSnapshot().matches({ code: 'cooling' })).toBe(true);
    clock.increment(1000);
    expect(actor.getSnapshot().context.remaining).toBe(0);
    expect(actor.getSnapshot().matches({ code: 'idle' })).toBe(true);
    actor.send({ type: 'phone.sendCode' });
    expect(sendPhoneCode).toHaveBeenCalledTimes(2);
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
    const { actor, fill, getCaptcha } = start({ sendPhoneCode: vi.fn(async () => Promise.reject(new Error('图形验证码错误'))) });
    await flush();
    fill({ phone: '13812345678', captcha: 'wrong' });
    actor.send({ type: 'phone.sendCode' });
    await flush();
    expect(actor.getSnapshot().matches({ code: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.sendError).toEqual({ text: '图形验证码错误' });
    expect(getCaptcha).toHaveBeenCalledTimes(2);
    fill({ captcha: 'x' });
    expect(actor.getSnapshot().context.sendError).toBeNull();
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
    expect(actor.getSnapshot().matches({ form: 'binding' })).toBe(true);
    expect(bindPhone).toHaveBeenCalledWith({ phone: '13812345678', phoneCode: '123456' });
    await flush();
    expect(actor.getSnapshot().matches({ form: 'bound' })).toBe(true);
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
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.submitError).toEqual({ text: '验证码错误' });
    expect(fakes.reloadUser).not.toHaveBeenCalled();
  });
});
