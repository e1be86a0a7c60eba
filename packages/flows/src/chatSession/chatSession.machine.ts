import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { ChatFrame, ChatLog, TurnRequest } from '../chat/chatTypes';
import { failureMessage, type MessageRef } from '../session/notify';
import {
  lastExchange,
  messagesFromLogs,
  newAnswer,
  newQuestion,
  oldestId,
  prependOlder,
  settleTurn,
  turnDelta,
  turnSources,
  turnStarted,
  withdrawTurn,
  type SessionMessage,
  type ChatTurn,
  type TurnEnding,
  type TurnFile,
} from './sessionMessages';
import { isTurnRefused, type TurnRefusal } from './turnRefused';
import { turnStream, type StreamTurn, type TurnStreamEvent } from './turnStream';
import type { ChatSessionMessageKey } from './messages';

export interface ChatSessionInput {
  /** The conversation; null for a new one (created by `ensureGroup` when the first message is sent). */
  groupId: number | null;
  /** File chat (/document): the file questions are about until a message names another. */
  fileId?: number | null;
}

/** One page of GET /chatlog/chatList: rows oldest → newest. */
export interface ChatPage {
  rows: ChatLog[];
  hasMore: boolean;
}

export interface LoadPageInput {
  groupId: number;
  /** The oldest loaded log id: the page before it. */
  before?: number;
}

export type TurnOutcome = 'done' | 'stopped' | 'failed';

/** What `turnSettled` receives once a turn that reached the chat call is over. */
export interface TurnSettled {
  outcome: TurnOutcome;
  /** The points balance from the end or error frame; absent when the stream broke or was stopped. */
  balance?: number;
  groupId: number;
}

export interface ChatSessionContext {
  groupId: number | null;
  fileId: number | null;
  /** The settled messages, oldest first. The turn in progress lives in `turn`, not here. */
  messages: readonly SessionMessage[];
  hasOlder: boolean;
  /** The last older page failed (hasOlder stays true, so it can be asked again). */
  olderFailed: boolean;
  loadError: MessageRef<ChatSessionMessageKey> | null;
  /** The composer's text to restore: a refused question comes back here. */
  draft: string;
  turn: ChatTurn | null;
  /** Turns begun so far: names the keys of the next question and answer. */
  turnCount: number;
}

export type ChatSessionEvent =
  | { type: 'chat.send'; prompt: string; fileId?: number | null; file?: TurnFile | null }
  | { type: 'chat.stop' }
  | { type: 'chat.regenerate' }
  | { type: 'chat.loadOlder' }
  | { type: 'chat.retry' }
  /** The composer's text (optional: a controlled composer keeps it here). */
  | { type: 'chat.draft'; text: string }
  | TurnStreamEvent;

type FrameOf<T extends ChatFrame['type']> = Extract<ChatFrame, { type: T }>;
const frameOf = <T extends ChatFrame['type']>(event: ChatSessionEvent, type: T): FrameOf<T> | null =>
  event.type === 'stream.frame' && event.frame.type === type ? (event.frame as FrameOf<T>) : null;

const sendPrompt = (event: ChatSessionEvent) => (event.type === 'chat.send' ? event.prompt.trim() : '');

/** A turn is over: its messages join the list and the turn is cleared. */
const settled = (context: ChatSessionContext, ending: TurnEnding): Partial<ChatSessionContext> =>
  context.turn ? { messages: settleTurn(context.messages, context.turn, ending), turn: null } : {};

/**
 * A refused turn is withdrawn: the pending pair goes (a regenerated answer's predecessor comes back)
 * and the question returns to the composer's draft, unless the user already typed something new.
 */
const withdrawn = (context: ChatSessionContext): Partial<ChatSessionContext> => {
  const turn = context.turn;
  if (!turn) return {};
  return { messages: withdrawTurn(context.messages, turn), turn: null, draft: turn.regenerate || context.draft.trim() ? context.draft : turn.prompt };
};

const refusalOf = (error: unknown): TurnRefusal => (isTurnRefused(error) ? { status: error.status, message: error.message } : { status: 0, message: '' });

const networkFailure: TurnEnding = { status: 'failed', error: { key: 'chatSession.networkFailed' } };

