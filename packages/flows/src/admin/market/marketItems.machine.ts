import type { DataOf } from '@lingxi/api-client';
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureMessage, type MessageRef, type Notice } from '../../session/notify';
import type { AdminMessageKey } from '../messages';
import { maxReasonLength } from '../review/reviewDecision.machine';
import { ConfirmCancelled } from '../siteSettings.machine';
import type { MarketAdminMessageKey } from './messages';

type Key = MarketAdminMessageKey | AdminMessageKey;

/** GET /admin/market/items: a page of shares, newest first, and the next page's `before`. */
export type MarketItemsPage = DataOf<'/api/admin/market/items', 'get'>;
export type MarketAdminItem = MarketItemsPage['rows'][number];
export type MarketItemStatus = MarketAdminItem['status'];
/** The filter's tabs, in order: the queue first. */
export const marketStatusFilters = ['pending', 'approved', 'rejected', 'hidden', 'all'] as const;
export type MarketStatusFilter = (typeof marketStatusFilters)[number];
export interface MarketItemsQuery {
  status?: MarketItemStatus;
  before?: number;
  size: number;
}
export const marketItemsPageSize = 24;

/** What the operator does to one share; the app sends each to its route (remove through the confirmation). */
export type MarketItemAction =
  | { type: 'approve'; item: MarketAdminItem }
  | { type: 'reject'; item: MarketAdminItem; reason: string }
  | { type: 'feature' | 'unfeature' | 'hide' | 'show' | 'remove'; item: MarketAdminItem };
export type MarketItemActionType = MarketItemAction['type'];

/** The actions a share in its state offers, in the card's order. */
export function actionsOf(item: MarketAdminItem): MarketItemActionType[] {
  switch (item.status) {
    case 'pending':
      return item.reviewId === null ? ['remove'] : ['approve', 'reject', 'remove'];
    case 'approved':
      return [item.featured ? 'unfeature' : 'feature', 'hide', 'remove'];
    case 'rejected':
      return ['remove'];
    case 'hidden':
      return ['show', 'remove'];
  }
}

/** The share after a done action as the server leaves it; null when it left the market. */
export function afterAction(action: MarketItemAction): MarketAdminItem | null {
  const { item } = action;
  switch (action.type) {
    case 'approve':
      return { ...item, status: 'approved', reason: '', reviewId: null };
    case 'reject':
      return { ...item, status: 'rejected', reason: action.reason.trim(), reviewId: null };
    case 'feature':
    case 'unfeature':
      return { ...item, featured: action.type === 'feature' };
    case 'hide':
    case 'show':
      return { ...item, status: action.type === 'hide' ? 'hidden' : 'approved', reason: '' };
    case 'remove':
      return null;
  }
}

/** A rejection's reason as POST /admin/review/:id/reject takes it: required, the review queue's limit. */
export function reasonError(reason: string): MarketAdminMessageKey | null {
  const trimmed = reason.trim();
  if (trimmed === '') return 'admin.market.reasonRequired';
  return [...trimmed].length > maxReasonLength ? 'admin.market.reasonTooLong' : null;
}

export interface MarketItemsContext {
  status: MarketStatusFilter;
  rows: MarketAdminItem[];
  next: number | null;
  loadError: MessageRef<Key> | null;
  /** The action under way (or, for reject, being written). */
  action: MarketItemAction | null;
  reason: string;
  reasonError: MarketAdminMessageKey | null;
  /** The reject form's refusal from the server (a decided item, a dropped connection). */
  rejectError: MessageRef<Key> | null;
}

export type MarketItemsEvent =
  | { type: 'status.select'; status: MarketStatusFilter }
  | { type: 'more' }
  | { type: 'refresh' }
  | { type: 'retry' }
  | { type: 'act'; action: Exclude<MarketItemActionType, 'reject'>; id: number }
  | { type: 'reject.open'; id: number }
  | { type: 'reject.change'; value: string }
  | { type: 'reject.submit' }
  | { type: 'reject.cancel' };

const queryOf = (context: MarketItemsContext, before?: number): MarketItemsQuery => ({
  ...(context.status === 'all' ? {} : { status: context.status }),
  ...(before === undefined ? {} : { before }),
  size: marketItemsPageSize,
});

const failed = ({ event }: { event: { error: unknown } }): Notice<Key> => ({ tone: 'error', message: failureMessage<Key>(event.error, 'admin.requestFailed') });
const doneNotice = ({ context }: { context: MarketItemsContext }): Notice<Key> => ({
  tone: 'success',
  message: { key: `admin.market.done.${context.action!.type}`, values: { id: context.action!.item.id } },
});
const rowOf = (context: MarketItemsContext, id: number) => context.rows.find((row) => row.id === id);

/** The list after an action: the share changed in place, or gone when it left the market or the shown status. */
function rowsAfter(context: MarketItemsContext): MarketAdminItem[] {
  const action = context.action!.type === 'reject' ? { ...context.action!, reason: context.reason } : context.action!;
  const after = afterAction(action);
  return context.rows.flatMap((row) => {
    if (row.id !== action.item.id) return [row];
    return after && (context.status === 'all' || after.status === context.status) ? [after] : [];
  });
}

