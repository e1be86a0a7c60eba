import type { DataOf } from '@lingxi/api-client';
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureMessage, type MessageRef } from '../../session/notify';
import type { AdminMessageKey } from '../messages';
import { ConfirmCancelled } from '../siteSettings.machine';
import type { OrdersMessageKey } from './messages';
import type { OrderRow } from './ordersList.machine';

/** GET /admin/orders/:id: the row, what it granted, its window, what operators did to it and the notifies it got. */
export type OrderDetail = DataOf<'/api/admin/orders/{id}', 'get'>;
/** What an operator did to the order (orders.markPaid, orders.queryProvider), oldest first. */
export type OrderAction = OrderDetail['actions'][number];
/** POST /admin/orders/:id/query-provider: the provider's word and what settling it did. */
export type ProviderAnswer = DataOf<'/api/admin/orders/{id}/query-provider', 'post'>;

/** The row fields of an order (what the list shows of it). */
export const orderRowOf = ({
  orderId,
  user,
  goodsId,
  goodsName,
  amountFen,
  status,
  provider,
  payType,
  providerTradeNo,
  createdAt,
  paidAt,
}: OrderRow): OrderRow => ({
  orderId,
  user,
  goodsId,
  goodsName,
  amountFen,
  status,
  provider,
  payType,
  providerTradeNo,
  createdAt,
  paidAt,
});

type DetailKey = OrdersMessageKey | AdminMessageKey;

export interface OrderDetailContext {
  orderId: string;
  order: OrderDetail | null;
  loadError: MessageRef<DetailKey> | null;
  /** The last query-provider answer, shown until the dialog closes. */
  answer: ProviderAnswer | null;
  /** What the last action did (or why it was refused), shown in the dialog. */
  outcome: { tone: 'success' | 'error'; message: MessageRef<DetailKey> } | null;
}

export type OrderDetailEvent = { type: 'order.retry' } | { type: 'order.markPaid' } | { type: 'order.queryProvider' };

type Outcome = NonNullable<OrderDetailContext['outcome']>;

/** A refusal as the dialog shows it: the server's message, else the generic one. */
const refusal = ({ event }: { event: { error?: unknown } }): Outcome => ({
  tone: 'error',
  message: failureMessage<DetailKey>(event.error, 'admin.requestFailed'),
});

/**
 * One order in a dialog: GET /admin/orders/:id with what operators did to it. 标记已支付 goes through the two-step
 * confirmation (`markPaid` is the app's confirmed call; closing the confirmation rejects ConfirmCancelled, which is no
 * failure); 查询渠道 asks the provider (not confirmed) and shows its answer. After either the order is read again, and
 * `changed` tells the list its row's new state.
 */
export const orderDetailMachine = setup({
  types: { input: {} as { orderId: string }, context: {} as OrderDetailContext, events: {} as OrderDetailEvent },
  actors: {
    load: fromPromise<OrderDetail, string>(async () => {
      throw new Error('load is not provided');
    }),
    markPaid: fromPromise<unknown, OrderDetail>(async () => {
      throw new Error('markPaid is not provided');
    }),
    queryProvider: fromPromise<ProviderAnswer, OrderDetail>(async () => {
      throw new Error('queryProvider is not provided');
    }),
  },
  actions: {
    changed: (_, _params: OrderRow) => {},
    showOutcome: assign((_, outcome: Outcome) => ({ outcome })),
  },
  guards: {
    payable: ({ context }) => context.order !== null && context.order.status !== 1,
    cancelled: ({ event }) => (event as { error?: unknown }).error instanceof ConfirmCancelled,
  },
}).createMachine({
  id: 'orderDetail',
  context: ({ input }) => ({ orderId: input.orderId, order: null, loadError: null, answer: null, outcome: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => context.orderId,
        onDone: { target: 'ready', actions: assign({ order: ({ event }) => event.output, loadError: null }) },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => failureMessage(event.error, 'admin.requestFailed') }) },
      },
    },
    failed: { on: { 'order.retry': 'loading' } },
    ready: {
      on: {
        'order.markPaid': { guard: 'payable', target: 'markingPaid', actions: assign({ outcome: null }) },
        'order.queryProvider': { target: 'querying', actions: assign({ outcome: null, answer: null }) },
      },
    },
    markingPaid: {
      invoke: {
        src: 'markPaid',
        input: ({ context }) => context.order!,
        onDone: { target: 'refreshing', actions: assign({ outcome: { tone: 'success', message: { key: 'admin.orders.markedPaid' } } }) },
        onError: [
          { guard: 'cancelled', target: 'ready' },
          { target: 'ready', actions: { type: 'showOutcome', params: refusal } },
        ],
      },
    },
    querying: {
      invoke: {
        src: 'queryProvider',
        input: ({ context }) => context.order!,
        onDone: { target: 'refreshing', actions: assign({ answer: ({ event }) => event.output }) },
        onError: { target: 'ready', actions: { type: 'showOutcome', params: refusal } },
      },
    },
    /** Read again after an action: the dialog keeps showing the order meanwhile. */
    refreshing: {
      invoke: {
        src: 'load',
        input: ({ context }) => context.orderId,
        onDone: {
          target: 'ready',
          actions: [assign({ order: ({ event }) => event.output }), { type: 'changed', params: ({ event }) => orderRowOf(event.output) }],
        },
        onError: { target: 'ready', actions: { type: 'showOutcome', params: refusal } },
      },
    },
  },
});

export type OrderDetailSnapshot = SnapshotFrom<typeof orderDetailMachine>;
