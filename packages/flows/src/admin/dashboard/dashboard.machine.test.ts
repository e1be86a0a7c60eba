import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { dashboardMachine, type Dashboard, type DashboardQuery } from './dashboard.machine';

const figures = (days: number, revenueFen = 0): Dashboard => ({
  days,
  from: '2026-11-21',
  to: '2026-11-27',
  updatedAt: '2026-11-27T02:00:00.000Z',
  totals: { usersNew: 0, usersTotal: 0, revenueFen, ordersPaid: 0, ordersCreated: 0, pointsIn: 0, pointsOut: 0, turns: 0, tokens: 0, chatPoints: 0 },
  daily: [],
  ordersByStatus: { pending: 0, paid: 0, expired: 0 },
  revenueByProvider: [],
  pointsByReason: [],
  models: [],
});

type Call = (query: DashboardQuery) => Promise<Dashboard>;

function start({ load = vi.fn<Call>(async ({ days }) => figures(days)), refresh = vi.fn<Call>(async ({ days }) => figures(days, 100)) } = {}) {
  const machine = dashboardMachine.provide({
    actors: {
      load: fromPromise<Dashboard, DashboardQuery>(({ input }) => load(input)),
      refresh: fromPromise<Dashboard, DashboardQuery>(({ input }) => refresh(input)),
    },
  });
  return { actor: createActor(machine).start(), load, refresh };
}

type Actor = ReturnType<typeof start>['actor'];
const settled = (actor: Actor, state: 'ready' | 'failed' = 'ready') => vi.waitFor(() => expect(actor.getSnapshot().matches(state)).toBe(true));

describe('dashboardMachine', () => {
  it('loads the last 7 days, and another period when it is chosen (the same one loads nothing)', async () => {
    const { actor, load } = start();
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    await settled(actor);
    expect(load).toHaveBeenLastCalledWith({ days: 7 });
    actor.send({ type: 'dashboard.days', days: 7 });
    expect(load).toHaveBeenCalledTimes(1);
    actor.send({ type: 'dashboard.days', days: 30 });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    await settled(actor);
    expect(load).toHaveBeenLastCalledWith({ days: 30 });
    expect(actor.getSnapshot().context).toMatchObject({ days: 30, data: { days: 30 } });
  });

  it('drops a call under way when the period changes again', async () => {
    const answers: Record<number, (data: Dashboard) => void> = {};
    const load = vi.fn<Call>(({ days }) => new Promise((resolve) => (answers[days] = resolve)));
    const { actor } = start({ load });
    actor.send({ type: 'dashboard.days', days: 90 });
    answers[7]!(figures(7));
    answers[90]!(figures(90));
    await settled(actor);
    expect(actor.getSnapshot().context.data?.days).toBe(90);
  });

  it('refreshes the chosen period and shows the fresh figures', async () => {
    const { actor, refresh } = start();
    await settled(actor);
    actor.send({ type: 'dashboard.days', days: 90 });
    await settled(actor);
    actor.send({ type: 'dashboard.refresh' });
    expect(actor.getSnapshot().matches('refreshing')).toBe(true);
    await settled(actor);
    expect(refresh).toHaveBeenCalledWith({ days: 90 });
    expect(actor.getSnapshot().context.data?.totals.revenueFen).toBe(100);
  });

  it('keeps the figures shown when a later call fails, with its message, and retries the call that failed', async () => {
    const load = vi.fn<Call>().mockResolvedValueOnce(figures(7)).mockRejectedValueOnce(new Error('网络错误')).mockResolvedValue(figures(30));
    const refresh = vi.fn<Call>().mockRejectedValueOnce(new Error('请求过于频繁')).mockResolvedValue(figures(30, 500));
    const { actor } = start({ load, refresh });
    await settled(actor);
    actor.send({ type: 'dashboard.days', days: 30 });
    await settled(actor, 'failed');
    expect(actor.getSnapshot().context).toMatchObject({ days: 30, data: { days: 7 }, loadError: { text: '网络错误' } });
    actor.send({ type: 'dashboard.retry' });
    await settled(actor);
    expect(load).toHaveBeenLastCalledWith({ days: 30 });
    expect(actor.getSnapshot().context).toMatchObject({ data: { days: 30 }, loadError: null });

    actor.send({ type: 'dashboard.refresh' });
    await settled(actor, 'failed');
    expect(actor.getSnapshot().context).toMatchObject({ data: { days: 30 }, loadError: { text: '请求过于频繁' } });
    actor.send({ type: 'dashboard.retry' });
    await settled(actor);
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenCalledTimes(3);
    expect(actor.getSnapshot().context.data?.totals.revenueFen).toBe(500);
  });

  it('says 操作失败 for a failure without a message, and has no figures before the first load', async () => {
    const load = vi.fn<Call>().mockRejectedValueOnce(new Error('')).mockResolvedValue(figures(7));
    const { actor } = start({ load });
    await settled(actor, 'failed');
    expect(actor.getSnapshot().context).toMatchObject({ data: null, loadError: { key: 'admin.requestFailed' } });
    actor.send({ type: 'dashboard.retry' });
    await settled(actor);
  });
});