/**
 * One conversation (docs/chat.md): the newest page of its logs, older pages on demand, and one
 * turn at a time — the question and a pending answer appear at once, the answer streams
 * (`think` → reasoning, `delta` → content), and ends done, stopped (chat.stop aborts the stream),
 * failed (an error frame or a broken stream) or refused before streaming (the question goes back
 * to the composer's draft and `refused` tells the app). New messages while a turn runs are refused:
 * every turn is charged, so a queue would charge silently.
 */
export const chatSessionMachine = setup({
  types: {
    input: {} as ChatSessionInput,
    context: {} as ChatSessionContext,
    events: {} as ChatSessionEvent,
  },
  actors: {
    /** GET /chatlog/chatList {groupId, before?}. */
    loadPage: fromPromise<ChatPage, LoadPageInput>(() => Promise.reject(new Error('chatSession: provide loadPage'))),
    /** POST /group/create: the new conversation's id (for a session without one). */
    ensureGroup: fromPromise<number>(() => Promise.reject(new Error('chatSession: provide ensureGroup'))),
    /** The turn's stream; stopping it aborts the request. */
    streamTurn: turnStream(() => {
      throw new Error('chatSession: provide streamTurn');
    }),
  },
  actions: {
    /** A turn that reached the chat call is over (update the points chip, move the group to the top). */
    turnSettled: (_, _params: TurnSettled) => {},
    /** The server refused the turn before streaming (401 login, 402 VIP dialog, others a toast). */
    refused: (_, _params: TurnRefusal) => {},
  },
  guards: {
    hasGroup: ({ context }) => context.groupId !== null,
    hasPrompt: ({ event }) => sendPrompt(event) !== '',
    canRegenerate: ({ context }) => context.groupId !== null && lastExchange(context.messages) !== null,
    canLoadOlder: ({ context }) => context.hasOlder && context.groupId !== null && oldestId(context.messages) !== null,
    isStopRequested: ({ context }) => context.turn?.stopRequested === true,
    isStart: ({ event }) => frameOf(event, 'start') !== null,
    isDelta: ({ event }) => frameOf(event, 'delta') !== null,
    isEnd: ({ event }) => frameOf(event, 'end') !== null,
    isSources: ({ event }) => frameOf(event, 'sources') !== null,
    isErrorFrame: ({ event }) => frameOf(event, 'error') !== null,
    /** Refused before anything streamed (a refusal after `start` cannot happen; it would be a broken stream). */
    isRefusal: ({ context, event }) =>
      !context.turn?.started && ((event.type === 'stream.failed' && isTurnRefused(event.error)) || ('error' in event && isTurnRefused(event.error))),
  },
}).createMachine({
  id: 'chatSession',
  context: ({ input }) => ({
    groupId: input.groupId,
    fileId: input.fileId ?? null,
    messages: [],
    hasOlder: false,
    olderFailed: false,
    loadError: null,
    draft: '',
    turn: null,
    turnCount: 0,
  }),
  initial: 'choosing',
  on: {
    'chat.draft': { actions: assign({ draft: ({ event }) => event.text }) },
  },
  states: {
    /** A new conversation has nothing to load. */
    choosing: { always: [{ guard: 'hasGroup', target: 'loading' }, { target: 'ready' }] },
    loading: {
      entry: assign({ loadError: null }),
      invoke: {
        src: 'loadPage',
        input: ({ context }) => ({ groupId: context.groupId ?? 0 }),
        onDone: {
          target: 'ready',
          actions: assign({ messages: ({ event }) => messagesFromLogs(event.output.rows), hasOlder: ({ event }) => event.output.hasMore }),
        },
        onError: { target: 'loadFailed', actions: assign({ loadError: ({ event }) => failureMessage(event.error, 'chatSession.loadFailed') }) },
      },
    },
    loadFailed: { on: { 'chat.retry': 'loading' } },
    ready: {
      type: 'parallel',
      states: {
        turn: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'chat.send': {
                  guard: 'hasPrompt',
                  target: 'starting',
                  actions: assign(({ context, event }) => {
                    const count = context.turnCount + 1;
                    const fileId = event.fileId ?? event.file?.id ?? context.fileId;
                    const prompt = sendPrompt(event);
                    return {
                      turnCount: count,
                      fileId,
                      draft: '',
                      turn: {
                        prompt,
                        regenerate: false,
                        fileId,
                        question: newQuestion(count, prompt, event.file ?? null, fileId),
                        answer: newAnswer(count),
                        replaced: null,
                        started: false,
                        stopRequested: false,
                      },
                    };
                  }),
                },
                'chat.regenerate': {
                  guard: 'canRegenerate',
                  target: 'starting',
                  actions: assign(({ context }) => {
                    const exchange = lastExchange(context.messages);
                    if (!exchange) return {};
                    const count = context.turnCount + 1;
                    return {
                      turnCount: count,
                      // The old answer leaves the list; the new one streams in its place (a new key).
                      messages: context.messages.slice(0, -1),
                      turn: {
                        prompt: exchange.question.content,
                        regenerate: true,
                        fileId: exchange.question.fileId,
                        question: null,
                        answer: newAnswer(count),
                        replaced: exchange.answer,
                        started: false,
                        stopRequested: false,
                      },
                    };
                  }),
                },
              },
            },
            starting: { always: [{ guard: 'hasGroup', target: 'asking' }, { target: 'ensuring' }] },
            /** A new conversation: the group is created first (`ensureGroup`). */
            ensuring: {
              invoke: {
                src: 'ensureGroup',
                onDone: [
                  {
                    guard: 'isStopRequested',
                    target: 'idle',
                    // Stopped before anything was asked: nothing was charged, so no turnSettled.
                    actions: [assign({ groupId: ({ event }) => event.output }), assign(({ context }) => settled(context, { status: 'stopped' }))],
                  },
                  { target: 'asking', actions: assign({ groupId: ({ event }) => event.output }) },
                ],
                onError: [
                  {
                    guard: 'isRefusal',
                    target: 'idle',
                    actions: [assign(({ context }) => withdrawn(context)), { type: 'refused', params: ({ event }) => refusalOf(event.error) }],
                  },
                  // No group, nothing asked: the pair stays, failed, for the user to send again.
                  { target: 'idle', actions: assign(({ context }) => settled(context, networkFailure)) },
                ],
              },
              // The creation cannot be cancelled; the turn stops as soon as the group exists (its id is kept).
              on: { 'chat.stop': { actions: assign({ turn: ({ context }) => (context.turn ? { ...context.turn, stopRequested: true } : null) }) } },
            },
            /** The chat call is open: sending until the start frame, then streaming. */
            asking: {
              initial: 'waiting',
              invoke: {
                id: 'stream',
                src: 'streamTurn',
                input: ({ context }): TurnRequest => {
                  const turn = context.turn;
                  return {
                    groupId: context.groupId ?? 0,
                    prompt: turn?.prompt ?? '',
                    ...(turn?.regenerate ? { regenerate: true } : {}),
                    ...(turn?.fileId != null ? { fileId: turn.fileId } : {}),
                  };
                },
              },
              on: {
                'stream.frame': [
                  {
                    guard: 'isSources',
                    actions: assign(({ context, event }) => {
                      const frame = frameOf(event, 'sources');
                      return frame && context.turn ? { turn: turnSources(context.turn, frame) } : {};
                    }),
                  },
                  {
                    guard: 'isEnd',
                    target: 'idle',
                    actions: [
                      assign(({ context, event }) => {
                        const frame = frameOf(event, 'end');
                        // chatLogId 0: nothing was saved (the knowledge base found nothing, so nothing was asked).
                        return settled(context, {
                          status: frame?.stopped ? 'stopped' : 'done',
                          id: frame?.chatLogId || undefined,
                          content: frame?.text,
                          citations: frame?.citations,
                        });
                      }),
                      {
                        type: 'turnSettled',
                        params: ({ context, event }) => {
                          const frame = frameOf(event, 'end');
                          return { outcome: frame?.stopped ? 'stopped' : 'done', balance: frame?.balance, groupId: context.groupId ?? 0 };
                        },
                      },
                    ],
                  },
                  {
                    guard: 'isErrorFrame',
                    target: 'idle',
                    actions: [
                      assign(({ context, event }) => {
                        const frame = frameOf(event, 'error');
                        return settled(context, { status: 'failed', id: frame?.chatLogId, error: failureMessage(frame?.message, 'chatSession.answerFailed') });
                      }),
                      {
                        type: 'turnSettled',
                        params: ({ context, event }) => ({ outcome: 'failed', balance: frameOf(event, 'error')?.balance, groupId: context.groupId ?? 0 }),
                      },
                    ],
                  },
                ],
                'stream.failed': [
                  {
                    guard: 'isRefusal',
                    target: 'idle',
                    actions: [assign(({ context }) => withdrawn(context)), { type: 'refused', params: ({ event }) => refusalOf(event.error) }],
                  },
                  {
                    target: 'idle',
                    actions: [
                      assign(({ context }) => settled(context, networkFailure)),
                      { type: 'turnSettled', params: ({ context }) => ({ outcome: 'failed', groupId: context.groupId ?? 0 }) },
                    ],
                  },
                ],
                'stream.closed': {
                  target: 'idle',
                  actions: [
                    assign(({ context }) => settled(context, networkFailure)),
                    { type: 'turnSettled', params: ({ context }) => ({ outcome: 'failed', groupId: context.groupId ?? 0 }) },
                  ],
                },
                // Leaving `asking` stops the stream actor, which aborts the request; the partial answer stays.
                'chat.stop': {
                  target: 'idle',
                  actions: [
                    assign(({ context }) => settled(context, { status: 'stopped' })),
                    { type: 'turnSettled', params: ({ context }) => ({ outcome: 'stopped', groupId: context.groupId ?? 0 }) },
                  ],
                },
              },
              states: {
                waiting: {
                  on: {
                    'stream.frame': {
                      guard: 'isStart',
                      target: 'streaming',
                      actions: assign(({ context, event }) => {
                        const frame = frameOf(event, 'start');
                        return frame && context.turn ? { groupId: frame.groupId, turn: turnStarted(context.turn, frame) } : {};
                      }),
                    },
                  },
                },
                streaming: {
                  on: {
                    'stream.frame': {
                      guard: 'isDelta',
                      actions: assign(({ context, event }) => {
                        const frame = frameOf(event, 'delta');
                        return frame && context.turn ? { turn: turnDelta(context.turn, frame) } : {};
                      }),
                    },
                  },
                },
              },
            },
          },
        },
        older: {
          initial: 'idle',
          states: {
            idle: { on: { 'chat.loadOlder': { guard: 'canLoadOlder', target: 'loading' } } },
            loading: {
              entry: assign({ olderFailed: false }),
              invoke: {
                src: 'loadPage',
                input: ({ context }) => ({ groupId: context.groupId ?? 0, before: oldestId(context.messages) ?? undefined }),
                // Prepending touches only the settled list: the turn in progress streams on undisturbed.
                onDone: {
                  target: 'idle',
                  actions: assign({
                    messages: ({ context, event }) => prependOlder(context.messages, event.output.rows),
                    hasOlder: ({ event }) => event.output.hasMore,
                  }),
                },
                onError: { target: 'idle', actions: assign({ olderFailed: true }) },
              },
            },
          },
        },
      },
    },
  },
});

