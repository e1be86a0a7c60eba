import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { deferred } from '../settings/testing';
import { type AgentsServices, collectedOf, provideAgents } from './agents.machine';
import { agentCategoriesFixture, agentChatGroupFixture, agentsFixture, myAgentsFixture } from './agentsFixtures';
import type { AgentPage, AgentTab } from './agentsTypes';

/** A fake call whose replies the test gives by hand, in any order: `calls[n]` holds its arguments and settles it. */
function held<Args extends unknown[], Result>() {
  const calls: { args: Args; resolve(value: Result): void; reject(error: unknown): void }[] = [];
  const fn = vi.fn((...args: Args) => {
    const { promise, resolve, reject } = deferred<Result>();
    calls.push({ args, resolve, reject });
    return promise;
  });
  return { fn, calls };
}

function fakeServer() {
  const tabs = held<[AgentTab, number, number], AgentPage>();
  const queries = held<[{ groupId: number | null; keyword: string }, number, number], AgentPage>();
  const collects = held<[number], string>();
  const chats = held<[number], ReturnType<typeof agentChatGroupFixture>>();
  const deletes = held<[number], unknown>();
  const services: AgentsServices = {
    loadCategories: vi.fn(async () => agentCategoriesFixture),
    loadTab: tabs.fn,
    query: queries.fn,
    collect: collects.fn,
    createChat: chats.fn,
    deleteAgent: deletes.fn,
  };
  return { services, tabs: tabs.calls, queries: queries.calls, collects: collects.calls, chats: chats.calls, deletes: deletes.calls };
}

function start({ loggedIn = true, tab }: { loggedIn?: boolean; tab?: AgentTab } = {}) {
  const server = fakeServer();
  const clock = new SimulatedClock();
  const emitted = { notify: vi.fn(), openChat: vi.fn(), requestLogin: vi.fn() };
  const actor = createActor(provideAgents(server.services), { input: { loggedIn, tab }, clock });
  actor.on('notify', (event) => emitted.notify(event.notice));
  actor.on('openChat', (event) => emitted.openChat(event.groupId, event.demoLines));
  actor.on('requestLogin', () => emitted.requestLogin());
  actor.start();
  const context = () => actor.getSnapshot().context;
  const ids = () => context().rows.map((row) => row.id);
  const matches = (value: Parameters<ReturnType<typeof actor.getSnapshot>['matches']>[0]) => actor.getSnapshot().matches(value);
  return { ...server, actor, clock, emitted, context, ids, matches };
}

