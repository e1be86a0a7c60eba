import type { DataOf } from '@lingxi/api-client';
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureMessage, type MessageRef } from '../../session/notify';
import type { AdminMessageKey } from '../messages';

/** GET /admin/usage. */
export type Usage = DataOf<'/api/admin/usage', 'get'>;
export type UsageFigures = Usage['totals'];

/** The periods usage shows: the last 7, 30 or 90 Shanghai days, today included. */
export const usagePeriods = [7, 30, 90] as const;
export type UsageDays = (typeof usagePeriods)[number];

export interface UsageQuery {
  days: UsageDays;
}

export interface UsageContext {
  days: UsageDays;
  /** The figures last loaded (kept when a later load fails), null before the first. */
  data: Usage | null;
  loadError: MessageRef<AdminMessageKey> | null;
}

export type UsageEvent = { type: 'usage.days'; days: UsageDays } | { type: 'usage.retry' };

/**
 * Usage and quotas: loads the figures of the chosen period (choosing another loads again, dropping a call under way).
 * A failure keeps the figures shown so far beside its message; 重试 loads the chosen period again.
 */
export const usageMachine = setup({
  types: { context: {} as UsageContext, events: {} as UsageEvent },
  actors: {
    load: fromPromise<Usage, UsageQuery>(async () => {
      throw new Error('load is not provided');
    }),
  },
  guards: { otherPeriod: ({ context, event }) => event.type === 'usage.days' && event.days !== context.days },
}).createMachine({
  id: 'usage',
  context: { days: 7, data: null, loadError: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ days: context.days }),
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output, loadError: null }) },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => failureMessage(event.error, 'admin.requestFailed') }) },
      },
    },
    ready: {},
    failed: { on: { 'usage.retry': 'loading' } },
  },
  on: {
    'usage.days': { guard: 'otherPeriod', target: '.loading', actions: assign({ days: ({ event }) => event.days }) },
  },
});

export type UsageSnapshot = SnapshotFrom<typeof usageMachine>;
