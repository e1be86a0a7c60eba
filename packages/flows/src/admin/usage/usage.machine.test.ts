import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { usageMachine, type Usage, type UsageQuery } from './usage.machine';

const zero = { turns: 0, tokens: 0, points: 0, refunds: 0, refundPoints: 0 };
const figures = (days: number, points = 0): Usage => ({
  days,
  from: '2026-11-21',
  to: '2026-11-27',
  updatedAt: '2026-11-27T02:00:00.000Z',
  totals: { ...zero, points },
  models: [],
  daily: [],
  modelDays: [],
  topSpenders: [],
  freeUsesToday: { day: '2026-11-27', models: [] },
});

type Call = (query: UsageQuery) => Promise<Usage>;

function start(load = vi.fn<Call>(async ({ days }) => figures(days))) {
  const machine = usageMachine.provide({ actors: { load: fromPromise<Usage, UsageQuery>(({ input }) => load(input)) } });
  return { actor: createActor(machine).start(), load };
}

type Actor = ReturnType<typeof start>['actor'];
const settled = (actor: Actor, state: 'ready' | 'failed' = 'ready') => vi.waitFor(() => expect(actor.getSnapshot().matches(state)).toBe(true));

describe('usageMachine', () => {
  it('loads the last 7 days, and another period when it is chosen (the same one loads nothing)', async () => {
    const { actor, load } = start();
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    await settled(actor);
    expect(load).toHaveBeenLastCalledWith({ days: 7 });
    actor.send({ type: 'usage.days', days: 7 });
    expect(load).toHaveBeenCalledTimes(1);
    actor.send({ type: 'usage.days', days: 90 });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    await settled(actor);
    expect(load).toHaveBeenLastCalledWith({ days: 90 });
    expect(actor.getSnapshot().context).toMatchObject({ days: 90, data: { days: 90 } });
  });

  it('drops a call under way when the period changes again', async () => {
    const answers: Record<number, (data: Usage) => void> = {};
    const load = vi.fn<Call>(({ days }) => new Promise((resolve) => (answers[days] = resolve)));
    const { actor } = start(load);
    actor.send({ type: 'usage.days', days: 30 });
    answers[30]!(figures(30));
    answers[7]!(figures(7));
    await settled(actor);
    await Promise.resolve();
    expect(actor.getSnapshot().context.data?.days).toBe(30);
  });

  it('keeps the figures shown when another period fails, with its message, and retries the chosen period', async () => {
    const load = vi.fn<Call>().mockResolvedValueOnce(figures(7, 12)).mockRejectedValueOnce(new Error('网络错误')).mockResolvedValue(figures(30, 99));
    const { actor } = start(load);
    await settled(actor);
    actor.send({ type: 'usage.days', days: 30 });
    await settled(actor, 'failed');
    expect(actor.getSnapshot().context).toMatchObject({ days: 30, data: { days: 7, totals: { points: 12 } }, loadError: { text: '网络错误' } });
    actor.send({ type: 'usage.retry' });
    await settled(actor);
    expect(load).toHaveBeenLastCalledWith({ days: 30 });
    expect(actor.getSnapshot().context).toMatchObject({ data: { days: 30, totals: { points: 99 } }, loadError: null });
  });

  it('says 操作失败 for a failure without a message, has no figures before the first load, and may choose a period from there', async () => {
    const load = vi.fn<Call>().mockRejectedValueOnce(new Error('')).mockResolvedValue(figures(90));
    const { actor } = start(load);
    await settled(actor, 'failed');
    expect(actor.getSnapshot().context).toMatchObject({ data: null, loadError: { key: 'admin.requestFailed' } });
    actor.send({ type: 'usage.days', days: 90 });
    await settled(actor);
    expect(load).toHaveBeenLastCalledWith({ days: 90 });
  });
});
