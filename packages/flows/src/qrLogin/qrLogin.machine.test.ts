import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { qrLoginView } from './qrLogin.view';
import { qrLoginPollMs, provideQrLogin, qrRefreshSeconds, type QrLoginServices, type ScenePollResult } from './qrLogin.machine';

/** Lets settled fake calls deliver their results; simulated time does not move. */
const flush = () => new Promise((resolve) => setImmediate(resolve));

function start(overrides: Partial<QrLoginServices> = {}) {
  let scenes = 0;
  const services = {
    createScene: vi.fn(async () => `scene-${(scenes += 1)}`),
    getQrCode: vi.fn(async (scene: string) => `https://qr.example/${scene}.png`),
    pollScene: vi.fn(async (): Promise<ScenePollResult> => null),
    registerByOpenId: vi.fn(async () => null),
    ...overrides,
  };
  const clock = new SimulatedClock();
  const actor = createActor(provideQrLogin(services), { clock }).start();
  /** Moves simulated time on by whole seconds, letting each second's poll settle. */
  const seconds = async (count: number) => {
    for (let i = 0; i < count; i += 1) {
      clock.increment(1000);
      await flush();
    }
  };
  return { actor, clock, services, seconds };
}

describe('qrLoginMachine', () => {
  it('creates a scene, shows its QR and counts 60 s down', async () => {
    const { actor, services } = start();
    expect(actor.getSnapshot().value).toBe('scene');
    await flush();
    expect(services.getQrCode).toHaveBeenCalledWith('scene-1');
    expect(actor.getSnapshot().matches('shown')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ scene: 'scene-1', qrUrl: 'https://qr.example/scene-1.png', remaining: 60 });
    expect(qrRefreshSeconds).toBe(60);
  });

  it('polls the scene every 1 s while nobody has scanned', async () => {
    const { actor, clock, services, seconds } = start();
    await flush();
    expect(qrLoginPollMs).toBe(1000);
    clock.increment(999);
    await flush();
    expect(services.pollScene).not.toHaveBeenCalled();
    clock.increment(1);
    await flush();
    expect(services.pollScene).toHaveBeenCalledTimes(1);
    expect(services.pollScene).toHaveBeenCalledWith('scene-1');
    await seconds(4);
    expect(services.pollScene).toHaveBeenCalledTimes(5);
    expect(actor.getSnapshot().context.remaining).toBe(55);
  });

  it('replaces scene and QR every 60 s and restarts the countdown', async () => {
    const { actor, services, seconds } = start();
    await flush();
    await seconds(59);
    expect(actor.getSnapshot().context.remaining).toBe(1);
    expect(services.createScene).toHaveBeenCalledTimes(1);
    await seconds(1);
    expect(services.createScene).toHaveBeenCalledTimes(2);
    expect(services.getQrCode).toHaveBeenLastCalledWith('scene-2');
    expect(actor.getSnapshot().context).toMatchObject({ scene: 'scene-2', qrUrl: 'https://qr.example/scene-2.png', remaining: 60 });
    await seconds(1);
    expect(services.pollScene).toHaveBeenLastCalledWith('scene-2');
  });

  it('finishes with the token a poll returns', async () => {
    const pollScene = vi.fn<QrLoginServices['pollScene']>().mockResolvedValueOnce(null).mockResolvedValue({ token: 'jwt-1' });
    const { actor, seconds } = start({ pollScene });
    await flush();
    await seconds(2);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ token: 'jwt-1' });
  });

  it('registers an unknown user by openId, then polls again for the token', async () => {
    const pollScene = vi.fn<QrLoginServices['pollScene']>().mockResolvedValueOnce({ openId: 'ticket-1' }).mockResolvedValue({ token: 'jwt-2' });
    let finishRegistration = () => {};
    const registerByOpenId = vi.fn(() => new Promise<void>((resolve) => (finishRegistration = resolve)));
    const { actor, services, seconds } = start({ pollScene, registerByOpenId });
    await flush();
    await seconds(1);
    expect(actor.getSnapshot().value).toBe('registering');
    expect(registerByOpenId).toHaveBeenCalledWith('ticket-1');
    await seconds(3);
    expect(services.pollScene).toHaveBeenCalledTimes(1);
    finishRegistration();
    await flush();
    expect(actor.getSnapshot().matches('shown')).toBe(true);
    await seconds(1);
    expect(services.pollScene).toHaveBeenLastCalledWith('scene-1');
    expect(actor.getSnapshot().output).toEqual({ token: 'jwt-2' });
  });

  it('keeps polling after a failed poll', async () => {
    const pollScene = vi.fn<QrLoginServices['pollScene']>().mockRejectedValueOnce(new Error('network')).mockResolvedValue(null);
    const { actor, services, seconds } = start({ pollScene });
    await flush();
    await seconds(3);
    expect(services.pollScene).toHaveBeenCalledTimes(3);
    expect(actor.getSnapshot().matches({ shown: { poll: 'waiting' } })).toBe(true);
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it.each([
    ['createScene', { createScene: vi.fn().mockRejectedValueOnce(new Error('场景创建失败')).mockResolvedValue('scene-9') }, '场景创建失败'],
    ['getQrCode', { getQrCode: vi.fn().mockRejectedValueOnce(new Error('')).mockResolvedValue('https://qr.example/9.png') }, ''],
  ])('shows a failed %s and loads again on qr.retry', async (_, overrides, text) => {
    const { actor } = start(overrides);
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toEqual({ key: 'qrLogin.error.load', text });
    actor.send({ type: 'qr.retry' });
    expect(actor.getSnapshot().value).toBe('scene');
    expect(actor.getSnapshot().context.failure).toBeNull();
    await flush();
    expect(actor.getSnapshot().matches('shown')).toBe(true);
  });

  it('shows a failed auto-registration and starts over with a new scene on qr.retry', async () => {
    const registerByOpenId = vi.fn().mockRejectedValue(new Error('注册已关闭'));
    const { actor, services, seconds } = start({ pollScene: vi.fn().mockResolvedValue({ openId: 'ticket-1' }), registerByOpenId });
    await flush();
    await seconds(1);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toEqual({ key: 'qrLogin.error.register', text: '注册已关闭' });
    actor.send({ type: 'qr.retry' });
    await flush();
    expect(services.createScene).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().matches('shown')).toBe(true);
  });

  it('stops polling and refreshing once the actor is stopped', async () => {
    const { actor, services, seconds } = start();
    await flush();
    await seconds(2);
    actor.stop();
    await seconds(120);
    expect(services.pollScene).toHaveBeenCalledTimes(2);
    expect(services.createScene).toHaveBeenCalledTimes(1);
  });
});

