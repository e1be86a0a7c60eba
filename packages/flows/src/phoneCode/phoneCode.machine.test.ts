import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, waitFor } from 'xstate';
import { phoneCodeView } from './phoneCode.view';
import { providePhoneCode, phoneCodeResendSeconds, validatePhone, validatePhoneCode, type PhoneCodeServices } from './phoneCode.machine';

const captcha = (n: number) => ({ svg: `<svg>${n}</svg>`, captchaId: `id-${n}` });

function start(overrides: Partial<PhoneCodeServices> = {}) {
  let loads = 0;
  const services = {
    loadCaptcha: vi.fn(async () => captcha((loads += 1))),
    sendPhoneCode: vi.fn(async () => null),
    ...overrides,
  };
  const clock = new SimulatedClock();
  const actor = createActor(providePhoneCode(services), { clock }).start();
  return { actor, clock, services };
}

const captchaReady = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => s.matches({ captcha: 'ready' }));

/** Waits for the captcha, then fills the form and sends in one synchronous step. */
async function fillAndSend({ actor }: ReturnType<typeof start>) {
  await captchaReady(actor);
  send(actor);
}

function send(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'phone.change', value: '13800138000' });
  actor.send({ type: 'captcha.change', value: 'a7k2' });
  actor.send({ type: 'code.send' });
}

describe('validators', () => {
  it.each([
    ['', 'phoneCode.error.phoneRequired'],
    ['12800138000', 'phoneCode.error.phoneFormat'],
    ['1380013800', 'phoneCode.error.phoneFormat'],
    ['138001380001', 'phoneCode.error.phoneFormat'],
    ['1380013800a', 'phoneCode.error.phoneFormat'],
    ['13800138000', null],
    ['19912345678', null],
  ])('phone %j → %s', (phone, expected) => expect(validatePhone(phone)).toBe(expected));

  it.each([
    ['', 'phoneCode.error.codeRequired'],
    ['12345', 'phoneCode.error.codeLength'],
    ['1234567', 'phoneCode.error.codeLength'],
    ['123456', null],
    ['a1b2c3', null],
  ])('phone code %j → %s', (code, expected) => expect(validatePhoneCode(code)).toBe(expected));
});