const page = (rows: AgentPage['rows'], count = rows.length): AgentPage => ({ rows, count });
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('agentsMachine: tabs', () => {
  it('lists 推荐 first, then the tab chosen; a tab’s late reply after a switch is dropped', async () => {
    const { actor, tabs, ids, context, matches } = start();
    expect(tabs.map((call) => call.args)).toEqual([['recommend', 1, 24]]);
    actor.send({ type: 'tab.select', tab: 'latest' });
    actor.send({ type: 'tab.select', tab: 'popular' });
    expect(tabs.map((call) => call.args[0])).toEqual(['recommend', 'latest', 'popular']);
    tabs[2]!.resolve(page(agentsFixture(2, 50)));
    tabs[0]!.resolve(page(agentsFixture(3, 100)));
    tabs[1]!.resolve(page(agentsFixture(3, 80)));
    await vi.waitFor(() => expect(ids()).toEqual([50, 49]));
    await tick();
    expect(ids()).toEqual([50, 49]);
    expect(matches({ list: { shown: 'idle' } })).toBe(true);
    // The same tab again lists nothing.
    actor.send({ type: 'tab.select', tab: 'popular' });
    expect(tabs).toHaveLength(3);
    expect(context().categories).toEqual(agentCategoriesFixture);
  });

  it('pages to the count, a row moved onto the next page shown once; an empty tab is shown empty', async () => {
    const { actor, tabs, ids, context } = start({ tab: 'latest' });
    tabs[0]!.resolve(page(agentsFixture(3, 100), 5));
    await vi.waitFor(() => expect(ids()).toEqual([100, 99, 98]));
    actor.send({ type: 'list.more' });
    actor.send({ type: 'list.more' });
    expect(tabs.map((call) => call.args)).toEqual([
      ['latest', 1, 24],
      ['latest', 2, 24],
    ]);
    tabs[1]!.resolve(page(agentsFixture(3, 98), 5));
    await vi.waitFor(() => expect(ids()).toEqual([100, 99, 98, 97, 96]));
    actor.send({ type: 'list.more' });
    expect(tabs).toHaveLength(2);
    actor.send({ type: 'tab.select', tab: 'recommend' });
    tabs[2]!.resolve(page([]));
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ list: 'shown' })).toBe(true));
    expect(context().rows).toEqual([]);
  });

  it('a failed list, then 重试; a failed next page, then 重试 asks for that page again', async () => {
    const { actor, tabs, ids, matches } = start();
    tabs[0]!.reject(new Error('offline'));
    await vi.waitFor(() => expect(matches({ list: 'failed' })).toBe(true));
    actor.send({ type: 'list.retry' });
    tabs[1]!.resolve(page(agentsFixture(2, 10), 4));
    await vi.waitFor(() => expect(ids()).toEqual([10, 9]));
    actor.send({ type: 'list.more' });
    tabs[2]!.reject(new Error('offline'));
    await vi.waitFor(() => expect(matches({ list: { shown: 'pageFailed' } })).toBe(true));
    actor.send({ type: 'list.retry' });
    expect(tabs[3]!.args).toEqual(['recommend', 2, 24]);
  });

  it('收藏 and 我的 ask a visitor to log in and call nothing; logging in lists them; logging out forgets them', async () => {
    const { actor, tabs, matches, ids, emitted } = start({ loggedIn: false, tab: 'favorite' });
    expect(matches({ list: 'loginNeeded' })).toBe(true);
    expect(tabs).toHaveLength(0);
    actor.send({ type: 'tab.select', tab: 'mine' });
    expect(matches({ list: 'loginNeeded' })).toBe(true);
    actor.send({ type: 'tab.select', tab: 'recommend' });
    expect(tabs.map((call) => call.args[0])).toEqual(['recommend']);
    // A visitor's star, 开始对话 and 创建智能体 ask for a login and change nothing.
    actor.send({ type: 'agent.collect', appId: 1 });
    actor.send({ type: 'agent.start', appId: 1 });
    actor.send({ type: 'agent.create' });
    expect(emitted.requestLogin).toHaveBeenCalledTimes(3);
    expect(actor.getSnapshot().context.form).toBeNull();
    actor.send({ type: 'tab.select', tab: 'mine' });
    actor.send({ type: 'session.change', loggedIn: true });
    expect(tabs.map((call) => call.args[0])).toEqual(['recommend', 'mine']);
    tabs[1]!.resolve(page(myAgentsFixture));
    await vi.waitFor(() => expect(ids()).toHaveLength(myAgentsFixture.length));
    actor.send({ type: 'session.change', loggedIn: false });
    expect(matches({ list: 'loginNeeded' })).toBe(true);
    expect(ids()).toEqual([]);
  });
});

describe('agentsMachine: 热门’s chips and search', () => {
  it('a chip lists POST /gpts/query; 全部 without words lists the tab again; chips elsewhere change nothing', () => {
    const { actor, tabs, queries } = start({ tab: 'recommend' });
    actor.send({ type: 'category.select', groupId: 3 });
    expect(queries).toHaveLength(0);
    actor.send({ type: 'tab.select', tab: 'popular' });
    actor.send({ type: 'category.select', groupId: 3 });
    actor.send({ type: 'category.select', groupId: 3 });
    expect(queries.map((call) => call.args)).toEqual([[{ groupId: 3, keyword: '' }, 1, 24]]);
    actor.send({ type: 'category.select', groupId: null });
    expect(tabs.map((call) => call.args[0])).toEqual(['recommend', 'popular', 'popular']);
  });

  it('searches 300 ms after the last keystroke (simulated time), at once on Enter; the same words list nothing', () => {
    const { actor, clock, queries } = start({ tab: 'popular' });
    const searched = () => queries.map((call) => call.args[0].keyword);
    // [typed (null: nothing), then the time passing, then the searches so far]
    const script: [string | null, number, string[]][] = [
      ['周', 200, []],
      [' 周报 ', 299, []],
      [null, 1, ['周报']],
      ['周报', 300, ['周报']],
      ['口语', 100, ['周报']],
    ];
    for (const [typed, wait, expected] of script) {
      if (typed !== null) actor.send({ type: 'search.input', keyword: typed });
      clock.increment(wait);
      expect(searched()).toEqual(expected);
    }
    actor.send({ type: 'search.submit' });
    expect(searched()).toEqual(['周报', '口语']);
    clock.increment(1_000);
    expect(searched()).toEqual(['周报', '口语']);
    expect(queries.every((call) => call.args[0].groupId === null && call.args[1] === 1)).toBe(true);
  });

  it('drops a stale reply: the earlier search answering last is not shown, nor a next page of the query before', async () => {
    const { actor, clock, tabs, queries, ids, matches } = start({ tab: 'popular' });
    tabs[0]!.resolve(page(agentsFixture(2, 100), 4));
    await vi.waitFor(() => expect(ids()).toEqual([100, 99]));
    actor.send({ type: 'list.more' });
    actor.send({ type: 'search.input', keyword: '周' });
    clock.increment(300);
    actor.send({ type: 'category.select', groupId: 4 });
    expect(queries.map((call) => call.args[0])).toEqual([
      { groupId: null, keyword: '周' },
      { groupId: 4, keyword: '周' },
    ]);
    queries[1]!.resolve(page(agentsFixture(1, 40)));
    queries[0]!.resolve(page(agentsFixture(3, 60)));
    tabs[1]!.resolve(page(agentsFixture(2, 98), 4));
    await vi.waitFor(() => expect(ids()).toEqual([40]));
    await tick();
    expect(ids()).toEqual([40]);
    expect(matches({ list: { shown: 'idle' } })).toBe(true);
  });
});

