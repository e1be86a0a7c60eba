import { assign, emit, fromPromise, setup } from 'xstate';
import { drawFormDefaults, imagineBody } from './drawForm';
import type { Drawing, TaskAddBody } from './drawTypes';
import type { DrawingMessageKey } from './messages';
import { type QuickTool, quickPrompt, quickToolInputMax } from './quickTools';

export interface QuickToolContext {
  tools: QuickTool[];
  selected: number;
  input: string;
  error: { key: DrawingMessageKey } | { text: string } | null;
}

export type QuickToolEvent = { type: 'tool.select'; index: number } | { type: 'input.change'; input: string } | { type: 'submit' };

/** The imagine a tool sends: its prompt, size and model on the form's defaults (fast, translated). */
export const quickImagineBody = (tool: QuickTool, input: string): TaskAddBody =>
  imagineBody({ ...drawFormDefaults, prompt: quickPrompt(tool, input), size: tool.size, model: tool.model, mode: 1, translate: 1 });

/**
 * /draw/smalltools: choose a template, type a few words, 生成 — an imagine of the filled template (task_add type 1),
 * emitted as `task.added` for the workspace. No words: 请输入提示词, before any call. The words stay for another try.
 */
export const quickToolMachine = setup({
  types: {
    context: {} as QuickToolContext,
    events: {} as QuickToolEvent,
    input: {} as { tools: QuickTool[] },
    emitted: {} as { type: 'task.added'; drawing: Drawing },
  },
  actors: { submitTask: fromPromise<Drawing, TaskAddBody>(() => Promise.reject(new Error('quickTool: provide submitTask'))) },
  guards: { hasWords: ({ context }) => context.input.trim().length > 0 && context.tools[context.selected] !== undefined },
}).createMachine({
  id: 'quickTool',
  context: ({ input }) => ({ tools: input.tools, selected: 0, input: '', error: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'tool.select': { actions: assign({ selected: ({ event }) => event.index, error: null }) },
        'input.change': { actions: assign({ input: ({ event }) => event.input.slice(0, quickToolInputMax), error: null }) },
        submit: [{ guard: 'hasWords', target: 'sending' }, { actions: assign({ error: { key: 'drawing.error.promptRequired' } }) }],
      },
    },
    sending: {
      invoke: {
        src: 'submitTask',
        input: ({ context }) => quickImagineBody(context.tools[context.selected]!, context.input),
        onDone: { target: 'editing', actions: emit(({ event }) => ({ type: 'task.added' as const, drawing: event.output })) },
        onError: {
          target: 'editing',
          actions: assign({
            error: ({ event }) =>
              event.error instanceof Error && event.error.message ? { text: event.error.message } : { key: 'drawing.error.failed' as const },
          }),
        },
      },
    },
  },
});

export const provideQuickTool = (submitTask: (body: TaskAddBody) => Promise<Drawing>) =>
  quickToolMachine.provide({ actors: { submitTask: fromPromise<Drawing, TaskAddBody>(({ input }) => submitTask(input)) } });
