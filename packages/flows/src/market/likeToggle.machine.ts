import { and, assign, emit, fromPromise, not, setup, stateIn } from 'xstate';

/** A like as the server answers it (/aiLog/agree). */
export interface LikeState {
  agree: boolean;
  agreeNum: number;
}

interface LikeContext extends LikeState {
  itemId: number;
  loggedIn: boolean;
  /** What was shown before the press, to go back to when the server refuses. */
  before: LikeState | null;
  /** The server's refusal as worded (or, without words, the key of 操作失败); null after a press that went through. */
  error: { text: string } | { key: 'market.like.failed' } | null;
}

type LikeEvent =
  | { type: 'press' }
  /** The item was read again (the feed, the detail): take its counts unless a press is in flight. */
  | { type: 'sync'; agree: boolean; agreeNum: number }
  | { type: 'session'; loggedIn: boolean };

const messageOf = (error: unknown) => (error instanceof Error && error.message ? { text: error.message } : { key: 'market.like.failed' as const });

/**
 * The like toggle (SPEC §4): none → agree (count + 1), agree → none (count − 1), shown at once. While the request is in
 * flight further presses are ignored, and so is a press within `pressGuard` of the last (a double click sends one
 * request). The server's answer is the truth; a failure puts back what was shown and keeps the server's message.
 * Logged out, a press asks for the login dialog (`requestLogin`). It emits `settled` with what is shown once a reply came.
 */
const likeToggleMachine = setup({
  types: {
    context: {} as LikeContext,
    events: {} as LikeEvent,
    input: {} as { itemId: number; agree: boolean; agreeNum: number; loggedIn: boolean },
    emitted: {} as { type: 'settled' } & LikeState,
  },
  actors: { agree: fromPromise<LikeState, number>(() => Promise.reject(new Error('likeToggle: provide agree'))) },
  actions: {
    requestLogin: () => {},
    settled: emit(({ context }) => ({ type: 'settled' as const, agree: context.agree, agreeNum: context.agreeNum })),
  },
  guards: { loggedOut: ({ context }) => !context.loggedIn },
  delays: { pressGuard: 300 },
}).createMachine({
  id: 'likeToggle',
  context: ({ input }) => ({ ...input, before: null, error: null }),
  type: 'parallel',
  states: {
    request: {
      initial: 'idle',
      states: {
        idle: {},
        sending: {
          invoke: {
            src: 'agree',
            input: ({ context }) => context.itemId,
            onDone: {
              target: 'idle',
              actions: [assign(({ event }) => ({ agree: event.output.agree, agreeNum: event.output.agreeNum, before: null })), 'settled'],
            },
            onError: {
              target: 'idle',
              actions: [assign(({ context, event }) => ({ ...(context.before ?? {}), before: null, error: messageOf(event.error) })), 'settled'],
            },
          },
        },
      },
    },
    guard: {
      initial: 'open',
      states: { open: {}, closed: { after: { pressGuard: 'open' } } },
    },
  },
  on: {
    press: [
      { guard: 'loggedOut', actions: 'requestLogin' },
      {
        guard: and([stateIn({ request: 'idle' }), stateIn({ guard: 'open' })]),
        target: ['.request.sending', '.guard.closed'],
        actions: assign(({ context }) => ({
          before: { agree: context.agree, agreeNum: context.agreeNum },
          agree: !context.agree,
          agreeNum: Math.max(0, context.agreeNum + (context.agree ? -1 : 1)),
          error: null,
        })),
      },
      // In flight or within the guard: ignored.
    ],
    sync: { guard: not(stateIn({ request: 'sending' })), actions: assign(({ event }) => ({ agree: event.agree, agreeNum: event.agreeNum })) },
    session: { actions: assign(({ event }) => ({ loggedIn: event.loggedIn })) },
  },
});

/** The machine with its server call and what a logged-out press does. */
export const provideLikeToggle = (agree: (itemId: number) => Promise<LikeState>, requestLogin: () => void) =>
  likeToggleMachine.provide({
    actors: { agree: fromPromise<LikeState, number>(({ input }) => agree(input)) },
    actions: { requestLogin: () => requestLogin() },
  });