/**
 * The gallery's shares by status (GET /admin/market/items), newest first, 加载更多 for older ones. Each share offers
 * what its state allows (`actionsOf`): 通过 and 驳回 (with a reason, in a dialog) for the pending ones through the
 * review queue, 推荐, 下架, 重新上架, and 移出画廊 through the two-step confirmation (closing it changes nothing). A
 * done action updates the share in place, or drops it when it no longer belongs to the tab.
 */
export const marketItemsMachine = setup({
  types: { context: {} as MarketItemsContext, events: {} as MarketItemsEvent },
  actors: {
    load: fromPromise<MarketItemsPage, MarketItemsQuery>(async () => {
      throw new Error('load is not provided');
    }),
    act: fromPromise<unknown, MarketItemAction>(async () => {
      throw new Error('act is not provided');
    }),
  },
  actions: { notify: (_, _params: Notice<Key>) => {} },
  guards: {
    hasMore: ({ context }) => context.next !== null,
    offered: ({ context, event }) => {
      if (event.type !== 'act' && event.type !== 'reject.open') return false;
      const row = rowOf(context, event.id);
      return row !== undefined && actionsOf(row).includes(event.type === 'act' ? event.action : 'reject');
    },
    reasonValid: ({ context }) => reasonError(context.reason) === null,
    cancelled: ({ event }) => (event as { error?: unknown }).error instanceof ConfirmCancelled,
  },
}).createMachine({
  id: 'marketItems',
  context: { status: 'pending', rows: [], next: null, loadError: null, action: null, reason: '', reasonError: null, rejectError: null },
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ loadError: null }),
      invoke: {
        src: 'load',
        input: ({ context }) => queryOf(context),
        onDone: { target: 'ready', actions: assign(({ event }) => ({ rows: event.output.rows, next: event.output.next })) },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => failureMessage<Key>(event.error, 'admin.requestFailed') }) },
      },
    },
    failed: {
      on: {
        retry: 'loading',
        'status.select': { target: 'loading', actions: assign({ status: ({ event }) => event.status, rows: [], next: null }) },
      },
    },
    ready: {
      on: {
        'status.select': { target: 'loading', actions: assign({ status: ({ event }) => event.status, rows: [], next: null }) },
        more: { guard: 'hasMore', target: 'loadingMore' },
        refresh: 'loading',
        act: {
          guard: 'offered',
          target: 'acting',
          actions: assign({ action: ({ context, event }) => ({ type: event.action, item: rowOf(context, event.id)! }) as MarketItemAction }),
        },
        'reject.open': {
          guard: 'offered',
          target: 'rejecting',
          actions: assign({
            action: ({ context, event }) => ({ type: 'reject', item: rowOf(context, event.id)!, reason: '' }) as MarketItemAction,
            reason: '',
            reasonError: null,
            rejectError: null,
          }),
        },
      },
    },
    loadingMore: {
      invoke: {
        src: 'load',
        input: ({ context }) => queryOf(context, context.next ?? undefined),
        onDone: { target: 'ready', actions: assign(({ context, event }) => ({ rows: [...context.rows, ...event.output.rows], next: event.output.next })) },
        onError: { target: 'ready', actions: { type: 'notify', params: failed } },
      },
    },
    acting: {
      invoke: {
        src: 'act',
        input: ({ context }) => context.action!,
        onDone: { target: 'ready', actions: [{ type: 'notify', params: doneNotice }, assign({ rows: ({ context }) => rowsAfter(context), action: null })] },
        onError: [
          { guard: 'cancelled', target: 'ready', actions: assign({ action: null }) },
          { target: 'ready', actions: [{ type: 'notify', params: failed }, assign({ action: null })] },
        ],
      },
    },
    rejecting: {
      initial: 'editing',
      on: { 'reject.change': { actions: assign({ reason: ({ event }) => event.value, reasonError: null, rejectError: null }) } },
      states: {
        editing: {
          on: {
            'reject.cancel': { target: '#marketItems.ready', actions: assign({ action: null }) },
            'reject.submit': [{ guard: 'reasonValid', target: 'sending' }, { actions: assign({ reasonError: ({ context }) => reasonError(context.reason) }) }],
          },
        },
        sending: {
          invoke: {
            src: 'act',
            input: ({ context }) => ({ type: 'reject', item: context.action!.item, reason: context.reason.trim() }) as MarketItemAction,
            onDone: {
              target: '#marketItems.ready',
              actions: [{ type: 'notify', params: doneNotice }, assign({ rows: ({ context }) => rowsAfter(context), action: null })],
            },
            onError: { target: 'editing', actions: assign({ rejectError: ({ event }) => failureMessage<Key>(event.error, 'admin.requestFailed') }) },
          },
        },
      },
    },
  },
});

export type MarketItemsSnapshot = SnapshotFrom<typeof marketItemsMachine>;
