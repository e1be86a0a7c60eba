import { describe, expect, it, vi } from 'vitest';
import { type AppCentreServices, collectedOf, provideAppCentre } from './appCentre.machine';
import { appChatGroupFixture, hotAppsFixture, myAppsFixture } from './appStoreFixtures';
import { bootAppList, fakeAppServer, settle } from './testing';

const server = () => fakeAppServer();

const boot = (services: AppCentreServices, { loggedIn = true, tab = 'hot' as const as 'hot' | 'mine' } = {}) =>
  bootAppList(provideAppCentre(services), { loggedIn, tab });

describe('appCentreMachine: 热门应用', () => {
  it('lists the first page, then the next when the reader nears the end, up to the count; chips load beside', async () => {
    const { services, hot } = server();
    const { actor, hotIds, context } = boot(services);
    expect(actor.getSnapshot().matches({ hot: 'loading' })).toBe(true);
    expect(hot[0]).toMatchObject({ query: { catId: null, keyword: '' }, page: 1, size: 24 });
    hot[0]!.resolve({ rows: hotAppsFixture(3, 100), count: 5 });
    await vi.waitFor(() => expect(hotIds()).toEqual([100, 99, 98]));
    actor.send({ type: 'list.more' });
    actor.send({ type: 'list.more' });
    expect(hot).toHaveLength(2);
    expect(hot[1]).toMatchObject({ page: 2 });
    // 热门 order moved 98 onto page 2 meanwhile: it is shown once.
    hot[1]!.resolve({ rows: hotAppsFixture(3, 98), count: 5 });
    await vi.waitFor(() => expect(hotIds()).toEqual([100, 99, 98, 97, 96]));
    actor.send({ type: 'list.more' });
    expect(hot).toHaveLength(2);
    expect(context().categories).toHaveLength(6);
  });

  it('searches 300 ms after typing stops (simulated time); Enter at once; the same words do not list again', () => {
    const { services, hot } = server();
    const { actor, clock } = boot(services);
    actor.send({ type: 'search.input', keyword: '周' });
    clock.increment(200);
    actor.send({ type: 'search.input', keyword: '周报 ' });
    clock.increment(299);
    expect(hot).toHaveLength(1);
    clock.increment(1);
    expect(hot).toHaveLength(2);
    expect(hot[1]!.query).toEqual({ catId: null, keyword: '周报' });
    actor.send({ type: 'search.input', keyword: '周报' });
    clock.increment(300);
    expect(hot).toHaveLength(2);
    actor.send({ type: 'search.input', keyword: '口语' });
    actor.send({ type: 'search.submit' });
    expect(hot).toHaveLength(3);
    clock.increment(1_000);
    expect(hot).toHaveLength(3);
    // Typing restarts only the search's wait, not the other regions.
    expect(services.loadCategories).toHaveBeenCalledTimes(1);
  });

  it('a chip or a search lists again from the top and drops the replies before (stale replies)', async () => {
    const { services, hot } = server();
    const { actor, clock, hotIds } = boot(services);
    actor.send({ type: 'category.select', catId: 3 });
    actor.send({ type: 'search.input', keyword: '周报' });
    clock.increment(300);
    expect(hot.map((call) => call.query)).toEqual([
      { catId: null, keyword: '' },
      { catId: 3, keyword: '' },
      { catId: 3, keyword: '周报' },
    ]);
    hot[2]!.resolve({ rows: hotAppsFixture(1, 50), count: 1 });
    hot[0]!.resolve({ rows: hotAppsFixture(3, 100), count: 3 });
    hot[1]!.resolve({ rows: hotAppsFixture(3, 90), count: 3 });
    await vi.waitFor(() => expect(hotIds()).toEqual([50]));
    await settle();
    expect(hotIds()).toEqual([50]);
    // The same chip again: nothing to list.
    actor.send({ type: 'category.select', catId: 3 });
    expect(hot).toHaveLength(3);
    // A next page on its way is dropped by a new query too.
    actor.send({ type: 'category.select', catId: null });
    hot[3]!.resolve({ rows: hotAppsFixture(2, 20), count: 4 });
    await vi.waitFor(() => expect(hotIds()).toEqual([20, 19]));
    actor.send({ type: 'list.more' });
    actor.send({ type: 'category.select', catId: 1 });
    hot[4]!.resolve({ rows: hotAppsFixture(2, 18), count: 4 });
    await settle();
    expect(actor.getSnapshot().matches({ hot: 'loading' })).toBe(true);
    expect(hotIds()).toEqual([]);
  });

  it('empty; failed, then 重试; a failed next page, then 重试', async () => {
    const { services, hot } = server();
    const { actor, hotIds } = boot(services);
    hot[0]!.reject(new Error('offline'));
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ hot: 'failed' })).toBe(true));
    actor.send({ type: 'list.retry' });
    hot[1]!.resolve({ rows: [], count: 0 });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ hot: 'empty' })).toBe(true));
    actor.send({ type: 'category.select', catId: 2 });
    hot[2]!.resolve({ rows: hotAppsFixture(2, 10), count: 4 });
    await vi.waitFor(() => expect(hotIds()).toEqual([10, 9]));
    actor.send({ type: 'list.more' });
    hot[3]!.reject(new Error('offline'));
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ hot: { ready: 'moreFailed' } })).toBe(true));
    actor.send({ type: 'list.retry' });
    expect(hot[4]).toMatchObject({ page: 2, query: { catId: 2, keyword: '' } });
  });
});

