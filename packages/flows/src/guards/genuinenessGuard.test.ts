import { describe, expect, it, vi } from 'vitest';
import { genuinenessGuard } from './genuinenessGuard';
import type { Genuineness, GenuinenessDeps } from './genuinenessGuard';

const origin = 'https://ai.example.com:8443';

const deps = (overrides: Partial<GenuinenessDeps> = {}) => ({
  status: 2 as Genuineness,
  origin,
  configLoaded: true,
  ...overrides,
  check: overrides.check ?? vi.fn<GenuinenessDeps['check']>().mockResolvedValue(2),
  loadConfig: overrides.loadConfig ?? vi.fn<GenuinenessDeps['loadConfig']>().mockResolvedValue({}),
});

const failing = () => vi.fn().mockRejectedValue(new Error('network down'));

describe('genuinenessGuard: status check', () => {
  it.each([1, 2] as const)('asks the check with the origin when unknown and uses its answer %i', async (answer) => {
    const check = vi.fn<GenuinenessDeps['check']>().mockResolvedValue(answer);
    const result = await genuinenessGuard('/chat', deps({ status: 0, check }));
    expect(check).toHaveBeenCalledExactlyOnceWith(origin);
    expect(result).toEqual({ status: answer, redirectTo: answer === 1 ? '/unlawful' : null });
  });

  it('does not ask again once the status is known', async () => {
    const d = deps({ status: 2 });
    await genuinenessGuard('/chat', d);
    expect(d.check).not.toHaveBeenCalled();
  });

  it('lets navigation continue when the check fails, keeping the status unknown', async () => {
    const d = deps({ status: 0, check: failing(), configLoaded: false });
    expect(await genuinenessGuard('/chat', d)).toEqual({ status: 0, redirectTo: null });
    expect(d.loadConfig).not.toHaveBeenCalled();
  });
});

describe('genuinenessGuard: /unlawful', () => {
  it('confines a non-genuine visitor to /unlawful without loading config', async () => {
    const d = deps({ status: 1, configLoaded: false });
    expect(await genuinenessGuard('/homePage', d)).toEqual({ status: 1, redirectTo: '/unlawful' });
    expect(d.loadConfig).not.toHaveBeenCalled();
  });

  it('leaves a non-genuine visitor on /unlawful', async () => {
    expect(await genuinenessGuard('/unlawful', deps({ status: 1 }))).toEqual({ status: 1, redirectTo: null });
  });

  it('sends a genuine visitor away from /unlawful to /', async () => {
    expect(await genuinenessGuard('/unlawful', deps({ status: 2 }))).toEqual({ status: 2, redirectTo: '/' });
  });
});

describe('genuinenessGuard: first config load', () => {
  const withHome = (clientHomePath?: string) => deps({ configLoaded: false, loadConfig: vi.fn().mockResolvedValue({ clientHomePath }) });

  it.each(['/', '/homePage'])('sends %s to the configured home path and returns the config', async (target) => {
    const d = withHome('/chat');
    expect(await genuinenessGuard(target, d)).toEqual({
      status: 2,
      redirectTo: '/chat',
      config: { clientHomePath: '/chat' },
    });
    expect(d.loadConfig).toHaveBeenCalledExactlyOnceWith(origin);
  });

  it('keeps a deep link on the first load', async () => {
    expect(await genuinenessGuard('/share/abc', withHome('/chat'))).toEqual({
      status: 2,
      redirectTo: null,
      config: { clientHomePath: '/chat' },
    });
  });

  it.each([undefined, ''])('proceeds when the home path is %j', async (clientHomePath) => {
    expect((await genuinenessGuard('/', withHome(clientHomePath))).redirectTo).toBeNull();
  });

  it('does not redirect to the target itself', async () => {
    expect((await genuinenessGuard('/homePage', withHome('/homePage'))).redirectTo).toBeNull();
  });

  it('does not load config twice', async () => {
    const d = deps({ configLoaded: true });
    expect(await genuinenessGuard('/', d)).toEqual({ status: 2, redirectTo: null });
    expect(d.loadConfig).not.toHaveBeenCalled();
  });

  it('lets navigation continue when loading fails, keeping the status it learned', async () => {
    const check = vi.fn<GenuinenessDeps['check']>().mockResolvedValue(2);
    const result = await genuinenessGuard('/', deps({ status: 0, check, configLoaded: false, loadConfig: failing() }));
    expect(result).toEqual({ status: 2, redirectTo: null });
  });
});

describe('genuinenessGuard: /500', () => {
  it.each([
    ['genuine', { status: 2 }, 2, '/'],
    ['unknown, checked genuine', { status: 0 }, 2, '/'],
    ['unknown, check fails', { status: 0, check: failing() }, 0, '/'],
    ['not genuine', { status: 1 }, 1, '/unlawful'],
    ['unknown, checked not genuine', { status: 0, check: vi.fn().mockResolvedValue(1) }, 1, '/unlawful'],
  ] as const)('redirects when %s', async (_, overrides: Partial<GenuinenessDeps>, status, redirectTo) => {
    expect(await genuinenessGuard('/500', deps(overrides))).toEqual({ status, redirectTo });
  });

  it('goes to / before loading config, leaving the load to that navigation', async () => {
    const d = deps({ configLoaded: false, loadConfig: vi.fn().mockResolvedValue({ clientHomePath: '/chat' }) });
    expect(await genuinenessGuard('/500', d)).toEqual({ status: 2, redirectTo: '/' });
    expect(d.loadConfig).not.toHaveBeenCalled();
  });
});
