import { and, assign, emit, fromPromise, not, or, setup } from 'xstate';
import { type HomeSlot, slotAction } from './homeSlotTypes';

/** What the home slots call (the app passes the API, stories and tests fakes). */
export interface HomeSlotsServices {
  /** The slots: GET /index-rec/page {type: 'swiper'} for the carousel, GET /index-rec/rec-get for the recommendations. */
  loadSlots(): Promise<HomeSlot[]>;
  /** POST /group/create {appId}: the app's new conversation. */
  createChat(appId: number): Promise<{ id: number }>;
}

export interface HomeSlotsInput {
  loggedIn: boolean;
  /** The slides advance by themselves (the carousel); the recommendations' row does not rotate. */
  rotate: boolean;
  /** prefers-reduced-motion: reduce as the page starts: nothing moves by itself. */
  reducedMotion?: boolean;
  /** The tab is hidden as the page starts (document.hidden). */
  hidden?: boolean;
}

/** What holds the rotation while it lasts: the pointer over the carousel, the keyboard's focus in it, a hidden tab. */
export type RotationHold = 'hover' | 'focus' | 'hidden';

export interface HomeSlotsContext {
  slots: HomeSlot[];
  /** The slide shown (the carousel). */
  index: number;
  loggedIn: boolean;
  rotate: boolean;
  reducedMotion: boolean;
  holds: Record<RotationHold, boolean>;
  /** The user stopped the rotation (the rotation control): it stays stopped until they start it again. */
  stoppedByUser: boolean;
  /** The slot whose app conversation is being made (its control shows it; other presses wait). */
  opening: number | null;
}

export type HomeSlotsEvent =
  | { type: 'slide.next' }
  | { type: 'slide.previous' }
  | { type: 'slide.show'; index: number }
  | { type: 'hold.change'; hold: RotationHold; held: boolean }
  | { type: 'motion.change'; reduced: boolean }
  /** The rotation control: stop, or start again. */
  | { type: 'rotation.toggle' }
  | { type: 'slot.open'; slotId: number }
  | { type: 'session.change'; loggedIn: boolean };

export type HomeSlotsEmitted =
  /** Show this path of the site: a route slot's target, or the app conversation just made (/chat/:id). */
  | { type: 'navigate'; to: string }
  /** A visitor pressed an app's slot: the conversation needs a login. */
  | { type: 'requestLogin' }
  /** The conversation was not made: the server's message, or '' (the app says it its own way). */
  | { type: 'openFailed'; message: string };

/** How long a slide shows before the next one (the named delay `advance`). */
export const slideAdvanceMs = 5_000;

const actionOf = (context: HomeSlotsContext, slotId: number) => {
  const slot = context.slots.find((candidate) => candidate.id === slotId);
  return slot ? slotAction(slot) : null;
};
const slotIdOf = (event: HomeSlotsEvent) => (event.type === 'slot.open' ? event.slotId : 0);
const wrap = (index: number, count: number) => (count === 0 ? 0 : ((index % count) + count) % count);
const errorText = (error: unknown) => (error instanceof Error ? error.message.trim() : '');

/**
 * The operator's home slots (docs/apps.md "Home"), for the carousel and the recommendations' row: three regions.
 *
 * - `list`: loading → shown, or empty / failed (the view then shows nothing).
 * - `rotation` (the carousel, two slides or more): `playing` advances every `advance` (5 s), wrapping after the last;
 *   `paused` while something holds it (hover, keyboard focus, a hidden tab) and playing again, with a whole wait, once
 *   nothing does; `stopped` by the user's rotation control until they start it; `still` when nothing may move (one
 *   slide, the row, prefers-reduced-motion: never by itself, whatever else happens). A slide changed by hand while
 *   playing restarts the wait.
 * - `opening`: a route slot emits `navigate` to its target; an app slot makes the app's conversation (one at a time)
 *   and emits `navigate` to /chat/:id, or `requestLogin` for a visitor, or `openFailed`.
 */
