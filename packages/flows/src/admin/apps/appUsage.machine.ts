import type { DataOf } from '@lingxi/api-client';
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureMessage, type MessageRef } from '../../session/notify';
import type { AdminMessageKey } from '../messages';
import type { AdminApp } from './adminApps.machine';
import type { AppsAdminMessageKey } from './messages';

type Key = AppsAdminMessageKey | AdminMessageKey;

/** GET /admin/apps/:id/usage: the uses in all and per day over the last 30 days (Asia/Shanghai, oldest first, zeros included). */
export type AdminAppUsage = DataOf<'/api/admin/apps/{id}/usage', 'get'>;

/** The 30 days' sum and their busiest day (the bars' scale; at least 1). */
export function usageSummary(usage: AdminAppUsage): { days: number; peak: number } {
  return {
    days: usage.days.reduce((sum, day) => sum + day.uses, 0),
    peak: Math.max(1, ...usage.days.map((day) => day.uses)),
  };
}

export interface AppUsageContext {
  app: AdminApp;
  usage: AdminAppUsage | null;
  loadError: MessageRef<Key> | null;
}

/** 用量: one app's last 30 days, loaded when its dialog opens; 重试 after a failure. */
export const appUsageMachine = setup({
  types: { context: {} as AppUsageContext, input: {} as { app: AdminApp }, events: {} as { type: 'retry' } },
  actors: {
    load: fromPromise<AdminAppUsage, AdminApp>(async () => {
      throw new Error('load is not provided');
    }),
  },
}).createMachine({
  id: 'appUsage',
  context: ({ input }) => ({ app: input.app, usage: null, loadError: null }),
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ loadError: null }),
      invoke: {
        src: 'load',
        input: ({ context }) => context.app,
        onDone: { target: 'ready', actions: assign({ usage: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => failureMessage<Key>(event.error, 'admin.requestFailed') }) },
      },
    },
    failed: { on: { retry: 'loading' } },
    ready: {},
  },
});

export type AppUsageSnapshot = SnapshotFrom<typeof appUsageMachine>;
