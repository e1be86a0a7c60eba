import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ConfirmCancelled } from '../siteSettings.machine';
import { orderDetailMachine, type OrderDetail, type ProviderAnswer } from './orderDetail.machine';
import { markPaidConfirmation } from './orderRequests';

const detail = (status: number): OrderDetail => ({
  orderId: 'LX1',
  user: { id: 7, username: 'alice' },
  goodsId: 1,
  goodsName: '月卡',
  amountFen: 1990,
  status,
  provider: 'epay',
  payType: 'alipay',
  providerTradeNo: status === 1 ? 'T1' : null,
  createdAt: '2026-11-27T02:00:00Z',
  paidAt: status === 1 ? '2026-11-27T02:05:00Z' : null,
  grantScore: 100,
  grantDays: 30,
  expiresAt: '2026-11-27T02:15:00Z',
  checkedAt: null,
  isTest: false,
  actions: [],
  notifies: [],
});

function start({
  load = vi.fn(async (_id: string) => detail(0)),
  markPaid = vi.fn(async (_order: OrderDetail): Promise<unknown> => null),
  queryProvider = vi.fn(
    async (_order: OrderDetail): Promise<ProviderAnswer> => ({ paid: false, amountFen: null, providerTradeNo: null, outcome: null, status: 0 }),
  ),
} = {}) {
  const changed = vi.fn();
  const machine = orderDetailMachine.provide({
    actors: {
      load: fromPromise<OrderDetail, string>(({ input }) => load(input)),
      markPaid: fromPromise<unknown, OrderDetail>(({ input }) => markPaid(input)),
      queryProvider: fromPromise<ProviderAnswer, OrderDetail>(({ input }) => queryProvider(input)),
    },
    actions: { changed: (_, row) => changed(row) },
  });
  return { actor: createActor(machine, { input: { orderId: 'LX1' } }).start(), load, markPaid, queryProvider, changed };
}

type Actor = ReturnType<typeof start>['actor'];
const ready = (actor: Actor) => vi.waitFor(() => expect(actor.getSnapshot().matches('ready')).toBe(true));

describe('markPaidConfirmation', () => {
  it('names the order, the buyer, the amount in yuan and the status it leaves', () => {
    const t = (key: string) => key;
    expect(markPaidConfirmation(t, { ...detail(2), orderId: 'LX/1' })).toEqual({
      request: { method: 'POST', path: '/api/admin/orders/LX%2F1/mark-paid' },
      changes: [
        { label: 'admin.orders.orderId', after: 'LX/1' },
        { label: 'admin.orders.user', after: 'alice (#7)' },
        { label: 'admin.orders.amount', after: '¥19.90' },
        { label: 'admin.orders.status', before: 'admin.orders.status.closed', after: 'admin.orders.status.paid' },
      ],
    });
  });
});

describe('orderDetailMachine', () => {
  it('marks an unpaid order paid, reads it again and tells the list', async () => {
    const load = vi.fn().mockResolvedValueOnce(detail(0)).mockResolvedValue(detail(1));
    const { actor, markPaid, changed } = start({ load });
    await ready(actor);
    actor.send({ type: 'order.markPaid' });
    await vi.waitFor(() => expect(changed).toHaveBeenCalled());
    expect(markPaid).toHaveBeenCalledWith(detail(0));
    expect(changed.mock.calls[0]![0]).toMatchObject({ orderId: 'LX1', status: 1, paidAt: '2026-11-27T02:05:00Z' });
    expect(changed.mock.calls[0]![0]).not.toHaveProperty('actions');
    expect(actor.getSnapshot().context).toMatchObject({ order: { status: 1 }, outcome: { tone: 'success', message: { key: 'admin.orders.markedPaid' } } });
    actor.send({ type: 'order.markPaid' });
    expect(markPaid).toHaveBeenCalledTimes(1);
  });

  it('says nothing when the confirmation is closed, and shows the server’s refusal', async () => {
    const markPaid = vi.fn().mockRejectedValueOnce(new ConfirmCancelled()).mockRejectedValueOnce(new Error('订单已支付，未重复发放'));
    const { actor, load } = start({ markPaid });
    await ready(actor);
    actor.send({ type: 'order.markPaid' });
    await ready(actor);
    expect(actor.getSnapshot().context.outcome).toBeNull();
    actor.send({ type: 'order.markPaid' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.outcome).toEqual({ tone: 'error', message: { text: '订单已支付，未重复发放' } }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks the provider and keeps its answer while the order is read again', async () => {
    const answer: ProviderAnswer = { paid: true, amountFen: 1990, providerTradeNo: 'T1', outcome: 'credited', status: 1 };
    const load = vi.fn().mockResolvedValueOnce(detail(0)).mockResolvedValue(detail(1));
    const { actor, changed } = start({ load, queryProvider: vi.fn(async () => answer) });
    await ready(actor);
    actor.send({ type: 'order.queryProvider' });
    await vi.waitFor(() => expect(changed).toHaveBeenCalled());
    expect(actor.getSnapshot().context).toMatchObject({ answer, order: { status: 1 }, outcome: null });
  });

  it('shows a failed query, and offers a retry when the order cannot be read', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('订单不存在')).mockResolvedValue(detail(0));
    const { actor } = start({ load, queryProvider: vi.fn().mockRejectedValue(new Error('支付渠道 epay 未配置完整，无法查询')) });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('failed')).toBe(true));
    expect(actor.getSnapshot().context.loadError).toEqual({ text: '订单不存在' });
    actor.send({ type: 'order.retry' });
    await ready(actor);
    actor.send({ type: 'order.queryProvider' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.outcome?.tone).toBe('error'));
    expect(actor.getSnapshot().context).toMatchObject({ answer: null, outcome: { message: { text: '支付渠道 epay 未配置完整，无法查询' } } });
  });
});
