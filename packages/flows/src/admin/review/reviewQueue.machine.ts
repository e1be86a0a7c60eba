import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureMessage, type MessageRef } from '../../session/notify';
import type { AdminMessageKey } from '../messages';

export const reviewStatuses = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

/** One row of GET /admin/review. */
export interface ReviewRow {
  id: number;
  kind: string;
  targetId: string;
  authorId: number | null;
  authorName: string | null;
  /** The snapshot's name or title, when it has one. */
  title: string | null;
  status: ReviewStatus;
  reason: string;
  rewardPoints: number;
  reviewerId: number | null;
  reviewerName: string | null;
  reviewedAt: string | null;
  createdAt: string;
}

export interface ReviewPage {
  rows: ReviewRow[];
  total: number;
  /** The `before` of the next (older) page, null on the last. */
  next: number | null;
  /** Every kind the server's modules registered. */
  kinds: string[];
}

/** GET /admin/review's query: one status, one kind or every one, older than `before`. */
export interface ReviewQuery {
  status: ReviewStatus;
  kind?: string;
  before?: number;
  size: number;
}

/** The kind filter's key for every kind. */
export const allKinds = 'all';
export const reviewPageSize = 30;

export interface ReviewQueueContext {
  status: ReviewStatus;
  /** A kind, or `allKinds`. */
  kind: string;
  rows: ReviewRow[];
  total: number;
  next: number | null;
  kinds: string[];
  loadError: MessageRef<AdminMessageKey> | null;
}

export type ReviewQueueEvent =
  | { type: 'queue.status'; status: ReviewStatus }
  | { type: 'queue.kind'; kind: string }
  | { type: 'queue.more' }
  | { type: 'queue.retry' }
  /** An item decided in its dialog: it leaves this tab (it is no longer of its status) or shows its new state. */
  | { type: 'queue.decided'; item: ReviewRow };

const queryOf = (context: ReviewQueueContext, before?: number): ReviewQuery => ({
  status: context.status,
  ...(context.kind === allKinds ? {} : { kind: context.kind }),
  ...(before === undefined ? {} : { before }),
  size: reviewPageSize,
});

/**
 * The queue: GET /admin/review for one status tab (待审核 / 已通过 / 已驳回) and kind, newest first; 加载更多 appends
 * the next older page. Changing the tab or the kind reads afresh (a late page of the previous choice is dropped with
 * its invocation).
 */
export const reviewQueueMachine = setup({
  types: { context: {} as ReviewQueueContext, events: {} as ReviewQueueEvent },
  actors: {
    load: fromPromise<ReviewPage, ReviewQuery>(async () => {
      throw new Error('load is not provided');
    }),
  },
  guards: { hasMore: ({ context }) => context.next !== null },
}).createMachine({
  id: 'reviewQueue',
  context: { status: 'pending', kind: allKinds, rows: [], total: 0, next: null, kinds: [], loadError: null },
  initial: 'loading',
  on: {
    'queue.status': { target: '.loading', reenter: true, actions: assign({ status: ({ event }) => event.status }) },
    'queue.kind': { target: '.loading', reenter: true, actions: assign({ kind: ({ event }) => event.kind }) },
    'queue.decided': {
      actions: assign(({ context, event }) => {
        const { item } = event;
        if (!context.rows.some((row) => row.id === item.id)) return {};
        if (item.status === context.status) return { rows: context.rows.map((row) => (row.id === item.id ? item : row)) };
        return { rows: context.rows.filter((row) => row.id !== item.id), total: Math.max(0, context.total - 1) };
      }),
    },
  },
  states: {
    loading: {
      entry: assign({ rows: [], total: 0, next: null, loadError: null }),
      invoke: {
        src: 'load',
        input: ({ context }) => queryOf(context),
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({ rows: event.output.rows, total: event.output.total, next: event.output.next, kinds: event.output.kinds })),
        },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => failureMessage<AdminMessageKey>(event.error, 'admin.requestFailed') }) },
      },
    },
    failed: { on: { 'queue.retry': 'loading' } },
    ready: {
      on: {
        'queue.more': { guard: 'hasMore', target: 'loadingMore' },
      },
    },
    loadingMore: {
      invoke: {
        src: 'load',
        input: ({ context }) => queryOf(context, context.next!),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            // A row decided meanwhile may come again: its id is kept once.
            rows: [...context.rows, ...event.output.rows.filter((row) => !context.rows.some((known) => known.id === row.id))],
            total: event.output.total,
            next: event.output.next,
            kinds: event.output.kinds,
            loadError: null,
          })),
        },
        onError: { target: 'ready', actions: assign({ loadError: ({ event }) => failureMessage<AdminMessageKey>(event.error, 'admin.requestFailed') }) },
      },
    },
  },
});

export type ReviewQueueSnapshot = SnapshotFrom<typeof reviewQueueMachine>;
