import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { reviewQueueMachine, type ReviewPage, type ReviewQuery, type ReviewRow } from './reviewQueue.machine';
import { reviewRow } from './reviewTestRows';

function start(load: (query: ReviewQuery) => Promise<ReviewPage>) {
  const spy = vi.fn(load);
  const actor = createActor(reviewQueueMachine.provide({ actors: { load: fromPromise(({ input }) => spy(input)) } })).start();
  return { actor, load: spy };
}
type Actor = ReturnType<typeof start>['actor'];
const settled = (actor: Actor, state: 'ready' | 'failed') => vi.waitFor(() => expect(actor.getSnapshot().value).toBe(state));
const page = (rows: ReviewRow[], next: number | null = null, total = rows.length): ReviewPage => ({ rows, total, next, kinds: ['app', 'test'] });

describe('reviewQueueMachine', () => {
  it('reads the pending tab of every kind first, then another tab or kind afresh', async () => {
    const { actor, load } = start(async ({ status }) => page(status === 'pending' ? [reviewRow(2), reviewRow(1)] : [reviewRow(3, { status })]));
    await settled(actor, 'ready');
    expect(load).toHaveBeenLastCalledWith({ status: 'pending', size: 30 });
    expect(actor.getSnapshot().context).toMatchObject({ total: 2, kinds: ['app', 'test'] });
    actor.send({ type: 'queue.status', status: 'approved' });
    expect(actor.getSnapshot().context.rows).toEqual([]);
    await settled(actor, 'ready');
    expect(actor.getSnapshot().context.rows.map((row) => row.id)).toEqual([3]);
    actor.send({ type: 'queue.kind', kind: 'app' });
    await settled(actor, 'ready');
    expect(load).toHaveBeenLastCalledWith({ status: 'approved', kind: 'app', size: 30 });
    actor.send({ type: 'queue.kind', kind: 'all' });
    await settled(actor, 'ready');
    expect(load).toHaveBeenLastCalledWith({ status: 'approved', size: 30 });
  });

  it('drops a late page of the previous tab', async () => {
    let releasePending: (value: ReviewPage) => void = () => {};
    const { actor } = start(({ status }) =>
      status === 'pending' ? new Promise((resolve) => (releasePending = resolve)) : Promise.resolve(page([reviewRow(9, { status })])),
    );
    actor.send({ type: 'queue.status', status: 'rejected' });
    await settled(actor, 'ready');
    releasePending(page([reviewRow(1)]));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().context.rows.map((row) => row.id)).toEqual([9]);
  });

  it('appends the older page on 加载更多 until there is none', async () => {
    const { actor, load } = start(async ({ before }) => (before ? page([reviewRow(1)], null, 3) : page([reviewRow(3), reviewRow(2)], 2, 3)));
    await settled(actor, 'ready');
    actor.send({ type: 'queue.more' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.rows.map((row) => row.id)).toEqual([3, 2, 1]));
    expect(load).toHaveBeenLastCalledWith({ status: 'pending', before: 2, size: 30 });
    actor.send({ type: 'queue.more' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('takes a decided item out of the pending tab, or shows its new state in its own', async () => {
    const { actor } = start(async () => page([reviewRow(2), reviewRow(1)]));
    await settled(actor, 'ready');
    actor.send({ type: 'queue.decided', item: reviewRow(2, { status: 'approved', rewardPoints: 10 }) });
    expect(actor.getSnapshot().context).toMatchObject({ rows: [{ id: 1 }], total: 1 });
    actor.send({ type: 'queue.decided', item: reviewRow(1, { title: '改名了' }) });
    expect(actor.getSnapshot().context.rows).toMatchObject([{ id: 1, title: '改名了' }]);
  });

  it('shows a failed read and tries again', async () => {
    let fail = true;
    const { actor } = start(async () => {
      if (fail) throw new Error('网络错误');
      return page([reviewRow(1)]);
    });
    await settled(actor, 'failed');
    expect(actor.getSnapshot().context.loadError).toEqual({ text: '网络错误' });
    fail = false;
    actor.send({ type: 'queue.retry' });
    await settled(actor, 'ready');
    expect(actor.getSnapshot().context.loadError).toBeNull();
  });
});