describe('agentsMachine: collect', () => {
  it('shows at once; a double click 50 ms apart sends one request; after the guard and the reply it toggles back', async () => {
    const { actor, clock, tabs, collects, context, emitted, services } = start();
    tabs[0]!.resolve(page(agentsFixture(3, 100)));
    await vi.waitFor(() => expect(context().rows).toHaveLength(3));
    expect(collectedOf(context(), 100)).toBe(true);
    expect(collectedOf(context(), 99)).toBe(false);
    actor.send({ type: 'agent.collect', appId: 99 });
    expect(collectedOf(context(), 99)).toBe(true);
    clock.increment(50);
    actor.send({ type: 'agent.collect', appId: 99 });
    expect(services.collect).toHaveBeenCalledTimes(1);
    collects[0]!.resolve('已将应用加入到我的个人工作台！');
    await vi.waitFor(() => expect(emitted.notify).toHaveBeenCalledWith({ tone: 'success', message: { text: '已将应用加入到我的个人工作台！' } }));
    // Replied, but within the guard still.
    actor.send({ type: 'agent.collect', appId: 99 });
    expect(services.collect).toHaveBeenCalledTimes(1);
    clock.increment(250);
    actor.send({ type: 'agent.collect', appId: 99 });
    expect(services.collect).toHaveBeenCalledTimes(2);
    expect(collectedOf(context(), 99)).toBe(false);
    collects[1]!.resolve('');
    await vi.waitFor(() => expect(emitted.notify).toHaveBeenLastCalledWith({ tone: 'success', message: { key: 'agents.collect.removed' } }));
  });

  it('a slow reply holds its star past the guard; another star is free; a refusal puts it back with the server’s text', async () => {
    const { actor, clock, tabs, collects, context, emitted, services } = start();
    tabs[0]!.resolve(page(agentsFixture(3, 100)));
    await vi.waitFor(() => expect(context().rows).toHaveLength(3));
    actor.send({ type: 'agent.collect', appId: 99 });
    clock.increment(5_000);
    actor.send({ type: 'agent.collect', appId: 99 });
    actor.send({ type: 'agent.collect', appId: 98 });
    expect(services.collect).toHaveBeenCalledTimes(2);
    clock.increment(300);
    collects[0]!.reject(new Error('该应用已下架或删除'));
    await vi.waitFor(() => expect(emitted.notify).toHaveBeenCalledWith({ tone: 'error', message: { text: '该应用已下架或删除' } }));
    expect(collectedOf(context(), 99)).toBe(false);
    expect(context().collecting).toEqual({ 98: { sending: true, guarded: false } });
    collects[1]!.reject(new Error(''));
    await vi.waitFor(() => expect(emitted.notify).toHaveBeenLastCalledWith({ tone: 'error', message: { key: 'agents.collect.failed' } }));
    expect(context().collecting).toEqual({});
    expect(actor.getSnapshot().children).not.toHaveProperty('collect-98');
  });
});

