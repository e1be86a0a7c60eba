import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { cancellationMachine } from './cancellation.machine';
import { flush } from './testing';

function start(destroyAccount = vi.fn(async () => null)) {
  const fakes = { notify: vi.fn(), logout: vi.fn() };
  const clock = new SimulatedClock();
  const machine = cancellationMachine.provide({
    actors: { destroyAccount: fromPromise((): Promise<unknown> => destroyAccount()) },
    actions: { notify: (_, params) => fakes.notify(params), logout: fakes.logout },
  });
  return { actor: createActor(machine, { clock }).start(), clock, fakes, destroyAccount };
}

describe('cancellationMachine', () => {
  it('asks for confirmation; dismissing does nothing', () => {
    const { actor, destroyAccount } = start();
    actor.send({ type: 'cancel.confirm' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'cancel.request' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'cancel.dismiss' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(destroyAccount).not.toHaveBeenCalled();
  });

  it('confirmed: destroys, says 注销成功，系统即将自动退出 and logs out after logoutAfterCancel (2000 ms)', async () => {
    const { actor, clock, fakes, destroyAccount } = start();
    actor.send({ type: 'cancel.request' });
    actor.send({ type: 'cancel.confirm' });
    expect(actor.getSnapshot().value).toBe('destroying');
    actor.send({ type: 'cancel.dismiss' });
    expect(actor.getSnapshot().value).toBe('destroying');
    expect(destroyAccount).toHaveBeenCalledTimes(1);
    await flush();
    expect(actor.getSnapshot().value).toBe('cancelled');
    expect(fakes.notify).toHaveBeenCalledWith({ tone: 'success', message: { key: 'settings.cancelSuccess' } });
    clock.increment(1999);
    expect(fakes.logout).not.toHaveBeenCalled();
    clock.increment(1);
    expect(fakes.logout).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a failure goes back with the server text; a new request clears it', async () => {
    const { actor, fakes } = start(vi.fn(async () => Promise.reject(new Error('账户存在未完成的订单'))));
    actor.send({ type: 'cancel.request' });
    actor.send({ type: 'cancel.confirm' });
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toEqual({ text: '账户存在未完成的订单' });
    expect(fakes.logout).not.toHaveBeenCalled();
    actor.send({ type: 'cancel.request' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});
