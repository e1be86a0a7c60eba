import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { storyPromptCategories, storyPrompts } from './promptLibrary.fixtures';
import { type LibraryPrompt, type PromptLibraryServices, type PromptQuery, providePromptLibrary } from './promptLibrary.machine';

/** A server whose pages the test answers by hand, in any order. */
function server() {
  const calls: { query: PromptQuery; page: number; resolve: (page: { rows: LibraryPrompt[]; count: number }) => void; reject: (error: Error) => void }[] = [];
  const services: PromptLibraryServices = {
    loadPage: vi.fn((query, page) => new Promise<{ rows: LibraryPrompt[]; count: number }>((resolve, reject) => calls.push({ query, page, resolve, reject }))),
    loadCategories: vi.fn(async () => storyPromptCategories),
  };
  return { services, calls };
}
const boot = (services: PromptLibraryServices) => {
  const clock = new SimulatedClock();
  const actor = createActor(providePromptLibrary(services), { clock }).start();
  return { actor, clock, ids: () => actor.getSnapshot().context.rows.map((row) => row.id) };
};

describe('promptLibraryMachine', () => {
  it('lists the first page, appends the next on 更多 while there are more, and no further', async () => {
    const { services, calls } = server();
    const { actor, ids } = boot(services);
    calls[0]!.resolve({ rows: storyPrompts.slice(0, 2), count: 3 });
    await vi.waitFor(() => expect(ids()).toEqual([1, 2]));
    actor.send({ type: 'more' });
    actor.send({ type: 'more' });
    expect(calls.map((call) => call.page)).toEqual([1, 2]);
    calls[1]!.resolve({ rows: storyPrompts.slice(2, 3), count: 3 });
    await vi.waitFor(() => expect(ids()).toEqual([1, 2, 3]));
    actor.send({ type: 'more' });
    expect(calls).toHaveLength(2);
    await vi.waitFor(() => expect(actor.getSnapshot().context.categories).toHaveLength(5));
  });

  it('searches 300 ms after typing stops (or at once on Enter), lists again from the top, and drops the reply before', async () => {
    const { services, calls } = server();
    const { actor, clock, ids } = boot(services);
    actor.send({ type: 'search.input', keyword: '周' });
    clock.increment(200);
    actor.send({ type: 'search.input', keyword: '周报' });
    clock.increment(299);
    expect(calls).toHaveLength(1);
    clock.increment(1);
    expect(calls.map((call) => call.query)).toEqual([
      { categoryId: null, keyword: '' },
      { categoryId: null, keyword: '周报' },
    ]);
    actor.send({ type: 'category', id: 2 });
    calls[2]!.resolve({ rows: [storyPrompts[2]!], count: 1 });
    calls[0]!.resolve({ rows: storyPrompts, count: 6 });
    calls[1]!.resolve({ rows: storyPrompts.slice(2, 4), count: 2 });
    await vi.waitFor(() => expect(ids()).toEqual([3]));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(ids()).toEqual([3]);
    // The same keyword again, or the same category: nothing new to ask.
    actor.send({ type: 'search.input', keyword: ' 周报 ' });
    actor.send({ type: 'search.submit' });
    actor.send({ type: 'category', id: 2 });
    expect(calls).toHaveLength(3);
  });

  it('says when nothing is found, and retries a failed page', async () => {
    const { services, calls } = server();
    const { actor } = boot(services);
    calls[0]!.reject(new Error('offline'));
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ list: 'failed' })).toBe(true));
    actor.send({ type: 'retry' });
    calls[1]!.resolve({ rows: [], count: 0 });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ list: 'empty' })).toBe(true));
  });
});