const homeSlotsMachine = setup({
  types: {
    context: {} as HomeSlotsContext,
    events: {} as HomeSlotsEvent,
    input: {} as HomeSlotsInput,
    emitted: {} as HomeSlotsEmitted,
  },
  actors: {
    loadSlots: fromPromise<HomeSlot[]>(() => Promise.reject(new Error('homeSlots: provide loadSlots'))),
    createChat: fromPromise<{ id: number }, { appId: number }>(() => Promise.reject(new Error('homeSlots: provide createChat'))),
  },
  actions: {
    next: assign({ index: ({ context }) => wrap(context.index + 1, context.slots.length) }),
    previous: assign({ index: ({ context }) => wrap(context.index - 1, context.slots.length) }),
    requestLogin: emit({ type: 'requestLogin' as const }),
  },
  guards: {
    canRotate: ({ context }) => context.rotate && !context.reducedMotion && context.slots.length > 1,
    held: ({ context }) => Object.values(context.holds).some(Boolean),
    stoppedByUser: ({ context }) => context.stoppedByUser,
    loggedIn: ({ context }) => context.loggedIn,
    opensRoute: ({ context, event }) => actionOf(context, slotIdOf(event))?.kind === 'route',
    opensApp: ({ context, event }) => actionOf(context, slotIdOf(event))?.kind === 'app',
  },
  delays: { advance: slideAdvanceMs },
}).createMachine({
  id: 'homeSlots',
  type: 'parallel',
  context: ({ input }) => ({
    slots: [],
    index: 0,
    loggedIn: input.loggedIn,
    rotate: input.rotate,
    reducedMotion: input.reducedMotion ?? false,
    holds: { hover: false, focus: false, hidden: input.hidden ?? false },
    stoppedByUser: false,
    opening: null,
  }),
  on: {
    'hold.change': { actions: assign({ holds: ({ context, event }) => ({ ...context.holds, [event.hold]: event.held }) }) },
    'motion.change': { actions: assign({ reducedMotion: ({ event }) => event.reduced }) },
    'session.change': { actions: assign({ loggedIn: ({ event }) => event.loggedIn }) },
    'rotation.toggle': { guard: 'canRotate', actions: assign({ stoppedByUser: ({ context }) => !context.stoppedByUser }) },
  },
  states: {
    list: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'loadSlots',
            onDone: [
              { guard: ({ event }) => event.output.length === 0, target: 'empty' },
              { target: 'shown', actions: assign({ slots: ({ event }) => event.output, index: 0 }) },
            ],
            onError: 'failed',
          },
        },
        shown: {
          on: {
            'slide.next': { actions: 'next' },
            'slide.previous': { actions: 'previous' },
            'slide.show': { actions: assign({ index: ({ context, event }) => wrap(Math.trunc(event.index), context.slots.length) }) },
          },
        },
        empty: {},
        failed: {},
      },
    },
    rotation: {
      initial: 'still',
      // `still` decides; the others go back to it once what keeps them there no longer holds.
      states: {
        still: {
          always: [
            { guard: and(['canRotate', 'stoppedByUser']), target: 'stopped' },
            { guard: and(['canRotate', 'held']), target: 'paused' },
            { guard: 'canRotate', target: 'playing' },
          ],
        },
        playing: {
          always: { guard: or([not('canRotate'), 'stoppedByUser', 'held']), target: 'still' },
          after: { advance: { target: 'playing', reenter: true, actions: 'next' } },
          on: {
            'slide.next': { target: 'playing', reenter: true },
            'slide.previous': { target: 'playing', reenter: true },
            'slide.show': { target: 'playing', reenter: true },
          },
        },
        paused: { always: { guard: or([not('canRotate'), 'stoppedByUser', not('held')]), target: 'still' } },
        stopped: { always: { guard: or([not('canRotate'), not('stoppedByUser')]), target: 'still' } },
      },
    },
    opening: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'slot.open': [
              {
                guard: 'opensRoute',
                actions: emit(({ context, event }) => {
                  const action = actionOf(context, event.slotId);
                  return { type: 'navigate' as const, to: action?.kind === 'route' ? action.to : '/' };
                }),
              },
              { guard: and(['opensApp', not('loggedIn')]), actions: 'requestLogin' },
              { guard: 'opensApp', target: 'creating', actions: assign({ opening: ({ event }) => event.slotId }) },
            ],
          },
        },
        // One conversation at a time: further presses wait for this one.
        creating: {
          invoke: {
            src: 'createChat',
            input: ({ context }) => {
              const action = actionOf(context, context.opening ?? 0);
              return { appId: action?.kind === 'app' ? action.appId : 0 };
            },
            onDone: {
              target: 'idle',
              actions: [emit(({ event }) => ({ type: 'navigate' as const, to: `/chat/${event.output.id}` })), assign({ opening: null })],
            },
            onError: {
              target: 'idle',
              actions: [emit(({ event }) => ({ type: 'openFailed' as const, message: errorText(event.error) })), assign({ opening: null })],
            },
          },
        },
      },
    },
  },
});

/** The machine with the app's calls. */
export const provideHomeSlots = (services: HomeSlotsServices) =>
  homeSlotsMachine.provide({
    actors: {
      loadSlots: fromPromise(() => services.loadSlots()),
      createChat: fromPromise(({ input }: { input: { appId: number } }) => services.createChat(input.appId)),
    },
  });
