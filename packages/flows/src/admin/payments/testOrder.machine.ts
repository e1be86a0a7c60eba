import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureMessage, type MessageRef } from '../../session/notify';
import type { AdminMessageKey } from '../messages';
import type { PaymentsMessageKey } from './messages';

type Key = PaymentsMessageKey | AdminMessageKey;

export type ProviderName = 'wechat' | 'mpay' | 'hupi' | 'epay';

/** POST /admin/payments/:provider/test-order: the order and how to pay it (a QR's text or a cashier page). */
export interface TestOrderStart {
  orderId: string;
  url_qrcode?: string;
  redirectUrl?: string;
}

/** GET /admin/payments/test-orders/:id. */
export interface TestOrderStatus {
  orderId: string;
  provider: ProviderName;
  status: 'pending' | 'paid' | 'expired';
  /** Its verified notify arrived. */
  notified: boolean;
  paidAt: string | null;
}

/** SPEC §9: the buyer's page polls every second, and an order can be paid for 300 s. */
export const testPollIntervalMs = 1_000;
export const testPollTimeoutMs = 300_000;

export interface TestOrderContext {
  provider: ProviderName;
  start: TestOrderStart | null;
  /** The last status read (paid without its notify shows as such while waiting). */
  status: TestOrderStatus | null;
  /** Seconds since polling began (for the waiting text). */
  elapsed: number;
  error: MessageRef<Key> | null;
}

export type TestOrderEvent = { type: 'test.start' } | { type: 'test.cancel' };

const keepStatus = assign<TestOrderContext, { type: string; output: TestOrderStatus }, undefined, TestOrderEvent, never>({
  status: ({ event }) => event.output,
});

/**
 * 测试下单: creates the 1-fen order, then asks for its status every second (`pollInterval`) until it is paid with its
 * verified notify (`succeeded`), expired unpaid (`expired`), or 300 s pass (`timedOut`, `pollTimeout`); a failed
 * status call is retried at the next tick. `test.cancel` stops polling.
 */
export const testOrderMachine = setup({
  types: {
    context: {} as TestOrderContext,
    events: {} as TestOrderEvent,
    input: {} as { provider: ProviderName },
  },
  actors: {
    create: fromPromise<TestOrderStart, { provider: ProviderName }>(async () => {
      throw new Error('create not provided');
    }),
    check: fromPromise<TestOrderStatus, { orderId: string }>(async () => {
      throw new Error('check not provided');
    }),
  },
  delays: { pollInterval: testPollIntervalMs, pollTimeout: testPollTimeoutMs },
}).createMachine({
  id: 'testOrder',
  context: ({ input }) => ({ provider: input.provider, start: null, status: null, elapsed: 0, error: null }),
  initial: 'idle',
  states: {
    idle: { on: { 'test.start': 'creating' } },
    creating: {
      entry: assign({ start: null, status: null, elapsed: 0, error: null }),
      invoke: {
        src: 'create',
        input: ({ context }) => ({ provider: context.provider }),
        onDone: { target: 'polling', actions: assign({ start: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => failureMessage<Key>(event.error, 'admin.payments.testFailed') }) },
      },
    },
    polling: {
      initial: 'waiting',
      after: { pollTimeout: 'timedOut' },
      on: { 'test.cancel': 'idle' },
      states: {
        waiting: { after: { pollInterval: 'checking' } },
        checking: {
          entry: assign({ elapsed: ({ context }) => context.elapsed + testPollIntervalMs / 1000 }),
          invoke: {
            src: 'check',
            input: ({ context }) => ({ orderId: context.start!.orderId }),
            onDone: [
              { guard: ({ event }) => event.output.status === 'paid' && event.output.notified, target: '#testOrder.succeeded', actions: keepStatus },
              { guard: ({ event }) => event.output.status === 'expired', target: '#testOrder.expired', actions: keepStatus },
              { target: 'waiting', actions: keepStatus },
            ],
            // A passing failure: the next tick asks again.
            onError: 'waiting',
          },
        },
      },
    },
    succeeded: { on: { 'test.start': 'creating' } },
    expired: { on: { 'test.start': 'creating' } },
    timedOut: { on: { 'test.start': 'creating' } },
    failed: { on: { 'test.start': 'creating' } },
  },
});

export type TestOrderSnapshot = SnapshotFrom<typeof testOrderMachine>;
