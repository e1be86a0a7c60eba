import { describe, expect, it, vi } from 'vitest';
import { collectedOf, roleCategoriesOf } from './appCentre.machine';
import { appCategoriesFixture, appChatGroupFixture, roleAppsFixture, severalRoleCategoriesFixture } from './appStoreFixtures';
import type { AppCategory } from './appStoreTypes';
import { provideRoleGallery } from './roleGallery.machine';
import { bootAppList, fakeAppServer, settle } from './testing';

/** The gallery over a fake server whose categories answer as given (the six defaults, 角色扮演 the role one). */
function gallery({ categories = async (): Promise<AppCategory[]> => appCategoriesFixture, loggedIn = true } = {}) {
  const server = fakeAppServer(categories);
  return { ...server, ...bootAppList(provideRoleGallery(server.services), { loggedIn }) };
}

/** A gallery showing `count` characters of 角色扮演 (ids from 300 down). */
async function shown(count = 3, options: Parameters<typeof gallery>[0] = {}) {
  const booted = gallery(options);
  await vi.waitFor(() => expect(booted.hot).toHaveLength(1));
  booted.hot[0]!.resolve({ rows: roleAppsFixture(count), count });
  await vi.waitFor(() => expect(booted.actor.getSnapshot().matches({ hot: 'ready' })).toBe(true));
  return booted;
}

describe('roleGalleryMachine: the role categories', () => {
  it('keeps only the role categories and lists the first of them; nothing before they are known', async () => {
    const { actor, hot, context } = gallery();
    expect(actor.getSnapshot().matches({ hot: 'waiting' })).toBe(true);
    expect(hot).toHaveLength(0);
    await vi.waitFor(() => expect(hot).toHaveLength(1));
    expect(roleCategoriesOf(context().categories)).toEqual([{ id: 6, name: '角色扮演', role: true }]);
    expect(hot[0]).toMatchObject({ query: { catId: 6, keyword: '' }, page: 1, size: 24 });
    // A chip of another category, or 全部: not the gallery's.
    actor.send({ type: 'category.select', catId: 3 });
    actor.send({ type: 'category.select', catId: null });
    expect(hot).toHaveLength(1);
    expect(context().query.catId).toBe(6);
  });

  it('several role categories: a chip chooses among them, listing again from the top', async () => {
    const { actor, hot, context, hotIds } = gallery({ categories: async () => severalRoleCategoriesFixture });
    await vi.waitFor(() => expect(hot).toHaveLength(1));
    expect(roleCategoriesOf(context().categories).map((category) => category.name)).toEqual(['角色扮演', '历史人物']);
    hot[0]!.resolve({ rows: roleAppsFixture(2), count: 2 });
    await vi.waitFor(() => expect(hotIds()).toEqual([300, 299]));
    actor.send({ type: 'category.select', catId: 7 });
    expect(hot[1]).toMatchObject({ query: { catId: 7, keyword: '' }, page: 1 });
    expect(hotIds()).toEqual([]);
  });

  it('no role category: the empty state, and no list is asked for (not even after logging in)', async () => {
    const { actor, hot } = gallery({ categories: async () => appCategoriesFixture.filter((category) => !category.role), loggedIn: false });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ categories: 'shown' })).toBe(true));
    actor.send({ type: 'session.change', loggedIn: true });
    actor.send({ type: 'search.input', keyword: '李白' });
    actor.send({ type: 'search.submit' });
    await settle();
    expect(hot).toHaveLength(0);
    expect(actor.getSnapshot().matches({ hot: 'waiting' })).toBe(true);
  });

  it('the categories fail: 重试 asks again, then lists', async () => {
    const categories = vi.fn<() => Promise<AppCategory[]>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(appCategoriesFixture);
    const { actor, hot } = gallery({ categories });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ categories: 'failed' })).toBe(true));
    expect(hot).toHaveLength(0);
    actor.send({ type: 'list.retry' });
    await vi.waitFor(() => expect(hot).toHaveLength(1));
    expect(hot[0]!.query.catId).toBe(6);
  });
});

