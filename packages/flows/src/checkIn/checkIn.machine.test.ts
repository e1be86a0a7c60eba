import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { deferred, flush } from '../settings/testing';
import { checkInMachine, isSignedOn, withSigned, type SignInLogEntry } from './checkIn.machine';
import { checkInView } from './checkIn.view';

const today = '2026-11-21';
const log: SignInLogEntry[] = [
  { signInDate: '2026-11-19', isSigned: true },
  { signInDate: '2026-11-20', isSigned: true },
  { signInDate: today, isSigned: false },
];

function start({ loadLog = vi.fn(async (): Promise<SignInLogEntry[]> => log), sign = vi.fn(async () => 10) } = {}) {
  const fakes = { notify: vi.fn(), reloadUser: vi.fn() };
  const machine = checkInMachine.provide({
    actors: { loadLog: fromPromise(() => loadLog()), sign: fromPromise(() => sign()) },
    actions: { notify: (_, params) => fakes.notify(params), reloadUser: fakes.reloadUser },
  });
  // No timing constant in this flow; the simulated clock keeps it off the real one all the same.
  const actor = createActor(machine, { input: { today }, clock: new SimulatedClock() }).start();
  return { actor, fakes, loadLog, sign };
}

describe('checkInMachine', () => {
  it('loads the log and shows the signed days; the button shows while today is not signed', async () => {
    const { actor } = start();
    expect(checkInView(actor.getSnapshot()).status).toBe('loading');
    await flush();
    expect(checkInView(actor.getSnapshot())).toEqual({
      status: 'ready',
      today,
      signedDates: ['2026-11-19', '2026-11-20'],
      isSignedToday: false,
      isSigning: false,
      loadError: null,
      signError: null,
    });
  });

  it('today already signed: signing is refused without a call', async () => {
    const { actor, sign } = start({ loadLog: vi.fn(async () => withSigned(log, today)) });
    await flush();
    expect(checkInView(actor.getSnapshot()).isSignedToday).toBe(true);
    actor.send({ type: 'checkIn.sign' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(sign).not.toHaveBeenCalled();
  });

  it('signs: marks today, toasts 签到成功！获得 10 积分, reloads the user, then reloads the log', async () => {
    const reload = deferred<SignInLogEntry[]>();
    const loadLog = vi.fn().mockResolvedValueOnce(log).mockReturnValueOnce(reload.promise);
    const { actor, fakes, sign } = start({ loadLog });
    await flush();
    actor.send({ type: 'checkIn.sign' });
    expect(checkInView(actor.getSnapshot()).isSigning).toBe(true);
    await flush();
    expect(sign).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('refreshing');
    expect(actor.getSnapshot().context.awarded).toBe(10);
    expect(checkInView(actor.getSnapshot())).toMatchObject({ status: 'ready', isSignedToday: true, isSigning: false });
    expect(fakes.notify).toHaveBeenCalledWith({ tone: 'success', message: { key: 'checkIn.success', values: { points: 10 } } });
    expect(fakes.reloadUser).toHaveBeenCalledTimes(1);
    expect(loadLog).toHaveBeenCalledTimes(2);
    reload.resolve([...log.slice(0, 2), { signInDate: today, isSigned: true }]);
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(checkInView(actor.getSnapshot()).signedDates).toEqual(['2026-11-19', '2026-11-20', today]);
  });

  it('a reloaded log that lags behind keeps today signed', async () => {
    const { actor } = start({ loadLog: vi.fn(async () => log) });
    await flush();
    actor.send({ type: 'checkIn.sign' });
    await flush();
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(checkInView(actor.getSnapshot()).isSignedToday).toBe(true);
  });

  it('a failed log reload after signing keeps the calendar', async () => {
    const loadLog = vi.fn().mockResolvedValueOnce(log).mockRejectedValueOnce(new Error('网络异常'));
    const { actor } = start({ loadLog });
    await flush();
    actor.send({ type: 'checkIn.sign' });
    await flush();
    await flush();
    expect(checkInView(actor.getSnapshot())).toMatchObject({ status: 'ready', isSignedToday: true, loadError: null });
  });

  it('a refused sign shows 签到失败！ with the server text; signing again clears it', async () => {
    const sign = vi.fn().mockRejectedValueOnce(new Error('今日已签到')).mockResolvedValue(5);
    const { actor, fakes } = start({ sign });
    await flush();
    actor.send({ type: 'checkIn.sign' });
    await flush();
    expect(checkInView(actor.getSnapshot())).toMatchObject({ status: 'ready', isSignedToday: false, signError: { text: '今日已签到' } });
    expect(fakes.reloadUser).not.toHaveBeenCalled();
    actor.send({ type: 'checkIn.sign' });
    expect(checkInView(actor.getSnapshot()).signError).toBeNull();
    await flush();
    expect(fakes.reloadUser).toHaveBeenCalledTimes(1);
  });

  it('a rejection without a text gives the fallback reason', async () => {
    const { actor } = start({ sign: vi.fn(async () => Promise.reject(new Error(''))) });
    await flush();
    actor.send({ type: 'checkIn.sign' });
    await flush();
    expect(actor.getSnapshot().context.signError).toEqual({ key: 'checkIn.failedUnknown' });
  });

  it('ignores a second sign while signing', async () => {
    const { actor, sign } = start({ sign: vi.fn(() => new Promise<number>(() => {})) });
    await flush();
    actor.send({ type: 'checkIn.sign' });
    actor.send({ type: 'checkIn.sign' });
    expect(sign).toHaveBeenCalledTimes(1);
  });

  it('a failed log load shows its text (or the fallback) and checkIn.retry loads again', async () => {
    const loadLog = vi.fn().mockRejectedValueOnce(new Error('请先登录后再进行使用！')).mockRejectedValueOnce(new Error('')).mockResolvedValue(log);
    const { actor } = start({ loadLog });
    await flush();
    expect(checkInView(actor.getSnapshot())).toMatchObject({ status: 'loadFailed', loadError: { text: '请先登录后再进行使用！' } });
    actor.send({ type: 'checkIn.sign' });
    expect(actor.getSnapshot().value).toBe('loadFailed');
    actor.send({ type: 'checkIn.retry' });
    expect(checkInView(actor.getSnapshot())).toMatchObject({ status: 'loading', loadError: null });
    await flush();
    expect(actor.getSnapshot().context.loadError).toEqual({ key: 'checkIn.loadFailed' });
    actor.send({ type: 'checkIn.retry' });
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('checkIn.retry is ignored unless the load failed', async () => {
    const { actor, loadLog } = start();
    await flush();
    actor.send({ type: 'checkIn.retry' });
    expect(loadLog).toHaveBeenCalledTimes(1);
  });
});

describe('sign-in log helpers', () => {
  it('isSignedOn needs isSigned on that day', () => {
    expect(isSignedOn(log, '2026-11-20')).toBe(true);
    expect(isSignedOn(log, today)).toBe(false);
    expect(isSignedOn([], today)).toBe(false);
  });

  it('withSigned updates an entry or adds one', () => {
    expect(withSigned(log, today).at(-1)).toEqual({ signInDate: today, isSigned: true });
    expect(withSigned(log, today)).toHaveLength(3);
    expect(withSigned([], today)).toEqual([{ signInDate: today, isSigned: true }]);
  });
});
