import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { type LikeState, provideLikeToggle } from './likeToggle.machine';

/** A server whose replies the test releases by hand. */
function slowServer() {
  const pending: { resolve: (state: LikeState) => void; reject: (error: Error) => void }[] = [];
  const agree = vi.fn((_id: number) => new Promise<LikeState>((resolve, reject) => pending.push({ resolve, reject })));
  return { agree, pending };
}
const start = (agree: (id: number) => Promise<LikeState>, { loggedIn = true, like = false, count = 10 } = {}) => {
  const clock = new SimulatedClock();
  const requestLogin = vi.fn();
  const actor = createActor(provideLikeToggle(agree, requestLogin), { input: { itemId: 42, agree: like, agreeNum: count, loggedIn }, clock }).start();
  return { actor, clock, requestLogin, shown: () => ({ agree: actor.getSnapshot().context.agree, agreeNum: actor.getSnapshot().context.agreeNum }) };
};

describe('likeToggleMachine', () => {
  it('shows the like at once and takes the server’s answer; pressing again unlikes', async () => {
    const { agree, pending } = slowServer();
    const { actor, clock, shown } = start(agree);
    actor.send({ type: 'press' });
    expect(shown()).toEqual({ agree: true, agreeNum: 11 });
    pending[0]!.resolve({ agree: true, agreeNum: 12 });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ request: 'idle' })).toBe(true));
    expect(shown()).toEqual({ agree: true, agreeNum: 12 });
    clock.increment(300);
    actor.send({ type: 'press' });
    expect(shown()).toEqual({ agree: false, agreeNum: 11 });
    expect(agree).toHaveBeenCalledTimes(2);
    expect(agree).toHaveBeenCalledWith(42);
  });

  it('a double click 50 ms apart sends one request', async () => {
    const agree = vi.fn(async () => ({ agree: true, agreeNum: 11 }));
    const { actor, clock, shown } = start(agree);
    actor.send({ type: 'press' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ request: 'idle' })).toBe(true));
    clock.increment(50);
    actor.send({ type: 'press' });
    expect(agree).toHaveBeenCalledTimes(1);
    expect(shown()).toEqual({ agree: true, agreeNum: 11 });
    clock.increment(250);
    actor.send({ type: 'press' });
    expect(agree).toHaveBeenCalledTimes(2);
  });

  it('a press during a slow reply does nothing', async () => {
    const { agree, pending } = slowServer();
    const { actor, clock, shown } = start(agree);
    actor.send({ type: 'press' });
    clock.increment(5_000);
    actor.send({ type: 'press' });
    actor.send({ type: 'press' });
    expect(agree).toHaveBeenCalledTimes(1);
    expect(shown()).toEqual({ agree: true, agreeNum: 11 });
    actor.send({ type: 'sync', agree: false, agreeNum: 3 });
    expect(shown()).toEqual({ agree: true, agreeNum: 11 });
    pending[0]!.resolve({ agree: true, agreeNum: 11 });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ request: 'idle' })).toBe(true));
  });

  it('a failure puts the count back and keeps the server’s message', async () => {
    const { agree, pending } = slowServer();
    const { actor, shown } = start(agree, { like: true, count: 5 });
    actor.send({ type: 'press' });
    expect(shown()).toEqual({ agree: false, agreeNum: 4 });
    pending[0]!.reject(new Error('作品不存在或未公开'));
    await vi.waitFor(() => expect(actor.getSnapshot().context.error).toEqual({ text: '作品不存在或未公开' }));
    expect(shown()).toEqual({ agree: true, agreeNum: 5 });
  });

  it('logged out, a press opens the login dialog and changes nothing', () => {
    const agree = vi.fn(async () => ({ agree: true, agreeNum: 1 }));
    const { actor, requestLogin, shown } = start(agree, { loggedIn: false, count: 0 });
    actor.send({ type: 'press' });
    expect(requestLogin).toHaveBeenCalledTimes(1);
    expect(agree).not.toHaveBeenCalled();
    expect(shown()).toEqual({ agree: false, agreeNum: 0 });
    actor.send({ type: 'session', loggedIn: true });
    actor.send({ type: 'press' });
    expect(agree).toHaveBeenCalledTimes(1);
  });
});
