import { assign, fromPromise, setup } from 'xstate';
import { failureMessage, type MessageRef } from '../../session/notify';
import type { AdminMessageKey } from '../messages';
import type { ReviewMessageKey } from './messages';

type Key = ReviewMessageKey | AdminMessageKey;

/** One line of the operator's test chat. */
export interface TrialMessage {
  role: 'user' | 'assistant';
  content: string;
}
/** POST /admin/apps/:id/trial: the conversation so far, the question last. */
export interface TrialInput {
  appId: number;
  messages: TrialMessage[];
}
/** Its answer: the app's model by name, and which version answered (the one under review, else the live one). */
export interface TrialAnswer {
  answer: string;
  model: string;
  version: 'pending' | 'live';
}

/** The server's limits: 20 lines in all (ten questions and their answers), a question of up to 4,000 characters. */
export const maxTrialMessages = 20;
export const maxTrialQuestion = 4000;

export interface AppTrialContext {
  appId: number;
  messages: TrialMessage[];
  draft: string;
  /** The model and version of the last answer. */
  answeredBy: Omit<TrialAnswer, 'answer'> | null;
  error: MessageRef<Key> | null;
}

export type AppTrialEvent = { type: 'trial.change'; value: string } | { type: 'trial.ask' } | { type: 'trial.clear' };

/** What stops a question being asked now, if anything. */
export function trialRefusal({ draft, messages }: Pick<AppTrialContext, 'draft' | 'messages'>): ReviewMessageKey | null {
  const question = draft.trim();
  if (question === '') return 'admin.review.trial.questionRequired';
  if (question.length > maxTrialQuestion) return 'admin.review.trial.questionTooLong';
  if (messages.length + 1 > maxTrialMessages) return 'admin.review.trial.full';
  return null;
}

/**
 * The review dialog's free test chat with an app (docs/apps.md "Back office"): the version under review answers on
 * the app's model; nothing is charged or saved. A question is sent with the conversation so far; a failure keeps the
 * question in the field with the server's words; 清空 starts over.
 */
export const appTrialMachine = setup({
  types: { context: {} as AppTrialContext, events: {} as AppTrialEvent, input: {} as { appId: number } },
  actors: {
    ask: fromPromise<TrialAnswer, TrialInput>(async () => {
      throw new Error('ask is not provided');
    }),
  },
  guards: { askable: ({ context }) => trialRefusal(context) === null },
}).createMachine({
  id: 'appTrial',
  context: ({ input }) => ({ appId: input.appId, messages: [], draft: '', answeredBy: null, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'trial.change': { actions: assign({ draft: ({ event }) => event.value, error: null }) },
        'trial.ask': [
          {
            guard: 'askable',
            target: 'asking',
            actions: assign({ messages: ({ context }) => [...context.messages, { role: 'user', content: context.draft.trim() }], error: null }),
          },
          { actions: assign({ error: ({ context }) => ({ key: trialRefusal(context)! }) }) },
        ],
        'trial.clear': { actions: assign({ messages: [], draft: '', answeredBy: null, error: null }) },
      },
    },
    asking: {
      invoke: {
        src: 'ask',
        input: ({ context }) => ({ appId: context.appId, messages: context.messages }),
        onDone: {
          target: 'idle',
          actions: assign(({ context, event }) => ({
            messages: [...context.messages, { role: 'assistant' as const, content: event.output.answer }],
            draft: '',
            answeredBy: { model: event.output.model, version: event.output.version },
          })),
        },
        // The question goes back to the field, with why it was not answered.
        onError: {
          target: 'idle',
          actions: assign(({ context, event }) => ({
            messages: context.messages.slice(0, -1),
            error: failureMessage<Key>(event.error, 'admin.requestFailed'),
          })),
        },
      },
    },
  },
});
