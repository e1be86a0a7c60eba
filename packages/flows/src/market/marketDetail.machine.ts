import { assign, emit, fromPromise, setup } from 'xstate';
import type { MarketDetail } from './marketTypes';

interface DetailContext {
  /** The feed's items in order: ← → move through them. */
  ids: readonly number[];
  index: number;
  detail: MarketDetail | null;
  error: { text: string } | { key: 'market.detail.notFound' } | null;
}

type DetailEvent = { type: 'next' } | { type: 'previous' } | { type: 'retry' };

const messageOf = (error: unknown) => (error instanceof Error && error.message ? { text: error.message } : { key: 'market.detail.notFound' as const });

/**
 * Dialog 12, the market detail: loads the item (getDraw with detail, which counts the view) and moves to the previous
 * or next item of the feed. Moving on drops the reply of the item before. It emits `shown` with the item, so the feed
 * shows the view it just counted.
 */
const marketDetailMachine = setup({
  types: {
    context: {} as DetailContext,
    events: {} as DetailEvent,
    input: {} as { ids: readonly number[]; index: number },
    emitted: {} as { type: 'shown'; detail: MarketDetail },
  },
  actors: { loadDetail: fromPromise<MarketDetail, number>(() => Promise.reject(new Error('marketDetail: provide loadDetail'))) },
  guards: {
    hasNext: ({ context }) => context.index < context.ids.length - 1,
    hasPrevious: ({ context }) => context.index > 0,
  },
}).createMachine({
  id: 'marketDetail',
  context: ({ input }) => ({ ids: input.ids, index: input.index, detail: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ error: null }),
      invoke: {
        src: 'loadDetail',
        input: ({ context }) => context.ids[context.index] ?? 0,
        onDone: {
          target: 'shown',
          actions: [assign({ detail: ({ event }) => event.output }), emit(({ event }) => ({ type: 'shown' as const, detail: event.output }))],
        },
        onError: { target: 'failed', actions: assign({ detail: null, error: ({ event }) => messageOf(event.error) }) },
      },
      on: {
        next: { guard: 'hasNext', target: 'loading', reenter: true, actions: assign({ index: ({ context }) => context.index + 1 }) },
        previous: { guard: 'hasPrevious', target: 'loading', reenter: true, actions: assign({ index: ({ context }) => context.index - 1 }) },
      },
    },
    shown: {
      on: {
        next: { guard: 'hasNext', target: 'loading', actions: assign({ index: ({ context }) => context.index + 1 }) },
        previous: { guard: 'hasPrevious', target: 'loading', actions: assign({ index: ({ context }) => context.index - 1 }) },
      },
    },
    failed: {
      on: {
        retry: 'loading',
        next: { guard: 'hasNext', target: 'loading', actions: assign({ index: ({ context }) => context.index + 1 }) },
        previous: { guard: 'hasPrevious', target: 'loading', actions: assign({ index: ({ context }) => context.index - 1 }) },
      },
    },
  },
});

/** The machine with its call. */
export const provideMarketDetail = (loadDetail: (id: number) => Promise<MarketDetail>) =>
  marketDetailMachine.provide({ actors: { loadDetail: fromPromise<MarketDetail, number>(({ input }) => loadDetail(input)) } });
