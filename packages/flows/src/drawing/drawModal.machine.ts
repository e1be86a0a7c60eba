import { assign, emit, fromPromise, setup } from 'xstate';
import { maxPromptLength } from './drawForm';
import type { Drawing } from './drawTypes';
import {
  clampPoint,
  extendLasso,
  keyboardRect,
  lassoShape,
  type MaskPoint,
  type MaskShape,
  type MaskTool,
  nudgeRect,
  rectBetween,
  withoutZoom,
  zoomPrompt,
  zoomRange,
} from './maskEditor';
import type { DrawingMessageKey } from './messages';

/** The two buttons whose action the proxy pauses (MODAL) for more: Vary (Region) a mask, Custom Zoom a factor. */
export type DrawModalKind = 'region' | 'zoom';

/** What is sent: the button, the prompt, and for a region the shapes (the app paints them into the PNG mask). */
export interface DrawModalRequest {
  customId: string;
  prompt: string;
  shapes: MaskShape[];
}

export interface DrawModalContext {
  kind: DrawModalKind;
  customId: string;
  prompt: string;
  zoom: number;
  tool: MaskTool;
  shapes: MaskShape[];
  /** A drag in progress: where it began, where it is, and the lasso's points so far. */
  draft: { from: MaskPoint; points: MaskPoint[]; to: MaskPoint } | null;
  error: { key: DrawingMessageKey } | { text: string } | null;
}

export type DrawModalEvent =
  | { type: 'tool.select'; tool: MaskTool }
  | { type: 'pointer.down'; point: MaskPoint }
  | { type: 'pointer.move'; point: MaskPoint }
  | { type: 'pointer.up' }
  | { type: 'pointer.cancel' }
  | { type: 'key.add' }
  | { type: 'key.nudge'; dx: number; dy: number; resize: boolean }
  | { type: 'undo' }
  | { type: 'clear' }
  | { type: 'prompt.change'; prompt: string }
  | { type: 'zoom.change'; zoom: number }
  | { type: 'submit' };

const messageOf = (error: unknown) => (error instanceof Error && error.message ? { text: error.message } : { key: 'drawing.error.failed' as const });

const problemOf = (context: DrawModalContext): DrawingMessageKey | null => {
  if (context.kind === 'region' && context.shapes.length === 0) return 'drawing.modal.needRegion';
  if (context.kind === 'zoom' && !context.prompt.trim()) return 'drawing.error.promptRequired';
  return context.prompt.length > maxPromptLength ? 'drawing.error.promptTooLong' : null;
};

/** The shape a finished drag makes with the current tool. */
const shapeOf = (context: DrawModalContext): MaskShape | null => {
  if (!context.draft) return null;
  return context.tool === 'rect' ? rectBetween(context.draft.from, context.draft.to) : lassoShape(context.draft.points);
};

/**
 * The dialog of Vary (Region) and Custom Zoom. Region: rectangles (drag) and lasso outlines (draw) over the picture,
 * undo and clear, Enter for a centred rectangle that the arrow keys move and Shift+arrows resize (the keyboard path);
 * at least one shape before it sends. Zoom: the prompt (the drawing's, editable) and a factor 1–2 sent as --zoom.
 * Sending queues the drawing (emitted as `task.added`) and ends; a refusal stays in the dialog as the server words it.
 */
const drawModalMachine = setup({
  types: {
    context: {} as DrawModalContext,
    events: {} as DrawModalEvent,
    input: {} as { kind: DrawModalKind; customId: string; prompt: string },
    emitted: {} as { type: 'task.added'; drawing: Drawing },
  },
  actors: {
    submit: fromPromise<Drawing, DrawModalRequest>(() => Promise.reject(new Error('drawModal: provide submit'))),
  },
  guards: {
    valid: ({ context }) => problemOf(context) === null,
    drawing: ({ context }) => context.draft !== null,
  },
}).createMachine({
  id: 'drawModal',
  context: ({ input }) => ({
    kind: input.kind,
    customId: input.customId,
    // Custom Zoom shows the prompt without its --zoom: the factor is the slider's.
    prompt: input.kind === 'zoom' ? withoutZoom(input.prompt) : input.prompt.trim(),
    zoom: zoomRange.initial,
    tool: 'rect',
    shapes: [],
    draft: null,
    error: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'tool.select': { actions: assign({ tool: ({ event }) => event.tool, draft: null }) },
        'pointer.down': {
          actions: assign({ draft: ({ event }) => ({ from: clampPoint(event.point), to: clampPoint(event.point), points: [clampPoint(event.point)] }) }),
        },
        'pointer.move': {
          guard: 'drawing',
          actions: assign({
            draft: ({ context, event }) => {
              const draft = context.draft!;
              const point = clampPoint(event.point);
              return { ...draft, to: point, points: context.tool === 'lasso' ? extendLasso(draft.points, point) : draft.points };
            },
          }),
        },
        'pointer.up': {
          guard: 'drawing',
          actions: assign(({ context }) => {
            const shape = shapeOf(context);
            return { draft: null, shapes: shape ? [...context.shapes, shape] : context.shapes, error: shape ? null : context.error };
          }),
        },
        'pointer.cancel': { actions: assign({ draft: null }) },
        'key.add': { actions: assign({ shapes: ({ context }) => [...context.shapes, keyboardRect()], error: null }) },
        'key.nudge': {
          actions: assign({
            shapes: ({ context, event }) => {
              const last = context.shapes.at(-1);
              return last ? [...context.shapes.slice(0, -1), nudgeRect(last, event.dx, event.dy, event.resize)] : context.shapes;
            },
          }),
        },
        undo: { actions: assign({ shapes: ({ context }) => context.shapes.slice(0, -1) }) },
        clear: { actions: assign({ shapes: [] }) },
        'prompt.change': { actions: assign({ prompt: ({ event }) => event.prompt, error: null }) },
        'zoom.change': {
          actions: assign({ zoom: ({ event }) => Math.min(zoomRange.max, Math.max(zoomRange.min, Math.round(event.zoom * 10) / 10)) }),
        },
        submit: [
          { guard: 'valid', target: 'sending' },
          { actions: assign({ error: ({ context }) => ({ key: problemOf(context) ?? 'drawing.error.failed' }) }) },
        ],
      },
    },
    sending: {
      invoke: {
        src: 'submit',
        input: ({ context }) => ({
          customId: context.customId,
          prompt: context.kind === 'zoom' ? zoomPrompt(context.prompt, context.zoom) : context.prompt.trim(),
          shapes: context.kind === 'region' ? context.shapes : [],
        }),
        onDone: { target: 'done', actions: emit(({ event }) => ({ type: 'task.added' as const, drawing: event.output })) },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    done: { type: 'final' },
  },
});

export const provideDrawModal = (submit: (request: DrawModalRequest) => Promise<Drawing>) =>
  drawModalMachine.provide({ actors: { submit: fromPromise<Drawing, DrawModalRequest>(({ input }) => submit(input)) } });
