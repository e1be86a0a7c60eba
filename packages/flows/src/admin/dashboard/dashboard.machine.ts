import type { DataOf } from '@lingxi/api-client';
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureMessage, type MessageRef } from '../../session/notify';
import type { AdminMessageKey } from '../messages';

/** GET /admin/dashboard (and POST /admin/dashboard/refresh, which answers the same). */
export type Dashboard = DataOf<'/api/admin/dashboard', 'get'>;
export type DashboardDay = Dashboard['daily'][number];

/** The periods the dashboard shows: the last 7, 30 or 90 Shanghai days, today included. */
export const dashboardPeriods = [7, 30, 90] as const;
export type DashboardDays = (typeof dashboardPeriods)[number];

export interface DashboardQuery {
  days: DashboardDays;
}

export interface DashboardContext {
  days: DashboardDays;
  /** The figures last loaded (kept when a later call fails), null before the first. */
  data: Dashboard | null;
  /** What failed last: 重试 repeats it. */
  attempt: 'load' | 'refresh';
  loadError: MessageRef<AdminMessageKey> | null;
}

export type DashboardEvent = { type: 'dashboard.days'; days: DashboardDays } | { type: 'dashboard.refresh' } | { type: 'dashboard.retry' };

/**
 * The dashboard: loads the figures of the chosen period (changing it loads again, dropping a call under way); 刷新
 * asks the server to rebuild yesterday's and today's rollups and shows what it answers. A failure keeps the figures
 * shown so far beside its message; 重试 repeats the call that failed.
 */
export const dashboardMachine = setup({
  types: { context: {} as DashboardContext, events: {} as DashboardEvent },
  actors: {
    load: fromPromise<Dashboard, DashboardQuery>(async () => {
      throw new Error('load is not provided');
    }),
    refresh: fromPromise<Dashboard, DashboardQuery>(async () => {
      throw new Error('refresh is not provided');
    }),
  },
  actions: { showFigures: assign((_, figures: Dashboard) => ({ data: figures, loadError: null })) },
  guards: {
    otherPeriod: ({ context, event }) => event.type === 'dashboard.days' && event.days !== context.days,
    refreshFailed: ({ context }) => context.attempt === 'refresh',
  },
}).createMachine({
  id: 'dashboard',
  context: { days: 7, data: null, attempt: 'load', loadError: null },
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ attempt: 'load' }),
      invoke: {
        src: 'load',
        input: ({ context }) => ({ days: context.days }),
        onDone: { target: 'ready', actions: { type: 'showFigures', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => failureMessage(event.error, 'admin.requestFailed') }) },
      },
    },
    refreshing: {
      entry: assign({ attempt: 'refresh' }),
      invoke: {
        src: 'refresh',
        input: ({ context }) => ({ days: context.days }),
        onDone: { target: 'ready', actions: { type: 'showFigures', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => failureMessage(event.error, 'admin.requestFailed') }) },
      },
    },
    ready: { on: { 'dashboard.refresh': 'refreshing' } },
    failed: {
      on: {
        'dashboard.retry': [{ guard: 'refreshFailed', target: 'refreshing' }, { target: 'loading' }],
        'dashboard.refresh': 'refreshing',
      },
    },
  },
  on: {
    'dashboard.days': { guard: 'otherPeriod', target: '.loading', actions: assign({ days: ({ event }) => event.days }) },
  },
});

export type DashboardSnapshot = SnapshotFrom<typeof dashboardMachine>;
