import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { type LibraryPrompt, type PromptLibraryServices, providePromptLibrary } from './promptLibrary.machine';

const flush = () => new Promise((resolve) => setImmediate(resolve));
const categories = [
  { id: 1, name: '人像' },
  { id: 2, name: '风景' },
];
const promptsOf = (categoryId: number): LibraryPrompt[] => [{ id: categoryId * 10, categoryId, title: `题${categoryId}`, prompt: `prompt ${categoryId}` }];

function start(overrides: Partial<PromptLibraryServices> = {}) {
  const services = {
    loadCategories: vi.fn(async () => categories),
    loadPrompts: vi.fn(async (id: number) => promptsOf(id)),
    ...overrides,
  };
  const actor = createActor(providePromptLibrary(services)).start();
  return { actor, services };
}

describe('promptLibraryMachine', () => {
  it('loads the categories, then the first one’s prompts', async () => {
    const { actor, services } = start();
    await flush();
    await flush();
    expect(actor.getSnapshot().value).toEqual({ prompts: 'shown' });
    expect(actor.getSnapshot().context).toMatchObject({ selected: 1, prompts: { 1: promptsOf(1) } });
    expect(services.loadPrompts).toHaveBeenCalledWith(1);
  });

  it('loads a chosen category once: going back shows it without asking again', async () => {
    const { actor, services } = start();
    await flush();
    await flush();
    actor.send({ type: 'category.select', id: 2 });
    await flush();
    expect(actor.getSnapshot().context.prompts[2]).toEqual(promptsOf(2));
    actor.send({ type: 'category.select', id: 1 });
    expect(actor.getSnapshot().value).toEqual({ prompts: 'shown' });
    expect(services.loadPrompts).toHaveBeenCalledTimes(2);
  });

  it('keeps only the answer of the category chosen last', async () => {
    let answer: (rows: LibraryPrompt[]) => void = () => undefined;
    const { actor } = start({
      loadPrompts: vi.fn((id: number) => (id === 1 ? new Promise<LibraryPrompt[]>((resolve) => (answer = resolve)) : Promise.resolve(promptsOf(id)))),
    });
    await flush();
    actor.send({ type: 'category.select', id: 2 });
    await flush();
    answer(promptsOf(1));
    await flush();
    expect(actor.getSnapshot().context.selected).toBe(2);
    expect(actor.getSnapshot().context.prompts).toEqual({ 2: promptsOf(2) });
  });

  it('offers 重试 after a failed load, for the categories and for a category’s prompts', async () => {
    let failing = true;
    const { actor } = start({
      loadCategories: vi.fn(async () => (failing ? Promise.reject(new Error('network')) : categories)),
      loadPrompts: vi.fn(async (id: number) => (failing ? Promise.reject(new Error('network')) : promptsOf(id))),
    });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ categories: 'failed' });
    failing = false;
    actor.send({ type: 'retry' });
    await flush();
    await flush();
    expect(actor.getSnapshot().value).toEqual({ prompts: 'shown' });
    failing = true;
    actor.send({ type: 'category.select', id: 2 });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ prompts: 'failed' });
    failing = false;
    actor.send({ type: 'retry' });
    await flush();
    expect(actor.getSnapshot().context.prompts[2]).toEqual(promptsOf(2));
  });

  it('says so when the library has no category', async () => {
    const { actor, services } = start({ loadCategories: vi.fn(async () => []) });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ prompts: 'empty' });
    expect(services.loadPrompts).not.toHaveBeenCalled();
  });
});
