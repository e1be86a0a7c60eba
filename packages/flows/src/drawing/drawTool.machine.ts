import { assign, emit, fromPromise, setup } from 'xstate';
import { maxPromptLength } from './drawForm';
import { type BlendDimensions, blendMaxImages, blendMinImages, type DrawTool, type FaceSlot } from './drawTool';
import type { Drawing } from './drawTypes';
import type { DrawingMessageKey } from './messages';

export interface DrawToolContext {
  tool: DrawTool;
  prompt: string;
  /** 图生文's picture. */
  image: File | null;
  /** 混图's pictures (2–5) and shape. */
  blendImages: File[];
  dimensions: BlendDimensions;
  /** 换脸's face and target picture. */
  faces: Record<FaceSlot, File | null>;
  error: { key: DrawingMessageKey } | { text: string } | null;
}

export type DrawToolEvent =
  | { type: 'tool.select'; tool: DrawTool }
  | { type: 'prompt.change'; prompt: string }
  | { type: 'image.pick'; image: File }
  | { type: 'blend.add'; images: File[] }
  | { type: 'blend.remove'; index: number }
  | { type: 'dimensions.change'; dimensions: BlendDimensions }
  | { type: 'face.pick'; slot: FaceSlot; image: File }
  /** The drop zone refused a picture: its type or size, or (count) one past blend's five. */
  | { type: 'image.reject'; reason?: 'count' }
  | { type: 'submit' };

const messageOf = (error: unknown) => (error instanceof Error && error.message ? { text: error.message } : { key: 'drawing.error.failed' as const });

const problemOf = (context: DrawToolContext): DrawingMessageKey | null => {
  switch (context.tool) {
    case 'describe':
      return context.image ? null : 'drawing.tool.needImage';
    case 'blend':
      return context.blendImages.length >= blendMinImages ? null : 'drawing.tool.blendCount';
    case 'faceSwap':
      return context.faces.source && context.faces.target ? null : 'drawing.tool.needFaces';
    case 'shorten':
      if (!context.prompt.trim()) return 'drawing.error.promptRequired';
      return context.prompt.length > maxPromptLength ? 'drawing.error.promptTooLong' : null;
  }
};

/**
 * /draw/tool's form: 图生文 sends one picture (upload_task_add describe), 混图 2–5 pictures and a shape (upload_task_add
 * blend), 换脸 a face and a picture (uploaded, then insight-face), 精简 a prompt (task_add type 6); each is queued as a
 * drawing (emitted as `task.added`). Pictures that are not jpg, png or webp of at most 10 MB, or a sixth blend picture,
 * are refused before any call; the server's refusals show as worded. A sent tool's pictures are cleared.
 */
export const drawToolMachine = setup({
  types: { context: {} as DrawToolContext, events: {} as DrawToolEvent, emitted: {} as { type: 'task.added'; drawing: Drawing } },
  actors: {
    describe: fromPromise<Drawing, File>(() => Promise.reject(new Error('drawTool: provide describe'))),
    blend: fromPromise<Drawing, { images: File[]; dimensions: BlendDimensions }>(() => Promise.reject(new Error('drawTool: provide blend'))),
    swapFace: fromPromise<Drawing, { source: File; target: File }>(() => Promise.reject(new Error('drawTool: provide swapFace'))),
    shorten: fromPromise<Drawing, string>(() => Promise.reject(new Error('drawTool: provide shorten'))),
  },
  guards: {
    valid: ({ context }) => problemOf(context) === null,
    toolIs: ({ context }, params: { tool: DrawTool }) => context.tool === params.tool,
    roomFor: ({ context, event }) => event.type === 'blend.add' && context.blendImages.length + event.images.length <= blendMaxImages,
  },
}).createMachine({
  id: 'drawTool',
  context: { tool: 'describe', prompt: '', image: null, blendImages: [], dimensions: 'SQUARE', faces: { source: null, target: null }, error: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'tool.select': { actions: assign({ tool: ({ event }) => event.tool, error: null }) },
        'prompt.change': { actions: assign({ prompt: ({ event }) => event.prompt, error: null }) },
        'image.pick': { actions: assign({ image: ({ event }) => event.image, error: null }) },
        'blend.add': [
          { guard: 'roomFor', actions: assign({ blendImages: ({ context, event }) => [...context.blendImages, ...event.images], error: null }) },
          { actions: assign({ error: { key: 'drawing.tool.blendCount' } }) },
        ],
        'blend.remove': {
          actions: assign({ blendImages: ({ context, event }) => context.blendImages.filter((_, index) => index !== event.index), error: null }),
        },
        'dimensions.change': { actions: assign({ dimensions: ({ event }) => event.dimensions }) },
        'face.pick': { actions: assign({ faces: ({ context, event }) => ({ ...context.faces, [event.slot]: event.image }), error: null }) },
        'image.reject': {
          actions: assign({ error: ({ event }) => ({ key: event.reason === 'count' ? 'drawing.tool.blendCount' : 'drawing.tool.badImage' }) }),
        },
        submit: [
          { guard: 'valid', target: 'sending' },
          { actions: assign({ error: ({ context }) => ({ key: problemOf(context) ?? 'drawing.error.failed' }) }) },
        ],
      },
    },
    sending: {
      initial: 'pick',
      states: {
        pick: {
          always: [
            { guard: { type: 'toolIs', params: { tool: 'describe' } }, target: 'describing' },
            { guard: { type: 'toolIs', params: { tool: 'blend' } }, target: 'blending' },
            { guard: { type: 'toolIs', params: { tool: 'faceSwap' } }, target: 'swapping' },
            { target: 'shortening' },
          ],
        },
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
        blending: {
          invoke: {
            src: 'blend',
            input: ({ context }) => ({ images: context.blendImages, dimensions: context.dimensions }),
            onDone: {
              target: '#drawTool.editing',
              actions: [emit(({ event }) => ({ type: 'task.added' as const, drawing: event.output })), assign({ blendImages: [] })],
            },
            onError: { target: '#drawTool.editing', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
          },
        },
        swapping: {
          invoke: {
            src: 'swapFace',
            input: ({ context }) => ({ source: context.faces.source!, target: context.faces.target! }),
            onDone: {
              target: '#drawTool.editing',
              actions: [emit(({ event }) => ({ type: 'task.added' as const, drawing: event.output })), assign({ faces: { source: null, target: null } })],
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
  blend: (request: { images: File[]; dimensions: BlendDimensions }) => Promise<Drawing>;
  swapFace: (request: { source: File; target: File }) => Promise<Drawing>;
  shorten: (prompt: string) => Promise<Drawing>;
}

export const provideDrawTool = (services: DrawToolServices) =>
  drawToolMachine.provide({
    actors: {
      describe: fromPromise<Drawing, File>(({ input }) => services.describe(input)),
      blend: fromPromise<Drawing, { images: File[]; dimensions: BlendDimensions }>(({ input }) => services.blend(input)),
      swapFace: fromPromise<Drawing, { source: File; target: File }>(({ input }) => services.swapFace(input)),
      shorten: fromPromise<Drawing, string>(({ input }) => services.shorten(input)),
    },
  });
