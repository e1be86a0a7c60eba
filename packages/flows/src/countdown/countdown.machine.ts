import { assign, setup } from 'xstate';

export interface CountdownInput {
  /** Whole seconds to count down from (QR refresh 60, phone code 60, payment window 300). */
  seconds: number;
}

/**
 * A restartable whole-second countdown: the shared timing core of the QR-login
 * refresh, the SMS resend wait and the payment window, which invoke it as their
 * `countdown` child and mirror its `remaining` (`onSnapshot`). Time only moves through
 * the named `tick` delay, so tests drive it with a simulated clock and stories hold
 * it still with `countdownMachine.provide({ delays: { tick } })`.
 */
export const countdownMachine = setup({
  types: {
    input: {} as CountdownInput,
    context: {} as { total: number; remaining: number },
    events: {} as { type: 'countdown.restart' } | { type: 'countdown.cancel' },
  },
  delays: { tick: 1000 },
  guards: { isLastSecond: ({ context }) => context.remaining <= 1 },
  actions: {
    decrement: assign({ remaining: ({ context }) => context.remaining - 1 }),
    reset: assign({ remaining: ({ context }) => context.total }),
  },
}).createMachine({
  id: 'countdown',
  context: ({ input }) => ({ total: input.seconds, remaining: input.seconds }),
  initial: 'running',
  on: { 'countdown.restart': { target: '.running', actions: 'reset', reenter: true } },
  states: {
    running: {
      after: {
        tick: [
          { guard: 'isLastSecond', target: 'finished', actions: 'decrement' },
          { target: 'running', actions: 'decrement', reenter: true },
        ],
      },
      on: { 'countdown.cancel': 'cancelled' },
    },
    finished: {},
    cancelled: {},
  },
});