describe('appCentreMachine: collect', () => {
  it('shows at once, takes the server’s text; a double click 50 ms apart sends one request', async () => {
    const { services, hot, collects } = server();
    const { actor, clock, context, notices } = boot(services);
    hot[0]!.resolve({ rows: hotAppsFixture(3, 100), count: 3 });
    await vi.waitFor(() => expect(context().hot.rows).toHaveLength(3));
    expect(collectedOf(context(), 100)).toBe(true);
    expect(collectedOf(context(), 99)).toBe(false);
    actor.send({ type: 'app.collect', appId: 99 });
    expect(collectedOf(context(), 99)).toBe(true);
    collects[0]!.resolve('已将应用加入到我的个人工作台！');
    await vi.waitFor(() => expect(context().collecting).toEqual([]));
    expect(notices).toHaveBeenLastCalledWith({ tone: 'success', message: { text: '已将应用加入到我的个人工作台！' } });
    clock.increment(50);
    actor.send({ type: 'app.collect', appId: 99 });
    expect(services.collect).toHaveBeenCalledTimes(1);
    expect(collectedOf(context(), 99)).toBe(true);
    clock.increment(250);
    actor.send({ type: 'app.collect', appId: 99 });
    expect(services.collect).toHaveBeenCalledTimes(2);
    expect(collectedOf(context(), 99)).toBe(false);
    collects[1]!.resolve('取消收藏成功!');
    await vi.waitFor(() => expect(notices).toHaveBeenLastCalledWith({ tone: 'success', message: { text: '取消收藏成功!' } }));
  });

  it('a press during a slow reply does nothing; another card is not held up; a refusal puts it back with the server’s text', async () => {
    const { services, hot, collects } = server();
    const { actor, clock, context, notices } = boot(services);
    hot[0]!.resolve({ rows: hotAppsFixture(3, 100), count: 3 });
    await vi.waitFor(() => expect(context().hot.rows).toHaveLength(3));
    actor.send({ type: 'app.collect', appId: 99 });
    clock.increment(5_000);
    actor.send({ type: 'app.collect', appId: 99 });
    expect(services.collect).toHaveBeenCalledTimes(1);
    actor.send({ type: 'app.collect', appId: 98 });
    expect(services.collect).toHaveBeenCalledTimes(2);
    expect(context().collecting).toEqual([99, 98]);
    collects[0]!.reject(new Error('该应用已下架或删除'));
    await vi.waitFor(() => expect(context().collecting).toEqual([98]));
    expect(collectedOf(context(), 99)).toBe(false);
    expect(notices).toHaveBeenLastCalledWith({ tone: 'error', message: { text: '该应用已下架或删除' } });
    collects[1]!.reject(new Error(''));
    await vi.waitFor(() => expect(notices).toHaveBeenLastCalledWith({ tone: 'error', message: { key: 'appStore.collect.failed' } }));
    expect(actor.getSnapshot().children).toEqual({});
  });

  it('logged out, collecting, 尝试指令, 创建应用 and 我的应用 ask for a login and change nothing', () => {
    const { services, mine } = server();
    const { actor, login, context } = boot(services, { loggedIn: false });
    actor.send({ type: 'app.collect', appId: 1 });
    actor.send({ type: 'app.try', appId: 1 });
    actor.send({ type: 'app.create' });
    expect(login).toHaveBeenCalledTimes(3);
    expect(services.collect).not.toHaveBeenCalled();
    expect(services.createChat).not.toHaveBeenCalled();
    expect(context().form).toBeNull();
    actor.send({ type: 'tab.select', tab: 'mine' });
    expect(mine).toHaveLength(0);
    expect(actor.getSnapshot().matches({ mine: 'unloaded' })).toBe(true);
    // Logging in lists 我的应用 (shown) and 热门应用 again (isCollected is the caller's).
    actor.send({ type: 'session.change', loggedIn: true });
    expect(mine).toHaveLength(1);
    expect(services.loadHot).toHaveBeenCalledTimes(2);
  });
});

