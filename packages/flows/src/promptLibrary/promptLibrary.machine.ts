import { assign, fromPromise, raise, setup } from 'xstate';

export interface PromptCategory {
  id: number;
  name: string;
}
/** One prompt of POST /aiprompt/page. */
export interface LibraryPrompt {
  id: number;
  title: string;
  desc: string;
  prompt: string;
  promptEn: string;
  categoryId: number;
}
export interface PromptQuery {
  categoryId: number | null;
  keyword: string;
}

/** What the library calls (the app passes the API, stories fixtures). */
export interface PromptLibraryServices {
  loadCategories(): Promise<PromptCategory[]>;
  loadPage(query: PromptQuery, page: number): Promise<{ rows: LibraryPrompt[]; count: number }>;
}

/** Prompts per page; the server's cap is 100. */
export const promptPageSize = 24;
/** The search box's longest keyword (the server's limit). */
export const maxPromptKeyword = 50;

interface LibraryContext {
  query: PromptQuery;
  draft: string;
  rows: LibraryPrompt[];
  page: number;
  count: number;
  categories: PromptCategory[];
}

type LibraryEvent =
  | { type: 'category'; id: number | null }
  | { type: 'search.input'; keyword: string }
  | { type: 'search.submit' }
  | { type: 'search.apply' }
  | { type: 'more' }
  | { type: 'retry' }
  | { type: 'reload' };

const applied = (draft: string) => draft.trim().slice(0, maxPromptKeyword);

/**
 * The prompt library (/chat/prompt): category chips (全部 first), a search applied `searchDebounce` after typing stops,
 * and pages of prompts (更多 appends the next). A new query lists again from the top: re-entering `loading` drops the
 * reply of the query before with its invocation.
 */
const promptLibraryMachine = setup({
  types: { context: {} as LibraryContext, events: {} as LibraryEvent },
  actors: {
    loadCategories: fromPromise<PromptCategory[]>(() => Promise.reject(new Error('promptLibrary: provide loadCategories'))),
    loadPage: fromPromise<{ rows: LibraryPrompt[]; count: number }, { query: PromptQuery; page: number }>(() =>
      Promise.reject(new Error('promptLibrary: provide loadPage')),
    ),
  },
  actions: {
    keepDraft: assign({ draft: ({ event }) => (event.type === 'search.input' ? event.keyword : '') }),
  },
  guards: {
    hasMore: ({ context }) => context.rows.length < context.count,
    otherCategory: ({ context, event }) => event.type === 'category' && event.id !== context.query.categoryId,
    otherKeyword: ({ context }) => applied(context.draft) !== context.query.keyword,
  },
  delays: { searchDebounce: 300 },
}).createMachine({
  id: 'promptLibrary',
  context: { query: { categoryId: null, keyword: '' }, draft: '', rows: [], page: 1, count: 0, categories: [] },
  type: 'parallel',
  states: {
    categories: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'loadCategories',
            onDone: { target: 'shown', actions: assign({ categories: ({ event }) => event.output }) },
            // Without chips the library still lists everything (全部).
            onError: 'shown',
          },
        },
        shown: {},
      },
    },
    search: {
      initial: 'idle',
      states: {
        idle: { on: { 'search.input': { target: 'typing', actions: 'keepDraft' } } },
        typing: {
          on: { 'search.input': { target: 'typing', reenter: true, actions: 'keepDraft' } },
          after: { searchDebounce: { target: 'idle', actions: raise({ type: 'search.apply' }) } },
        },
      },
      on: { 'search.submit': { target: '.idle', actions: raise({ type: 'search.apply' }) } },
    },
    list: {
      initial: 'loading',
      states: {
        loading: {
          on: { reload: { target: 'loading', reenter: true } },
          entry: assign({ rows: [], page: 1, count: 0 }),
          invoke: {
            src: 'loadPage',
            input: ({ context }) => ({ query: context.query, page: 1 }),
            onDone: [
              { guard: ({ event }) => event.output.rows.length === 0, target: 'empty' },
              { target: 'ready', actions: assign({ rows: ({ event }) => event.output.rows, count: ({ event }) => event.output.count }) },
            ],
            onError: 'failed',
          },
        },
        ready: {
          initial: 'idle',
          states: {
            idle: { on: { more: { guard: 'hasMore', target: 'loadingMore' } } },
            loadingMore: {
              invoke: {
                src: 'loadPage',
                input: ({ context }) => ({ query: context.query, page: context.page + 1 }),
                onDone: {
                  target: 'idle',
                  actions: assign({
                    rows: ({ context, event }) => [...context.rows, ...event.output.rows.filter((row) => !context.rows.some((known) => known.id === row.id))],
                    page: ({ context }) => context.page + 1,
                    count: ({ event }) => event.output.count,
                  }),
                },
                onError: 'moreFailed',
              },
            },
            moreFailed: { on: { retry: 'loadingMore', more: 'loadingMore' } },
          },
          on: { reload: 'loading' },
        },
        empty: { on: { reload: 'loading' } },
        failed: { on: { reload: 'loading', retry: 'loading' } },
      },
      on: {
        category: {
          guard: 'otherCategory',
          actions: [assign({ query: ({ context, event }) => ({ ...context.query, categoryId: event.id }) }), raise({ type: 'reload' })],
        },
        'search.apply': {
          guard: 'otherKeyword',
          actions: [assign({ query: ({ context }) => ({ ...context.query, keyword: applied(context.draft) }) }), raise({ type: 'reload' })],
        },
      },
    },
  },
});

/** The machine with its calls. */
export const providePromptLibrary = (services: PromptLibraryServices) =>
  promptLibraryMachine.provide({
    actors: {
      loadCategories: fromPromise<PromptCategory[]>(() => services.loadCategories()),
      loadPage: fromPromise<{ rows: LibraryPrompt[]; count: number }, { query: PromptQuery; page: number }>(({ input }) =>
        services.loadPage(input.query, input.page),
      ),
    },
  });
