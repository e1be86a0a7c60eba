import { assign, fromPromise, setup } from 'xstate';
import type { DrawingMessageKey } from './messages';

interface SeedContext {
  drawingId: number;
  seed: string | null;
  error: { key: DrawingMessageKey } | { text: string } | null;
}

const messageOf = (error: unknown) => (error instanceof Error && error.message ? { text: error.message } : { key: 'drawing.error.failed' as const });

/**
 * A finished drawing's seed (GET /midjourney/imageSeed: charged once at class 3, then kept by the server, so asking
 * again is free). The server gives up on the proxy after 10 s; the page stops waiting at `seedTimeout`, a little
 * later, and says 获取超时 so the user can try again.
 */
const seedMachine = setup({
  types: { context: {} as SeedContext, events: {} as { type: 'fetch' }, input: {} as { drawingId: number } },
  actors: { imageSeed: fromPromise<string, number>(() => Promise.reject(new Error('seed: provide imageSeed'))) },
  delays: { seedTimeout: 12_000 },
}).createMachine({
  id: 'seed',
  context: ({ input }) => ({ drawingId: input.drawingId, seed: null, error: null }),
  initial: 'idle',
  states: {
    idle: { on: { fetch: 'fetching' } },
    fetching: {
      entry: assign({ error: null }),
      invoke: {
        src: 'imageSeed',
        input: ({ context }) => context.drawingId,
        onDone: { target: 'shown', actions: assign({ seed: ({ event }) => event.output }) },
        onError: { target: 'idle', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
      after: { seedTimeout: { target: 'idle', actions: assign({ error: { key: 'drawing.seed.timeout' } }) } },
    },
    shown: {},
  },
});

export const provideSeed = (imageSeed: (drawingId: number) => Promise<string>) =>
  seedMachine.provide({ actors: { imageSeed: fromPromise<string, number>(({ input }) => imageSeed(input)) } });
