import { assign, cancel, emit, enqueueActions, fromCallback, fromPromise, not, raise, setup } from 'xstate';
import { appPageSize, demoLinesOf, maxAppKeywordLength } from '../appStore/appStoreTypes';
import { failureMessage, type Notice, textOr } from '../session/notify';
import {
  type Agent,
  type AgentCategory,
  type AgentChatGroup,
  type AgentFeed,
  agentFeed,
  type AgentPage,
  type AgentQuery,
  type AgentTab,
  isOwnAgent,
  loginTabs,
} from './agentsTypes';
import type { AgentsMessageKey } from './messages';

/** What /gpts calls (the web passes the API; stories and tests pass fakes). */
export interface AgentsServices {
  /** POST /gpts/group_query. */
  loadCategories(): Promise<AgentCategory[]>;
  /** GET /gpts/listByFrontType {type, page, size}. */
  loadTab(tab: AgentTab, page: number, size: number): Promise<AgentPage>;
  /** POST /gpts/query {page, size, groupId?, keyword?}. */
  query(query: AgentQuery, page: number, size: number): Promise<AgentPage>;
  /** POST /app/collect {appId}: the server's message (加入 or 取消收藏). */
  collect(appId: number): Promise<string>;
  /** POST /gpts/chat_group_create {appId}. */
  createChat(appId: number): Promise<AgentChatGroup>;
  /** POST /app/delMineApp {id}. */
  deleteAgent(id: number): Promise<unknown>;
}

/** One press of a star: its request, and the press guard after it (a double click sends one request). */
interface Collecting {
  sending: boolean;
  guarded: boolean;
}

export interface AgentsContext {
  /** The shown list: its rows, the pages they reach and the count of all. */
  rows: Agent[];
  page: number;
  count: number;
  /** What it lists: the tab, and 热门's filter as applied. */
  tab: AgentTab;
  query: AgentQuery;
  /** The search box as typed: applied `searchDebounce` after the last keystroke, or on Enter. */
  draft: string;
  /** 热门's chips after 全部. */
  categories: AgentCategory[];
  loggedIn: boolean;
  /** What a star press made of an agent (shown at once; put back when the server refuses), and the stars not free again. */
  collected: Record<number, boolean>;
  collecting: Record<number, Collecting>;
  /** The card whose 开始对话 makes its conversation (loading), the own agent 删除 asks about, the create-agent dialog. */
  opening: number | null;
  deleting: Agent | null;
  /** null closed; `agent` null creates, else edits that own agent. */
  form: { agent: Agent | null } | null;
}

export type AgentsEmitted =
  | { type: 'notify'; notice: Notice<AgentsMessageKey> }
  /** 开始对话 made the conversation: the web opens /gpt/:groupId. */
  | { type: 'openChat'; groupId: number; demoLines: string[] }
  /** A visitor pressed what needs a login. */
  | { type: 'requestLogin' };

export type AgentsEvent =
  | { type: 'tab.select'; tab: AgentTab }
  /** 热门's chips (null: 全部) and search box. */
  | { type: 'category.select'; groupId: number | null }
  | { type: 'search.input'; keyword: string }
  /** A card's star, 开始对话, 编辑 and 删除. */
  | { type: 'agent.collect' | 'agent.start' | 'agent.edit' | 'agent.delete'; appId: number }
  /**
   * Enter in the search, the reader nearing the end of the list, 重试, 创建智能体, the deletion's answer, the dialog
   * closed or saved; internal: `list.reload`, what the list shows changed (a tab, 热门's filter, the session, a save).
   */
  | { type: 'search.submit' | 'list.more' | 'list.retry' | 'list.reload' | 'agent.create' | 'delete.confirm' | 'delete.cancel' | 'form.close' | 'form.saved' }
  | { type: 'session.change'; loggedIn: boolean }
  /** Internal: a star's reply (its text, or the refusal), and the end of its press guard. */
  | { type: 'collect.replied'; appId: number; reply: { message: string } | { error: unknown } }
  | { type: 'collect.unguard'; appId: number };

interface AgentsInput {
  tab?: AgentTab;
  loggedIn: boolean;
}

const applied = (draft: string) => draft.trim().slice(0, maxAppKeywordLength);
/** The star's state once `change` is made to its entry: gone when neither its request nor its guard holds it. */
function collectingAfter(collecting: AgentsContext['collecting'], appId: number, change: Partial<Collecting>): AgentsContext['collecting'] {
  const { [appId]: entry, ...rest } = collecting;
  const next = { sending: false, guarded: false, ...entry, ...change };
  return next.sending || next.guarded ? { ...rest, [appId]: next } : rest;
}

