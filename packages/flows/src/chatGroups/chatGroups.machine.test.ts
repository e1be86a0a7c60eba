import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import type { ChatGroup, GroupKind } from '../chat/chatTypes';
import { deferred, flush } from '../settings/testing';
import { chatGroup } from './chatGroups.fixtures';
import { provideChatGroups, type ChatGroupsInput, type ChatGroupsServices } from './chatGroups.machine';
import { chatGroupsView, conversationListActions } from './chatGroups.view';
import { groupTitleMaxLength, neighbourOf, orderGroups, toTopOfPart, validGroupTitle } from './groupOrder';

/** Sticky 1, 2; then 3, 4, 5 newest first. */
const groups = (): ChatGroup[] => [
  chatGroup(1, '置顶一', { isSticky: true, minutesAgo: 50 }),
  chatGroup(2, '置顶二', { isSticky: true, minutesAgo: 60 }),
  chatGroup(3, '三', { minutesAgo: 1 }),
  chatGroup(4, '四', { minutesAgo: 2 }),
  chatGroup(5, '五', { minutesAgo: 3 }),
];

function start({ input = {} as Partial<ChatGroupsInput>, services = {} as Partial<ChatGroupsServices> } = {}) {
  const defaults = {
    listGroups: vi.fn(async (_kind: GroupKind) => groups()),
    createGroup: vi.fn(async ({ kind }: { kind: GroupKind }) => chatGroup(9, '新对话', { modelType: kind, minutesAgo: 0 })),
    updateGroup: vi.fn(async () => {}),
    deleteGroup: vi.fn(async () => {}),
    deleteAllGroups: vi.fn(async () => {}),
    activeChanged: vi.fn(),
    notify: vi.fn(),
  };
  // The test's own fakes replace the defaults (all vi.fn mocks either way).
  const fakes = { ...defaults, ...services } as typeof defaults;
  // No timing constant in this flow; the simulated clock keeps it off the real one all the same.
  const actor = createActor(provideChatGroups(fakes), {
    input: { kind: 'chat', activeId: 3, isLoggedIn: true, ...input },
    clock: new SimulatedClock(),
  }).start();
  const view = () => chatGroupsView(actor.getSnapshot());
  const ids = () => view().groups.map((group) => group.id);
  const actions = conversationListActions(actor.send);
  return { actor, view, ids, actions, ...fakes };
}

async function loaded(options: Parameters<typeof start>[0] = {}) {
  const session = start(options);
  await flush();
  return session;
}

