import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { provideMarketFeed, type MarketFeedServices } from './marketFeed.machine';
import { marketCategoriesFixture, marketItemsFixture } from './marketFixtures';
import type { MarketPage, MarketQuery } from './marketTypes';

const start: MarketQuery = { tab: 'featured', category: null, keyword: '' };

/** A server whose pages the test answers by hand, in any order. */
function server() {
  const calls: { query: MarketQuery; cursor: string | null; resolve: (page: MarketPage) => void; reject: (error: Error) => void }[] = [];
  const services: MarketFeedServices = {
    loadPage: vi.fn((query, cursor) => new Promise<MarketPage>((resolve, reject) => calls.push({ query, cursor, resolve, reject }))),
    loadCategories: vi.fn(async () => marketCategoriesFixture),
  };
  return { services, calls };
}
const boot = (services: MarketFeedServices, query = start) => {
  const clock = new SimulatedClock();
  const changed = vi.fn();
  const actor = createActor(provideMarketFeed(services), { input: { query }, clock });
  actor.on('query', (event) => changed(event.query));
  actor.start();
  return { actor, clock, changed, ids: () => actor.getSnapshot().context.items.map((item) => item.id) };
};

describe('marketFeedMachine', () => {
  it('lists the first page, then the next after its cursor, to the end', async () => {
    const { services, calls } = server();
    const { actor, ids } = boot(services);
    expect(actor.getSnapshot().matches({ list: 'loading' })).toBe(true);
    calls[0]!.resolve({ rows: marketItemsFixture(3, 100), nextCursor: '98' });
    await vi.waitFor(() => expect(ids()).toEqual([100, 99, 98]));
    actor.send({ type: 'more' });
    actor.send({ type: 'more' });
    expect(calls).toHaveLength(2);
    expect(calls[1]).toMatchObject({ cursor: '98', query: start });
    calls[1]!.resolve({ rows: marketItemsFixture(2, 97), nextCursor: null });
    await vi.waitFor(() => expect(ids()).toEqual([100, 99, 98, 97, 96]));
    actor.send({ type: 'more' });
    expect(calls).toHaveLength(2);
    expect(actor.getSnapshot().context.cursor).toBeNull();
    await vi.waitFor(() => expect(actor.getSnapshot().context.categories).toHaveLength(3));
  });

  it('a new tab or category lists again from the top, keeps the query in the address, and drops the reply before', async () => {
    const { services, calls } = server();
    const { actor, changed, ids } = boot(services);
    actor.send({ type: 'tab', tab: 'hot' });
    expect(changed).toHaveBeenLastCalledWith({ tab: 'hot', category: null, keyword: '' });
    actor.send({ type: 'category', id: 2 });
    expect(changed).toHaveBeenLastCalledWith({ tab: 'hot', category: 2, keyword: '' });
    expect(calls.map((call) => call.query)).toEqual([start, { ...start, tab: 'hot' }, { tab: 'hot', category: 2, keyword: '' }]);
    calls[2]!.resolve({ rows: marketItemsFixture(1, 50), nextCursor: null });
    calls[0]!.resolve({ rows: marketItemsFixture(3, 100), nextCursor: '98' });
    calls[1]!.resolve({ rows: marketItemsFixture(3, 90), nextCursor: '88' });
    await vi.waitFor(() => expect(ids()).toEqual([50]));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(ids()).toEqual([50]);
    actor.send({ type: 'tab', tab: 'hot' });
    expect(calls).toHaveLength(3);
  });

  it('searches 300 ms after typing stops (simulated time); Enter at once; the same words do not list again', () => {
    const { services, calls } = server();
    const { actor, clock, changed } = boot(services);
    actor.send({ type: 'search.input', keyword: '狐' });
    clock.increment(200);
    actor.send({ type: 'search.input', keyword: '狐狸 ' });
    clock.increment(299);
    expect(calls).toHaveLength(1);
    clock.increment(1);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.query.keyword).toBe('狐狸');
    expect(changed).toHaveBeenLastCalledWith({ tab: 'featured', category: null, keyword: '狐狸' });
    actor.send({ type: 'search.input', keyword: '狐狸' });
    clock.increment(300);
    expect(calls).toHaveLength(2);
    actor.send({ type: 'search.input', keyword: '山' });
    actor.send({ type: 'search.submit' });
    expect(calls).toHaveLength(3);
    clock.increment(1_000);
    expect(calls).toHaveLength(3);
    // Typing restarts only the search's wait, not the other regions.
    expect(services.loadCategories).toHaveBeenCalledTimes(1);
  });

  it('empty, failed with retry, a failed next page with retry; a like in the detail shows in the feed', async () => {
    const { services, calls } = server();
    const { actor, ids } = boot(services, { tab: 'new', category: 3, keyword: '' });
    calls[0]!.reject(new Error('offline'));
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ list: 'failed' })).toBe(true));
    actor.send({ type: 'retry' });
    calls[1]!.resolve({ rows: [], nextCursor: null });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ list: 'empty' })).toBe(true));
    actor.send({ type: 'category', id: null });
    calls[2]!.resolve({ rows: marketItemsFixture(2, 10), nextCursor: '9' });
    await vi.waitFor(() => expect(ids()).toEqual([10, 9]));
    actor.send({ type: 'more' });
    calls[3]!.reject(new Error('offline'));
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ list: { ready: 'moreFailed' } })).toBe(true));
    actor.send({ type: 'retry' });
    expect(calls[4]).toMatchObject({ cursor: '9' });
    actor.send({ type: 'item.update', id: 10, agree: 'agree', agreeNum: 99, visitNum: 7 });
    expect(actor.getSnapshot().context.items[0]).toMatchObject({ agree: 'agree', agreeNum: 99, visitNum: 7 });
  });
});
