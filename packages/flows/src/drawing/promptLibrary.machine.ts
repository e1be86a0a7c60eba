import { assign, fromPromise, setup } from 'xstate';

/** A category of the prompt library (incantationClassifyQueryAll). */
export interface PromptCategory {
  id: number;
  name: string;
}

/** One prompt of a category (incantationQueryByPid). */
export interface LibraryPrompt {
  id: number;
  categoryId: number;
  title: string;
  prompt: string;
}

export interface PromptLibraryContext {
  categories: PromptCategory[];
  selected: number | null;
  /** Each category's prompts once loaded: going back to one shows it at once. */
  prompts: Record<number, LibraryPrompt[]>;
}

export type PromptLibraryEvent = { type: 'category.select'; id: number } | { type: 'retry' };

export interface PromptLibraryServices {
  loadCategories(): Promise<PromptCategory[]>;
  loadPrompts(categoryId: number): Promise<LibraryPrompt[]>;
}

const loaded = ({ context }: { context: PromptLibraryContext }) => context.selected !== null && context.prompts[context.selected] !== undefined;

/**
 * /draw/prompt: the library's categories, the first one's prompts, then any chosen one's (kept once loaded). A failed
 * load shows 重试, which asks again for what failed; choosing another category meanwhile is always allowed.
 */
export const promptLibraryMachine = setup({
  types: { context: {} as PromptLibraryContext, events: {} as PromptLibraryEvent },
  actors: {
    loadCategories: fromPromise<PromptCategory[]>(() => Promise.reject(new Error('promptLibrary: provide loadCategories'))),
    loadPrompts: fromPromise<LibraryPrompt[], number>(() => Promise.reject(new Error('promptLibrary: provide loadPrompts'))),
  },
  guards: { loaded, noCategories: ({ context }) => context.categories.length === 0 },
}).createMachine({
  id: 'promptLibrary',
  context: { categories: [], selected: null, prompts: {} },
  initial: 'categories',
  states: {
    categories: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'loadCategories',
            onDone: {
              target: '#promptLibrary.prompts',
              actions: assign({ categories: ({ event }) => event.output, selected: ({ event }) => event.output[0]?.id ?? null }),
            },
            onError: 'failed',
          },
        },
        failed: { on: { retry: 'loading' } },
      },
    },
    prompts: {
      initial: 'choosing',
      on: {
        'category.select': { target: '.choosing', actions: assign({ selected: ({ event }) => event.id }) },
      },
      states: {
        choosing: { always: [{ guard: 'noCategories', target: 'empty' }, { guard: 'loaded', target: 'shown' }, { target: 'loading' }] },
        loading: {
          invoke: {
            src: 'loadPrompts',
            input: ({ context }) => context.selected!,
            onDone: {
              target: 'shown',
              // Choosing another category stops this load, so the answer is always the selected one's.
              actions: assign({ prompts: ({ context, event }) => ({ ...context.prompts, [context.selected!]: event.output }) }),
            },
            onError: 'failed',
          },
        },
        shown: {},
        failed: { on: { retry: 'loading' } },
        empty: {},
      },
    },
  },
});

export const providePromptLibrary = (services: PromptLibraryServices) =>
  promptLibraryMachine.provide({
    actors: {
      loadCategories: fromPromise(() => services.loadCategories()),
      loadPrompts: fromPromise<LibraryPrompt[], number>(({ input }) => services.loadPrompts(input)),
    },
  });
