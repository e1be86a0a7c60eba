import { assign, emit, fromPromise, setup } from 'xstate';
import { type DrawFormValues, drawFormError, drawFormDefaults, imagineBody, withWord } from './drawForm';
import type { Drawing, TaskAddBody } from './drawTypes';
import type { DrawingMessageKey } from './messages';

export interface DrawFormContext {
  values: DrawFormValues;
  /** Why the last submit did not go: a message key of ours, or the server's text. */
  error: { key: DrawingMessageKey } | { text: string } | null;
  /** 联想 results for the prompt. */
  ideas: string[];
}

export type DrawFormEvent =
  | { type: 'form.change'; patch: Partial<DrawFormValues> }
  | { type: 'form.word'; word: string }
  | { type: 'form.submit' }
  | { type: 'form.associate' }
  | { type: 'form.useIdea'; idea: string };

export type DrawFormEmitted = { type: 'task.added'; drawing: Drawing };

const messageOf = (error: unknown) => (error instanceof Error && error.message ? { text: error.message } : { key: 'drawing.error.failed' as const });

/**
 * The draw form (SPEC §3): edits are kept (`persist`, localStorage in the app) so a reload keeps them; a submit checks
 * the prompt (请输入提示词), sends task_add and emits `task.added` with the queued drawing; 联想 asks for four ideas
 * while the form stays editable, and 使用 puts one in the prompt. Server refusals (积分不足, 当前进行中的任务已达上限…)
 * show as the server words them.
 */
export const drawFormMachine = setup({
  types: {
    context: {} as DrawFormContext,
    events: {} as DrawFormEvent,
    emitted: {} as DrawFormEmitted,
    input: {} as { values?: DrawFormValues },
  },
  actors: {
    submitTask: fromPromise<Drawing, TaskAddBody>(() => Promise.reject(new Error('drawForm: provide submitTask'))),
    associate: fromPromise<string[], string>(() => Promise.reject(new Error('drawForm: provide associate'))),
  },
  actions: {
    /** Keeps the form (the app writes it to localStorage). */
    persist: (_, _values: DrawFormValues) => undefined,
  },
  guards: {
    valid: ({ context }) => drawFormError(context.values) === null,
    hasPrompt: ({ context }) => context.values.prompt.trim() !== '',
  },
}).createMachine({
  id: 'drawForm',
  type: 'parallel',
  context: ({ input }) => ({ values: input.values ?? drawFormDefaults, error: null, ideas: [] }),
  on: {
    'form.change': {
      actions: [
        assign({ values: ({ context, event }) => ({ ...context.values, ...event.patch }), error: null }),
        { type: 'persist', params: ({ context }) => context.values },
      ],
    },
    'form.word': {
      actions: [
        assign({ values: ({ context, event }) => ({ ...context.values, prompt: withWord(context.values.prompt, event.word) }), error: null }),
        { type: 'persist', params: ({ context }) => context.values },
      ],
    },
    'form.useIdea': {
      actions: [
        assign({ values: ({ context, event }) => ({ ...context.values, prompt: event.idea }), error: null }),
        { type: 'persist', params: ({ context }) => context.values },
      ],
    },
  },
  states: {
    submit: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'form.submit': [
              { guard: 'valid', target: 'sending' },
              { actions: assign({ error: ({ context }) => ({ key: drawFormError(context.values) ?? 'drawing.error.failed' }) }) },
            ],
          },
        },
        sending: {
          invoke: {
            src: 'submitTask',
            input: ({ context }) => imagineBody(context.values),
            onDone: { target: 'editing', actions: emit(({ event }) => ({ type: 'task.added' as const, drawing: event.output })) },
            onError: { target: 'editing', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
          },
        },
      },
    },
    ideas: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'form.associate': [{ guard: 'hasPrompt', target: 'loading' }, { actions: assign({ error: { key: 'drawing.error.promptRequired' } }) }] },
        },
        loading: {
          invoke: {
            src: 'associate',
            input: ({ context }) => context.values.prompt.trim(),
            onDone: { target: 'idle', actions: assign({ ideas: ({ event }) => event.output }) },
            onError: { target: 'idle', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
          },
        },
      },
    },
  },
});

export interface DrawFormServices {
  submitTask: (body: TaskAddBody) => Promise<Drawing>;
  associate: (prompt: string) => Promise<string[]>;
  persist: (values: DrawFormValues) => void;
}

export const provideDrawForm = (services: DrawFormServices) =>
  drawFormMachine.provide({
    actors: {
      submitTask: fromPromise<Drawing, TaskAddBody>(({ input }) => services.submitTask(input)),
      associate: fromPromise<string[], string>(({ input }) => services.associate(input)),
    },
    actions: { persist: (_, values: DrawFormValues) => services.persist(values) },
  });
