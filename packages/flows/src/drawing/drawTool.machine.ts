import { assign, emit, fromPromise, setup } from 'xstate';
import { maxPromptLength } from './drawForm';
import type { DrawTool } from './drawTool';
import type { Drawing } from './drawTypes';
import type { DrawingMessageKey } from './messages';

export interface DrawToolContext {
  tool: DrawTool;
  prompt: string;
  image: File | null;
  error: { key: DrawingMessageKey } | { text: string } | null;
}

export type DrawToolEvent =
  | { type: 'tool.select'; tool: DrawTool }
  | { type: 'prompt.change'; prompt: string }
  | { type: 'image.pick'; image: File }
  | { type: 'image.reject' }
  | { type: 'submit' };

const messageOf = (error: unknown) => (error instanceof Error && error.message ? { text: error.message } : { key: 'drawing.error.failed' as const });

const problemOf = (context: DrawToolContext): DrawingMessageKey | null => {
  if (context.tool === 'describe') return context.image ? null : 'drawing.tool.needImage';
  if (!context.prompt.trim()) return 'drawing.error.promptRequired';
  return context.prompt.length > maxPromptLength ? 'drawing.error.promptTooLong' : null;
};

/**
 * /draw/tool's form: 图生文 sends one picture (upload_task_add describe), 精简 a prompt (task_add type 6); either is
 * queued as a drawing (emitted as `task.added`) whose result lists prompts to use or copy. A picture that is not a
 * jpg, png or webp of at most 10 MB is refused before any call; the server's refusals show as worded.
 */
export const drawToolMachine = setup({
  types: { context: {} as DrawToolContext, events: {} as DrawToolEvent, emitted: {} as { type: 'task.added'; drawing: Drawing } },
  actors: {
    describe: fromPromise<Drawing, File>(() => Promise.reject(new Error('drawTool: provide describe'))),
    shorten: fromPromise<Drawing, string>(() => Promise.reject(new Error('drawTool: provide shorten'))),
  },
  guards: {
    valid: ({ context }) => problemOf(context) === null,
    describing: ({ context }) => context.tool === 'describe',
  },
}).createMachine({
  id: 'drawTool',
  context: { tool: 'describe', prompt: '', image: null, error: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'tool.select': { actions: assign({ tool: ({ event }) => event.tool, error: null }) },
        'prompt.change': { actions: assign({ prompt: ({ event }) => event.prompt, error: null }) },
        'image.pick': { actions: assign({ image: ({ event }) => event.image, error: null }) },
        'image.reject': { actions: assign({ error: { key: 'drawing.tool.badImage' } }) },
        submit: [
          { guard: 'valid', target: 'sending' },
          { actions: assign({ error: ({ context }) => ({ key: problemOf(context) ?? 'drawing.error.failed' }) }) },
        ],
      },
    },
    sending: {
      initial: 'pick',
      states: {
        pick: { always: [{ guard: 'describing', target: 'describing' }, { target: 'shortening' }] },
        describing: {
          invoke: {
            src: 'describe',
            input: ({ context }) => context.image!,
            onDone: {
              target: '#drawTool.editing',
              actions: [emit(({ event }) => ({ type: 'task.added' as const, drawing: event.output })), assign({ image: null })],
            },
            onError: { target: '#drawTool.editing', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
          },
        },
        shortening: {
          invoke: {
            src: 'shorten',
            input: ({ context }) => context.prompt.trim(),
            onDone: { target: '#drawTool.editing', actions: emit(({ event }) => ({ type: 'task.added' as const, drawing: event.output })) },
            onError: { target: '#drawTool.editing', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
          },
        },
      },
    },
  },
});

export interface DrawToolServices {
  describe: (image: File) => Promise<Drawing>;
  shorten: (prompt: string) => Promise<Drawing>;
}

export const provideDrawTool = (services: DrawToolServices) =>
  drawToolMachine.provide({
    actors: {
      describe: fromPromise<Drawing, File>(({ input }) => services.describe(input)),
      shorten: fromPromise<Drawing, string>(({ input }) => services.shorten(input)),
    },
  });
