import type { DataOf } from '@lingxi/api-client';
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureMessage, type MessageRef } from '../../session/notify';
import type { AdminMessageKey } from '../messages';
import type { PaymentsMessageKey } from './messages';
import type { ProviderName } from './testOrder.machine';

type Key = PaymentsMessageKey | AdminMessageKey;

export const notifyOutcomes = ['paid', 'duplicate', 'rejected', 'unknown', 'mismatch', 'unpaid'] as const;
export type NotifyOutcome = (typeof notifyOutcomes)[number];

/** GET /admin/payments/notifies: a page of the notify log, newest first. */
export type NotifyPage = DataOf<'/api/admin/payments/notifies', 'get'>;
/** One row of the notify log (also an order's notifies in its detail). */
export type NotifyEntry = NotifyPage['rows'][number];

export interface NotifyFilters {
  provider: ProviderName | '';
  outcome: NotifyOutcome | '';
  orderId: string;
}

export interface NotifyQuery {
  provider?: ProviderName;
  outcome?: NotifyOutcome;
  orderId?: string;
  before?: number;
}

export interface NotifyLogContext {
  filters: NotifyFilters;
  /** The `before` of each page shown so far (null: the newest); the last is the current page's. */
  pages: (number | null)[];
  page: NotifyPage;
  error: MessageRef<Key> | null;
}

export type NotifyLogEvent = { type: 'filters.apply'; filters: NotifyFilters } | { type: 'page.older' } | { type: 'page.newer' } | { type: 'retry' };

/** The query of the filters and a page (empty filters left out). */
export function notifyQuery(filters: NotifyFilters, before: number | null): NotifyQuery {
  const orderId = filters.orderId.trim();
  return {
    ...(filters.provider ? { provider: filters.provider } : {}),
    ...(filters.outcome ? { outcome: filters.outcome } : {}),
    ...(orderId ? { orderId } : {}),
    ...(before === null ? {} : { before }),
  };
}

export const emptyNotifyFilters: NotifyFilters = { provider: '', outcome: '', orderId: '' };

/** 通知日志: a page of notifies, newest first; filters start again from the newest; pages by the last id seen. */
export const notifyLogMachine = setup({
  types: { context: {} as NotifyLogContext, events: {} as NotifyLogEvent },
  actors: {
    load: fromPromise<NotifyPage, NotifyQuery>(async () => {
      throw new Error('load not provided');
    }),
  },
}).createMachine({
  id: 'notifyLog',
  context: { filters: emptyNotifyFilters, pages: [null], page: { rows: [], nextBefore: null }, error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => notifyQuery(context.filters, context.pages.at(-1) ?? null),
        onDone: { target: 'ready', actions: assign({ page: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => failureMessage<Key>(event.error, 'admin.payments.logFailed') }) },
      },
    },
    ready: {
      on: {
        'filters.apply': { target: 'loading', actions: assign({ filters: ({ event }) => event.filters, pages: [null] }) },
        'page.older': {
          guard: ({ context }) => context.page.nextBefore !== null,
          target: 'loading',
          actions: assign({ pages: ({ context }) => [...context.pages, context.page.nextBefore] }),
        },
        'page.newer': {
          guard: ({ context }) => context.pages.length > 1,
          target: 'loading',
          actions: assign({ pages: ({ context }) => context.pages.slice(0, -1) }),
        },
      },
    },
    failed: {
      on: {
        retry: 'loading',
        'filters.apply': { target: 'loading', actions: assign({ filters: ({ event }) => event.filters, pages: [null] }) },
      },
    },
  },
});

export type NotifyLogSnapshot = SnapshotFrom<typeof notifyLogMachine>;