describe('chatGroups helpers', () => {
  it('orders sticky first, then the newest', () => {
    const shuffled = [groups()[4]!, groups()[1]!, groups()[2]!, groups()[0]!, groups()[3]!];
    expect(orderGroups(shuffled).map((group) => group.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('puts a group at the top of its part', () => {
    expect(toTopOfPart(groups(), { ...groups()[4]! }).map((group) => group.id)).toEqual([1, 2, 5, 3, 4]);
    expect(toTopOfPart(groups(), { ...groups()[1]! }).map((group) => group.id)).toEqual([2, 1, 3, 4, 5]);
  });

  it('neighbour: the next, else the previous, else none', () => {
    expect(neighbourOf(groups(), 3)).toBe(4);
    expect(neighbourOf(groups(), 5)).toBe(4);
    expect(neighbourOf([groups()[0]!], 1)).toBeNull();
    expect(neighbourOf(groups(), 42)).toBeNull();
  });

  it('titles: trimmed, 1–50 characters (CJK counted as one each)', () => {
    expect(validGroupTitle('  周报  ')).toBe('周报');
    expect(validGroupTitle('   ')).toBeNull();
    expect(validGroupTitle('题'.repeat(groupTitleMaxLength))).toBe('题'.repeat(50));
    expect(validGroupTitle('题'.repeat(groupTitleMaxLength + 1))).toBeNull();
    expect(validGroupTitle('😀'.repeat(50))).toBe('😀'.repeat(50));
  });
});

describe('chatGroupsMachine: loading', () => {
  it('a visitor gets an empty list and no call (SPEC §6)', () => {
    const { view, listGroups, actor, createGroup, activeChanged } = start({ input: { isLoggedIn: false } });
    expect(view()).toEqual({ groups: [], activeId: null, isLoading: false, isCreating: false });
    actor.send({ type: 'groups.create' });
    actor.send({ type: 'groups.reload' });
    expect(listGroups).not.toHaveBeenCalled();
    expect(createGroup).not.toHaveBeenCalled();
    expect(activeChanged).not.toHaveBeenCalled();
  });

  it('loads the list of its kind, sticky first then newest, keeping the active group', async () => {
    const listGroups = vi.fn(async () => [groups()[3]!, groups()[1]!, groups()[2]!, groups()[0]!, groups()[4]!]);
    const { view, ids, activeChanged } = start({ services: { listGroups } });
    expect(view()).toMatchObject({ isLoading: true, groups: [] });
    await flush();
    expect(listGroups).toHaveBeenCalledWith('chat');
    expect(ids()).toEqual([1, 2, 3, 4, 5]);
    expect(view()).toMatchObject({ isLoading: false, activeId: 3 });
    expect(activeChanged).not.toHaveBeenCalled();
  });

  it('the file kind lists and creates file groups', async () => {
    const { actor, listGroups, createGroup } = await loaded({ input: { kind: 'file' } });
    expect(listGroups).toHaveBeenCalledWith('file');
    actor.send({ type: 'groups.create' });
    await flush();
    expect(createGroup).toHaveBeenCalledWith({ kind: 'file' });
  });

  it('a stored active group that is gone is let go', async () => {
    const { view, activeChanged } = await loaded({ input: { activeId: 42 } });
    expect(view().activeId).toBeNull();
    expect(activeChanged).toHaveBeenCalledExactlyOnceWith(null);
  });

  it('a failed load notifies the server text and keeps the list; groups.reload loads again', async () => {
    const listGroups = vi.fn<(kind: GroupKind) => Promise<ChatGroup[]>>().mockRejectedValueOnce(new Error('服务繁忙')).mockResolvedValue(groups());
    const { actor, view, ids, notify } = start({ services: { listGroups } });
    await flush();
    expect(notify).toHaveBeenCalledWith({ tone: 'error', message: { text: '服务繁忙' } });
    expect(view()).toMatchObject({ groups: [], isLoading: false });
    actor.send({ type: 'groups.reload' });
    expect(view().isLoading).toBe(true);
    await flush();
    expect(ids()).toEqual([1, 2, 3, 4, 5]);
  });

  it('a reload keeps the list on screen', async () => {
    const { actor, view, listGroups } = await loaded();
    actor.send({ type: 'groups.reload' });
    expect(view()).toMatchObject({ isLoading: false });
    expect(view().groups).toHaveLength(5);
    await flush();
    expect(listGroups).toHaveBeenCalledTimes(2);
  });

  it('session.changed: logging out empties the list (active none); logging in loads it', async () => {
    const { actor, view, activeChanged, listGroups } = await loaded();
    actor.send({ type: 'session.changed', isLoggedIn: false });
    expect(view()).toEqual({ groups: [], activeId: null, isLoading: false, isCreating: false });
    expect(activeChanged).toHaveBeenCalledExactlyOnceWith(null);
    actor.send({ type: 'session.changed', isLoggedIn: false });
    expect(activeChanged).toHaveBeenCalledTimes(1);
    actor.send({ type: 'session.changed', isLoggedIn: true });
    expect(view().isLoading).toBe(true);
    await flush();
    expect(listGroups).toHaveBeenCalledTimes(2);
    expect(view().groups).toHaveLength(5);
  });

  it('a visitor who logs in gets the list', async () => {
    const { actor, listGroups, view } = start({ input: { isLoggedIn: false } });
    actor.send({ type: 'session.changed', isLoggedIn: true });
    await flush();
    expect(listGroups).toHaveBeenCalledTimes(1);
    expect(view().groups).toHaveLength(5);
  });
});

describe('chatGroupsMachine: select, create, created, touched', () => {
  it('groups.select makes a listed group active; the active one or an unknown one changes nothing', async () => {
    const { actions, view, activeChanged } = await loaded();
    actions.onSelect(4);
    expect(view().activeId).toBe(4);
    expect(activeChanged).toHaveBeenCalledExactlyOnceWith(4);
    actions.onSelect(4);
    actions.onSelect(42);
    expect(view().activeId).toBe(4);
    expect(activeChanged).toHaveBeenCalledTimes(1);
  });

  it('新建对话 creates a group at the top of the non-sticky part and makes it active', async () => {
    const created = deferred<ChatGroup>();
    const createGroup = vi.fn(() => created.promise);
    const { actor, view, ids, activeChanged } = await loaded({ services: { createGroup } });
    actor.send({ type: 'groups.create', appId: 12 });
    expect(view().isCreating).toBe(true);
    expect(createGroup).toHaveBeenCalledWith({ kind: 'chat', appId: 12 });
    created.resolve(chatGroup(9, '新对话', { minutesAgo: 0 }));
    await flush();
    expect(ids()).toEqual([1, 2, 9, 3, 4, 5]);
    expect(view()).toMatchObject({ activeId: 9, isCreating: false });
    expect(activeChanged).toHaveBeenCalledWith(9);
  });

  it('a failed creation notifies and keeps the list', async () => {
    const { actions, ids, view, notify } = await loaded({ services: { createGroup: vi.fn(() => Promise.reject(new Error(''))) } });
    actions.onCreate();
    await flush();
    expect(ids()).toEqual([1, 2, 3, 4, 5]);
    expect(view().activeId).toBe(3);
    expect(notify).toHaveBeenCalledWith({ tone: 'error', message: { key: 'chatGroups.createFailed' } });
  });

  it('groups.created (by the chat session) goes on top of the non-sticky part and becomes active', async () => {
    const { actor, ids, view, activeChanged } = await loaded();
    actor.send({ type: 'groups.created', group: chatGroup(8, '你好', { minutesAgo: 0 }) });
    expect(ids()).toEqual([1, 2, 8, 3, 4, 5]);
    expect(view().activeId).toBe(8);
    expect(activeChanged).toHaveBeenCalledWith(8);
  });

  it('a group created while the list loads is kept when the list answers without it', async () => {
    const list = deferred<ChatGroup[]>();
    const { actor, ids, view, activeChanged } = start({ services: { listGroups: vi.fn(() => list.promise) }, input: { activeId: null } });
    actor.send({ type: 'groups.created', group: chatGroup(8, '你好', { minutesAgo: 0 }) });
    list.resolve(groups());
    await flush();
    expect(ids()).toEqual([1, 2, 8, 3, 4, 5]);
    expect(view().activeId).toBe(8);
    expect(activeChanged).toHaveBeenCalledExactlyOnceWith(8);
  });

  it('groups.touched moves the group to the top of its part', async () => {
    const { actor, ids, view } = await loaded();
    actor.send({ type: 'groups.touched', groupId: 5, updatedAt: '2026-05-01T12:30:00.000Z' });
    expect(ids()).toEqual([1, 2, 5, 3, 4]);
    expect(view().groups[2]?.updatedAt).toBe('2026-05-01T12:30:00.000Z');
    actor.send({ type: 'groups.touched', groupId: 2 });
    expect(ids()).toEqual([2, 1, 5, 3, 4]);
    actor.send({ type: 'groups.touched', groupId: 42 });
    expect(ids()).toEqual([2, 1, 5, 3, 4]);
  });

  it('groups.titled shows the title the server gave, in place, and saves nothing', async () => {
    const { actor, ids, view, updateGroup } = await loaded();
    actor.send({ type: 'groups.titled', groupId: 3, title: '快速排序讲解' });
    expect(view().groups.find((group) => group.id === 3)?.title).toBe('快速排序讲解');
    expect(ids()).toEqual([1, 2, 3, 4, 5]);
    actor.send({ type: 'groups.titled', groupId: 42, title: '无此对话' });
    expect(view().groups.some((group) => group.title === '无此对话')).toBe(false);
    expect(updateGroup).not.toHaveBeenCalled();
  });
});

describe('chatGroupsMachine: rename and pin', () => {
  it('renames at once with the trimmed title and saves it', async () => {
    const { actions, view, updateGroup, notify } = await loaded();
    actions.onRename(4, '  杭州三日游  ');
    expect(view().groups.find((group) => group.id === 4)?.title).toBe('杭州三日游');
    await flush();
    expect(updateGroup).toHaveBeenCalledExactlyOnceWith({ groupId: 4, title: '杭州三日游' });
    expect(notify).not.toHaveBeenCalled();
  });

  it('a blank, too long or unchanged title is not sent', async () => {
    const { actions, updateGroup } = await loaded();
    actions.onRename(4, '   ');
    actions.onRename(4, '长'.repeat(51));
    actions.onRename(4, ' 四 ');
    actions.onRename(42, '不存在');
    await flush();
    expect(updateGroup).not.toHaveBeenCalled();
  });

  it('a refused rename puts the old title back and notifies the server text', async () => {
    const { actions, view, notify } = await loaded({ services: { updateGroup: vi.fn(() => Promise.reject(new Error('标题包含敏感词'))) } });
    actions.onRename(4, '新标题');
    await flush();
    expect(view().groups.find((group) => group.id === 4)?.title).toBe('四');
    expect(notify).toHaveBeenCalledWith({ tone: 'error', message: { text: '标题包含敏感词' } });
  });

  it('pins into the sticky part (placed by its time) and unpins back', async () => {
    const { actions, ids, view, updateGroup } = await loaded();
    actions.onPin(4, true);
    expect(ids()).toEqual([4, 1, 2, 3, 5]);
    expect(view().groups[0]?.isSticky).toBe(true);
    await flush();
    expect(updateGroup).toHaveBeenCalledWith({ groupId: 4, isSticky: true });
    actions.onPin(1, false);
    expect(ids()).toEqual([4, 2, 3, 5, 1]);
    await flush();
    expect(updateGroup).toHaveBeenLastCalledWith({ groupId: 1, isSticky: false });
    actions.onPin(3, false);
    await flush();
    expect(updateGroup).toHaveBeenCalledTimes(2);
  });

  it('a failed pin restores the order and notifies', async () => {
    const { actions, ids, view, notify } = await loaded({ services: { updateGroup: vi.fn(() => Promise.reject(new TypeError(''))) } });
    actions.onPin(5, true);
    expect(ids()).toEqual([5, 1, 2, 3, 4]);
    await flush();
    expect(ids()).toEqual([1, 2, 3, 4, 5]);
    expect(view().groups[4]?.isSticky).toBe(false);
    expect(notify).toHaveBeenCalledWith({ tone: 'error', message: { key: 'chatGroups.pinFailed' } });
  });

  it('one change at a time: another one while saving is ignored; select still works', async () => {
    const saving = deferred<void>();
    const updateGroup = vi.fn(() => saving.promise);
    const { actions, ids, view, deleteGroup } = await loaded({ services: { updateGroup } });
    actions.onPin(5, true);
    actions.onDelete(4);
    actions.onSelect(4);
    expect(view().activeId).toBe(4);
    expect(ids()).toEqual([5, 1, 2, 3, 4]);
    saving.resolve();
    await flush();
    expect(deleteGroup).not.toHaveBeenCalled();
    expect(updateGroup).toHaveBeenCalledTimes(1);
  });
});

describe('chatGroupsMachine: delete', () => {
  it('deleting the active group in the middle selects the next one', async () => {
    const { actions, ids, view, activeChanged, deleteGroup } = await loaded({ input: { activeId: 3 } });
    actions.onDelete(3);
    expect(ids()).toEqual([1, 2, 4, 5]);
    expect(view().activeId).toBe(4);
    expect(activeChanged).toHaveBeenCalledExactlyOnceWith(4);
    await flush();
    expect(deleteGroup).toHaveBeenCalledWith(3);
  });

  it('deleting the active last group selects the previous one', async () => {
    const { actions, view, activeChanged } = await loaded({ input: { activeId: 5 } });
    actions.onDelete(5);
    expect(view().activeId).toBe(4);
    expect(activeChanged).toHaveBeenCalledWith(4);
  });

  it('deleting the only group leaves none active', async () => {
    const { actions, view, activeChanged } = await loaded({ input: { activeId: 1 }, services: { listGroups: vi.fn(async () => [groups()[0]!]) } });
    actions.onDelete(1);
    expect(view()).toMatchObject({ groups: [], activeId: null });
    expect(activeChanged).toHaveBeenCalledWith(null);
  });

  it('deleting another group keeps the active one', async () => {
    const { actions, ids, view, activeChanged } = await loaded({ input: { activeId: 3 } });
    actions.onDelete(1);
    expect(ids()).toEqual([2, 3, 4, 5]);
    expect(view().activeId).toBe(3);
    expect(activeChanged).not.toHaveBeenCalled();
  });

  it('a failed delete brings the group back in its place and the selection back to it', async () => {
    const { actions, ids, view, activeChanged, notify } = await loaded({
      input: { activeId: 3 },
      services: { deleteGroup: vi.fn(() => Promise.reject(new Error('对话不存在'))) },
    });
    actions.onDelete(3);
    await flush();
    expect(ids()).toEqual([1, 2, 3, 4, 5]);
    expect(view().activeId).toBe(3);
    expect(activeChanged.mock.calls).toEqual([[4], [3]]);
    expect(notify).toHaveBeenCalledWith({ tone: 'error', message: { text: '对话不存在' } });
  });

  it('a failed delete leaves a selection made meanwhile alone', async () => {
    const deleting = deferred<void>();
    const { actions, view } = await loaded({ input: { activeId: 3 }, services: { deleteGroup: vi.fn(() => deleting.promise) } });
    actions.onDelete(3);
    actions.onSelect(5);
    deleting.reject(new Error('x'));
    await flush();
    expect(view().activeId).toBe(5);
  });

  it('清空全部对话 empties the list and the selection; a failure restores both', async () => {
    const ok = await loaded();
    ok.actions.onDeleteAll();
    expect(ok.view()).toMatchObject({ groups: [], activeId: null });
    expect(ok.activeChanged).toHaveBeenCalledWith(null);
    await flush();
    expect(ok.deleteAllGroups).toHaveBeenCalledWith('chat');
    ok.actions.onDeleteAll();
    expect(ok.deleteAllGroups).toHaveBeenCalledTimes(1);

    const failing = await loaded({ services: { deleteAllGroups: vi.fn(() => Promise.reject(new Error(''))) } });
    failing.actions.onDeleteAll();
    await flush();
    expect(failing.ids()).toEqual([1, 2, 3, 4, 5]);
    expect(failing.view().activeId).toBe(3);
    expect(failing.activeChanged.mock.calls).toEqual([[null], [3]]);
    expect(failing.notify).toHaveBeenCalledWith({ tone: 'error', message: { key: 'chatGroups.deleteAllFailed' } });
  });
});
