import { and, assign, emit, enqueueActions, fromCallback, fromPromise, not, raise, setup, stopChild } from 'xstate';
import { failureMessage, type Notice } from '../session/notify';
import {
  type AppCategory,
  type AppCentreTab,
  type AppChatGroup,
  type AppPage,
  appPageSize,
  demoLinesOf,
  type HotApp,
  type HotQuery,
  maxAppKeywordLength,
  type MyApp,
} from './appStoreTypes';
import type { AppStoreMessageKey } from './messages';

/** What the app centre calls (the app passes the API, stories and tests fakes). */
export interface AppCentreServices {
  /** GET /app/queryCats. */
  loadCategories(): Promise<AppCategory[]>;
  /** GET /app/list {catId?, keyword?, page, size}. */
  loadHot(query: HotQuery, page: number, size: number): Promise<AppPage<HotApp>>;
  /** GET /app/mineAppsV3 {page, size}. */
  loadMine(page: number, size: number): Promise<AppPage<MyApp>>;
  /** POST /app/collect {appId}: the server's message (加入 or 取消收藏). */
  collect(appId: number): Promise<string>;
  /** POST /group/create {appId}: the app's new conversation. */
  createChat(appId: number): Promise<AppChatGroup>;
  /** POST /app/delMineApp {id}. */
  deleteApp(appId: number): Promise<unknown>;
}

/** One list's rows, the page they reach and the count of all. */
interface ListContext<Row> {
  rows: Row[];
  page: number;
  count: number;
}

export interface AppCentreContext {
  tab: AppCentreTab;
  loggedIn: boolean;
  categories: AppCategory[];
  /** 热门应用's query as applied. */
  query: HotQuery;
  /** The search box as typed; applied `searchDebounce` after the last keystroke (or on Enter). */
  draft: string;
  hot: ListContext<HotApp>;
  mine: ListContext<MyApp>;
  /** A collect changed something 我的应用 shows: it lists again when next shown. */
  mineStale: boolean;
  /** What a collect press made of an app (shown at once; put back if the server refuses). */
  collected: Record<number, boolean>;
  /** Apps whose collect request is in flight. */
  collecting: number[];
  /** Apps pressed within `pressGuard`: a double click sends one request. */
  guarded: number[];
  /** The app whose 尝试指令 is creating its conversation (that card shows loading). */
  opening: number | null;
  /** The own app 删除 asks about, then deletes. */
  deleting: MyApp | null;
  /** Dialog 7: null closed; `app` null creates, else edits that own app. */
  form: { app: MyApp | null } | null;
}

export type AppCentreEvent =
  | { type: 'tab.select'; tab: AppCentreTab }
  | { type: 'category.select'; catId: number | null }
  | { type: 'search.input'; keyword: string }
  | { type: 'search.submit' }
  /** The reader neared the end of the shown list. */
  | { type: 'list.more' }
  | { type: 'list.retry' }
  | { type: 'app.collect'; appId: number }
  | { type: 'app.try'; appId: number }
  | { type: 'app.create' }
  | { type: 'app.edit'; appId: number }
  | { type: 'app.delete'; appId: number }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  /** Dialog 7 closed without saving, or saved. */
  | { type: 'form.close' }
  | { type: 'form.saved' }
  | { type: 'session.change'; loggedIn: boolean }
  /** Internal: the query changed, list 热门应用 again. */
  | { type: 'hot.reload' }
  /** Internal: list 我的应用 again (shown, or when next shown). */
  | { type: 'mine.reload' }
  /** Internal: a collect's reply, and the end of its press guard. */
  | { type: 'collect.done'; appId: number; message: string }
  | { type: 'collect.failed'; appId: number; error: unknown }
  | { type: 'collect.guardOpen'; appId: number };

export type AppCentreEmitted =
  | { type: 'notify'; notice: Notice<AppStoreMessageKey> }
  /** 尝试指令 made the conversation: the app shows it (/chat/:id) with the examples as starter chips. */
  | { type: 'openChat'; groupId: number; demoLines: string[]; group: AppChatGroup }
  /** A visitor pressed what needs a login. */
  | { type: 'requestLogin' };

interface AppCentreInput {
  tab?: AppCentreTab;
  loggedIn: boolean;
}