describe('roleGalleryMachine: search', () => {
  it('searches the role category 300 ms after typing stops (simulated time) and drops the reply before (stale)', async () => {
    const { actor, clock, hot, hotIds } = gallery();
    await vi.waitFor(() => expect(hot).toHaveLength(1));
    actor.send({ type: 'search.input', keyword: '李' });
    clock.increment(299);
    expect(hot).toHaveLength(1);
    actor.send({ type: 'search.input', keyword: '李白 ' });
    clock.increment(299);
    expect(hot).toHaveLength(1);
    clock.increment(1);
    expect(hot).toHaveLength(2);
    expect(hot[1]!.query).toEqual({ catId: 6, keyword: '李白' });
    // The first list answers last: dropped.
    hot[1]!.resolve({ rows: roleAppsFixture(1, 300), count: 1 });
    hot[0]!.resolve({ rows: roleAppsFixture(3, 299), count: 3 });
    await vi.waitFor(() => expect(hotIds()).toEqual([300]));
    await settle();
    expect(hotIds()).toEqual([300]);
    // Nothing found: empty, with the words kept.
    actor.send({ type: 'search.input', keyword: '不存在' });
    actor.send({ type: 'search.submit' });
    hot[2]!.resolve({ rows: [], count: 0 });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ hot: 'empty' })).toBe(true));
    expect(actor.getSnapshot().context.query.keyword).toBe('不存在');
  });
});

describe('roleGalleryMachine: 开始对话', () => {
  it('one at a time, that card loading; a refusal says why; then the conversation opens with the character’s examples', async () => {
    const { actor, chats, services, opened, notices, context } = await shown();
    const start = (appId: number) => actor.send({ type: 'app.try', appId });
    start(299);
    start(300);
    expect(vi.mocked(services.createChat).mock.calls).toEqual([[299]]);
    expect(context().opening).toBe(299);
    chats[0]!.reject(new Error('该应用已下架或删除'));
    await vi.waitFor(() => expect(context().opening).toBeNull());
    expect(notices).toHaveBeenLastCalledWith({ tone: 'error', message: { text: '该应用已下架或删除' } });
    start(300);
    chats[1]!.resolve(appChatGroupFixture(300, roleAppsFixture(1, 300)[0]!.demoData));
    await vi.waitFor(() => expect(opened).toHaveBeenCalledOnce());
    expect(opened).toHaveBeenCalledWith(9300, ['陪我写一首关于月亮的诗', '你最喜欢哪座山']);
  });

  it('a visitor is asked to log in: 开始对话 and the star send nothing', async () => {
    const { actor, login, services, context } = await shown(3, { loggedIn: false });
    actor.send({ type: 'app.try', appId: 300 });
    actor.send({ type: 'app.collect', appId: 300 });
    expect(login).toHaveBeenCalledTimes(2);
    expect(services.createChat).not.toHaveBeenCalled();
    expect(services.collect).not.toHaveBeenCalled();
    expect(context().opening).toBeNull();
    // Logged in, the characters list again (isCollected is the caller's).
    actor.send({ type: 'session.change', loggedIn: true });
    expect(services.loadHot).toHaveBeenCalledTimes(2);
  });
});

describe('roleGalleryMachine: collect', () => {
  it('the app centre’s guard: shown at once, a double click sends one request, a refusal puts it back', async () => {
    const { actor, clock, collects, services, context, notices } = await shown();
    const press = (appId: number) => actor.send({ type: 'app.collect', appId });
    // 300 is collected already (isCollected), 299 not.
    const stars = () => [300, 299].map((appId) => collectedOf(context(), appId));
    expect(stars()).toEqual([true, false]);
    press(299);
    clock.increment(50);
    press(299);
    expect(stars()).toEqual([true, true]);
    expect(services.collect).toHaveBeenCalledOnce();
    collects[0]!.resolve('已将应用加入到我的个人工作台！');
    await vi.waitFor(() => expect(context().collecting).toEqual([]));
    expect(notices).toHaveBeenLastCalledWith({ tone: 'success', message: { text: '已将应用加入到我的个人工作台！' } });
    clock.increment(250);
    press(300);
    expect(stars()).toEqual([false, true]);
    collects[1]!.reject(new Error('该应用已下架或删除'));
    await vi.waitFor(() => expect(stars()).toEqual([true, true]));
    expect(notices).toHaveBeenLastCalledWith({ tone: 'error', message: { text: '该应用已下架或删除' } });
  });
});
