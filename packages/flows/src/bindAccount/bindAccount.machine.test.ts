import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { bindAccountMachine, type BindPollResult } from './bindAccount.machine';
import { bindAccountView } from './bindAccount.view';

/** Lets resolved fake calls reach the machine. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const waiting: BindPollResult = { status: false, msg: '' };

function start({
  createBindScene = vi.fn(async () => 'scene-1'),
  getBindQrCode = vi.fn(async ({ scene }: { scene: string }) => `https://qr.example/${scene}.png`),
  pollBind = vi.fn(async (_: { scene: string }): Promise<BindPollResult> => waiting),
} = {}) {
  const fakes = { notify: vi.fn(), reloadUser: vi.fn(), close: vi.fn() };
  const clock = new SimulatedClock();
  const machine = bindAccountMachine.provide({
    actors: {
      createBindScene: fromPromise(() => createBindScene()),
      getBindQrCode: fromPromise(({ input }) => getBindQrCode(input)),
      pollBind: fromPromise(({ input }) => pollBind(input)),
    },
    actions: { notify: (_, params) => fakes.notify(params), reloadUser: fakes.reloadUser, close: fakes.close },
  });
  const actor = createActor(machine, { clock }).start();
  /** One poll period: the timer fires, the fake poll answers. */
  const tick = async (ms = 1000) => {
    clock.increment(ms);
    await flush();
  };
  return { actor, clock, fakes, tick, createBindScene, getBindQrCode, pollBind };
}

describe('bindAccountMachine', () => {
  it('gets a scene, shows its QR and first polls after pollInterval (1000 ms)', async () => {
    const { actor, tick, getBindQrCode, pollBind } = start();
    expect(bindAccountView(actor.getSnapshot()).status).toBe('loading');
    await flush();
    expect(getBindQrCode).toHaveBeenCalledWith({ scene: 'scene-1' });
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(bindAccountView(actor.getSnapshot())).toEqual({ status: 'ready', qrUrl: 'https://qr.example/scene-1.png', error: null });
    await tick(999);
    expect(pollBind).not.toHaveBeenCalled();
    await tick(1);
    expect(pollBind).toHaveBeenCalledWith({ scene: 'scene-1' });
  });

  it('keeps polling every second while the reply is {status: false, msg: ""}', async () => {
    const { actor, tick, pollBind } = start();
    await flush();
    await tick();
    await tick();
    await tick();
    expect(pollBind).toHaveBeenCalledTimes(3);
    expect(actor.getSnapshot().value).toBe('waiting');
  });

  it('status true: toasts the server text, reloads the user and closes (final)', async () => {
    const pollBind = vi.fn().mockResolvedValueOnce(waiting).mockResolvedValue({ status: true, msg: '绑定成功' });
    const { actor, tick, fakes } = start({ pollBind });
    await flush();
    await tick();
    await tick();
    expect(fakes.notify).toHaveBeenCalledWith({ tone: 'success', message: { text: '绑定成功' } });
    expect(fakes.reloadUser).toHaveBeenCalledTimes(1);
    expect(fakes.close).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().status).toBe('done');
    expect(bindAccountView(actor.getSnapshot()).status).toBe('bound');
  });

  it('status true without a text toasts the success key', async () => {
    const { tick, fakes } = start({ pollBind: vi.fn(async () => ({ status: true, msg: '' })) });
    await flush();
    await tick();
    expect(fakes.notify).toHaveBeenCalledWith({ tone: 'success', message: { key: 'bindAccount.success' } });
  });

  it('status false with a text: stops polling and shows the text', async () => {
    const { actor, tick, pollBind, fakes } = start({ pollBind: vi.fn(async () => ({ status: false, msg: '该微信已绑定其他账号' })) });
    await flush();
    await tick();
    expect(bindAccountView(actor.getSnapshot())).toEqual({ status: 'failed', qrUrl: null, error: { text: '该微信已绑定其他账号' } });
    await tick(5000);
    expect(pollBind).toHaveBeenCalledTimes(1);
    expect(fakes.close).not.toHaveBeenCalled();
  });

  it('a failed poll call shows its message, or the failure key without one', async () => {
    const first = start({ pollBind: vi.fn(async () => Promise.reject(new Error('二维码已失效'))) });
    await flush();
    await first.tick();
    expect(first.actor.getSnapshot().context.error).toEqual({ text: '二维码已失效' });
    const second = start({ pollBind: vi.fn(async () => Promise.reject(new Error(''))) });
    await flush();
    await second.tick();
    expect(second.actor.getSnapshot().context.error).toEqual({ key: 'bindAccount.failed' });
  });

  it('a failed scene or QR call shows the load failure', async () => {
    const noScene = start({ createBindScene: vi.fn(async () => Promise.reject(new Error(''))) });
    await flush();
    expect(bindAccountView(noScene.actor.getSnapshot())).toEqual({ status: 'failed', qrUrl: null, error: { key: 'bindAccount.loadFailed' } });
    const noQr = start({ getBindQrCode: vi.fn(async () => Promise.reject(new Error('请先登录'))) });
    await flush();
    expect(noQr.actor.getSnapshot().context.error).toEqual({ text: '请先登录' });
  });

  it('bind.retry starts over with a new scene and QR', async () => {
    const createBindScene = vi.fn().mockResolvedValueOnce('scene-1').mockResolvedValue('scene-2');
    const pollBind = vi.fn().mockResolvedValueOnce({ status: false, msg: '二维码已过期' }).mockResolvedValue(waiting);
    const { actor, tick } = start({ createBindScene, pollBind });
    await flush();
    await tick();
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'bind.retry' });
    expect(actor.getSnapshot().context).toEqual({ scene: null, qrUrl: null, error: null });
    await flush();
    expect(bindAccountView(actor.getSnapshot())).toEqual({ status: 'ready', qrUrl: 'https://qr.example/scene-2.png', error: null });
    await tick();
    expect(pollBind).toHaveBeenLastCalledWith({ scene: 'scene-2' });
  });

  it('bind.retry is ignored unless failed', async () => {
    const { actor, createBindScene } = start();
    await flush();
    actor.send({ type: 'bind.retry' });
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(createBindScene).toHaveBeenCalledTimes(1);
  });

  it('stops polling when the dialog closes (actor stopped)', async () => {
    const { actor, tick, pollBind } = start();
    await flush();
    await tick();
    actor.stop();
    await tick(5000);
    expect(pollBind).toHaveBeenCalledTimes(1);
  });
});