describe('phoneCodeMachine', () => {
  it('loads a captcha on start', async () => {
    const { actor, services } = start();
    expect(actor.getSnapshot().matches({ captcha: 'loading', send: 'idle' })).toBe(true);
    await captchaReady(actor);
    expect(actor.getSnapshot().context).toMatchObject({ captchaSvg: '<svg>1</svg>', captchaId: 'id-1', remaining: 0 });
    expect(services.loadCaptcha).toHaveBeenCalledTimes(1);
  });

  it('shows a load failure and loads again on captcha.refresh, clearing the typed answer', async () => {
    const loadCaptcha = vi.fn<PhoneCodeServices['loadCaptcha']>().mockRejectedValueOnce(new Error('down')).mockResolvedValue(captcha(2));
    const { actor } = start({ loadCaptcha });
    await waitFor(actor, (s) => s.matches({ captcha: 'failed' }));
    expect(actor.getSnapshot().context.captchaError).toBe('phoneCode.error.captchaLoad');
    actor.send({ type: 'captcha.change', value: 'x' });
    actor.send({ type: 'captcha.refresh' });
    expect(actor.getSnapshot().context).toMatchObject({ captchaCode: '', captchaError: null });
    await captchaReady(actor);
    expect(actor.getSnapshot().context.captchaId).toBe('id-2');
  });

  it('captcha.refresh replaces a loaded captcha', async () => {
    const { actor } = start();
    await captchaReady(actor);
    actor.send({ type: 'captcha.refresh' });
    expect(actor.getSnapshot().matches({ captcha: 'loading' })).toBe(true);
    await captchaReady(actor);
    expect(actor.getSnapshot().context.captchaId).toBe('id-2');
  });

  it('captcha.refresh while loading starts the load over', async () => {
    const { actor, services } = start();
    actor.send({ type: 'captcha.refresh' });
    await captchaReady(actor);
    expect(services.loadCaptcha).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.captchaId).toBe('id-2');
  });

  it('code.send checks the phone, then the captcha, without calling the server', async () => {
    const { actor, services } = start();
    await captchaReady(actor);
    actor.send({ type: 'code.send' });
    expect(actor.getSnapshot().context).toMatchObject({ phoneError: 'phoneCode.error.phoneRequired', captchaError: 'phoneCode.error.captchaRequired' });
    actor.send({ type: 'phone.change', value: '1380013800' });
    expect(actor.getSnapshot().context.phoneError).toBeNull();
    actor.send({ type: 'code.send' });
    expect(actor.getSnapshot().context.phoneError).toBe('phoneCode.error.phoneFormat');
    actor.send({ type: 'phone.change', value: '13800138000' });
    actor.send({ type: 'code.send' });
    expect(actor.getSnapshot().context).toMatchObject({ phoneError: null, captchaError: 'phoneCode.error.captchaRequired' });
    actor.send({ type: 'captcha.change', value: 'a7k2' });
    expect(actor.getSnapshot().context.captchaError).toBeNull();
    expect(services.sendPhoneCode).not.toHaveBeenCalled();
    expect(actor.getSnapshot().matches({ send: 'idle' })).toBe(true);
  });

  it('phone.check shows the phone error for a parent form', () => {
    const { actor } = start();
    actor.send({ type: 'phone.check' });
    expect(actor.getSnapshot().context.phoneError).toBe('phoneCode.error.phoneRequired');
  });

  it('sends phone, answer and captcha id, then waits 60 whole seconds before a resend', async () => {
    const { actor, clock, services } = start();
    await captchaReady(actor);
    send(actor);
    expect(actor.getSnapshot().matches({ send: 'sending' })).toBe(true);
    actor.send({ type: 'code.send' });
    expect(services.sendPhoneCode).toHaveBeenCalledTimes(1);
    expect(services.sendPhoneCode).toHaveBeenCalledWith({ phone: '13800138000', captchaCode: 'a7k2', captchaId: 'id-1' });

    await waitFor(actor, (s) => s.matches({ send: 'waiting' }));
    expect(actor.getSnapshot().context.remaining).toBe(phoneCodeResendSeconds);
    expect(phoneCodeResendSeconds).toBe(60);
    // The used captcha is replaced at once, ready for the resend.
    expect(actor.getSnapshot().context.captchaCode).toBe('');
    await captchaReady(actor);
    expect(actor.getSnapshot().context.captchaId).toBe('id-2');

    clock.increment(999);
    expect(actor.getSnapshot().context.remaining).toBe(60);
    clock.increment(1);
    expect(actor.getSnapshot().context.remaining).toBe(59);
    for (let second = 2; second < 60; second += 1) clock.increment(1000);
    expect(actor.getSnapshot().context.remaining).toBe(1);
    actor.send({ type: 'captcha.change', value: 'b8m3' });
    actor.send({ type: 'code.send' });
    expect(services.sendPhoneCode).toHaveBeenCalledTimes(1);

    clock.increment(1000);
    expect(actor.getSnapshot().matches({ send: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.remaining).toBe(0);
    actor.send({ type: 'code.send' });
    expect(services.sendPhoneCode).toHaveBeenCalledTimes(2);
    expect(services.sendPhoneCode).toHaveBeenLastCalledWith({ phone: '13800138000', captchaCode: 'b8m3', captchaId: 'id-2' });
  });

  it('shows the server text of a failed send and loads a new captcha', async () => {
    const setup = start({ sendPhoneCode: vi.fn().mockRejectedValue(new Error('图形验证码错误')) });
    const { actor, services } = setup;
    await fillAndSend(setup);
    await waitFor(actor, (s) => s.matches({ send: 'idle' }) && s.context.sendFailure !== null);
    expect(actor.getSnapshot().context).toMatchObject({
      sendFailure: { key: 'phoneCode.error.sendFailed', text: '图形验证码错误' },
      remaining: 0,
      captchaCode: '',
    });
    await captchaReady(actor);
    expect(services.loadCaptcha).toHaveBeenCalledTimes(2);

    actor.send({ type: 'captcha.change', value: 'q1w2' });
    actor.send({ type: 'code.send' });
    expect(actor.getSnapshot().context.sendFailure).toBeNull();
  });

  it('falls back to its own key when the failure carries no text', async () => {
    const setup = start({ sendPhoneCode: vi.fn().mockRejectedValue('offline') });
    await fillAndSend(setup);
    await waitFor(setup.actor, (s) => s.context.sendFailure !== null);
    expect(setup.actor.getSnapshot().context.sendFailure).toEqual({ key: 'phoneCode.error.sendFailed', text: '' });
  });

  it('tells a parent form the outcome of each call through its hooks (no-ops by default)', async () => {
    const hooks = { captchaFailed: vi.fn(), codeSent: vi.fn(), codeRefused: vi.fn() };
    const refusal = new Error('图形验证码错误');
    const services = {
      loadCaptcha: vi.fn<PhoneCodeServices['loadCaptcha']>().mockRejectedValueOnce(new Error('down')).mockResolvedValue(captcha(2)),
      sendPhoneCode: vi.fn<PhoneCodeServices['sendPhoneCode']>().mockRejectedValueOnce(refusal).mockResolvedValue('验证码发送成功'),
    };
    const machine = providePhoneCode(services).provide({
      actions: {
        captchaFailed: (_, params) => hooks.captchaFailed(params),
        codeSent: (_, params) => hooks.codeSent(params),
        codeRefused: (_, params) => hooks.codeRefused(params),
      },
    });
    const actor = createActor(machine).start();
    await waitFor(actor, (s) => s.matches({ captcha: 'failed' }));
    expect(hooks.captchaFailed).toHaveBeenCalledWith({ error: new Error('down') });
    actor.send({ type: 'captcha.refresh' });
    await captchaReady(actor);
    send(actor);
    await waitFor(actor, (s) => s.matches({ captcha: 'ready', send: 'idle' }) && s.context.sendFailure !== null);
    expect(hooks.codeRefused).toHaveBeenCalledWith({ error: refusal });
    send(actor);
    await waitFor(actor, (s) => s.matches({ captcha: 'ready', send: 'waiting' }));
    expect(hooks.codeSent).toHaveBeenCalledWith({ reply: '验证码发送成功' });
    expect(hooks.captchaFailed).toHaveBeenCalledTimes(1);
    expect(hooks.codeRefused).toHaveBeenCalledTimes(1);
  });
});

describe('phoneCodeView', () => {
  it('shows the captcha as an image source and the send button state', async () => {
    const { actor } = start();
    expect(phoneCodeView(actor.getSnapshot())).toMatchObject({ captcha: { status: 'loading', src: '' }, send: { status: 'idle', seconds: 0 } });
    await captchaReady(actor);
    send(actor);
    await waitFor(actor, (s) => s.matches({ send: 'waiting' }));
    await captchaReady(actor);
    expect(phoneCodeView(actor.getSnapshot())).toMatchObject({
      phone: '13800138000',
      captcha: { status: 'ready', src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent('<svg>2</svg>')}` },
      send: { status: 'waiting', seconds: 60 },
    });
  });
});
