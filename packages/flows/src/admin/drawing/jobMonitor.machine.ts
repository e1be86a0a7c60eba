import type { DataOf } from '@lingxi/api-client';
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureMessage, type MessageRef, type Notice } from '../../session/notify';
import type { AdminMessageKey } from '../messages';
import { ConfirmCancelled } from '../siteSettings.machine';
import type { DrawingAdminMessageKey } from './messages';

export const jobStatuses = ['queued', 'preparing', 'submitting', 'running', 'transferring', 'succeeded', 'failed', 'cancelled'] as const;
export type JobStatus = (typeof jobStatuses)[number];
export const unfinishedJobStatuses = jobStatuses.slice(0, 5) as readonly JobStatus[];
/** The filter tabs: every unfinished job, each finished status, all. */
export const jobFilters = ['open', 'failed', 'succeeded', 'cancelled', 'all'] as const;
export type JobFilter = (typeof jobFilters)[number];
export const jobPageSize = 30;

/** GET /admin/jobs: a page of jobs (newest first), the next page's `before`, unfinished jobs by status. */
export type JobPage = DataOf<'/api/admin/jobs', 'get'>;
/** One row of GET /admin/jobs. */
export type JobRow = JobPage['rows'][number];

export interface JobQuery {
  status?: Exclude<JobFilter, 'all'>;
  before?: number;
  size: number;
}

type Key = DrawingAdminMessageKey | AdminMessageKey;

export interface JobMonitorContext {
  filter: JobFilter;
  rows: JobRow[];
  next: number | null;
  open: Record<string, number>;
  loadError: MessageRef<AdminMessageKey> | null;
  /** The job being cancelled. */
  cancelling: JobRow | null;
}

export type JobMonitorEvent =
  | { type: 'filter'; filter: JobFilter }
  | { type: 'more' }
  | { type: 'refresh' }
  | { type: 'retry' }
  | { type: 'cancel'; job: JobRow };

const queryOf = (context: JobMonitorContext, before?: number): JobQuery => ({
  ...(context.filter === 'all' ? {} : { status: context.filter }),
  ...(before === undefined ? {} : { before }),
  size: jobPageSize,
});

/**
 * The job monitor: GET /admin/jobs for a filter, newest first, 加载更多 for older ones, 刷新 reads the first page
 * again. 取消任务 on an unfinished job goes through the two-step confirmation (POST /admin/jobs/:id/cancel refunds it);
 * then the page is read again. A closed confirmation changes nothing.
 */
export const jobMonitorMachine = setup({
  types: { context: {} as JobMonitorContext, events: {} as JobMonitorEvent },
  actors: {
    load: fromPromise<JobPage, JobQuery>(async () => {
      throw new Error('load is not provided');
    }),
    cancel: fromPromise<unknown, JobRow>(async () => {
      throw new Error('cancel is not provided');
    }),
  },
  actions: { notify: (_, _params: Notice<Key>) => {} },
  guards: {
    hasMore: ({ context }) => context.next !== null,
    unfinished: ({ event }) => event.type === 'cancel' && unfinishedJobStatuses.includes(event.job.status),
    cancelled: ({ event }) => (event as { error?: unknown }).error instanceof ConfirmCancelled,
  },
}).createMachine({
  id: 'jobMonitor',
  context: { filter: 'open', rows: [], next: null, open: {}, loadError: null, cancelling: null },
  initial: 'loading',
  on: {
    filter: { target: '.loading', reenter: true, actions: assign({ filter: ({ event }) => event.filter, rows: [], next: null }) },
  },
  states: {
    loading: {
      entry: assign({ loadError: null }),
      invoke: {
        src: 'load',
        input: ({ context }) => queryOf(context),
        onDone: { target: 'ready', actions: assign(({ event }) => ({ rows: event.output.rows, next: event.output.next, open: event.output.open })) },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => failureMessage<AdminMessageKey>(event.error, 'admin.requestFailed') }) },
      },
    },
    failed: { on: { retry: 'loading' } },
    ready: {
      on: {
        more: { guard: 'hasMore', target: 'loadingMore' },
        refresh: 'loading',
        cancel: { guard: 'unfinished', target: 'cancelling', actions: assign({ cancelling: ({ event }) => event.job }) },
      },
    },
    loadingMore: {
      invoke: {
        src: 'load',
        input: ({ context }) => queryOf(context, context.next ?? undefined),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({ rows: [...context.rows, ...event.output.rows], next: event.output.next, open: event.output.open })),
        },
        onError: {
          target: 'ready',
          actions: { type: 'notify', params: ({ event }) => ({ tone: 'error', message: failureMessage<Key>(event.error, 'admin.requestFailed') }) },
        },
      },
    },
    cancelling: {
      invoke: {
        src: 'cancel',
        input: ({ context }) => context.cancelling!,
        onDone: {
          target: 'loading',
          actions: [
            {
              type: 'notify',
              params: ({ context }) => ({ tone: 'success', message: { key: 'admin.jobs.cancelled', values: { id: context.cancelling!.id } } }),
            },
            assign({ cancelling: null }),
          ],
        },
        onError: [
          { guard: 'cancelled', target: 'ready', actions: assign({ cancelling: null }) },
          {
            target: 'loading',
            actions: [
              { type: 'notify', params: ({ event }) => ({ tone: 'error', message: failureMessage<Key>(event.error, 'admin.requestFailed') }) },
              assign({ cancelling: null }),
            ],
          },
        ],
      },
    },
  },
});

export type JobMonitorSnapshot = SnapshotFrom<typeof jobMonitorMachine>;
