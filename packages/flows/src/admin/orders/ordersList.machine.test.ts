import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  isDay,
  noOrderFilters,
  orderFilterErrors,
  ordersListMachine,
  ordersQuery,
  type OrderRow,
  type OrdersPage,
  type OrdersPageQuery,
  type OrdersQuery,
} from './ordersList.machine';
import { ordersExportPath } from './orderRequests';

const row = (orderId: string, status = 0): OrderRow => ({
  orderId,
  user: { id: 7, username: 'alice' },
  goodsId: 1,
  goodsName: '月卡',
  amountFen: 1990,
  status,
  provider: 'epay',
  payType: 'alipay',
  providerTradeNo: null,
  createdAt: '2026-11-27T02:00:00Z',
  paidAt: null,
});

function start({
  load = vi.fn(async (_query: OrdersPageQuery): Promise<OrdersPage> => ({ total: 2, capped: false, rows: [row('LX2'), row('LX1')] })),
  exportCsv = vi.fn(async (_query: OrdersQuery): Promise<unknown> => null),
} = {}) {
  const notify = vi.fn();
  const machine = ordersListMachine.provide({
    actors: {
      load: fromPromise<OrdersPage, OrdersPageQuery>(({ input }) => load(input)),
      exportCsv: fromPromise<unknown, OrdersQuery>(({ input }) => exportCsv(input)),
    },
    actions: { notify: (_, notice) => notify(notice) },
  });
  return { actor: createActor(machine).start(), load, exportCsv, notify };
}

type Actor = ReturnType<typeof start>['actor'];
const ready = (actor: Actor) => vi.waitFor(() => expect(actor.getSnapshot().matches({ list: 'ready' })).toBe(true));

describe('order filters', () => {
  it('checks days (real ones), the range, the user id and the number’s length', () => {
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('2026/02/01')).toBe(false);
    expect(orderFilterErrors({ ...noOrderFilters, userId: '0', from: '2026-13-01', q: 'x'.repeat(65) })).toEqual({
      userId: 'admin.orders.userIdInvalid',
      from: 'admin.orders.dateInvalid',
      q: 'admin.orders.qInvalid',
    });
    expect(orderFilterErrors({ ...noOrderFilters, from: '2026-06-02', to: '2026-06-01' })).toEqual({ to: 'admin.orders.rangeInvalid' });
    expect(orderFilterErrors({ ...noOrderFilters, userId: '12', from: '2026-06-01', to: '2026-06-01' })).toEqual({});
  });

  it('sends only the filters given, trimmed, with the status as its number', () => {
    expect(ordersQuery(noOrderFilters)).toEqual({});
    expect(ordersQuery({ status: '2', provider: 'hupi', userId: ' 12 ', from: '2026-06-01', to: '', q: ' LX1 ' })).toEqual({
      status: 2,
      provider: 'hupi',
      userId: 12,
      from: '2026-06-01',
      q: 'LX1',
    });
    expect(ordersExportPath({ status: 0, q: 'LX 1' })).toBe('/api/admin/orders/export?status=0&q=LX+1');
    expect(ordersExportPath({})).toBe('/api/admin/orders/export');
  });
});

describe('ordersListMachine', () => {
  it('loads the first page, applies valid filters from page 1 and pages on', async () => {
    const { actor, load } = start();
    await ready(actor);
    expect(load).toHaveBeenLastCalledWith({ page: 1, size: 20 });
    actor.send({ type: 'orders.page', page: 3 });
    await ready(actor);
    expect(load).toHaveBeenLastCalledWith({ page: 3, size: 20 });
    actor.send({ type: 'orders.change', field: 'status', value: '1' });
    actor.send({ type: 'orders.change', field: 'userId', value: 'abc' });
    actor.send({ type: 'orders.apply' });
    expect(actor.getSnapshot().context.errors).toEqual({ userId: 'admin.orders.userIdInvalid' });
    expect(load).toHaveBeenCalledTimes(2);
    actor.send({ type: 'orders.change', field: 'userId', value: '7' });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'orders.apply' });
    await ready(actor);
    expect(load).toHaveBeenLastCalledWith({ status: 1, userId: 7, page: 1, size: 20 });
  });

  it('offers a retry after a failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('网络错误')).mockResolvedValue({ total: 0, capped: false, rows: [] });
    const { actor } = start({ load });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ list: 'failed' })).toBe(true));
    expect(actor.getSnapshot().context.loadError).toEqual({ text: '网络错误' });
    actor.send({ type: 'orders.retry' });
    await ready(actor);
  });

  it('exports what the list shows: typed filters are applied first, bad ones send nothing', async () => {
    const { actor, load, exportCsv, notify } = start();
    await ready(actor);
    actor.send({ type: 'orders.export' });
    await vi.waitFor(() => expect(notify).toHaveBeenLastCalledWith({ tone: 'success', message: { key: 'admin.orders.exported' } }));
    expect(exportCsv).toHaveBeenLastCalledWith({});
    expect(load).toHaveBeenCalledTimes(1);

    actor.send({ type: 'orders.change', field: 'to', value: '2026-02-30' });
    actor.send({ type: 'orders.export' });
    expect(actor.getSnapshot().context.errors).toEqual({ to: 'admin.orders.dateInvalid' });
    expect(exportCsv).toHaveBeenCalledTimes(1);

    actor.send({ type: 'orders.change', field: 'to', value: '2026-02-28' });
    actor.send({ type: 'orders.change', field: 'provider', value: 'wechat' });
    actor.send({ type: 'orders.export' });
    expect(actor.getSnapshot().matches({ list: 'loading', export: 'exporting' })).toBe(true);
    await vi.waitFor(() => expect(exportCsv).toHaveBeenCalledTimes(2));
    expect(exportCsv).toHaveBeenLastCalledWith({ provider: 'wechat', to: '2026-02-28' });
    await ready(actor);
    expect(load).toHaveBeenLastCalledWith({ provider: 'wechat', to: '2026-02-28', page: 1, size: 20 });
  });

  it('toasts an export the server refused, and exports once at a time', async () => {
    let refuse: (error: Error) => void = () => {};
    const exportCsv = vi.fn(() => new Promise<unknown>((_, reject) => (refuse = reject)));
    const { actor, notify } = start({ exportCsv });
    await ready(actor);
    actor.send({ type: 'orders.export' });
    actor.send({ type: 'orders.export' });
    // Filtering the list meanwhile leaves the download running.
    actor.send({ type: 'orders.change', field: 'q', value: 'LX2' });
    actor.send({ type: 'orders.apply' });
    expect(actor.getSnapshot().matches({ export: 'exporting' })).toBe(true);
    expect(exportCsv).toHaveBeenCalledTimes(1);
    refuse(new Error('请求过于频繁'));
    await vi.waitFor(() => expect(notify).toHaveBeenLastCalledWith({ tone: 'error', message: { text: '请求过于频繁' } }));
    expect(actor.getSnapshot().matches({ export: 'idle' })).toBe(true);
  });

  it('shows a changed order in its row', async () => {
    const { actor } = start();
    await ready(actor);
    actor.send({ type: 'orders.rowChanged', order: { ...row('LX1', 1), paidAt: '2026-11-27T03:00:00Z' } });
    expect(actor.getSnapshot().context.data?.rows.map(({ orderId, status, paidAt }) => ({ orderId, status, paidAt }))).toEqual([
      { orderId: 'LX2', status: 0, paidAt: null },
      { orderId: 'LX1', status: 1, paidAt: '2026-11-27T03:00:00Z' },
    ]);
  });
});
