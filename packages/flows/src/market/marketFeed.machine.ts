import { assign, emit, fromPromise, raise, setup } from 'xstate';
import type { MarketCategory, MarketItem, MarketPage, MarketQuery, MarketTab } from './marketTypes';
import { maxKeywordLength } from './marketTypes';

/** What the feed calls (the app passes the API, stories fixtures). */
export interface MarketFeedServices {
  loadPage(query: MarketQuery, cursor: string | null): Promise<MarketPage>;
  loadCategories(): Promise<MarketCategory[]>;
}

interface FeedContext {
  query: MarketQuery;
  /** The search box as typed; applied `searchDebounce` after the last keystroke (or on Enter). */
  draft: string;
  items: MarketItem[];
  cursor: string | null;
  categories: MarketCategory[];
}

type FeedEvent =
  | { type: 'tab'; tab: MarketTab }
  | { type: 'category'; id: number | null }
  | { type: 'search.input'; keyword: string }
  | { type: 'search.submit' }
  | { type: 'search.apply' }
  | { type: 'more' }
  | { type: 'retry' }
  /** Internal: the query changed, list again. */
  | { type: 'reload' }
  /** The detail changed an item (a like, a view): the feed shows the same counts. */
  | { type: 'item.update'; id: number; agree: MarketItem['agree']; agreeNum: number; visitNum: number };

const applied = (draft: string) => draft.trim().slice(0, maxKeywordLength);

/**
 * The market feed (/market, /draw/square): pages after a cursor, more when the reader nears the end; tabs 推荐 / 最新 /
 * 最热, category chips (全部 first) and a search applied `searchDebounce` after typing stops. A new query lists again
 * from the top: the loading state is re-entered, so the reply of the query before is dropped with its invocation.
 * It emits `query` for the app to keep the new query in the address.
 */
const marketFeedMachine = setup({
  types: { context: {} as FeedContext, events: {} as FeedEvent, input: {} as { query: MarketQuery }, emitted: {} as { type: 'query'; query: MarketQuery } },
  actors: {
    loadPage: fromPromise<MarketPage, { query: MarketQuery; cursor: string | null }>(() => Promise.reject(new Error('marketFeed: provide loadPage'))),
    loadCategories: fromPromise<MarketCategory[]>(() => Promise.reject(new Error('marketFeed: provide loadCategories'))),
  },
  actions: {
    keepDraft: assign({ draft: ({ event }) => (event.type === 'search.input' ? event.keyword : '') }),
  },
  guards: {
    hasMore: ({ context }) => context.cursor !== null,
    otherTab: ({ context, event }) => event.type === 'tab' && event.tab !== context.query.tab,
    otherCategory: ({ context, event }) => event.type === 'category' && event.id !== context.query.category,
    otherKeyword: ({ context }) => applied(context.draft) !== context.query.keyword,
  },
  delays: { searchDebounce: 300 },
}).createMachine({
  id: 'marketFeed',
  context: ({ input }) => ({ query: input.query, draft: input.query.keyword, items: [], cursor: null, categories: [] }),
  type: 'parallel',
  states: {
    categories: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'loadCategories',
            onDone: { target: 'shown', actions: assign({ categories: ({ event }) => event.output }) },
            // Without chips the feed still works (全部): nothing to say.
            onError: 'shown',
          },
        },
        shown: {},
      },
    },
    search: {
      initial: 'idle',
      // Self-transitions on the child states: one on the region re-enters the whole machine (every region restarts).
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
          entry: assign({ items: [], cursor: null }),
          invoke: {
            src: 'loadPage',
            input: ({ context }) => ({ query: context.query, cursor: null }),
            onDone: [
              { guard: ({ event }) => event.output.rows.length === 0, target: 'empty' },
              { target: 'ready', actions: assign({ items: ({ event }) => event.output.rows, cursor: ({ event }) => event.output.nextCursor }) },
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
                input: ({ context }) => ({ query: context.query, cursor: context.cursor }),
                onDone: {
                  target: 'idle',
                  actions: assign({
                    // A like can move an item between pages of 最热: it is shown once.
                    items: ({ context, event }) => [...context.items, ...event.output.rows.filter((row) => !context.items.some((item) => item.id === row.id))],
                    cursor: ({ event }) => event.output.nextCursor,
                  }),
                },
                onError: 'moreFailed',
              },
            },
            moreFailed: { on: { retry: 'loadingMore', more: 'loadingMore' } },
          },
          on: {
            reload: 'loading',
            'item.update': {
              actions: assign({
                items: ({ context, event }) =>
                  context.items.map((item) =>
                    item.id === event.id ? { ...item, agree: event.agree, agreeNum: event.agreeNum, visitNum: event.visitNum } : item,
                  ),
              }),
            },
          },
        },
        empty: { on: { reload: 'loading' } },
        failed: { on: { reload: 'loading', retry: 'loading' } },
      },
      // A new query: kept, told to the app, and listed from the top (the child states' `reload`).
      on: {
        tab: {
          guard: 'otherTab',
          actions: [
            assign({ query: ({ context, event }) => ({ ...context.query, tab: event.tab }) }),
            emit(({ context }) => ({ type: 'query' as const, query: context.query })),
            raise({ type: 'reload' }),
          ],
        },
        category: {
          guard: 'otherCategory',
          actions: [
            assign({ query: ({ context, event }) => ({ ...context.query, category: event.id }) }),
            emit(({ context }) => ({ type: 'query' as const, query: context.query })),
            raise({ type: 'reload' }),
          ],
        },
        'search.apply': {
          guard: 'otherKeyword',
          actions: [
            assign({ query: ({ context }) => ({ ...context.query, keyword: applied(context.draft) }) }),
            emit(({ context }) => ({ type: 'query' as const, query: context.query })),
            raise({ type: 'reload' }),
          ],
        },
      },
    },
  },
});

/** The machine with its calls. */
export const provideMarketFeed = (services: MarketFeedServices) =>
  marketFeedMachine.provide({
    actors: {
      loadPage: fromPromise<MarketPage, { query: MarketQuery; cursor: string | null }>(({ input }) => services.loadPage(input.query, input.cursor)),
      loadCategories: fromPromise<MarketCategory[]>(() => services.loadCategories()),
    },
  });
