import type { DataOf } from '@lingxi/api-client';
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureMessage, type MessageRef, type Notice } from '../../session/notify';
import type { AdminMessageKey } from '../messages';
import type { OrdersMessageKey } from './messages';
import type { OrderProvider } from './orderText';

/** GET /admin/orders: a page of orders and how many match (counted up to 10,000: `capped` says there are more). */
export type OrdersPage = DataOf<'/api/admin/orders', 'get'>;
/** One order of the list; status 0 pending, 1 paid, 2 expired. */
export type OrderRow = OrdersPage['rows'][number];

/** The filters as the operator types them (the status and provider as their picker's keys). */
export interface OrderFilters {
  status: 'all' | '0' | '1' | '2';
  provider: 'all' | OrderProvider;
  userId: string;
  /** Asia/Shanghai days, YYYY-MM-DD, both included; '' for none. */
  from: string;
  to: string;
  /** An order number or a provider trade number, exactly. */
  q: string;
}

/** The filters as the server reads them (GET /admin/orders and /admin/orders/export): only those given. */
export interface OrdersQuery {
  status?: number;
  provider?: OrderProvider;
  userId?: number;
  from?: string;
  to?: string;
  q?: string;
}

export interface OrdersPageQuery extends OrdersQuery {
  page: number;
  size: number;
}

type FilterField = 'userId' | 'from' | 'to' | 'q';
export type OrderFilterErrors = Partial<Record<FilterField, OrdersMessageKey>>;

export const noOrderFilters: OrderFilters = { status: 'all', provider: 'all', userId: '', from: '', to: '', q: '' };

/** A real calendar day written YYYY-MM-DD (not 2026-02-30). */
export function isDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** What is wrong with the typed filters, by field (nothing is sent while any is). */
export function orderFilterErrors(filters: OrderFilters): OrderFilterErrors {
  const errors: OrderFilterErrors = {};
  const userId = filters.userId.trim();
  if (userId && !(/^\d{1,10}$/.test(userId) && Number(userId) >= 1 && Number(userId) <= 2_147_483_647)) errors.userId = 'admin.orders.userIdInvalid';
  const [from, to] = [filters.from.trim(), filters.to.trim()];
  if (from && !isDay(from)) errors.from = 'admin.orders.dateInvalid';
  if (to && !isDay(to)) errors.to = 'admin.orders.dateInvalid';
  else if (from && to && !errors.from && to < from) errors.to = 'admin.orders.rangeInvalid';
  if (filters.q.trim().length > 64) errors.q = 'admin.orders.qInvalid';
  return errors;
}

/** The typed filters as the server's query (empty ones left out). */
export function ordersQuery(filters: OrderFilters): OrdersQuery {
  const query: OrdersQuery = {};
  if (filters.status !== 'all') query.status = Number(filters.status);
  if (filters.provider !== 'all') query.provider = filters.provider;
  if (filters.userId.trim()) query.userId = Number(filters.userId.trim());
  if (filters.from.trim()) query.from = filters.from.trim();
  if (filters.to.trim()) query.to = filters.to.trim();
  if (filters.q.trim()) query.q = filters.q.trim();
  return query;
}

const sameFilters = (a: OrderFilters, b: OrderFilters) => JSON.stringify(ordersQuery(a)) === JSON.stringify(ordersQuery(b));

export const ordersPageSize = 20;

export interface OrdersListContext {
  /** The filters as typed; applied by `orders.apply` (and by `orders.export`). */
  draft: OrderFilters;
  filters: OrderFilters;
  page: number;
  data: OrdersPage | null;
  errors: OrderFilterErrors;
  loadError: MessageRef<AdminMessageKey> | null;
}

export type OrdersListEvent =
  | { type: 'orders.change'; field: keyof OrderFilters; value: string }
  | { type: 'orders.apply' }
  | { type: 'orders.page'; page: number }
  | { type: 'orders.retry' }
  | { type: 'orders.export' }
  /** An order changed elsewhere (its detail marked it paid, its provider was asked): its row shows the change. */
  | { type: 'orders.rowChanged'; order: Partial<OrderRow> & { orderId: string } };

