import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { adminIdleMs, adminSessionMachine } from './adminSession.machine';

function start(token: string | null, logout: (input: { token: string }) => Promise<unknown> = vi.fn(async () => null)) {
  const clock = new SimulatedClock();
  const stored: (string | null)[] = [];
  const machine = adminSessionMachine.provide({
    actors: { logout: fromPromise<unknown, { token: string }>(({ input }) => logout(input)) },
    actions: { storeToken: (_, { token: next }) => void stored.push(next) },
  });
  return { actor: createActor(machine, { clock, input: { token } }).start(), clock, stored, logout };
}

describe('adminSessionMachine', () => {
  it('starts signed in with a stored token and signed out without', () => {
    expect(start('t1').actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(start(null).actor.getSnapshot().matches('signedOut')).toBe(true);
  });

  it('stores the token of a login and signs out after the idle minutes, each activity starting them again', () => {
    const { actor, clock, stored } = start(null);
    actor.send({ type: 'session.loggedIn', token: 'fresh' });
    expect(stored).toEqual(['fresh']);
    clock.increment(adminIdleMs - 1);
    actor.send({ type: 'session.activity' });
    clock.increment(adminIdleMs - 1);
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(actor.getSnapshot().context.notice).toEqual({ key: 'admin.sessionExpired' });
    expect(stored).toEqual(['fresh', null]);
  });

  it('signs out on a 401 with the server’s message', () => {
    const { actor, stored } = start('t1');
    actor.send({ type: 'session.unauthorized', message: '登录已超时，请重新登录' });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(actor.getSnapshot().context.notice).toEqual({ text: '登录已超时，请重新登录' });
    expect(stored).toEqual([null]);
  });

  it('tells the server on sign-out and drops the token even when the call fails', async () => {
    const logout = vi.fn(async () => {
      throw new Error('offline');
    });
    const { actor, stored } = start('t1', logout);
    actor.send({ type: 'session.logout' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('signedOut')).toBe(true));
    expect(logout).toHaveBeenCalledWith({ token: 't1' });
    expect(actor.getSnapshot().context).toMatchObject({ token: null, notice: { key: 'admin.loggedOut' } });
    expect(stored).toEqual([null]);
  });
});