const applied = (draft: string) => draft.trim().slice(0, maxAppKeywordLength);
const without = (list: number[], id: number) => list.filter((item) => item !== id);
/** Rows of the next page not shown yet (热门 order can move an app between pages). */
const appendNew = <Row extends { id: number }>(rows: Row[], next: Row[]) => [...rows, ...next.filter((row) => !rows.some((shown) => shown.id === row.id))];
const emptyList = { rows: [], page: 0, count: 0 };

/**
 * The app centre (dialog 8 and /app-store; docs/apps.md): 热门应用 pages through the listed apps of a category (全部
 * first) matching a search applied `searchDebounce` after typing stops; 我的应用 pages through one's own apps (with
 * their review badges) and the collected ones. A new query lists again from the top: the loading state is re-entered,
 * so the reply of the query before is dropped with its invocation. Collecting shows at once, one request per app at a
 * time and none within `pressGuard` of the last press; 尝试指令 makes the app's conversation (that card loading) and
 * emits `openChat`; 删除 asks first; 创建应用 and 编辑 open dialog 7, after which 我的应用 lists again. Visitors browse
 * 热门应用; the rest emits `requestLogin`.
 */
const appCentreMachine = setup({
  types: {
    context: {} as AppCentreContext,
    events: {} as AppCentreEvent,
    input: {} as AppCentreInput,
    emitted: {} as AppCentreEmitted,
  },
  actors: {
    loadCategories: fromPromise<AppCategory[]>(() => Promise.reject(new Error('appCentre: provide loadCategories'))),
    loadHot: fromPromise<AppPage<HotApp>, { query: HotQuery; page: number }>(() => Promise.reject(new Error('appCentre: provide loadHot'))),
    loadMine: fromPromise<AppPage<MyApp>, { page: number }>(() => Promise.reject(new Error('appCentre: provide loadMine'))),
    /** Sends `collect.done` or `collect.failed` back: one child per app in flight. */
    collect: fromCallback<AppCentreEvent, { appId: number }>(({ sendBack }) => {
      sendBack({ type: 'collect.failed', appId: 0, error: new Error('appCentre: provide collect') });
    }),
    createChat: fromPromise<AppChatGroup, { appId: number }>(() => Promise.reject(new Error('appCentre: provide createChat'))),
    deleteApp: fromPromise<unknown, { appId: number }>(() => Promise.reject(new Error('appCentre: provide deleteApp'))),
  },
  actions: {
    keepDraft: assign({ draft: ({ event }) => (event.type === 'search.input' ? event.keyword : '') }),
    requestLogin: emit({ type: 'requestLogin' as const }),
  },
  guards: {
    loggedIn: ({ context }) => context.loggedIn,
    onMine: ({ context }) => context.tab === 'mine',
    hotHasMore: ({ context }) => context.hot.rows.length < context.hot.count,
    mineHasMore: ({ context }) => context.mine.rows.length < context.mine.count,
    otherCategory: ({ context, event }) => event.type === 'category.select' && event.catId !== context.query.catId,
    otherKeyword: ({ context }) => applied(context.draft) !== context.query.keyword,
  },
  delays: { searchDebounce: 300, pressGuard: 300 },
}).createMachine({
  id: 'appCentre',
  context: ({ input }) => ({
    tab: input.tab ?? 'hot',
    loggedIn: input.loggedIn,
    categories: [],
    query: { catId: null, keyword: '' },
    draft: '',
    hot: emptyList,
    mine: emptyList,
    mineStale: false,
    collected: {},
    collecting: [],
    guarded: [],
    opening: null,
    deleting: null,
    form: null,
  }),
  type: 'parallel',
  states: {
    categories: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'loadCategories',
            onDone: { target: 'shown', actions: assign({ categories: ({ event }) => event.output }) },
            // Without chips 全部 still lists everything: nothing to say.
            onError: 'shown',
          },
        },
        shown: {},
      },
    },
    search: {
      initial: 'idle',
      // Self-transitions on the child states: one on the region re-enters the whole machine (every region restarts).
      states: {
        idle: { on: { 'search.input': { target: 'typing', actions: 'keepDraft' } } },
        typing: {
          on: { 'search.input': { target: 'typing', reenter: true, actions: 'keepDraft' } },
          after: { searchDebounce: { target: 'idle', actions: raise({ type: 'search.submit' }) } },
        },
      },
      on: {
        'search.submit': {
          target: '.idle',
          guard: 'otherKeyword',
          actions: [assign({ query: ({ context }) => ({ ...context.query, keyword: applied(context.draft) }) }), raise({ type: 'hot.reload' })],
        },
      },
    },
    hot: {
      initial: 'loading',
      states: {
        loading: {
          on: { 'hot.reload': { target: 'loading', reenter: true } },
          entry: assign({ hot: emptyList }),
          invoke: {
            src: 'loadHot',
            input: ({ context }) => ({ query: context.query, page: 1 }),
            onDone: [
              { guard: ({ event }) => event.output.rows.length === 0, target: 'empty' },
              { target: 'ready', actions: assign({ hot: ({ event }) => ({ rows: event.output.rows, page: 1, count: event.output.count }) }) },
            ],
            onError: 'failed',
          },
        },
        ready: {
          initial: 'idle',
          states: {
            idle: { on: { 'list.more': { guard: and(['hotHasMore', not('onMine')]), target: 'loadingMore' } } },
            loadingMore: {
              invoke: {
                src: 'loadHot',
                input: ({ context }) => ({ query: context.query, page: context.hot.page + 1 }),
                onDone: {
                  target: 'idle',
                  actions: assign({
                    hot: ({ context, event }) => ({
                      rows: appendNew(context.hot.rows, event.output.rows),
                      page: context.hot.page + 1,
                      // A page past the end (the catalog shrank meanwhile) ends the list.
                      count: event.output.rows.length === 0 ? context.hot.rows.length : event.output.count,
                    }),
                  }),
                },
                onError: 'moreFailed',
              },
            },
            moreFailed: { on: { 'list.retry': { guard: not('onMine'), target: 'loadingMore' }, 'list.more': { guard: not('onMine'), target: 'loadingMore' } } },
          },
          on: { 'hot.reload': 'loading' },
        },
        empty: { on: { 'hot.reload': 'loading' } },
        failed: { on: { 'hot.reload': 'loading', 'list.retry': { guard: not('onMine'), target: 'loading' } } },
      },
      on: {
        'category.select': {
          guard: 'otherCategory',
          actions: [assign({ query: ({ context, event }) => ({ ...context.query, catId: event.catId }) }), raise({ type: 'hot.reload' })],
        },
      },
    },
    mine: {
      // Listed when first shown, and again when shown after a change (a save, a collect elsewhere).
      initial: 'unloaded',
      states: {
        unloaded: {
          always: { guard: and(['onMine', 'loggedIn']), target: 'loading' },
          on: { 'mine.reload': { guard: and(['onMine', 'loggedIn']), target: 'loading' } },
        },
        loading: {
          on: { 'mine.reload': { target: 'loading', reenter: true } },
          entry: assign({ mine: emptyList, mineStale: false }),
          invoke: {
            src: 'loadMine',
            input: () => ({ page: 1 }),
            onDone: [
              { guard: ({ event }) => event.output.rows.length === 0, target: 'empty' },
              { target: 'ready', actions: assign({ mine: ({ event }) => ({ rows: event.output.rows, page: 1, count: event.output.count }) }) },
            ],
            onError: 'failed',
          },
        },
        ready: {
          initial: 'idle',
          states: {
            idle: { on: { 'list.more': { guard: and(['mineHasMore', 'onMine']), target: 'loadingMore' } } },
            loadingMore: {
              invoke: {
                src: 'loadMine',
                input: ({ context }) => ({ page: context.mine.page + 1 }),
                onDone: {
                  target: 'idle',
                  actions: assign({
                    mine: ({ context, event }) => ({
                      rows: appendNew(context.mine.rows, event.output.rows),
                      page: context.mine.page + 1,
                      count: event.output.rows.length === 0 ? context.mine.rows.length : event.output.count,
                    }),
                  }),
                },
                onError: 'moreFailed',
              },
            },
            moreFailed: { on: { 'list.retry': { guard: 'onMine', target: 'loadingMore' }, 'list.more': { guard: 'onMine', target: 'loadingMore' } } },
          },
        },
        empty: {},
        failed: { on: { 'list.retry': { guard: 'onMine', target: 'loading' } } },
      },
      on: {
        // Shown (or logged in, or saved): list again if it changed; logged out it forgets.
        'mine.reload': [
          { guard: not('loggedIn'), target: '.unloaded', actions: assign({ mine: emptyList }) },
          { guard: 'onMine', target: '.loading' },
          { target: '.unloaded', actions: assign({ mine: emptyList }) },
        ],
      },
    },
    chat: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'app.try': [
              { guard: not('loggedIn'), actions: 'requestLogin' },
              { target: 'creating', actions: assign({ opening: ({ event }) => event.appId }) },
            ],
          },
        },
        // One conversation at a time: further presses wait for this one.
        creating: {
          invoke: {
            src: 'createChat',
            input: ({ context }) => ({ appId: context.opening ?? 0 }),
            onDone: {
              target: 'idle',
              actions: [
                emit(({ event }) => ({
                  type: 'openChat' as const,
                  groupId: event.output.id,
                  demoLines: demoLinesOf(event.output.demoData),
                  group: event.output,
                })),
                assign({ opening: null }),
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                emit(({ event }) => ({
                  type: 'notify' as const,
                  notice: { tone: 'error' as const, message: failureMessage(event.error, 'appStore.try.failed') },
                })),
                assign({ opening: null }),
              ],
            },
          },
        },
      },
    },
    deletion: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'app.delete': {
              guard: ({ context, event }) => context.mine.rows.some((row) => row.appId === event.appId && row.isMine),
              target: 'confirming',
              actions: assign({ deleting: ({ context, event }) => context.mine.rows.find((row) => row.appId === event.appId) ?? null }),
            },
          },
        },
        confirming: {
          on: {
            'delete.confirm': 'deleting',
            'delete.cancel': { target: 'idle', actions: assign({ deleting: null }) },
          },
        },
        // Cancel is not offered while the call runs: its answer decides.
        deleting: {
          invoke: {
            src: 'deleteApp',
            input: ({ context }) => ({ appId: context.deleting?.appId ?? 0 }),
            onDone: {
              target: 'idle',
              actions: [
                assign({
                  mine: ({ context }) => ({
                    ...context.mine,
                    rows: context.mine.rows.filter((row) => row.appId !== context.deleting?.appId),
                    count: Math.max(0, context.mine.count - 1),
                  }),
                  deleting: null,
                }),
                emit({ type: 'notify' as const, notice: { tone: 'success' as const, message: { key: 'appStore.delete.done' as const } } }),
                // 热门应用 may list it: it lists again (behind 我的应用, which keeps its rows without the deleted one).
                raise({ type: 'hot.reload' }),
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                emit(({ event }) => ({
                  type: 'notify' as const,
                  notice: { tone: 'error' as const, message: failureMessage(event.error, 'appStore.delete.failed') },
                })),
                assign({ deleting: null }),
              ],
            },
          },
        },
      },
    },
    form: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'app.create': [
              { guard: not('loggedIn'), actions: 'requestLogin' },
              { target: 'open', actions: assign({ form: { app: null } }) },
            ],
            'app.edit': {
              // 应用审核中，暂不可编辑: the card's 编辑 is disabled then; a stray event changes nothing.
              guard: ({ context, event }) =>
                context.mine.rows.some((row) => row.appId === event.appId && row.isMine && row.status !== 'pending' && !row.hasPendingRevision),
              target: 'open',
              actions: assign({ form: ({ context, event }) => ({ app: context.mine.rows.find((row) => row.appId === event.appId) ?? null }) }),
            },
          },
        },
        open: {
          on: {
            'form.close': { target: 'closed', actions: assign({ form: null }) },
            // The dialog toasted 个人应用创建完成！ or 个人应用修改完成！: 我的应用 shows it.
            'form.saved': {
              target: 'closed',
              actions: [assign({ form: null, tab: 'mine', mineStale: true }), raise({ type: 'mine.reload' }), raise({ type: 'hot.reload' })],
            },
          },
        },
      },
    },
  },
  on: {
    'tab.select': {
      guard: ({ context, event }) => event.tab !== context.tab,
      actions: [
        assign({ tab: ({ event }) => event.tab }),
        enqueueActions(({ context, enqueue }) => {
          if (context.tab === 'mine' && context.mineStale) enqueue.raise({ type: 'mine.reload' });
        }),
      ],
    },
    'session.change': {
      guard: ({ context, event }) => event.loggedIn !== context.loggedIn,
      // Who is asking changes isCollected and 我的应用: both list again.
      actions: [assign({ loggedIn: ({ event }) => event.loggedIn, collected: {} }), raise({ type: 'hot.reload' }), raise({ type: 'mine.reload' })],
    },
    'app.collect': [
      { guard: not('loggedIn'), actions: 'requestLogin' },
      {
        // In flight or within the guard: ignored.
        guard: ({ context, event }) => !context.collecting.includes(event.appId) && !context.guarded.includes(event.appId),
        actions: enqueueActions(({ context, event, enqueue }) => {
          const now = collectedOf(context, event.appId);
          enqueue.assign({
            collected: { ...context.collected, [event.appId]: !now },
            collecting: [...context.collecting, event.appId],
            guarded: [...context.guarded, event.appId],
          });
          enqueue.spawnChild('collect', { id: `collect-${event.appId}`, input: { appId: event.appId } });
          enqueue.raise({ type: 'collect.guardOpen', appId: event.appId }, { delay: 'pressGuard', id: `guard-${event.appId}` });
        }),
      },
    ],
    'collect.guardOpen': { actions: assign({ guarded: ({ context, event }) => without(context.guarded, event.appId) }) },
    'collect.done': {
      actions: [
        stopChild(({ event }) => `collect-${event.appId}`),
        assign({ collecting: ({ context, event }) => without(context.collecting, event.appId), mineStale: true }),
        emit(({ context, event }) => ({
          type: 'notify' as const,
          notice: {
            tone: 'success' as const,
            message: event.message.trim()
              ? { text: event.message.trim() }
              : { key: collectedOf(context, event.appId) ? ('appStore.collect.added' as const) : ('appStore.collect.removed' as const) },
          },
        })),
      ],
    },
    'collect.failed': {
      actions: [
        stopChild(({ event }) => `collect-${event.appId}`),
        assign({
          collected: ({ context, event }) => {
            const { [event.appId]: _refused, ...rest } = context.collected;
            return rest;
          },
          collecting: ({ context, event }) => without(context.collecting, event.appId),
        }),
        emit(({ event }) => ({ type: 'notify' as const, notice: { tone: 'error' as const, message: failureMessage(event.error, 'appStore.collect.failed') } })),
      ],
    },
  },
});