/**
 * /gpts (docs/apps.md "Agents"): tabs 推荐, 热门, 最新, 收藏 and 我的 (GET /gpts/listByFrontType); 收藏 and 我的 ask
 * visitors to log in. 热门 alone has the category chips (全部 first) and the search applied `searchDebounce` after
 * typing stops: filtered, it lists POST /gpts/query. One list is shown, the selected tab's: whatever changes what it
 * shows (a tab, a chip, a search, the session, a save) lists it afresh from its first page, and the listing under way is
 * left, so its reply (a stale one) is dropped. Pages of `appPageSize` follow as the reader nears the end.
 *
 * A star shows its new state at once; one request per agent at a time and none within `pressGuard` of its press (a
 * double click sends one); a refusal puts it back with the server's text. 开始对话 makes the agent's conversation
 * (POST /gpts/chat_group_create; one at a time, that card loading) and emits `openChat`. 我的 shows one's own agents
 * with their review badges; 编辑 (not while 审核中) and 创建智能体 open the create-agent dialog, 删除 asks first.
 */
const agentsMachine = setup({
  types: { context: {} as AgentsContext, events: {} as AgentsEvent, input: {} as AgentsInput, emitted: {} as AgentsEmitted },
  actors: {
    loadCategories: fromPromise<AgentCategory[]>(() => Promise.reject(new Error('agents: provide loadCategories'))),
    loadPage: fromPromise<AgentPage, { feed: AgentFeed; page: number }>(() => Promise.reject(new Error('agents: provide loadPage'))),
    /** Sends `collect.replied` back. */
    collect: fromCallback<AgentsEvent, { appId: number }>(({ sendBack, input: { appId } }) => {
      sendBack({ type: 'collect.replied', appId, reply: { error: new Error('agents: provide collect') } });
    }),
    createChat: fromPromise<AgentChatGroup, { appId: number }>(() => Promise.reject(new Error('agents: provide createChat'))),
    deleteAgent: fromPromise<unknown, { id: number }>(() => Promise.reject(new Error('agents: provide deleteAgent'))),
  },
  actions: {
    reload: raise({ type: 'list.reload' }),
    requestLogin: emit({ type: 'requestLogin' as const }),
    say: emit((_, notice: Notice<AgentsMessageKey>) => ({ type: 'notify' as const, notice })),
  },
  guards: {
    visitor: ({ context }) => !context.loggedIn,
    needsLogin: ({ context }) => !context.loggedIn && loginTabs.includes(context.tab),
    hasMore: ({ context }) => context.rows.length < context.count,
    /** The card is one's own (a row of 我的); `editable`: not waiting for review (应用审核中，暂不可编辑). */
    own: ({ context, event }, { editable }: { editable: boolean }) =>
      'appId' in event &&
      context.rows.some((row) => row.id === event.appId && isOwnAgent(row) && (!editable || (row.status !== 'pending' && !row.hasPendingRevision))),
  },
  delays: { searchDebounce: 300, pressGuard: 300 },
}).createMachine({
  id: 'agents',
  context: ({ input }) => ({
    tab: input.tab ?? 'recommend',
    loggedIn: input.loggedIn,
    categories: [],
    query: { groupId: null, keyword: '' },
    draft: '',
    rows: [],
    page: 0,
    count: 0,
    collected: {},
    collecting: {},
    opening: null,
    deleting: null,
    form: null,
  }),
  // The chips; without them 全部 still lists everything, so a failure says nothing.
  invoke: { src: 'loadCategories', onDone: { actions: assign({ categories: ({ event }) => event.output }) } },
  type: 'parallel',
  states: {
    list: {
      initial: 'choosing',
      states: {
        // Every listing starts from nothing (a visitor's 收藏 and 我的 show nothing either).
        choosing: {
          entry: assign({ rows: [], page: 0, count: 0 }),
          always: [{ guard: 'needsLogin', target: 'loginNeeded' }, { target: 'loading' }],
        },
        loginNeeded: {},
        loading: {
          invoke: {
            src: 'loadPage',
            input: ({ context }) => ({ feed: agentFeed(context.tab, context.query), page: 1 }),
            onDone: { target: 'shown', actions: assign(({ event }) => ({ rows: event.output.rows, page: 1, count: event.output.count })) },
            onError: 'failed',
          },
        },
        // An empty list is shown too (the view says so); the next pages follow from here.
        shown: {
          initial: 'idle',
          states: {
            idle: { on: { 'list.more': { guard: 'hasMore', target: 'paging' } } },
            paging: {
              invoke: {
                src: 'loadPage',
                input: ({ context }) => ({ feed: agentFeed(context.tab, context.query), page: context.page + 1 }),
                // An order can move a row onto the next page: shown once. A page past the end (the list shrank) ends it.
                onDone: {
                  target: 'idle',
                  actions: assign(({ context, event }) => {
                    const rows = [...context.rows, ...event.output.rows.filter((row) => !context.rows.some((shown) => shown.id === row.id))];
                    return { rows, page: context.page + 1, count: event.output.rows.length === 0 ? rows.length : event.output.count };
                  }),
                },
                onError: 'pageFailed',
              },
            },
            pageFailed: { on: { 'list.more': 'paging', 'list.retry': 'paging' } },
          },
        },
        failed: { on: { 'list.retry': 'loading' } },
      },
      // The listing under way is left: its reply is dropped with it.
      on: { 'list.reload': '.choosing' },
    },
    // 开始对话, one conversation at a time (presses meanwhile are dropped); `opening` is the card that loads.
    chat: {
      initial: 'idle',
      states: {
        idle: { on: { 'agent.start': { guard: not('visitor'), target: 'creating' } } },
        creating: {
          entry: assign({ opening: ({ event }) => ('appId' in event ? event.appId : null) }),
          exit: assign({ opening: null }),
          invoke: {
            input: ({ context: { opening } }) => ({ appId: opening ?? 0 }),
            src: 'createChat',
            onDone: {
              target: 'idle',
              actions: emit(({ event: { output } }) => ({ type: 'openChat' as const, groupId: output.id, demoLines: demoLinesOf(output.demoData) })),
            },
            onError: {
              target: 'idle',
              actions: { type: 'say', params: ({ event }) => ({ tone: 'error', message: failureMessage(event.error, 'agents.start.failed') }) },
            },
          },
        },
      },
    },
    // 删除 asks first; once confirmed its answer decides (no cancelling the call).
    deletion: {
      initial: 'idle',
      states: {
        idle: {
          entry: assign({ deleting: null }),
          on: {
            'agent.delete': {
              guard: { type: 'own', params: { editable: false } },
              target: 'asking',
              actions: assign({ deleting: ({ context, event }) => context.rows.find((row) => row.id === event.appId) ?? null }),
            },
          },
        },
        asking: { on: { 'delete.confirm': 'deleting', 'delete.cancel': 'idle' } },
        deleting: {
          invoke: {
            src: 'deleteAgent',
            input: ({ context }) => ({ id: context.deleting?.id ?? 0 }),
            onDone: {
              target: 'idle',
              actions: [
                assign(({ context: { rows, count, deleting } }) => ({ rows: rows.filter((row) => row.id !== deleting?.id), count: Math.max(0, count - 1) })),
                { type: 'say', params: { tone: 'success', message: { key: 'agents.delete.done' } } },
              ],
            },
            onError: {
              target: 'idle',
              actions: { type: 'say', params: ({ event }) => ({ tone: 'error', message: failureMessage(event.error, 'agents.delete.failed') }) },
            },
          },
        },
      },
    },
    // The create-agent dialog: `form.agent` null creates, else edits that own agent (编辑 is disabled while 审核中).
    form: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'agent.create': { guard: not('visitor'), target: 'open', actions: assign({ form: { agent: null } }) },
            'agent.edit': {
              guard: { type: 'own', params: { editable: true } },
              target: 'open',
              actions: assign({ form: ({ context, event }) => ({ agent: context.rows.find((row) => row.id === event.appId) ?? null }) }),
            },
          },
        },
        open: {
          exit: assign({ form: null }),
          // Saved, the dialog said 个人应用创建完成！ or 个人应用修改完成！: 我的 shows it.
          on: { 'form.close': 'closed', 'form.saved': { target: 'closed', actions: [assign({ tab: 'mine' }), 'reload'] } },
        },
      },
    },
  },
  on: {
    // What a visitor presses that needs a login (the regions take these only from members).
    'agent.start': { guard: 'visitor', actions: 'requestLogin' },
    'agent.create': { guard: 'visitor', actions: 'requestLogin' },
    'tab.select': { guard: ({ context, event }) => event.tab !== context.tab, actions: [assign({ tab: ({ event }) => event.tab }), 'reload'] },
    'category.select': {
      guard: ({ context, event }) => context.tab === 'popular' && event.groupId !== context.query.groupId,
      actions: [assign({ query: ({ context, event }) => ({ ...context.query, groupId: event.groupId }) }), 'reload'],
    },
    // Each keystroke puts the search off again; Enter applies it at once. The same words again list nothing.
    'search.input': {
      actions: [
        assign({ draft: ({ event }) => event.keyword }),
        cancel('applySearch'),
        raise({ type: 'search.submit' }, { delay: 'searchDebounce', id: 'applySearch' }),
      ],
    },
    'search.submit': {
      actions: enqueueActions(({ context, enqueue }) => {
        enqueue.cancel('applySearch');
        const keyword = applied(context.draft);
        if (keyword === context.query.keyword || context.tab !== 'popular') return;
        enqueue.assign({ query: { ...context.query, keyword } });
        enqueue.raise({ type: 'list.reload' });
      }),
    },
    'session.change': {
      guard: ({ context, event }) => event.loggedIn !== context.loggedIn,
      actions: [assign({ loggedIn: ({ event }) => event.loggedIn, collected: {} }), 'reload'],
    },
    // A star: shown at once, its request and its guard hold it until both are over.
    'agent.collect': [
      { guard: 'visitor', actions: 'requestLogin' },
      {
        guard: ({ context, event }) => !context.collecting[event.appId],
        actions: enqueueActions(({ context, event: { appId }, enqueue }) => {
          enqueue.assign({
            collected: { ...context.collected, [appId]: !collectedOf(context, appId) },
            collecting: collectingAfter(context.collecting, appId, { sending: true, guarded: true }),
          });
          enqueue.spawnChild('collect', { id: `collect-${appId}`, input: { appId } });
          enqueue.raise({ type: 'collect.unguard', appId }, { delay: 'pressGuard' });
        }),
      },
    ],
    'collect.unguard': { actions: assign({ collecting: ({ context, event }) => collectingAfter(context.collecting, event.appId, { guarded: false }) }) },
    // The server's text either way; a refusal puts the star back.
    'collect.replied': {
      actions: enqueueActions(({ context, event: { appId, reply }, enqueue }) => {
        enqueue.stopChild(`collect-${appId}`);
        const collecting = collectingAfter(context.collecting, appId, { sending: false });
        if ('error' in reply) {
          const { [appId]: _refused, ...collected } = context.collected;
          enqueue.assign({ collected, collecting });
          enqueue({ type: 'say', params: { tone: 'error', message: failureMessage(reply.error, 'agents.collect.failed') } });
          return;
        }
        enqueue.assign({ collecting });
        const fallback = collectedOf(context, appId) ? 'agents.collect.added' : 'agents.collect.removed';
        enqueue({ type: 'say', params: { tone: 'success', message: textOr(reply.message, fallback) } });
      }),
    },
  },
});

