import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { cardCodesMachine, type CardCodePage, type CardCodeQuery } from './cardCodes.machine';

const page: CardCodePage = {
  rows: [
    {
      id: 2,
      code: 'ABCD-EFGH-JKLM-NPQR',
      batchId: 12,
      batch: '双十一',
      goodsId: 3,
      goodsName: '月度会员',
      status: 'used',
      usedBy: { id: 7, username: 'alice' },
      usedAt: '2026-11-27T03:00:00Z',
      disabledAt: null,
      createdAt: '2026-11-27T02:30:00Z',
    },
  ],
  total: 45,
  capped: false,
};

function start(load = vi.fn(async (_query: CardCodeQuery) => structuredClone(page))) {
  const actor = createActor(cardCodesMachine.provide({ actors: { load: fromPromise<CardCodePage, CardCodeQuery>(({ input }) => load(input)) } })).start();
  return { actor, load };
}

type Actor = ReturnType<typeof start>['actor'];
const settled = (actor: Actor, state: 'ready' | 'failed') => vi.waitFor(() => expect(actor.getSnapshot().value).toBe(state));

describe('cardCodesMachine', () => {
  it('loads every code first, then by batch, state and code, each filter from page 1', async () => {
    const { actor, load } = start();
    await settled(actor, 'ready');
    expect(load).toHaveBeenLastCalledWith({ batchId: null, status: null, q: '', page: 1, size: 20 });
    actor.send({ type: 'codes.page', page: 3 });
    await settled(actor, 'ready');
    expect(load).toHaveBeenLastCalledWith(expect.objectContaining({ page: 3 }));
    actor.send({ type: 'codes.batch', batch: { id: 12, name: '双十一' } });
    await settled(actor, 'ready');
    expect(load).toHaveBeenLastCalledWith({ batchId: 12, status: null, q: '', page: 1, size: 20 });
    actor.send({ type: 'codes.status', status: 'unused' });
    actor.send({ type: 'codes.query', value: ' abcd efgh ' });
    await settled(actor, 'ready');
    expect(load).toHaveBeenLastCalledWith({ batchId: 12, status: 'unused', q: '', page: 1, size: 20 });
    actor.send({ type: 'codes.search' });
    await settled(actor, 'ready');
    expect(load).toHaveBeenLastCalledWith({ batchId: 12, status: 'unused', q: 'abcd efgh', page: 1, size: 20 });
    actor.send({ type: 'codes.status', status: 'all' });
    actor.send({ type: 'codes.batch', batch: null });
    await settled(actor, 'ready');
    expect(load).toHaveBeenLastCalledWith({ batchId: null, status: null, q: 'abcd efgh', page: 1, size: 20 });
  });

  it('refuses a search longer than a code before any call', async () => {
    const { actor, load } = start();
    await settled(actor, 'ready');
    actor.send({ type: 'codes.query', value: 'A'.repeat(33) });
    actor.send({ type: 'codes.search' });
    expect(actor.getSnapshot().context.queryError).toBe('admin.cards.queryTooLong');
    expect(load).toHaveBeenCalledTimes(1);
    actor.send({ type: 'codes.query', value: 'A'.repeat(32) });
    expect(actor.getSnapshot().context.queryError).toBeNull();
  });

  it('a failed load offers a retry; a refresh reloads the same page', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('网络错误')).mockResolvedValue(page);
    const { actor } = start(load);
    await settled(actor, 'failed');
    expect(actor.getSnapshot().context.loadError).toEqual({ text: '网络错误' });
    actor.send({ type: 'codes.retry' });
    await settled(actor, 'ready');
    actor.send({ type: 'codes.page', page: 2 });
    await settled(actor, 'ready');
    actor.send({ type: 'codes.refresh' });
    await settled(actor, 'ready');
    expect(load).toHaveBeenCalledTimes(4);
    expect(load).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2 }));
  });
});