/** Whether an app shows as collected: a press's answer first, else what the lists say (a collected row of 我的应用 is). */
export function collectedOf(context: Pick<AppCentreContext, 'collected' | 'hot' | 'mine'>, appId: number): boolean {
  const pressed = context.collected[appId];
  if (pressed !== undefined) return pressed;
  const hot = context.hot.rows.find((row) => row.id === appId);
  if (hot) return hot.isCollected;
  const mine = context.mine.rows.find((row) => row.appId === appId);
  return mine ? !mine.isMine : false;
}

/** The machine with its calls. */
export const provideAppCentre = (services: AppCentreServices) =>
  appCentreMachine.provide({
    actors: {
      loadCategories: fromPromise<AppCategory[]>(() => services.loadCategories()),
      loadHot: fromPromise<AppPage<HotApp>, { query: HotQuery; page: number }>(({ input }) => services.loadHot(input.query, input.page, appPageSize)),
      loadMine: fromPromise<AppPage<MyApp>, { page: number }>(({ input }) => services.loadMine(input.page, appPageSize)),
      collect: fromCallback<AppCentreEvent, { appId: number }>(({ input, sendBack }) => {
        let stopped = false;
        services.collect(input.appId).then(
          (message) => !stopped && sendBack({ type: 'collect.done', appId: input.appId, message: typeof message === 'string' ? message : '' }),
          (error: unknown) => !stopped && sendBack({ type: 'collect.failed', appId: input.appId, error }),
        );
        return () => {
          stopped = true;
        };
      }),
      createChat: fromPromise<AppChatGroup, { appId: number }>(({ input }) => services.createChat(input.appId)),
      deleteApp: fromPromise<unknown, { appId: number }>(({ input }) => services.deleteApp(input.appId)),
    },
  });
