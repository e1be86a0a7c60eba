import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { type ProviderName, testOrderMachine, testPollTimeoutMs, type TestOrderStart, type TestOrderStatus } from './testOrder.machine';

const pending: TestOrderStatus = { orderId: 'LX1', provider: 'epay', status: 'pending', notified: false, paidAt: null };

function start(
  statuses: (TestOrderStatus | Error)[],
  create = vi.fn(async (_input: { provider: ProviderName }): Promise<TestOrderStart> => ({ orderId: 'LX1', url_qrcode: 'weixin://pay/1' })),
) {
  const clock = new SimulatedClock();
  const check = vi.fn(async ({ orderId }: { orderId: string }) => {
    const next = statuses.length > 1 ? statuses.shift()! : statuses[0]!;
    if (next instanceof Error) throw next;
    return { ...next, orderId };
  });
  const machine = testOrderMachine.provide({
    actors: {
      create: fromPromise(({ input }: { input: { provider: ProviderName } }) => create(input)),
      check: fromPromise(({ input }: { input: { orderId: string } }) => check(input)),
    },
  });
  const actor = createActor(machine, { clock, input: { provider: 'epay' } }).start();
  /** Moves simulated time a second at a time, letting each status call settle. */
  const tick = async (seconds = 1) => {
    for (let i = 0; i < seconds; i++) {
      clock.increment(1_000);
      // The status call resolves in the next turn of the event loop.
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(actor.getSnapshot().matches({ polling: 'checking' })).toBe(false);
    }
  };
  return { actor, clock, check, create, tick };
}

describe('testOrderMachine', () => {
  it('creates the order, then polls every second until it is paid with its verified notify', async () => {
    const paidNoNotify = { ...pending, status: 'paid' as const, paidAt: '2026-11-27T09:00:00Z' };
    const { actor, check, create, tick } = start([pending, pending, paidNoNotify, { ...paidNoNotify, notified: true }]);
    actor.send({ type: 'test.start' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('polling')).toBe(true));
    expect(create).toHaveBeenCalledWith({ provider: 'epay' });
    expect(actor.getSnapshot().context.start).toEqual({ orderId: 'LX1', url_qrcode: 'weixin://pay/1' });
    expect(check).not.toHaveBeenCalled();
    await tick(2);
    expect(check).toHaveBeenCalledTimes(2);
    await tick();
    // Paid, but the notify has not come: still waiting for it.
    expect(actor.getSnapshot().matches('polling')).toBe(true);
    expect(actor.getSnapshot().context.status).toMatchObject({ status: 'paid', notified: false });
    await tick();
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(check).toHaveBeenCalledTimes(4);
    expect(check).toHaveBeenCalledWith({ orderId: 'LX1' });
  });

  it('times out after 300 s without a verified notify, and stops asking', async () => {
    const { actor, check, tick } = start([pending]);
    actor.send({ type: 'test.start' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('polling')).toBe(true));
    await tick(testPollTimeoutMs / 1000 - 1);
    expect(actor.getSnapshot().matches('polling')).toBe(true);
    await tick();
    expect(actor.getSnapshot().value).toBe('timedOut');
    const calls = check.mock.calls.length;
    await tick(5);
    expect(check).toHaveBeenCalledTimes(calls);
  });

  it('stops polling on cancel', async () => {
    const { actor, check, tick } = start([pending]);
    actor.send({ type: 'test.start' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('polling')).toBe(true));
    await tick(3);
    actor.send({ type: 'test.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    await tick(10);
    expect(check).toHaveBeenCalledTimes(3);
  });

  it('ends at an expired order, keeps polling through a failed status call, and shows a refused creation', async () => {
    const expired = start([new Error('offline'), pending, { ...pending, status: 'expired' }]);
    expired.actor.send({ type: 'test.start' });
    await vi.waitFor(() => expect(expired.actor.getSnapshot().matches('polling')).toBe(true));
    await expired.tick(3);
    expect(expired.actor.getSnapshot().value).toBe('expired');

    const refused = start(
      [pending],
      vi.fn(async (): Promise<TestOrderStart> => {
        throw new Error('支付渠道 epay 未配置完整，无法测试');
      }),
    );
    refused.actor.send({ type: 'test.start' });
    await vi.waitFor(() => expect(refused.actor.getSnapshot().value).toBe('failed'));
    expect(refused.actor.getSnapshot().context.error).toEqual({ text: '支付渠道 epay 未配置完整，无法测试' });
    refused.actor.send({ type: 'test.start' });
    expect(refused.actor.getSnapshot().value).toBe('creating');
  });
});