describe('appCentreMachine: 尝试指令', () => {
  it('that card loads, one at a time; the conversation opens with the examples as starters', async () => {
    const { services, chats } = server();
    const { actor, opened, context } = boot(services);
    actor.send({ type: 'app.try', appId: 7 });
    expect(context().opening).toBe(7);
    actor.send({ type: 'app.try', appId: 8 });
    expect(services.createChat).toHaveBeenCalledTimes(1);
    expect(services.createChat).toHaveBeenCalledWith(7);
    chats[0]!.resolve(appChatGroupFixture(7, ' 帮我写一份周报 \n\n把要点整理成周报\n'));
    await vi.waitFor(() => expect(opened).toHaveBeenCalledWith(9007, ['帮我写一份周报', '把要点整理成周报']));
    expect(context().opening).toBeNull();
  });

  it('a refusal says why (the server’s text), and the card is usable again', async () => {
    const { services, chats } = server();
    const { actor, notices, context, opened } = boot(services);
    actor.send({ type: 'app.try', appId: 7 });
    chats[0]!.reject(new Error('该应用已下架或删除'));
    await vi.waitFor(() => expect(notices).toHaveBeenCalledWith({ tone: 'error', message: { text: '该应用已下架或删除' } }));
    expect(context().opening).toBeNull();
    expect(opened).not.toHaveBeenCalled();
    actor.send({ type: 'app.try', appId: 7 });
    expect(services.createChat).toHaveBeenCalledTimes(2);
  });
});