describe('agentsMachine: 开始对话', () => {
  it('makes the conversation (that card loading, one at a time) and opens it', async () => {
    const { actor, chats, context, emitted, services } = start();
    actor.send({ type: 'agent.start', appId: 7 });
    expect(context().opening).toBe(7);
    actor.send({ type: 'agent.start', appId: 8 });
    expect(services.createChat).toHaveBeenCalledTimes(1);
    chats[0]!.resolve(agentChatGroupFixture(7));
    await vi.waitFor(() => expect(emitted.openChat).toHaveBeenCalledWith(9007, ['帮我写一份产品经理的周报', '把这些要点整理成周报']));
    expect(context().opening).toBeNull();
  });

  it('a refusal says why and frees the cards', async () => {
    const { actor, chats, context, emitted } = start();
    actor.send({ type: 'agent.start', appId: 7 });
    chats[0]!.reject(new Error('该应用已下架或删除'));
    await vi.waitFor(() => expect(emitted.notify).toHaveBeenCalledWith({ tone: 'error', message: { text: '该应用已下架或删除' } }));
    expect(context().opening).toBeNull();
    expect(emitted.openChat).not.toHaveBeenCalled();
  });
});

describe('agentsMachine: 我的', () => {
  async function onMine() {
    const booted = start({ tab: 'mine' });
    booted.tabs[0]!.resolve(page(myAgentsFixture));
    await vi.waitFor(() => expect(booted.ids()).toHaveLength(myAgentsFixture.length));
    return booted;
  }

  it('删除 asks first: cancel keeps it; confirm deletes it and says so; a listed agent of another tab has no 删除', async () => {
    const { actor, context, deletes, emitted, services, matches } = await onMine();
    actor.send({ type: 'agent.delete', appId: 52 });
    expect(matches({ deletion: 'asking' })).toBe(true);
    expect(context().deleting?.name).toBe('论文降重助手');
    actor.send({ type: 'delete.cancel' });
    expect(matches({ deletion: 'idle' })).toBe(true);
    expect(context().deleting).toBeNull();
    actor.send({ type: 'agent.delete', appId: 999 });
    expect(matches({ deletion: 'idle' })).toBe(true);
    actor.send({ type: 'agent.delete', appId: 52 });
    actor.send({ type: 'delete.confirm' });
    expect(services.deleteAgent).toHaveBeenCalledWith(52);
    deletes[0]!.resolve(null);
    await vi.waitFor(() => expect(matches({ deletion: 'idle' })).toBe(true));
    expect(context().rows.map((row) => row.id)).not.toContain(52);
    expect(context().count).toBe(myAgentsFixture.length - 1);
    expect(emitted.notify).toHaveBeenCalledWith({ tone: 'success', message: { key: 'agents.delete.done' } });
  });

  it('a refused delete keeps the agent and shows the server’s text', async () => {
    const { actor, context, deletes, emitted } = await onMine();
    actor.send({ type: 'agent.delete', appId: 51 });
    actor.send({ type: 'delete.confirm' });
    deletes[0]!.reject(new Error('您正在编辑一个不存在的应用！'));
    await vi.waitFor(() => expect(emitted.notify).toHaveBeenCalledWith({ tone: 'error', message: { text: '您正在编辑一个不存在的应用！' } }));
    expect(context().rows.map((row) => row.id)).toContain(51);
    expect(context().deleting).toBeNull();
  });

  it('编辑 opens the dialog with the agent, not while 审核中; 创建智能体 opens it empty; a save shows 我的 afresh', async () => {
    const { actor, context, tabs } = await onMine();
    const editing = (appId: number) => {
      actor.send({ type: 'agent.edit', appId });
      const name = context().form?.agent?.name ?? null;
      actor.send({ type: 'form.close' });
      return name;
    };
    // 论文降重助手 waits for review, 健身教练's edit too; 星座运势 was refused and may be edited.
    expect([52, 54, 55].map(editing)).toEqual([null, null, '星座运势']);
    actor.send({ type: 'tab.select', tab: 'latest' });
    actor.send({ type: 'agent.create' });
    expect(context().form).toEqual({ agent: null });
    actor.send({ type: 'form.saved' });
    expect({ form: context().form, tab: context().tab, listed: tabs.map((call) => call.args[0]) }).toEqual({
      form: null,
      tab: 'mine',
      listed: ['mine', 'latest', 'mine'],
    });
  });
});
