import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import { selectIsLoadingUser, selectIsLoggedIn, sessionMachine, type SessionInfo, type SessionUser } from './session.machine';

const user: SessionUser = {
  id: 7,
  username: 'lingxi7',
  nickname: '小智',
  avatar: '',
  email: '',
  phone: '',
  password: 'yes',
  isBindWx: 0,
  inviteCode: 'ABC',
  score: 100,
  lifetimeVip: 0,
  vipExpire: null,
  consecutiveDays: 2,
};
const info: SessionInfo = { userInfo: user, userBalance: { score: 100 }, isSignIn: true };

/** A promise with its settle functions, to hold an invoked actor in its state. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function start({ token = null as string | null, load = vi.fn(async () => info), readToken = async () => token } = {}) {
  const fakes = {
    persistToken: vi.fn(),
    clearToken: vi.fn(),
    clearStorage: vi.fn(),
    notify: vi.fn(),
    reloadPage: vi.fn(),
  };
  const clock = new SimulatedClock();
  const machine = sessionMachine.provide({
    actors: { readToken: fromPromise(readToken), loadUserInfo: fromPromise(load) },
    actions: {
      persistToken: (_, params) => fakes.persistToken(params.token),
      clearToken: fakes.clearToken,
      clearStorage: fakes.clearStorage,
      notify: (_, params) => fakes.notify(params),
      reloadPage: fakes.reloadPage,
    },
  });
  const actor = createActor(machine, { clock }).start();
  return { actor, clock, fakes, load };
}

const settled = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (snapshot) => !snapshot.matches({ auth: 'restoring' }) && !snapshot.matches({ auth: { signedIn: 'loading' } }));

describe('sessionMachine: restoring', () => {
  it('without a stored token is signed out and loads nothing', async () => {
    const { actor, load } = start();
    await settled(actor);
    expect(actor.getSnapshot().matches({ auth: 'signedOut' })).toBe(true);
    expect(selectIsLoggedIn(actor.getSnapshot())).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it('with a stored token loads the user info', async () => {
    const { actor } = start({ token: 'stored' });
    expect(selectIsLoadingUser(actor.getSnapshot())).toBe(false);
    await waitFor(actor, selectIsLoadingUser);
    expect(selectIsLoggedIn(actor.getSnapshot())).toBe(true);
    await settled(actor);
    expect(actor.getSnapshot().matches({ auth: { signedIn: 'ready' } })).toBe(true);
    expect(actor.getSnapshot().context).toEqual({ token: 'stored', user, balance: { score: 100 }, isSignIn: true });
  });

  it('is signed out when the storage cannot be read', async () => {
    const { actor } = start({ readToken: async () => Promise.reject(new Error('corrupt')) });
    await settled(actor);
    expect(actor.getSnapshot().matches({ auth: 'signedOut' })).toBe(true);
  });

  it('keeps the token when the user info fails for another reason than 401, and reloads on request', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('network')).mockResolvedValue(info);
    const { actor } = start({ token: 'stored', load });
    await settled(actor);
    expect(actor.getSnapshot().matches({ auth: { signedIn: 'failed' } })).toBe(true);
    expect(actor.getSnapshot().context.token).toBe('stored');
    actor.send({ type: 'session.reload' });
    await settled(actor);
    expect(actor.getSnapshot().matches({ auth: { signedIn: 'ready' } })).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('sessionMachine: login', () => {
  it.each(['url', 'login', undefined] as const)('source %s: persists the token, greets and loads the user', async (source) => {
    const { actor, fakes } = start();
    await settled(actor);
    actor.send({ type: 'session.login', token: 'fresh', source });
    expect(fakes.persistToken).toHaveBeenCalledWith('fresh');
    expect(fakes.notify).toHaveBeenCalledWith({ tone: 'success', message: { key: 'session.loginSuccess' } });
    expect(selectIsLoadingUser(actor.getSnapshot())).toBe(true);
    await settled(actor);
    expect(actor.getSnapshot().context).toMatchObject({ token: 'fresh', user });
  });

  it('silent login persists and loads without a toast', async () => {
    const { actor, fakes, load } = start();
    await settled(actor);
    actor.send({ type: 'session.login', token: 'wx', source: 'silent' });
    expect(fakes.persistToken).toHaveBeenCalledWith('wx');
    expect(fakes.notify).not.toHaveBeenCalled();
    await settled(actor);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a login while restoring wins over the stored token', async () => {
    const stored = deferred<string | null>();
    const { actor } = start({ readToken: () => stored.promise });
    actor.send({ type: 'session.login', token: 'fresh' });
    stored.resolve('old');
    await settled(actor);
    expect(actor.getSnapshot().context.token).toBe('fresh');
  });

  it('a second login while signed in replaces the token and reloads the user', async () => {
    const { actor, load } = start({ token: 'stored' });
    await settled(actor);
    actor.send({ type: 'session.login', token: 'other' });
    await settled(actor);
    expect(actor.getSnapshot().context.token).toBe('other');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('sessionMachine: reload', () => {
  it('reloads the user info after bind, check-in or payment', async () => {
    const load = vi
      .fn()
      .mockResolvedValueOnce(info)
      .mockResolvedValue({ ...info, userInfo: { ...user, isBindWx: 1 } });
    const { actor } = start({ token: 'stored', load });
    await settled(actor);
    actor.send({ type: 'session.reload' });
    expect(selectIsLoadingUser(actor.getSnapshot())).toBe(true);
    await settled(actor);
    expect(actor.getSnapshot().context.user?.isBindWx).toBe(1);
  });

  it('a reload during a load restarts it and keeps only the newer answer', async () => {
    const first = deferred<SessionInfo>();
    const load = vi
      .fn()
      .mockReturnValueOnce(first.promise)
      .mockResolvedValue({ ...info, isSignIn: false });
    const { actor } = start({ token: 'stored', load });
    await waitFor(actor, selectIsLoadingUser);
    actor.send({ type: 'session.reload' });
    first.resolve(info);
    await settled(actor);
    expect(actor.getSnapshot().context.isSignIn).toBe(false);
  });

  it('is ignored when signed out', async () => {
    const { actor, load } = start();
    await settled(actor);
    actor.send({ type: 'session.reload' });
    expect(actor.getSnapshot().matches({ auth: 'signedOut' })).toBe(true);
    expect(load).not.toHaveBeenCalled();
  });
});

describe('sessionMachine: logout', () => {
  it('clears the storage and the session and says 登出账户成功！', async () => {
    const { actor, fakes } = start({ token: 'stored' });
    await settled(actor);
    actor.send({ type: 'session.logout' });
    expect(fakes.clearStorage).toHaveBeenCalledTimes(1);
    expect(fakes.notify).toHaveBeenCalledWith({ tone: 'success', message: { key: 'session.logoutSuccess' } });
    expect(actor.getSnapshot().matches({ auth: 'signedOut' })).toBe(true);
    expect(actor.getSnapshot().context).toEqual({ token: null, user: null, balance: null, isSignIn: false });
  });

  it('quiet: clears without a toast (password change, cancellation)', async () => {
    const { actor, fakes } = start({ token: 'stored' });
    await settled(actor);
    actor.send({ type: 'session.logout', quiet: true });
    expect(fakes.clearStorage).toHaveBeenCalledTimes(1);
    expect(fakes.notify).not.toHaveBeenCalled();
    expect(selectIsLoggedIn(actor.getSnapshot())).toBe(false);
  });

  it('does nothing when already signed out', async () => {
    const { actor, fakes } = start();
    await settled(actor);
    actor.send({ type: 'session.logout' });
    expect(fakes.clearStorage).not.toHaveBeenCalled();
    expect(fakes.notify).not.toHaveBeenCalled();
  });
});

describe('sessionMachine: 401', () => {
  it('clears the token and toasts the server message', async () => {
    const { actor, fakes } = start({ token: 'stored' });
    await settled(actor);
    actor.send({ type: 'session.unauthorized', message: '登录已过期，请重新登录', fromBody: false });
    expect(fakes.clearToken).toHaveBeenCalledTimes(1);
    expect(fakes.clearStorage).not.toHaveBeenCalled();
    expect(fakes.reloadPage).not.toHaveBeenCalled();
    expect(fakes.notify).toHaveBeenCalledWith({ tone: 'error', message: { text: '登录已过期，请重新登录' } });
    expect(actor.getSnapshot().matches({ auth: 'signedOut' })).toBe(true);
    expect(actor.getSnapshot().context.user).toBeNull();
  });

  it('without a message toasts 请先登录后再进行使用！', async () => {
    const { actor, fakes } = start({ token: 'stored' });
    await settled(actor);
    actor.send({ type: 'session.unauthorized', message: ' ', fromBody: false });
    expect(fakes.notify).toHaveBeenCalledWith({ tone: 'error', message: { key: 'session.loginRequired' } });
  });

  it('a body code 401 also reloads the page', async () => {
    const { actor, fakes } = start({ token: 'stored' });
    await settled(actor);
    actor.send({ type: 'session.unauthorized', fromBody: true });
    expect(fakes.clearToken).toHaveBeenCalledTimes(1);
    expect(fakes.reloadPage).toHaveBeenCalledTimes(1);
  });

  it('quiet (chat list, group query): clears the token without a toast and without starting the throttle', async () => {
    const { actor, fakes } = start({ token: 'stored' });
    await settled(actor);
    actor.send({ type: 'session.unauthorized', fromBody: false, quiet: true });
    expect(fakes.clearToken).toHaveBeenCalledTimes(1);
    expect(fakes.notify).not.toHaveBeenCalled();
    actor.send({ type: 'session.unauthorized', fromBody: false });
    expect(fakes.notify).toHaveBeenCalledTimes(1);
  });

  it('toasts at most once per unauthorizedToastThrottle (3000 ms); repeats do not extend the window', async () => {
    const { actor, clock, fakes } = start({ token: 'stored' });
    await settled(actor);
    actor.send({ type: 'session.unauthorized', fromBody: false });
    clock.increment(2000);
    actor.send({ type: 'session.unauthorized', fromBody: false });
    clock.increment(999);
    actor.send({ type: 'session.unauthorized', fromBody: false });
    expect(fakes.notify).toHaveBeenCalledTimes(1);
    expect(fakes.clearToken).toHaveBeenCalledTimes(3);
    clock.increment(1);
    expect(actor.getSnapshot().matches({ unauthorizedToast: 'ready' })).toBe(true);
    actor.send({ type: 'session.unauthorized', fromBody: false });
    expect(fakes.notify).toHaveBeenCalledTimes(2);
  });

  it('a login does not reset the throttle', async () => {
    const { actor, clock, fakes } = start({ token: 'stored' });
    await settled(actor);
    actor.send({ type: 'session.unauthorized', fromBody: false });
    actor.send({ type: 'session.login', token: 'again', source: 'silent' });
    clock.increment(1000);
    actor.send({ type: 'session.unauthorized', fromBody: false });
    expect(fakes.notify).toHaveBeenCalledTimes(1);
  });

  it('a 401 during the user-info load cancels it', async () => {
    const pending = deferred<SessionInfo>();
    const { actor } = start({ token: 'stored', load: vi.fn(() => pending.promise) });
    await waitFor(actor, selectIsLoadingUser);
    actor.send({ type: 'session.unauthorized', fromBody: false });
    pending.resolve(info);
    await Promise.resolve();
    expect(actor.getSnapshot().matches({ auth: 'signedOut' })).toBe(true);
    expect(actor.getSnapshot().context.user).toBeNull();
  });
});
