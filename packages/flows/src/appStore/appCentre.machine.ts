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

/** What the app centre and the role gallery call (the app passes the API, stories and tests fakes). */
export interface AppListServices {
  /** GET /app/queryCats. */
  loadCategories(): Promise<AppCategory[]>;
  /** GET /app/list {catId?, keyword?, page, size}. */
  loadHot(query: HotQuery, page: number, size: number): Promise<AppPage<HotApp>>;
  /** POST /app/collect {appId}: the server's message (加入 or 取消收藏). */
  collect(appId: number): Promise<string>;
  /** POST /group/create {appId}: the app's new conversation. */
  createChat(appId: number): Promise<AppChatGroup>;
}

/** What the app centre calls besides: 我的应用 and 删除. */
export interface AppCentreServices extends AppListServices {
  /** GET /app/mineAppsV3 {page, size}. */
  loadMine(page: number, size: number): Promise<AppPage<MyApp>>;
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

/** The role categories (GET /app/queryCats rows with `role: true`): their apps are the role gallery's characters. */
export const roleCategoriesOf = (categories: AppCategory[]) => categories.filter((category) => category.role);

/** The paged lists: 热门应用 (also the role gallery's characters) and 我的应用. */
type ListKey = 'hot' | 'mine';
/** A page asked of a list (热门应用's query; 我的应用 takes none). */
interface PageRequest {
  list: ListKey;
  query: HotQuery;
  page: number;
}
/** A page as it arrived, with the list it belongs to. */
type LoadedPage = { list: 'hot'; page: AppPage<HotApp> } | { list: 'mine'; page: AppPage<MyApp> };

const applied = (draft: string) => draft.trim().slice(0, maxAppKeywordLength);
const without = (list: number[], id: number) => list.filter((item) => item !== id);
/** A list after its next page: the rows not shown yet appended (热门 order can move an app between pages). */
const nextPage = <Row extends { id: number }>(list: ListContext<Row>, next: AppPage<Row>): ListContext<Row> => ({
  rows: [...list.rows, ...next.rows.filter((row) => !list.rows.some((shown) => shown.id === row.id))],
  page: list.page + 1,
  // A page past the end (the catalog shrank meanwhile) ends the list.
  count: next.rows.length === 0 ? list.rows.length : next.count,
});
/** The context with a list's first page, or its next one. */
const withPage = (context: AppCentreContext, { list, page }: LoadedPage, first: boolean): Partial<AppCentreContext> => {
  if (list === 'hot') return { hot: first ? { rows: page.rows, page: 1, count: page.count } : nextPage(context.hot, page) };
  return { mine: first ? { rows: page.rows, page: 1, count: page.count } : nextPage(context.mine, page) };
};
const emptyList = { rows: [], page: 0, count: 0 };
/** A refused call's notice: the server's words, else the catalog's `fallback`. */
const refusal = (error: unknown, fallback: 'appStore.try.failed' | 'appStore.delete.failed' | 'appStore.collect.failed') => ({
  type: 'notify' as const,
  notice: { tone: 'error' as const, message: failureMessage(error, fallback) },
});

/**
 * What the app centre and the role gallery (`roleGallery.machine.ts`) are built from: one setup, so the regions below
 * (typed by it) serve both machines. XState types a state config by its setup's context and events, and a config typed
 * by one setup does not fit another's: the role gallery therefore keeps the app centre's context, and leaves what only
 * 我的应用, 删除 and dialog 7 use at its start.
 */
export const appStoreSetup = setup({
  types: {
    context: {} as AppCentreContext,
    events: {} as AppCentreEvent,
    input: {} as AppCentreInput,
    emitted: {} as AppCentreEmitted,
  },
  actors: {
    loadCategories: fromPromise<AppCategory[]>(() => Promise.reject(new Error('appCentre: provide loadCategories'))),
    loadPage: fromPromise<LoadedPage, PageRequest>(() => Promise.reject(new Error('appCentre: provide loadPage'))),
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
    /** The list's tab is shown: only then does it page (the other tab's end may still come into view). */
    onTab: ({ context }, { list }: { list: ListKey }) => (context.tab === 'mine') === (list === 'mine'),
    hasMore: ({ context }, { list }: { list: ListKey }) => context[list].rows.length < context[list].count,
    otherCategory: ({ context, event }) => event.type === 'category.select' && event.catId !== context.query.catId,
    otherKeyword: ({ context }) => applied(context.draft) !== context.query.keyword,
    /** A role category is known (the role gallery lists the first one). */
    roleKnown: ({ context }) => roleCategoriesOf(context.categories).length > 0,
    /** The chip is a role category's. */
    roleChip: ({ context, event }) => event.type === 'category.select' && roleCategoriesOf(context.categories).some((category) => category.id === event.catId),
  },
  delays: { searchDebounce: 300, pressGuard: 300 },
});

/** Where both machines start: 热门应用 (or the tab asked for) with its query unapplied, nothing collected or opening. */
export const appStoreContext = ({ input }: { input: AppCentreInput }): AppCentreContext => ({
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
});

/**
 * The categories (GET /app/queryCats), for the chips. The app centre says nothing when they fail (全部 still lists
 * everything); the role gallery, which needs them, offers 重试 (`list.retry`).
 */
export const categoriesRegion = appStoreSetup.createStateConfig({
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadCategories',
        onDone: { target: 'shown', actions: assign({ categories: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    shown: {},
    failed: { on: { 'list.retry': 'loading' } },
  },
});

/**
 * The search box: what is typed is kept (`draft`) and applied `searchDebounce` after the last keystroke, or at once on
 * Enter (`search.submit`); the same words again list nothing.
 */
export const searchRegion = appStoreSetup.createStateConfig({
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
});

/**
 * A paged list's states: `loading` its first page, `ready` with the next page loaded when the reader nears the end on
 * its tab (`list.more`; a failure offers 重试), `empty`, `failed` (重试). Its region lists again by entering `loading`
 * anew: the reply of the query before is dropped with its invocation, and so is a next page on its way.
 */
const pagedList = (list: ListKey) => {
  const onTab = { type: 'onTab', params: { list } } as const;
  return appStoreSetup.createStateConfig({
    initial: 'loading',
    states: {
      loading: {
        entry: assign(() => (list === 'hot' ? { hot: emptyList } : { mine: emptyList, mineStale: false })),
        invoke: {
          src: 'loadPage',
          input: ({ context }) => ({ list, query: context.query, page: 1 }),
          onDone: [
            { guard: ({ event }) => event.output.page.rows.length === 0, target: 'empty' },
            { target: 'ready', actions: assign(({ context, event }) => withPage(context, event.output, true)) },
          ],
          onError: 'failed',
        },
      },
      ready: {
        initial: 'idle',
        states: {
          idle: { on: { 'list.more': { guard: and([{ type: 'hasMore', params: { list } }, onTab]), target: 'loadingMore' } } },
          loadingMore: {
            invoke: {
              src: 'loadPage',
              input: ({ context }) => ({ list, query: context.query, page: context[list].page + 1 }),
              onDone: { target: 'idle', actions: assign(({ context, event }) => withPage(context, event.output, false)) },
              onError: 'moreFailed',
            },
          },
          moreFailed: { on: { 'list.retry': { guard: onTab, target: 'loadingMore' }, 'list.more': { guard: onTab, target: 'loadingMore' } } },
        },
      },
      empty: {},
      failed: { on: { 'list.retry': { guard: onTab, target: 'loading' } } },
    },
  });
};

/**
 * 热门应用: the listed apps (GET /app/list in 热门 order) of the query as applied — a chip or a search (`hot.reload`)
 * lists again from the top.
 */
export const hotRegion = appStoreSetup.createStateConfig({
  ...pagedList('hot'),
  on: {
    'hot.reload': '.loading',
    'category.select': {
      guard: 'otherCategory',
      actions: [assign({ query: ({ context, event }) => ({ ...context.query, catId: event.catId }) }), raise({ type: 'hot.reload' })],
    },
  },
});

/**
 * 尝试指令 (the role gallery's 开始对话): POST /group/create {appId}, one at a time (`context.opening` is the loading
 * card), then `openChat`; a refusal says why. Visitors are asked to log in.
 */
export const chatRegion = appStoreSetup.createStateConfig({
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
          actions: [emit(({ event }) => refusal(event.error, 'appStore.try.failed')), assign({ opening: null })],
        },
      },
    },
  },
});

