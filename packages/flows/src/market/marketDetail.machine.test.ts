import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { marketDetailFixture } from './marketFixtures';
import { provideMarketDetail } from './marketDetail.machine';
import type { MarketDetail } from './marketTypes';

function server() {
  const calls: { id: number; resolve: (detail: MarketDetail) => void; reject: (error: Error) => void }[] = [];
  const load = vi.fn((id: number) => new Promise<MarketDetail>((resolve, reject) => calls.push({ id, resolve, reject })));
  return { load, calls };
}

describe('marketDetailMachine', () => {
  it('loads the item, tells the feed its counts, and moves through the feed’s items within its ends', async () => {
    const { load, calls } = server();
    const shown = vi.fn();
    const actor = createActor(provideMarketDetail(load), { input: { ids: [30, 20, 10], index: 1 } });
    actor.on('shown', (event) => shown(event.detail));
    actor.start();
    expect(calls[0]!.id).toBe(20);
    calls[0]!.resolve(marketDetailFixture({ id: 20, visitNum: 8 }));
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('shown'));
    expect(shown).toHaveBeenCalledWith(expect.objectContaining({ id: 20, visitNum: 8 }));
    actor.send({ type: 'next' });
    expect(calls[1]!.id).toBe(10);
    calls[1]!.resolve(marketDetailFixture({ id: 10 }));
    await vi.waitFor(() => expect(actor.getSnapshot().context.detail?.id).toBe(10));
    actor.send({ type: 'next' });
    expect(calls).toHaveLength(2);
    actor.send({ type: 'previous' });
    actor.send({ type: 'previous' });
    expect(calls.map((call) => call.id)).toEqual([20, 10, 20, 30]);
    // The reply of the item passed over is dropped.
    calls[3]!.resolve(marketDetailFixture({ id: 30 }));
    calls[2]!.resolve(marketDetailFixture({ id: 20 }));
    await vi.waitFor(() => expect(actor.getSnapshot().context.detail?.id).toBe(30));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(actor.getSnapshot().context.detail?.id).toBe(30);
  });

  it('an item withdrawn meanwhile says so as the server words it; retry loads it again', async () => {
    const { load, calls } = server();
    const actor = createActor(provideMarketDetail(load), { input: { ids: [5], index: 0 } }).start();
    calls[0]!.reject(new Error('作品不存在或未公开'));
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failed'));
    expect(actor.getSnapshot().context.error).toEqual({ text: '作品不存在或未公开' });
    actor.send({ type: 'retry' });
    expect(calls).toHaveLength(2);
  });
});