describe('qrLoginView', () => {
  it('maps each state to what the panel shows', async () => {
    let finishRegistration = () => {};
    const pollScene = vi.fn<QrLoginServices['pollScene']>().mockResolvedValueOnce({ openId: 'ticket' }).mockResolvedValue({ token: 'jwt' });
    const { actor, seconds } = start({ pollScene, registerByOpenId: () => new Promise<void>((resolve) => (finishRegistration = resolve)) });
    expect(qrLoginView(actor.getSnapshot())).toEqual({ status: 'loading' });
    await flush();
    expect(qrLoginView(actor.getSnapshot())).toEqual({ status: 'shown', qrUrl: 'https://qr.example/scene-1.png', seconds: 60 });
    await seconds(1);
    expect(qrLoginView(actor.getSnapshot())).toEqual({ status: 'registering' });
    finishRegistration();
    await flush();
    await seconds(1);
    expect(qrLoginView(actor.getSnapshot())).toEqual({ status: 'done' });
  });

  it('shows a failure', async () => {
    const { actor } = start({ createScene: vi.fn().mockRejectedValue(new Error('down')) });
    await flush();
    expect(qrLoginView(actor.getSnapshot())).toEqual({ status: 'failed', failure: { key: 'qrLogin.error.load', text: 'down' } });
  });
});