/** Whether an agent shows as collected: a press's answer first, else what its row says. */
export function collectedOf(context: Pick<AgentsContext, 'collected' | 'rows'>, appId: number): boolean {
  return context.collected[appId] ?? context.rows.find((row) => row.id === appId)?.isCollected ?? false;
}

/** The machine with its calls: a tab lists GET /gpts/listByFrontType, 热门 filtered POST /gpts/query. */
export const provideAgents = (services: AgentsServices) =>
  agentsMachine.provide({
    actors: {
      loadCategories: fromPromise(() => services.loadCategories()),
      loadPage: fromPromise<AgentPage, { feed: AgentFeed; page: number }>(({ input: { feed, page } }) =>
        feed.kind === 'tab'
          ? services.loadTab(feed.tab, page, appPageSize)
          : services.query({ groupId: feed.groupId, keyword: feed.keyword }, page, appPageSize),
      ),
      collect: fromCallback<AgentsEvent, { appId: number }>(({ input: { appId }, sendBack }) => {
        let live = true;
        const reply = (answer: { message: string } | { error: unknown }) => live && sendBack({ type: 'collect.replied', appId, reply: answer });
        services.collect(appId).then(
          (message) => reply({ message: typeof message === 'string' ? message : '' }),
          (error: unknown) => reply({ error }),
        );
        return () => {
          live = false;
        };
      }),
      createChat: fromPromise<AgentChatGroup, { appId: number }>(({ input }) => services.createChat(input.appId)),
      deleteAgent: fromPromise<unknown, { id: number }>(({ input }) => services.deleteAgent(input.id)),
    },
  });
