import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createTranslator } from '../../i18n';
import { ConfirmCancelled } from '../siteSettings.machine';
import { cardBatchesMachine, type CardBatch, type CardBatchPage, type CardBatchQuery } from './cardBatches.machine';
import { cardCodesCatalog } from './messages';
import { cardBatchDisable, cardBatchExport } from './requests';

const batch = (id: number, overrides: Partial<CardBatch> = {}): CardBatch => ({
  id,
  name: `批次${id}`,
  goodsId: 1,
  goodsName: '月度会员',
  count: 100,
  used: 10,
  unused: 85,
  disabled: 5,
  createdBy: { id: 1, username: 'admin' },
  createdAt: '2026-11-27T02:30:00Z',
  disabledAt: null,
  ...overrides,
});

const page: CardBatchPage = { rows: [batch(12), batch(11)], total: 41 };

function start({
  load = vi.fn(async () => structuredClone(page)) as (query: CardBatchQuery) => Promise<CardBatchPage>,
  exportBatch = vi.fn(async () => null) as (input: CardBatch) => Promise<unknown>,
  disableBatch = vi.fn(async () => ({ disabled: 85 })) as (input: CardBatch) => Promise<{ disabled: number }>,
} = {}) {
  const notify = vi.fn();
  const changed = vi.fn();
  const machine = cardBatchesMachine.provide({
    actors: {
      load: fromPromise<CardBatchPage, CardBatchQuery>(({ input }) => load(input)),
      exportBatch: fromPromise<unknown, CardBatch>(({ input }) => exportBatch(input)),
      disableBatch: fromPromise<{ disabled: number }, CardBatch>(({ input }) => disableBatch(input)),
    },
    actions: { notify: (_, notice) => notify(notice), changed },
  });
  return { actor: createActor(machine).start(), notify, changed, load, exportBatch, disableBatch };
}

type Actor = ReturnType<typeof start>['actor'];
const settled = (actor: Actor, state: 'ready' | 'failed') => vi.waitFor(() => expect(actor.getSnapshot().value).toBe(state));

describe('cardBatchesMachine', () => {
  it('pages the batches, 20 a page, and retries a failed load', async () => {
    const load = vi.fn().mockResolvedValueOnce(page).mockRejectedValueOnce(new Error('网络错误')).mockResolvedValue(page);
    const { actor } = start({ load });
    await settled(actor, 'ready');
    expect(load).toHaveBeenLastCalledWith({ page: 1, size: 20 });
    actor.send({ type: 'batches.page', page: 3 });
    await settled(actor, 'failed');
    expect(actor.getSnapshot().context.loadError).toEqual({ text: '网络错误' });
    actor.send({ type: 'batches.retry' });
    await settled(actor, 'ready');
    expect(load).toHaveBeenLastCalledWith({ page: 3, size: 20 });
  });

  it('exports through the confirmation: closed is silent, done is a toast naming the batch', async () => {
    const exportBatch = vi.fn().mockRejectedValueOnce(new ConfirmCancelled()).mockResolvedValue(null);
    const { actor, notify } = start({ exportBatch });
    await settled(actor, 'ready');
    actor.send({ type: 'batches.export', id: 99 });
    expect(exportBatch).not.toHaveBeenCalled();
    actor.send({ type: 'batches.export', id: 12 });
    await settled(actor, 'ready');
    expect(exportBatch).toHaveBeenLastCalledWith(expect.objectContaining({ id: 12 }));
    expect(notify).not.toHaveBeenCalled();
    actor.send({ type: 'batches.export', id: 12 });
    await vi.waitFor(() => expect(notify).toHaveBeenLastCalledWith({ tone: 'success', message: { key: 'admin.cards.exported', values: { name: '批次12' } } }));
    expect(actor.getSnapshot().context.batchId).toBeNull();
  });

  it('disables a batch: the counts are reloaded and the codes told; a refusal is a toast', async () => {
    const disableBatch = vi.fn().mockRejectedValueOnce(new Error('卡密批次不存在')).mockResolvedValue({ disabled: 85 });
    const { actor, notify, changed, load } = start({ disableBatch });
    await settled(actor, 'ready');
    actor.send({ type: 'batches.disable', id: 11 });
    await vi.waitFor(() => expect(notify).toHaveBeenLastCalledWith({ tone: 'error', message: { text: '卡密批次不存在' } }));
    expect(load).toHaveBeenCalledTimes(1);
    actor.send({ type: 'batches.disable', id: 11 });
    await vi.waitFor(() => expect(notify).toHaveBeenLastCalledWith({ tone: 'success', message: { key: 'admin.cards.disabledCount', values: { count: 85 } } }));
    await settled(actor, 'ready');
    expect(load).toHaveBeenCalledTimes(2);
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('a new batch made while a confirmation is open reloads the list once it closes', async () => {
    let close: (error: unknown) => void = () => {};
    const exportBatch = vi.fn(() => new Promise((_, reject) => (close = reject)));
    const { actor, load } = start({ exportBatch });
    await settled(actor, 'ready');
    actor.send({ type: 'batches.export', id: 12 });
    actor.send({ type: 'batches.refresh' });
    expect(load).toHaveBeenCalledTimes(1);
    close(new ConfirmCancelled());
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await settled(actor, 'ready');
    actor.send({ type: 'batches.refresh' });
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(3));
  });
});

describe('card batch confirmations', () => {
  const t = createTranslator([cardCodesCatalog], 'zh-CN');

  it('export downloads card-batch-<id>.csv, naming the batch', () => {
    expect(cardBatchExport(t, batch(12))).toEqual({
      request: { method: 'GET', path: '/api/admin/card-batches/12/export', download: 'card-batch-12.csv' },
      changes: [{ label: '导出卡密', after: '批次12（#12，共 100 张）' }],
    });
  });

  it('disable posts {} and says how many unused codes stop working', () => {
    expect(cardBatchDisable(t, batch(11))).toEqual({
      request: { method: 'POST', path: '/api/admin/card-batches/11/disable', body: {} },
      changes: [{ label: '停用批次', after: '批次11（#11）未使用的 85 张将无法兑换' }],
    });
  });
});
