import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { provideSeed } from './seed.machine';

describe('seedMachine', () => {
  it('asks for the seed and shows it; a refusal shows as worded and can be asked again', async () => {
    const imageSeed = vi.fn(async (_id: number) => '3141592653');
    imageSeed.mockRejectedValueOnce(new Error('只有已完成的任务才能获取seed'));
    const actor = createActor(provideSeed(imageSeed), { input: { drawingId: 7 } }).start();
    actor.send({ type: 'fetch' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.error).toEqual({ text: '只有已完成的任务才能获取seed' }));
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'fetch' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('shown'));
    expect(actor.getSnapshot().context).toMatchObject({ seed: '3141592653', error: null });
    expect(imageSeed).toHaveBeenCalledWith(7);
  });

  it('stops waiting after its timeout (simulated time) and says 获取超时', () => {
    const clock = new SimulatedClock();
    const actor = createActor(
      provideSeed(() => new Promise<string>(() => undefined)),
      { input: { drawingId: 7 }, clock },
    ).start();
    actor.send({ type: 'fetch' });
    clock.increment(11_999);
    expect(actor.getSnapshot().value).toBe('fetching');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toEqual({ key: 'drawing.seed.timeout' });
  });
});
