import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { createTranslator } from '../../i18n';
import { ConfirmCancelled } from '../siteSettings.machine';
import { securityCatalog } from './messages';
import { totpDisableConfirmation } from './requests';
import { securityMachine, totpCodeOf, totpPendingMs, type TotpKey } from './security.machine';

const key: TotpKey = { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Lingxi:admin?secret=JBSWY3DPEHPK3PXP&issuer=Lingxi' };

function start({
  status = vi.fn(async () => ({ enabled: false })) as () => Promise<{ enabled: boolean }>,
  setup = vi.fn(async () => key) as () => Promise<TotpKey>,
  enable = vi.fn(async () => null) as (otp: string) => Promise<unknown>,
  disable = vi.fn(async () => null) as () => Promise<unknown>,
} = {}) {
  const clock = new SimulatedClock();
  const machine = securityMachine.provide({
    actors: {
      status: fromPromise(() => status()),
      setup: fromPromise(() => setup()),
      enable: fromPromise<unknown, string>(({ input }) => enable(input)),
      disable: fromPromise(() => disable()),
    },
  });
  return { actor: createActor(machine, { clock }).start(), clock, status, setup, enable, disable };
}

type Actor = ReturnType<typeof start>['actor'];
const at = (actor: Actor, state: Parameters<ReturnType<Actor['getSnapshot']>['matches']>[0]) =>
  vi.waitFor(() => expect(actor.getSnapshot().matches(state)).toBe(true));

describe('totpCodeOf', () => {
  it('takes six digits, spaces dropped', () => {
    expect(totpCodeOf('123456')).toBe('123456');
    expect(totpCodeOf(' 123 456 ')).toBe('123456');
    for (const text of ['', '12345', '1234567', '12a456', '１２３４５６']) expect(totpCodeOf(text), text).toBeNull();
  });
});

describe('totpDisableConfirmation', () => {
  it('is the confirmed POST …/disable, shown as on → off', () => {
    expect(totpDisableConfirmation(createTranslator([securityCatalog], 'zh-CN'))).toEqual({
      request: { method: 'POST', path: '/api/admin/auth/totp/disable' },
      changes: [{ label: '动态验证码', before: '已开启', after: '未开启' }],
    });
  });
});

describe('securityMachine', () => {
  it('reads the status: on, off, or a retry when it cannot', async () => {
    const on = start({ status: vi.fn(async () => ({ enabled: true })) }).actor;
    await at(on, 'on');
    expect(on.getSnapshot().context.enabled).toBe(true);
    const status = vi.fn().mockRejectedValueOnce(new Error('网络错误')).mockResolvedValue({ enabled: false });
    const { actor } = start({ status });
    await at(actor, 'failed');
    expect(actor.getSnapshot().context.loadError).toEqual({ text: '网络错误' });
    actor.send({ type: 'security.retry' });
    await at(actor, 'off');
  });

  it('makes a key, checks the code, turns TOTP on with it and forgets the key', async () => {
    const { actor, enable } = start();
    await at(actor, 'off');
    actor.send({ type: 'totp.start' });
    await at(actor, { pending: 'entering' });
    expect(actor.getSnapshot().context.key).toEqual(key);
    actor.send({ type: 'code.change', value: '12345' });
    actor.send({ type: 'code.submit' });
    expect(actor.getSnapshot().context.codeError).toBe('admin.security.codeInvalid');
    expect(enable).not.toHaveBeenCalled();
    actor.send({ type: 'code.change', value: '123 456' });
    expect(actor.getSnapshot().context.codeError).toBeNull();
    actor.send({ type: 'code.submit' });
    await at(actor, 'on');
    expect(enable).toHaveBeenCalledWith('123456');
    expect(actor.getSnapshot().context).toMatchObject({
      enabled: true,
      key: null,
      code: '',
      outcome: { tone: 'success', message: { key: 'admin.security.enabled' } },
    });
  });

  it('keeps the key after a wrong code, with the server’s message and the field cleared', async () => {
    const enable = vi.fn().mockRejectedValueOnce(new Error('动态验证码错误，请核对手机时间后重试')).mockResolvedValue(null);
    const { actor } = start({ enable });
    await at(actor, 'off');
    actor.send({ type: 'totp.start' });
    await at(actor, 'pending');
    actor.send({ type: 'code.change', value: '000000' });
    actor.send({ type: 'code.submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.outcome).toEqual({ tone: 'error', message: { text: '动态验证码错误，请核对手机时间后重试' } }));
    expect(actor.getSnapshot().matches({ pending: 'entering' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ key, code: '' });
  });

  it('drops the pending key when its 10 minutes (less 15 s) pass, across a failed try; a new one can be made', async () => {
    const enable = vi.fn().mockRejectedValue(new Error('动态验证码错误，请核对手机时间后重试'));
    const { actor, clock, setup } = start({ enable });
    await at(actor, 'off');
    actor.send({ type: 'totp.start' });
    await at(actor, 'pending');
    clock.increment(totpPendingMs - 60_000);
    actor.send({ type: 'code.change', value: '111111' });
    actor.send({ type: 'code.submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.outcome?.tone).toBe('error'));
    clock.increment(60_000 - 1);
    expect(actor.getSnapshot().matches('pending')).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches('expired')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ key: null, code: '', outcome: null });
    expect(totpPendingMs).toBe(10 * 60_000 - 15_000);

    actor.send({ type: 'totp.start' });
    await at(actor, 'pending');
    expect(setup).toHaveBeenCalledTimes(2);
    clock.increment(totpPendingMs - 1);
    expect(actor.getSnapshot().matches('pending')).toBe(true);
  });

  it('cancels a pending key; a failed setup says why and stays off', async () => {
    const setup = vi.fn().mockRejectedValueOnce(new Error('请求过于频繁')).mockResolvedValue(key);
    const { actor } = start({ setup });
    await at(actor, 'off');
    actor.send({ type: 'totp.start' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.outcome).toEqual({ tone: 'error', message: { text: '请求过于频繁' } }));
    expect(actor.getSnapshot().matches('off')).toBe(true);
    actor.send({ type: 'totp.start' });
    await at(actor, 'pending');
    actor.send({ type: 'totp.cancel' });
    expect(actor.getSnapshot().matches('off')).toBe(true);
    expect(actor.getSnapshot().context.key).toBeNull();
  });

  it('turns TOTP off through the confirmation; a closed one changes nothing; a refusal is shown', async () => {
    const disable = vi.fn().mockRejectedValueOnce(new ConfirmCancelled()).mockRejectedValueOnce(new Error('密码错误，未确认')).mockResolvedValue(null);
    const { actor } = start({ status: vi.fn(async () => ({ enabled: true })), disable });
    await at(actor, 'on');
    actor.send({ type: 'totp.disable' });
    await at(actor, 'on');
    expect(actor.getSnapshot().context.outcome).toBeNull();
    actor.send({ type: 'totp.disable' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.outcome).toEqual({ tone: 'error', message: { text: '密码错误，未确认' } }));
    actor.send({ type: 'totp.disable' });
    await at(actor, 'off');
    expect(actor.getSnapshot().context).toMatchObject({ enabled: false, outcome: { tone: 'success', message: { key: 'admin.security.disabled' } } });
  });
});
