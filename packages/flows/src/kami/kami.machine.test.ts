import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { flush } from '../settings/testing';
import { kamiMachine, validateKamiCode } from './kami.machine';
import { kamiView } from './kami.view';

function start(redeem = vi.fn(async (_: { code: string }): Promise<string | void> => '卡密兑换成功，获得 100 积分')) {
  const fakes = { notify: vi.fn(), reloadUser: vi.fn(), close: vi.fn() };
  const machine = kamiMachine.provide({
    actors: { redeem: fromPromise(({ input }) => redeem(input)) },
    actions: { notify: (_, params) => fakes.notify(params), reloadUser: fakes.reloadUser, close: fakes.close },
  });
  // No timing constant in this flow; the simulated clock keeps it off the real one all the same.
  return { actor: createActor(machine, { clock: new SimulatedClock() }).start(), fakes, redeem };
}

describe('kamiMachine', () => {
  it('starts empty', () => {
    const { actor } = start();
    expect(kamiView(actor.getSnapshot())).toEqual({ code: '', message: null, isPending: false, isDone: false });
  });

  it('refuses an empty or blank code with 卡密不能为空 and clears it on typing', () => {
    const { actor, redeem } = start();
    actor.send({ type: 'kami.submit' });
    expect(kamiView(actor.getSnapshot()).message).toEqual({ key: 'kami.required' });
    actor.send({ type: 'kami.change', value: '   ' });
    expect(kamiView(actor.getSnapshot()).message).toBeNull();
    actor.send({ type: 'kami.submit' });
    expect(actor.getSnapshot().context.error).toBe('kami.required');
    expect(redeem).not.toHaveBeenCalled();
  });

  it('redeems the trimmed code: toasts the server text, reloads the user, closes (final)', async () => {
    const { actor, fakes, redeem } = start();
    actor.send({ type: 'kami.change', value: '  LX-7F3K-92QA  ' });
    actor.send({ type: 'kami.submit' });
    expect(kamiView(actor.getSnapshot())).toMatchObject({ code: 'LX-7F3K-92QA', isPending: true });
    expect(redeem).toHaveBeenCalledWith({ code: 'LX-7F3K-92QA' });
    await flush();
    expect(fakes.notify).toHaveBeenCalledWith({ tone: 'success', message: { text: '卡密兑换成功，获得 100 积分' } });
    expect(fakes.reloadUser).toHaveBeenCalledTimes(1);
    expect(fakes.close).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().status).toBe('done');
    expect(kamiView(actor.getSnapshot()).isDone).toBe(true);
  });

  it('a success without a text toasts the success key', async () => {
    const { actor, fakes } = start(vi.fn(async () => undefined));
    actor.send({ type: 'kami.change', value: 'LX-1' });
    actor.send({ type: 'kami.submit' });
    await flush();
    expect(fakes.notify).toHaveBeenCalledWith({ tone: 'success', message: { key: 'kami.success' } });
  });

  it('shows the server refusal under the field until the next edit, and may submit again', async () => {
    const redeem = vi.fn().mockRejectedValueOnce(new Error('该卡密已被使用')).mockResolvedValue('兑换成功');
    const { actor, fakes } = start(redeem);
    actor.send({ type: 'kami.change', value: 'LX-USED' });
    actor.send({ type: 'kami.submit' });
    await flush();
    expect(kamiView(actor.getSnapshot())).toEqual({ code: 'LX-USED', message: { text: '该卡密已被使用' }, isPending: false, isDone: false });
    expect(fakes.reloadUser).not.toHaveBeenCalled();
    expect(fakes.close).not.toHaveBeenCalled();
    actor.send({ type: 'kami.submit' });
    expect(kamiView(actor.getSnapshot()).message).toBeNull();
    await flush();
    expect(fakes.close).toHaveBeenCalledTimes(1);
  });

  it('an edit after a refusal clears it', async () => {
    const { actor } = start(vi.fn(async () => Promise.reject(new Error(''))));
    actor.send({ type: 'kami.change', value: 'LX-BAD' });
    actor.send({ type: 'kami.submit' });
    await flush();
    expect(actor.getSnapshot().context.submitError).toEqual({ key: 'kami.failed' });
    actor.send({ type: 'kami.change', value: 'LX-BAD2' });
    expect(actor.getSnapshot().context.submitError).toBeNull();
  });

  it('ignores edits and submits while redeeming', () => {
    const { actor, redeem } = start(vi.fn(() => new Promise<string>(() => {})));
    actor.send({ type: 'kami.change', value: 'LX-1' });
    actor.send({ type: 'kami.submit' });
    actor.send({ type: 'kami.change', value: 'LX-2' });
    actor.send({ type: 'kami.submit' });
    expect(actor.getSnapshot().context.code).toBe('LX-1');
    expect(redeem).toHaveBeenCalledTimes(1);
  });

  it('validateKamiCode', () => {
    expect(validateKamiCode('')).toBe('kami.required');
    expect(validateKamiCode(' \t')).toBe('kami.required');
    expect(validateKamiCode('x')).toBeNull();
  });
});
