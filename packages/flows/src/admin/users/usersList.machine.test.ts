import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { usersListMachine, type UserRow, type UsersPage, type UsersQuery } from './usersList.machine';

const user = (id: number): UserRow => ({
  id,
  username: `user${id}`,
  nickname: '',
  phone: null,
  email: null,
  role: 'user',
  score: 10,
  lifetimeVip: false,
  vipExpire: null,
  status: 'active',
  createdAt: '2026-11-01T00:00:00Z',
  destroyedAt: null,
});

function start(load: (query: UsersQuery) => Promise<UsersPage> = vi.fn(async () => ({ total: 2, capped: false, rows: [user(2), user(1)] }))) {
  const machine = usersListMachine.provide({ actors: { load: fromPromise<UsersPage, UsersQuery>(({ input }) => load(input)) } });
  return { actor: createActor(machine).start(), load };
}

type Actor = ReturnType<typeof start>['actor'];
const ready = (actor: Actor) => vi.waitFor(() => expect(actor.getSnapshot().matches('ready')).toBe(true));

describe('usersListMachine', () => {
  it('lists everyone first, searches trimmed from page 1, and pages', async () => {
    const { actor, load } = start();
    await ready(actor);
    expect(load).toHaveBeenLastCalledWith({ page: 1, size: 20 });
    actor.send({ type: 'users.page', page: 2 });
    await ready(actor);
    expect(load).toHaveBeenLastCalledWith({ page: 2, size: 20 });
    actor.send({ type: 'users.change', value: '  138  ' });
    actor.send({ type: 'users.search' });
    await ready(actor);
    expect(load).toHaveBeenLastCalledWith({ q: '138', page: 1, size: 20 });
    actor.send({ type: 'users.change', value: ' ' });
    actor.send({ type: 'users.search' });
    await ready(actor);
    expect(load).toHaveBeenLastCalledWith({ page: 1, size: 20 });
  });

  it('refuses a search longer than the server takes', async () => {
    const { actor, load } = start();
    await ready(actor);
    actor.send({ type: 'users.change', value: 'x'.repeat(101) });
    actor.send({ type: 'users.search' });
    expect(actor.getSnapshot().context.error).toBe('admin.users.queryTooLong');
    expect(load).toHaveBeenCalledTimes(1);
    actor.send({ type: 'users.change', value: 'x' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('offers a retry after a failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('网络错误')).mockResolvedValue({ total: 0, capped: false, rows: [] });
    const { actor } = start(load);
    await vi.waitFor(() => expect(actor.getSnapshot().matches('failed')).toBe(true));
    expect(actor.getSnapshot().context.loadError).toEqual({ text: '网络错误' });
    actor.send({ type: 'users.retry' });
    await ready(actor);
  });

  it('shows a changed user in their row', async () => {
    const { actor } = start();
    await ready(actor);
    actor.send({ type: 'users.rowChanged', user: { id: 1, score: 99, role: 'admin' } });
    expect(actor.getSnapshot().context.data?.rows.map(({ id, score, role }) => ({ id, score, role }))).toEqual([
      { id: 2, score: 10, role: 'user' },
      { id: 1, score: 99, role: 'admin' },
    ]);
  });
});
