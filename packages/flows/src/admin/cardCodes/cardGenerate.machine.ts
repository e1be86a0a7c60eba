import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureMessage, type MessageRef } from '../../session/notify';
import type { AdminMessageKey } from '../messages';
import type { CardCodesMessageKey } from './messages';

type Key = CardCodesMessageKey | AdminMessageKey;

/** A package codes can be made for (GET /admin/goods, disabled ones too). */
export interface CardGoodsOption {
  id: number;
  name: string;
  isEnabled: boolean;
}

/** The form as typed. */
export interface CardGenerateValues {
  goodsId: number | null;
  count: string;
  /** Optional: the server names a blank batch after the time it is made. */
  batch: string;
}
type Field = keyof CardGenerateValues;

/** The body of POST /admin/crami/generate. */
export interface CardGenerateRequest {
  goodsId: number;
  count: number;
  batch?: string;
}

/** What POST /admin/crami/generate answers. */
export interface CardGenerateResult {
  batchId: number;
  codes: string[];
}

/** The last batch made here: its id and how many codes it holds. */
export interface CardGenerated {
  batchId: number;
  count: number;
}

export const cardCountLimit = 10_000;
export const cardBatchNameMaxLength = 64;

export interface CardGenerateContext {
  goods: CardGoodsOption[];
  goodsError: MessageRef<Key> | null;
  values: CardGenerateValues;
  errors: Partial<Record<Field, CardCodesMessageKey>>;
  /** The server's refusal, shown under the form. */
  submitError: MessageRef<Key> | null;
  generated: CardGenerated | null;
}

export type CardGenerateEvent = { type: 'generate.change'; values: Partial<CardGenerateValues> } | { type: 'generate.submit' } | { type: 'generate.retry' };

/** The request the form makes, or what is wrong with it. */
export function cardGenerateRequest(values: CardGenerateValues): { request: CardGenerateRequest | null; errors: CardGenerateContext['errors'] } {
  const errors: CardGenerateContext['errors'] = {};
  if (values.goodsId === null) errors.goodsId = 'admin.cards.goodsRequired';
  const count = values.count.trim();
  if (!/^\d{1,5}$/.test(count) || Number(count) < 1 || Number(count) > cardCountLimit) errors.count = 'admin.cards.countInvalid';
  const batch = values.batch.trim();
  if (batch.length > cardBatchNameMaxLength) errors.batch = 'admin.cards.batchNameTooLong';
  if (Object.keys(errors).length > 0) return { request: null, errors };
  return { request: { goodsId: values.goodsId!, count: Number(count), ...(batch ? { batch } : {}) }, errors };
}

/**
 * Generating a batch: the packages to choose from (GET /admin/goods), the count (1–10,000) and an optional name;
 * POST /admin/crami/generate. The new batch's size stays shown and `generated` tells the screen to reload its lists.
 * The codes themselves are not kept: the batch's export (confirmed) is the way to take them out.
 */
export const cardGenerateMachine = setup({
  types: { context: {} as CardGenerateContext, events: {} as CardGenerateEvent },
  actors: {
    loadGoods: fromPromise<CardGoodsOption[]>(async () => {
      throw new Error('loadGoods is not provided');
    }),
    generate: fromPromise<CardGenerateResult, CardGenerateRequest>(async () => {
      throw new Error('generate is not provided');
    }),
  },
  actions: { generated: (_, _params: CardGenerated) => {} },
  guards: { isInvalid: ({ context }) => cardGenerateRequest(context.values).request === null },
}).createMachine({
  id: 'cardGenerate',
  context: { goods: [], goodsError: null, values: { goodsId: null, count: '100', batch: '' }, errors: {}, submitError: null, generated: null },
  initial: 'loadingGoods',
  states: {
    loadingGoods: {
      invoke: {
        src: 'loadGoods',
        onDone: {
          target: 'form',
          // Packages on sale first (a disabled one can still have codes made, for support).
          actions: assign({ goods: ({ event }) => [...event.output].sort((a, b) => Number(b.isEnabled) - Number(a.isEnabled)), goodsError: null }),
        },
        onError: { target: 'goodsFailed', actions: assign({ goodsError: ({ event }) => failureMessage<Key>(event.error, 'admin.requestFailed') }) },
      },
    },
    goodsFailed: { on: { 'generate.retry': 'loadingGoods' } },
    form: {
      on: {
        'generate.change': {
          actions: assign(({ context, event }) => {
            const errors = { ...context.errors };
            for (const field of Object.keys(event.values) as Field[]) delete errors[field];
            return { values: { ...context.values, ...event.values }, errors, submitError: null };
          }),
        },
        'generate.submit': [
          { guard: 'isInvalid', actions: assign({ errors: ({ context }) => cardGenerateRequest(context.values).errors, submitError: null }) },
          { target: 'generating', actions: assign({ errors: {}, submitError: null, generated: null }) },
        ],
      },
    },
    generating: {
      invoke: {
        src: 'generate',
        input: ({ context }) => cardGenerateRequest(context.values).request!,
        onDone: {
          target: 'form',
          actions: [
            assign(({ context, event }) => ({
              generated: { batchId: event.output.batchId, count: event.output.codes.length },
              values: { ...context.values, batch: '' },
            })),
            { type: 'generated', params: ({ event }) => ({ batchId: event.output.batchId, count: event.output.codes.length }) },
          ],
        },
        onError: { target: 'form', actions: assign({ submitError: ({ event }) => failureMessage<Key>(event.error, 'admin.requestFailed') }) },
      },
    },
  },
});

export type CardGenerateSnapshot = SnapshotFrom<typeof cardGenerateMachine>;
