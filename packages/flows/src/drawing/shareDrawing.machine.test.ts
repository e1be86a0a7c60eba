import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { provideShareDrawing, type ShareServices } from './shareDrawing.machine';

const shared = { status: 'pending' as const, reason: '', categoryId: 2, agreeNum: 0, visitNum: 0 };

function services(overrides: Partial<ShareServices> = {}): ShareServices {
  return {
    loadShareCategories: vi.fn(async () => [
      { id: 1, name: '风景' },
      { id: 2, name: '人物' },
    ]),
    share: vi.fn(async () => shared),
    withdrawShare: vi.fn(async () => undefined),
    ...overrides,
  };
}

describe('shareDrawingMachine', () => {
  it('lists the categories, shares in the one chosen and emits what the server answered', async () => {
    const calls = services();
    const done = vi.fn();
    const actor = createActor(provideShareDrawing(calls), { input: { drawingId: 9, mode: 'share' } });
    actor.on('done', (event) => done(event.share));
    actor.start();
    await vi.waitFor(() => expect(actor.getSnapshot().context.categories).toHaveLength(2));
    actor.send({ type: 'category', id: 2 });
    actor.send({ type: 'submit' });
    await vi.waitFor(() => expect(done).toHaveBeenCalledWith(shared));
    expect(calls.share).toHaveBeenCalledWith(9, 2);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('without categories it still shares (none); a refusal stays in the dialog as worded', async () => {
    const calls = services({
      loadShareCategories: vi.fn(async () => Promise.reject(new Error('offline'))),
      share: vi.fn(async () => Promise.reject(new Error('prompt包含敏感词：枪'))),
    });
    const actor = createActor(provideShareDrawing(calls), { input: { drawingId: 9, mode: 'share' } }).start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('ready'));
    actor.send({ type: 'submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.error).toEqual({ text: 'prompt包含敏感词：枪' }));
    expect(calls.share).toHaveBeenCalledWith(9, null);
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('withdrawing asks nothing of the categories and emits null', async () => {
    const calls = services();
    const done = vi.fn();
    const actor = createActor(provideShareDrawing(calls), { input: { drawingId: 4, mode: 'withdraw' } });
    actor.on('done', (event) => done(event.share));
    actor.start();
    expect(calls.loadShareCategories).not.toHaveBeenCalled();
    actor.send({ type: 'submit' });
    await vi.waitFor(() => expect(done).toHaveBeenCalledWith(null));
    expect(calls.withdrawShare).toHaveBeenCalledWith(4);
  });
});
