import { assign, emit, fromPromise, setup } from 'xstate';
import { dallBody, dallFormDefaults, dallFormError, type DallFormValues, type DrawModelEntry, type ImageDrawBody } from './dallForm';
import type { Drawing } from './drawTypes';
import type { DrawingMessageKey } from './messages';

export interface DallFormContext {
  values: DallFormValues;
  models: DrawModelEntry[];
  /** Why the last submit did not go: a message key of ours, or the server's text. */
  error: { key: DrawingMessageKey } | { text: string } | null;
}

export type DallFormEvent = { type: 'form.change'; patch: Partial<DallFormValues> } | { type: 'form.submit' };

const messageOf = (error: unknown) => (error instanceof Error && error.message ? { text: error.message } : { key: 'drawing.error.failed' as const });

/**
 * The DALL·E form: reads the enabled drawing models (the first is chosen unless the kept one still exists), keeps
 * edits (`persist`), checks the prompt and the model, and sends chat-draw; the queued drawing is emitted as
 * `task.added`. Server refusals (积分不足 …) show as the server words them. No models: the form says so and stays.
 */
export const dallFormMachine = setup({
  types: {
    context: {} as DallFormContext,
    events: {} as DallFormEvent,
    emitted: {} as { type: 'task.added'; drawing: Drawing },
    input: {} as { values?: DallFormValues },
  },
  actors: {
    loadModels: fromPromise<DrawModelEntry[]>(() => Promise.reject(new Error('dallForm: provide loadModels'))),
    drawImage: fromPromise<Drawing, ImageDrawBody>(() => Promise.reject(new Error('dallForm: provide drawImage'))),
  },
  actions: { persist: (_, _values: DallFormValues) => undefined },
  guards: { valid: ({ context }) => dallFormError(context.values, context.models) === null },
}).createMachine({
  id: 'dallForm',
  context: ({ input }) => ({ values: { ...dallFormDefaults, ...input.values }, models: [], error: null }),
  initial: 'loadingModels',
  on: {
    'form.change': {
      actions: [
        assign({ values: ({ context, event }) => ({ ...context.values, ...event.patch }), error: null }),
        { type: 'persist', params: ({ context }) => context.values },
      ],
    },
  },
  states: {
    loadingModels: {
      invoke: {
        src: 'loadModels',
        onDone: {
          target: 'editing',
          actions: assign(({ context, event }) => {
            const models = event.output;
            const kept = models.some((model) => model.id === context.values.modelId);
            return { models, values: { ...context.values, modelId: kept ? context.values.modelId : (models[0]?.id ?? 0) } };
          }),
        },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    editing: {
      on: {
        'form.submit': [
          { guard: 'valid', target: 'sending' },
          { actions: assign({ error: ({ context }) => ({ key: dallFormError(context.values, context.models) ?? 'drawing.error.failed' }) }) },
        ],
      },
    },
    sending: {
      invoke: {
        src: 'drawImage',
        input: ({ context }) => dallBody(context.values),
        onDone: { target: 'editing', actions: emit(({ event }) => ({ type: 'task.added' as const, drawing: event.output })) },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
  },
});

export interface DallFormServices {
  loadModels: () => Promise<DrawModelEntry[]>;
  drawImage: (body: ImageDrawBody) => Promise<Drawing>;
  persistDall: (values: DallFormValues) => void;
}

export const provideDallForm = (services: DallFormServices) =>
  dallFormMachine.provide({
    actors: {
      loadModels: fromPromise<DrawModelEntry[]>(() => services.loadModels()),
      drawImage: fromPromise<Drawing, ImageDrawBody>(({ input }) => services.drawImage(input)),
    },
    actions: { persist: (_, values: DallFormValues) => services.persistDall(values) },
  });
