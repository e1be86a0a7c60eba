import { assign, emit, fromPromise, setup } from 'xstate';
import type { DrawingShare } from './drawTypes';

/** A market category the author may file a drawing under. */
export interface ShareCategory {
  id: number;
  name: string;
}

/** What sharing calls: the categories, rec 1 (share, in a category or none) and rec 0 (take it back). */
export interface ShareServices {
  loadShareCategories(): Promise<ShareCategory[]>;
  share(drawingId: number, categoryId: number | null): Promise<DrawingShare>;
  withdrawShare(drawingId: number): Promise<void>;
}

interface ShareContext {
  drawingId: number;
  mode: 'share' | 'withdraw';
  categories: ShareCategory[];
  categoryId: number | null;
  error: { text: string } | { key: 'drawing.error.failed' } | null;
}

type ShareEvent = { type: 'category'; id: number | null } | { type: 'submit' };

const messageOf = (error: unknown) => (error instanceof Error && error.message ? { text: error.message } : { key: 'drawing.error.failed' as const });

/**
 * 分享到画廊 and 取消分享 on a finished drawing: sharing lists the categories first (without them the drawing is
 * shared with none), then sends rec 1; withdrawing asks to confirm, then sends rec 0. It emits `done` with the share
 * the server answered (null once withdrawn); a refusal stays in the dialog as the server words it.
 */
const shareDrawingMachine = setup({
  types: {
    context: {} as ShareContext,
    events: {} as ShareEvent,
    input: {} as { drawingId: number; mode: 'share' | 'withdraw' },
    emitted: {} as { type: 'done'; share: DrawingShare | null },
  },
  actors: {
    loadCategories: fromPromise<ShareCategory[]>(() => Promise.reject(new Error('shareDrawing: provide loadCategories'))),
    send: fromPromise<DrawingShare | null, { drawingId: number; mode: 'share' | 'withdraw'; categoryId: number | null }>(() =>
      Promise.reject(new Error('shareDrawing: provide send')),
    ),
  },
  guards: { sharing: ({ context }) => context.mode === 'share' },
}).createMachine({
  id: 'shareDrawing',
  context: ({ input }) => ({ ...input, categories: [], categoryId: null, error: null }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'sharing', target: 'loading' }, { target: 'ready' }] },
    loading: {
      invoke: {
        src: 'loadCategories',
        onDone: { target: 'ready', actions: assign({ categories: ({ event }) => event.output }) },
        onError: 'ready',
      },
    },
    ready: {
      on: {
        category: { actions: assign({ categoryId: ({ event }) => event.id }) },
        submit: 'sending',
      },
    },
    sending: {
      entry: assign({ error: null }),
      invoke: {
        src: 'send',
        input: ({ context }) => ({ drawingId: context.drawingId, mode: context.mode, categoryId: context.categoryId }),
        onDone: { target: 'done', actions: emit(({ event }) => ({ type: 'done' as const, share: event.output })) },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    done: { type: 'final' },
  },
});

/** The machine with the sharing calls. */
export const provideShareDrawing = (services: ShareServices) =>
  shareDrawingMachine.provide({
    actors: {
      loadCategories: fromPromise(() => services.loadShareCategories()),
      send: fromPromise(async ({ input }) => {
        if (input.mode === 'withdraw') {
          await services.withdrawShare(input.drawingId);
          return null;
        }
        return services.share(input.drawingId, input.categoryId);
      }),
    },
  });