export type ChatSessionSnapshot = SnapshotFrom<typeof chatSessionMachine>;

export interface ChatSessionServices {
  /** GET /chatlog/chatList {groupId, before?}: newest page first, rows oldest → newest. */
  loadPage: (input: LoadPageInput) => Promise<ChatPage>;
  /** The NDJSON stream; throws `TurnRefused` for a refusal before streaming, anything else is a network failure. */
  streamTurn: StreamTurn;
  /** Creates the conversation of a session started without one (and tells the conversation list). */
  ensureGroup: () => Promise<number>;
  /** A turn is over: update the points chip from `balance` (reload the user info when absent); touch the group. */
  turnSettled: (settled: TurnSettled) => void;
  /** Refused before streaming: show the message (`refusalMessage`); 401 opens login, 402 offers the VIP dialog. */
  refused: (refusal: TurnRefusal) => void;
}

/** The session's machine with the app's calls and reactions (or a test's or story's fakes). */
export const provideChatSession = (services: ChatSessionServices) =>
  chatSessionMachine.provide({
    actors: {
      loadPage: fromPromise<ChatPage, LoadPageInput>(({ input }) => services.loadPage(input)),
      ensureGroup: fromPromise<number>(() => services.ensureGroup()),
      streamTurn: turnStream(services.streamTurn),
    },
    actions: {
      turnSettled: (_, params) => services.turnSettled(params),
      refused: (_, params) => services.refused(params),
    },
  });