type OrdersNotice = Notice<OrdersMessageKey | AdminMessageKey>;

/**
 * The orders list: filters (status, provider, user id, Shanghai days, an order or trade number), newest first, 20 a
 * page. Two regions run side by side: the list (loading, ready, failed) and the CSV export (idle, exporting), so the
 * list stays usable while a file downloads. Exporting applies the typed filters first: the file holds what the list
 * shows.
 */
export const ordersListMachine = setup({
  types: { context: {} as OrdersListContext, events: {} as OrdersListEvent },
  actors: {
    load: fromPromise<OrdersPage, OrdersPageQuery>(async () => {
      throw new Error('load is not provided');
    }),
    exportCsv: fromPromise<unknown, OrdersQuery>(async () => {
      throw new Error('exportCsv is not provided');
    }),
  },
  actions: { notify: (_, _params: OrdersNotice) => {} },
  guards: {
    isInvalid: ({ context }) => Object.keys(orderFilterErrors(context.draft)).length > 0,
    draftChanged: ({ context }) => !sameFilters(context.draft, context.filters),
  },
}).createMachine({
  id: 'ordersList',
  type: 'parallel',
  context: { draft: noOrderFilters, filters: noOrderFilters, page: 1, data: null, errors: {}, loadError: null },
  states: {
    list: {
      initial: 'loading',
      // Here, not on the root: a root transition into the list would leave the export region too, cancelling a download.
      on: {
        'orders.apply': [
          { guard: 'isInvalid', actions: assign({ errors: ({ context }) => orderFilterErrors(context.draft) }) },
          { target: '.loading', actions: assign({ filters: ({ context }) => ({ ...context.draft }), page: 1, errors: {} }) },
        ],
      },
      states: {
        loading: {
          invoke: {
            src: 'load',
            input: ({ context }) => ({ ...ordersQuery(context.filters), page: context.page, size: ordersPageSize }),
            onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output, loadError: null }) },
            onError: { target: 'failed', actions: assign({ loadError: ({ event }) => failureMessage(event.error, 'admin.requestFailed') }) },
          },
        },
        ready: {
          on: {
            'orders.page': { target: 'loading', actions: assign({ page: ({ event }) => Math.max(1, Math.floor(event.page)) }) },
          },
        },
        failed: { on: { 'orders.retry': 'loading' } },
      },
    },
    export: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'orders.export': [
              { guard: 'isInvalid', actions: assign({ errors: ({ context }) => orderFilterErrors(context.draft) }) },
              {
                guard: 'draftChanged',
                target: ['#ordersList.list.loading', 'exporting'],
                actions: assign({ filters: ({ context }) => ({ ...context.draft }), page: 1, errors: {} }),
              },
              { target: 'exporting' },
            ],
          },
        },
        exporting: {
          invoke: {
            src: 'exportCsv',
            input: ({ context }) => ordersQuery(context.filters),
            onDone: { target: 'idle', actions: { type: 'notify', params: { tone: 'success', message: { key: 'admin.orders.exported' } } } },
            onError: {
              target: 'idle',
              actions: { type: 'notify', params: ({ event }) => ({ tone: 'error', message: failureMessage(event.error, 'admin.requestFailed') }) },
            },
          },
        },
      },
    },
  },
  on: {
    'orders.change': {
      actions: assign(({ context, event }) => {
        const { [event.field as FilterField]: _dropped, ...errors } = context.errors;
        return { draft: { ...context.draft, [event.field]: event.value }, errors };
      }),
    },
    'orders.rowChanged': {
      actions: assign({
        data: ({ context, event }) =>
          context.data && {
            ...context.data,
            rows: context.data.rows.map((row) => (row.orderId === event.order.orderId ? { ...row, ...event.order } : row)),
          },
      }),
    },
  },
});

export type OrdersListSnapshot = SnapshotFrom<typeof ordersListMachine>;