/**
 * The root's transitions both machines take: a session change (who asks changes isCollected and 我的应用: both list
 * again) and collecting — shown at once (`context.collected`), one request per app at a time, none within `pressGuard`
 * of the last press (a double click sends one request), put back with the server's text on a refusal.
 */
export const appStoreRoot = appStoreSetup.createStateConfig({
  on: {
    'session.change': {
      guard: ({ context, event }) => event.loggedIn !== context.loggedIn,
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
        emit(({ event }) => refusal(event.error, 'appStore.collect.failed')),
      ],
    },
  },
});

/**
 * The app centre (dialog 8 and /app-store; docs/apps.md): 热门应用 pages through the listed apps of a category (全部
 * first) matching a search applied `searchDebounce` after typing stops; 我的应用 pages through one's own apps (with
 * their review badges) and the collected ones. A new query lists again from the top: the loading state is re-entered,
 * so the reply of the query before is dropped with its invocation. Collecting shows at once, one request per app at a
 * time and none within `pressGuard` of the last press; 尝试指令 makes the app's conversation (that card loading) and
 * emits `openChat`; 删除 asks first; 创建应用 and 编辑 open dialog 7, after which 我的应用 lists again. Visitors browse
 * 热门应用; the rest emits `requestLogin`.
 */
const appCentreMachine = appStoreSetup.createMachine({
  id: 'appCentre',
  context: appStoreContext,
  type: 'parallel',
  states: {
    categories: categoriesRegion,
    search: searchRegion,
    hot: hotRegion,
    mine: {
      // Listed when first shown, and again when shown after a change (a save, a collect elsewhere).
      initial: 'unloaded',
      states: {
        unloaded: {
          always: { guard: and(['onMine', 'loggedIn']), target: 'loading' },
          on: { 'mine.reload': { guard: and(['onMine', 'loggedIn']), target: 'loading' } },
        },
        ...pagedList('mine').states,
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
    chat: chatRegion,
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
              actions: [emit(({ event }) => refusal(event.error, 'appStore.delete.failed')), assign({ deleting: null })],
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
    ...appStoreRoot.on,
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

/** The calls of the pieces both machines share, as their actors; 我的应用's pages are the app centre's alone. */
export const appListActors = (services: AppListServices, loadMine?: AppCentreServices['loadMine']) => ({
  loadCategories: fromPromise<AppCategory[]>(() => services.loadCategories()),
  loadPage: fromPromise<LoadedPage, PageRequest>(async ({ input }) => {
    if (input.list === 'hot') return { list: 'hot', page: await services.loadHot(input.query, input.page, appPageSize) };
    if (!loadMine) throw new Error('appStore: 我的应用 is the app centre’s');
    return { list: 'mine', page: await loadMine(input.page, appPageSize) };
  }),
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
});

/** The machine with its calls. */
export const provideAppCentre = (services: AppCentreServices) =>
  appCentreMachine.provide({
    actors: {
      ...appListActors(services, (page, size) => services.loadMine(page, size)),
      deleteApp: fromPromise<unknown, { appId: number }>(({ input }) => services.deleteApp(input.appId)),
    },
  });
