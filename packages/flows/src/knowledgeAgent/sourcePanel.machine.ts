import { assign, fromPromise, setup } from 'xstate';
import type { ChatSource, SourcePassage, SourcePanelServices } from './agentTypes';

interface SourcePanelContext {
  source: ChatSource;
  passage: SourcePassage | null;
}

type SourcePanelEvent = { type: 'source.retry' };

/**
 * One cited source opened from an answer (docs/knowledge.md "Chatting"): its passage is loaded; a deleted document or
 * note leaves the answer's card (its name and page) and `gone` (来源已删除); a failed load can be tried again.
 */
const sourcePanelMachine = setup({
  types: { input: {} as { source: ChatSource }, context: {} as SourcePanelContext, events: {} as SourcePanelEvent },
  actors: {
    loadPassage: fromPromise<SourcePassage | null, number>(() => Promise.reject(new Error('sourcePanel: provide loadPassage'))),
  },
}).createMachine({
  id: 'sourcePanel',
  context: ({ input }) => ({ source: input.source, passage: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadPassage',
        input: ({ context }) => context.source.chunkId,
        onDone: [
          { guard: ({ event }) => event.output === null, target: 'gone' },
          { target: 'shown', actions: assign({ passage: ({ event }) => event.output }) },
        ],
        onError: 'failed',
      },
    },
    shown: {},
    gone: {},
    failed: { on: { 'source.retry': 'loading' } },
  },
});

export const provideSourcePanel = (services: SourcePanelServices) =>
  sourcePanelMachine.provide({ actors: { loadPassage: fromPromise(({ input }) => services.loadPassage(input)) } });