describe('appCentreMachine: 我的应用', () => {
  async function onMine() {
    const fake = server();
    const booted = boot(fake.services, { tab: 'mine' });
    expect(fake.mine).toHaveLength(1);
    fake.mine[0]!.resolve({ rows: myAppsFixture, count: myAppsFixture.length });
    await vi.waitFor(() => expect(booted.actor.getSnapshot().matches({ mine: 'ready' })).toBe(true));
    return { ...fake, ...booted };
  }

  it('lists when first shown, pages to its count, and again when shown after a collect changed it', async () => {
    const { services, hot, mine, collects } = server();
    const { actor, context } = boot(services);
    expect(mine).toHaveLength(0);
    actor.send({ type: 'tab.select', tab: 'mine' });
    expect(mine).toHaveLength(1);
    mine[0]!.resolve({ rows: myAppsFixture.slice(0, 4), count: 6 });
    await vi.waitFor(() => expect(context().mine.rows).toHaveLength(4));
    actor.send({ type: 'list.more' });
    expect(mine[1]).toMatchObject({ page: 2 });
    mine[1]!.resolve({ rows: myAppsFixture.slice(4, 6), count: 6 });
    await vi.waitFor(() => expect(context().mine.rows).toHaveLength(6));
    actor.send({ type: 'list.more' });
    expect(mine).toHaveLength(2);
    // Back on 热门应用 a collect changes 我的应用: shown again, it lists again.
    actor.send({ type: 'tab.select', tab: 'hot' });
    hot[0]!.resolve({ rows: hotAppsFixture(2, 100), count: 2 });
    await vi.waitFor(() => expect(context().hot.rows).toHaveLength(2));
    actor.send({ type: 'app.collect', appId: 99 });
    collects[0]!.resolve('已将应用加入到我的个人工作台！');
    await vi.waitFor(() => expect(context().mineStale).toBe(true));
    actor.send({ type: 'tab.select', tab: 'mine' });
    expect(mine).toHaveLength(3);
    expect(mine[2]).toMatchObject({ page: 1 });
  });

  it('删除 asks first: cancel keeps it; confirm deletes it and says so', async () => {
    const { actor, context, deletes, notices, services } = await onMine();
    actor.send({ type: 'app.delete', appId: 52 });
    expect(actor.getSnapshot().matches({ deletion: 'confirming' })).toBe(true);
    expect(context().deleting?.appName).toBe('论文降重助手');
    actor.send({ type: 'delete.cancel' });
    expect(actor.getSnapshot().matches({ deletion: 'idle' })).toBe(true);
    expect(services.deleteApp).not.toHaveBeenCalled();
    // A collected app (not the caller's) has no 删除.
    actor.send({ type: 'app.delete', appId: 3 });
    expect(actor.getSnapshot().matches({ deletion: 'idle' })).toBe(true);
    actor.send({ type: 'app.delete', appId: 52 });
    actor.send({ type: 'delete.confirm' });
    expect(actor.getSnapshot().matches({ deletion: 'deleting' })).toBe(true);
    expect(services.deleteApp).toHaveBeenCalledWith(52);
    deletes[0]!.resolve(null);
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ deletion: 'idle' })).toBe(true));
    expect(context().mine.rows.map((row) => row.appId)).not.toContain(52);
    expect(context().mine.count).toBe(myAppsFixture.length - 1);
    expect(notices).toHaveBeenCalledWith({ tone: 'success', message: { key: 'appStore.delete.done' } });
  });

  it('a refused delete keeps the app and shows the server’s text', async () => {
    const { actor, context, deletes, notices } = await onMine();
    actor.send({ type: 'app.delete', appId: 51 });
    actor.send({ type: 'delete.confirm' });
    deletes[0]!.reject(new Error('您正在编辑一个不存在的应用！'));
    await vi.waitFor(() => expect(notices).toHaveBeenCalledWith({ tone: 'error', message: { text: '您正在编辑一个不存在的应用！' } }));
    expect(context().mine.rows.map((row) => row.appId)).toContain(51);
  });

  it('编辑 opens dialog 7 with the app, not while 审核中; 创建应用 opens it empty; a save lists 我的应用 again', async () => {
    const { actor, context, mine } = await onMine();
    actor.send({ type: 'app.edit', appId: 52 });
    actor.send({ type: 'app.edit', appId: 54 });
    actor.send({ type: 'app.edit', appId: 3 });
    expect(context().form).toBeNull();
    actor.send({ type: 'app.edit', appId: 55 });
    expect(context().form?.app?.appName).toBe('星座运势');
    actor.send({ type: 'form.close' });
    expect(context().form).toBeNull();
    actor.send({ type: 'tab.select', tab: 'hot' });
    actor.send({ type: 'app.create' });
    expect(context().form).toEqual({ app: null });
    actor.send({ type: 'form.saved' });
    expect(context().form).toBeNull();
    expect(context().tab).toBe('mine');
    expect(mine).toHaveLength(2);
    expect(actor.getSnapshot().matches({ mine: 'loading' })).toBe(true);
  });

  it('logging out forgets 我的应用', async () => {
    const { actor, context } = await onMine();
    actor.send({ type: 'session.change', loggedIn: false });
    expect(actor.getSnapshot().matches({ mine: 'unloaded' })).toBe(true);
    expect(context().mine.rows).toEqual([]);
  });
});
