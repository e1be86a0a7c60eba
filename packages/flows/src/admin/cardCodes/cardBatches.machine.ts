import type { DataOf } from '@lingxi/api-client';
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureMessage, type MessageRef, type Notice } from '../../session/notify';
import type { AdminMessageKey } from '../messages';
import { ConfirmCancelled } from '../siteSettings.machine';
import type { CardCodesMessageKey } from './messages';

type Key = CardCodesMessageKey | AdminMessageKey;

/** GET /admin/card-batches: a page of batches, each with its codes counted by state (unused: still redeemable). */
export type CardBatchPage = DataOf<'/api/admin/card-batches', 'get'>;
export type CardBatch = CardBatchPage['rows'][number];

export interface CardBatchQuery {
  /** From 1. */
  page: number;
  size: number;
}

export const cardBatchPageSize = 20;

export interface CardBatchesContext {
  page: number;
  result: CardBatchPage | null;
  loadError: MessageRef<Key> | null;
  /** The batch being exported or disabled. */
  batchId: number | null;
  /** A refresh asked for while a confirmation was open: loaded once it closes. */
  stale: boolean;
}

export type CardBatchesEvent =
  | { type: 'batches.page'; page: number }
  | { type: 'batches.retry' }
  | { type: 'batches.refresh' }
  | { type: 'batches.export'; id: number }
  | { type: 'batches.disable'; id: number };

const batchOf = (context: CardBatchesContext) => context.result!.rows.find((batch) => batch.id === context.batchId)!;
const refusal = ({ event }: { event: { error: unknown } }): Notice<Key> => ({
  tone: 'error',
  message: failureMessage<Key>(event.error, 'admin.requestFailed'),
});

/**
 * The card batches, newest first, 20 a page, with their used / unused / disabled counts. A batch's codes are exported
 * (`exportBatch`: the app's confirmed download) and a batch disabled (`disableBatch`: the confirmed POST); closing the
 * confirmation rejects with ConfirmCancelled and changes nothing, another refusal is a toast. A disabled batch reloads
 * the page (its counts changed); so does `batches.refresh` (a new batch), after any open confirmation.
 */
export const cardBatchesMachine = setup({
  types: { context: {} as CardBatchesContext, events: {} as CardBatchesEvent },
  actors: {
    load: fromPromise<CardBatchPage, CardBatchQuery>(async () => {
      throw new Error('load is not provided');
    }),
    exportBatch: fromPromise<unknown, CardBatch>(async () => {
      throw new Error('exportBatch is not provided');
    }),
    disableBatch: fromPromise<{ disabled: number }, CardBatch>(async () => {
      throw new Error('disableBatch is not provided');
    }),
  },
  actions: {
    notify: (_, _params: Notice<Key>) => {},
    /** A batch's codes changed state (disabled): the screen reloads its codes too. */
    changed: () => {},
  },
  guards: {
    known: ({ context, event }) => 'id' in event && (context.result?.rows.some((batch) => batch.id === event.id) ?? false),
    stale: ({ context }) => context.stale,
    cancelled: ({ event }) => (event as { error?: unknown }).error instanceof ConfirmCancelled,
  },
}).createMachine({
  id: 'cardBatches',
  context: { page: 1, result: null, loadError: null, batchId: null, stale: false },
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ stale: false }),
      invoke: {
        src: 'load',
        input: ({ context }) => ({ page: context.page, size: cardBatchPageSize }),
        onDone: { target: 'ready', actions: assign({ result: ({ event }) => event.output, loadError: null }) },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => failureMessage<Key>(event.error, 'admin.requestFailed') }) },
      },
      on: { 'batches.refresh': { target: 'loading', reenter: true } },
    },
    failed: { on: { 'batches.retry': 'loading', 'batches.refresh': 'loading' } },
    ready: {
      on: {
        'batches.page': { target: 'loading', actions: assign({ page: ({ event }) => Math.max(1, event.page) }) },
        'batches.refresh': 'loading',
        'batches.export': { guard: 'known', target: 'exporting', actions: assign({ batchId: ({ event }) => event.id }) },
        'batches.disable': { guard: 'known', target: 'disabling', actions: assign({ batchId: ({ event }) => event.id }) },
      },
    },
    exporting: {
      invoke: {
        src: 'exportBatch',
        input: ({ context }) => batchOf(context),
        onDone: {
          target: 'settled',
          actions: {
            type: 'notify',
            params: ({ context }) => ({ tone: 'success', message: { key: 'admin.cards.exported', values: { name: batchOf(context).name } } }),
          },
        },
        onError: [
          { guard: 'cancelled', target: 'settled' },
          { target: 'settled', actions: { type: 'notify', params: refusal } },
        ],
      },
      on: { 'batches.refresh': { actions: assign({ stale: true }) } },
    },
    disabling: {
      invoke: {
        src: 'disableBatch',
        input: ({ context }) => batchOf(context),
        onDone: {
          target: 'loading',
          actions: [
            assign({ batchId: null }),
            'changed',
            {
              type: 'notify',
              params: ({ event }) => ({ tone: 'success', message: { key: 'admin.cards.disabledCount', values: { count: event.output.disabled } } }),
            },
          ],
        },
        onError: [
          { guard: 'cancelled', target: 'settled' },
          { target: 'settled', actions: { type: 'notify', params: refusal } },
        ],
      },
      on: { 'batches.refresh': { actions: assign({ stale: true }) } },
    },
    /** A confirmation closed: back to the list, reloaded if a refresh came meanwhile. */
    settled: {
      entry: assign({ batchId: null }),
      always: [{ guard: 'stale', target: 'loading' }, { target: 'ready' }],
    },
  },
});

export type CardBatchesSnapshot = SnapshotFrom<typeof cardBatchesMachine>;
