import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import {
  closeAfterPaidMs,
  orderPaidStatus,
  orderPollMs,
  paymentWindowSeconds,
  providePayment,
  type CreatedOrder,
  type OrderStatus,
  type PayType,
  type PaymentInput,
  type PaymentServices,
  type WechatPayResult,
} from './payment.machine';
import { formatRemaining, paymentView } from './payment.view';

/** Lets settled fake calls deliver their results; simulated time does not move. */
const flush = () => new Promise((resolve) => setImmediate(resolve));

const unpaid: OrderStatus = { status: 0 };
const paid: OrderStatus = { status: orderPaidStatus };
const wechatParams = { appId: 'wx123', timeStamp: '1700000000', nonceStr: 'n', package: 'prepay_id=p', signType: 'RSA', paySign: 's' };

function start(overrides: Partial<PaymentServices> = {}, input: Partial<PaymentInput> = {}) {
  let orders = 0;
  const services = {
    createOrder: vi.fn(async ({ payType }: { goodsId: number; payType: PayType }): Promise<CreatedOrder> => {
      orders += 1;
      return { orderId: `order-${orders}`, url_qrcode: `weixin://wxpay/bizpayurl?pr=${payType}-${orders}` };
    }),
    queryOrder: vi.fn(async (_orderId: string): Promise<OrderStatus> => unpaid),
    invokeWechatPay: vi.fn(async (): Promise<WechatPayResult> => 'ok'),
    notify: vi.fn(),
    redirect: vi.fn(),
    onPaid: vi.fn(),
    ...overrides,
  };
  const clock = new SimulatedClock();
  const actor = createActor(providePayment(services), {
    clock,
    input: { goodsId: 7, payTypes: ['wxpay', 'alipay'], clientIsWechat: false, ...input },
  }).start();
  /** Moves simulated time on by whole seconds, letting each second's poll settle. */
  const seconds = async (count: number) => {
    for (let i = 0; i < count; i += 1) {
      clock.increment(1000);
      await flush();
    }
  };
  const view = () => paymentView(actor.getSnapshot());
  return { actor, clock, services, seconds, view };
}

describe('paymentMachine: timing constants (SPEC §9)', () => {
  it('payment window 300 s, order poll 1 s, close 1.5 s after payment, status 1 = paid', () => {
    expect(paymentWindowSeconds).toBe(300);
    expect(orderPollMs).toBe(1000);
    expect(closeAfterPaidMs).toBe(1500);
    expect(orderPaidStatus).toBe(1);
  });
});

describe('paymentMachine: creating the order', () => {
  it('creates an order for the goods with the first pay type and shows its QR with a 300 s countdown', async () => {
    const { actor, services, view } = start();
    expect(view().status).toBe('creating');
    await flush();
    expect(services.createOrder).toHaveBeenCalledWith({ goodsId: 7, payType: 'wxpay' });
    expect(actor.getSnapshot().matches({ ordering: 'open' })).toBe(true);
    expect(view()).toEqual({
      status: 'qr',
      payType: 'wxpay',
      payTypes: ['wxpay', 'alipay'],
      remaining: 300,
      qrValue: 'weixin://wxpay/bizpayurl?pr=wxpay-1',
      redirectUrl: null,
      message: null,
      canChangeMethod: true,
    });
  });

  it('a rejected createOrder shows the server message (管理员还未开启支付！) and does not poll', async () => {
    const { services, view, seconds } = start({ createOrder: vi.fn().mockRejectedValue(new Error('管理员还未开启支付！')) });
    await flush();
    expect(view()).toMatchObject({ status: 'failed', message: { text: '管理员还未开启支付！' } });
    await seconds(5);
    expect(services.queryOrder).not.toHaveBeenCalled();
  });

  it('a rejection without a text shows the fallback key', async () => {
    const { view } = start({ createOrder: vi.fn().mockRejectedValue(new Error(' ')) });
    await flush();
    expect(view().message).toEqual({ key: 'payment.error.createFailed' });
  });

  it('no pay type enabled: 管理员还未开启支付！ without calling the server', async () => {
    const { services, view } = start({}, { payTypes: [] });
    await flush();
    expect(services.createOrder).not.toHaveBeenCalled();
    expect(view()).toMatchObject({ status: 'failed', payType: null, message: { key: 'payment.error.disabled' }, canChangeMethod: false });
  });

  it('an order without QR, page or in-app parameters is a failure', async () => {
    const { view, services, seconds } = start({ createOrder: vi.fn(async () => ({ orderId: 'order-1', url_qrcode: '' })) });
    await flush();
    expect(view()).toMatchObject({ status: 'failed', message: { key: 'payment.error.noPayment' } });
    await seconds(2);
    expect(services.queryOrder).not.toHaveBeenCalled();
  });

  it('payment.reorder after a failure creates the order again', async () => {
    const createOrder = vi
      .fn<PaymentServices['createOrder']>()
      .mockRejectedValueOnce(new Error('下单过于频繁'))
      .mockResolvedValue({ orderId: 'order-2', url_qrcode: 'https://pay.example/qr/2' });
    const { actor, view } = start({ createOrder });
    await flush();
    expect(view().status).toBe('failed');
    actor.send({ type: 'payment.reorder' });
    expect(view()).toMatchObject({ status: 'creating', message: null });
    await flush();
    expect(createOrder).toHaveBeenCalledTimes(2);
    expect(view()).toMatchObject({ status: 'qr', qrValue: 'https://pay.example/qr/2', remaining: 300 });
  });

  it('payment.reorder is ignored while an order is open', async () => {
    const { actor, services } = start();
    await flush();
    actor.send({ type: 'payment.reorder' });
    await flush();
    expect(services.createOrder).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches({ ordering: 'open' })).toBe(true);
  });
});

describe('paymentMachine: polling and the payment window', () => {
  it('polls the order every 1 s (first poll at 1000 ms, not 999 ms)', async () => {
    const { clock, services, seconds } = start();
    await flush();
    clock.increment(999);
    await flush();
    expect(services.queryOrder).not.toHaveBeenCalled();
    clock.increment(1);
    await flush();
    expect(services.queryOrder).toHaveBeenCalledTimes(1);
    expect(services.queryOrder).toHaveBeenCalledWith('order-1');
    await seconds(9);
    expect(services.queryOrder).toHaveBeenCalledTimes(10);
  });

  it('counts the 300 s window down once a second', async () => {
    const { view, seconds } = start();
    await flush();
    await seconds(1);
    expect(view().remaining).toBe(299);
    await seconds(60);
    expect(view().remaining).toBe(239);
  });

  it('keeps polling after a failed poll', async () => {
    const queryOrder = vi.fn<PaymentServices['queryOrder']>().mockRejectedValueOnce(new Error('network')).mockResolvedValue(unpaid);
    const { actor, seconds } = start({ queryOrder });
    await flush();
    await seconds(3);
    expect(queryOrder).toHaveBeenCalledTimes(3);
    expect(actor.getSnapshot().matches({ ordering: { open: { poll: 'waiting' } } })).toBe(true);
  });

  it('at 300 s polling stops and 支付超时，请重新下单! shows', async () => {
    const { actor, clock, services, view, seconds } = start();
    await flush();
    await seconds(299);
    expect(view()).toMatchObject({ status: 'qr', remaining: 1 });
    expect(services.queryOrder).toHaveBeenCalledTimes(299);
    clock.increment(999);
    await flush();
    expect(view().status).toBe('qr');
    clock.increment(1);
    await flush();
    expect(actor.getSnapshot().matches({ ordering: 'timedOut' })).toBe(true);
    expect(view()).toMatchObject({ status: 'timedOut', remaining: 0, qrValue: null, message: { key: 'payment.timeout' } });
    const polls = vi.mocked(services.queryOrder).mock.calls.length;
    await seconds(30);
    expect(services.queryOrder).toHaveBeenCalledTimes(polls);
    expect(services.onPaid).not.toHaveBeenCalled();
  });

  it('payment.reorder after the timeout creates a new order with a fresh 300 s', async () => {
    const { actor, services, view, seconds } = start();
    await flush();
    await seconds(300);
    expect(view().status).toBe('timedOut');
    actor.send({ type: 'payment.reorder' });
    await flush();
    expect(services.createOrder).toHaveBeenCalledTimes(2);
    expect(view()).toMatchObject({ status: 'qr', remaining: 300, qrValue: 'weixin://wxpay/bizpayurl?pr=wxpay-2' });
    await seconds(1);
    expect(services.queryOrder).toHaveBeenLastCalledWith('order-2');
  });
});

describe('paymentMachine: paid', () => {
  it('status 1: 恭喜你支付成功、祝您使用愉快！, onPaid, and done 1.5 s later', async () => {
    const queryOrder = vi.fn<PaymentServices['queryOrder']>().mockResolvedValueOnce(unpaid).mockResolvedValue(paid);
    const { actor, clock, services, view, seconds } = start({ queryOrder });
    await flush();
    await seconds(2);
    expect(actor.getSnapshot().value).toBe('paid');
    expect(services.notify).toHaveBeenCalledTimes(1);
    expect(services.notify).toHaveBeenCalledWith({ tone: 'success', message: { key: 'payment.success' } });
    expect(services.onPaid).toHaveBeenCalledTimes(1);
    expect(view()).toMatchObject({ status: 'paid', message: { key: 'payment.success' }, canChangeMethod: false });
    clock.increment(1499);
    await flush();
    expect(actor.getSnapshot().status).toBe('active');
    clock.increment(1);
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ paid: true, message: { key: 'payment.success' } });
  });

  it('stops polling and the countdown once paid', async () => {
    const { services, view, seconds } = start({ queryOrder: vi.fn(async () => paid) });
    await flush();
    await seconds(1);
    const remaining = view().remaining;
    await seconds(1);
    expect(services.queryOrder).toHaveBeenCalledTimes(1);
    expect(view().remaining).toBe(remaining);
  });

  it('another status keeps polling', async () => {
    const { actor, services, seconds } = start({ queryOrder: vi.fn(async () => ({ status: 2 })) });
    await flush();
    await seconds(3);
    expect(services.queryOrder).toHaveBeenCalledTimes(3);
    expect(actor.getSnapshot().matches({ ordering: 'open' })).toBe(true);
  });

  it('ignores a method change once paid', async () => {
    const { actor, services, seconds } = start({ queryOrder: vi.fn(async () => paid) });
    await flush();
    await seconds(1);
    actor.send({ type: 'payment.method.select', payType: 'alipay' });
    expect(actor.getSnapshot().value).toBe('paid');
    expect(services.createOrder).toHaveBeenCalledTimes(1);
  });
});

describe('paymentMachine: changing the pay method', () => {
  it('re-creates the order with the new method, restarting window and polling', async () => {
    const { actor, services, view, seconds } = start();
    await flush();
    await seconds(10);
    expect(view().remaining).toBe(290);
    actor.send({ type: 'payment.method.select', payType: 'alipay' });
    expect(view()).toMatchObject({ status: 'creating', payType: 'alipay', qrValue: null });
    await flush();
    expect(services.createOrder).toHaveBeenLastCalledWith({ goodsId: 7, payType: 'alipay' });
    expect(view()).toMatchObject({ status: 'qr', payType: 'alipay', remaining: 300, qrValue: 'weixin://wxpay/bizpayurl?pr=alipay-2' });
    await seconds(1);
    expect(services.queryOrder).toHaveBeenLastCalledWith('order-2');
    // The old order's window is gone: 300 s after the switch, not after the first order.
    await seconds(289);
    expect(view().status).toBe('qr');
    await seconds(10);
    expect(view().status).toBe('timedOut');
  });

  it('drops an order still being created when the method changes', async () => {
    const resolvers: Array<(order: CreatedOrder) => void> = [];
    const createOrder = vi.fn(() => new Promise<CreatedOrder>((resolve) => resolvers.push(resolve)));
    const { actor, view } = start({ createOrder });
    actor.send({ type: 'payment.method.select', payType: 'alipay' });
    expect(createOrder).toHaveBeenCalledTimes(2);
    resolvers[0]?.({ orderId: 'stale', url_qrcode: 'https://pay.example/stale' });
    await flush();
    expect(view().status).toBe('creating');
    resolvers[1]?.({ orderId: 'fresh', url_qrcode: 'https://pay.example/fresh' });
    await flush();
    expect(view()).toMatchObject({ status: 'qr', payType: 'alipay', qrValue: 'https://pay.example/fresh' });
  });

  it('selecting the current method, or one not enabled, changes nothing', async () => {
    const { actor, services } = start();
    await flush();
    actor.send({ type: 'payment.method.select', payType: 'wxpay' });
    actor.send({ type: 'payment.method.select', payType: 'jsapi' });
    await flush();
    expect(services.createOrder).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.payType).toBe('wxpay');
  });

  it('a method change after a failure or the timeout orders with the new method', async () => {
    const createOrder = vi
      .fn<PaymentServices['createOrder']>()
      .mockRejectedValueOnce(new Error('微信支付通道维护中'))
      .mockResolvedValue({ orderId: 'order-2', url_qrcode: 'https://pay.example/ali' });
    const { actor, view } = start({ createOrder });
    await flush();
    expect(view().status).toBe('failed');
    actor.send({ type: 'payment.method.select', payType: 'alipay' });
    await flush();
    expect(createOrder).toHaveBeenLastCalledWith({ goodsId: 7, payType: 'alipay' });
    expect(view()).toMatchObject({ status: 'qr', message: null });
  });

  it('offers no choice with one pay type', async () => {
    const { view } = start({}, { payTypes: ['alipay'] });
    await flush();
    expect(view()).toMatchObject({ payType: 'alipay', canChangeMethod: false });
  });
});

describe('paymentMachine: external payment page', () => {
  it('follows redirectUrl, then keeps polling with the countdown', async () => {
    const createOrder = vi.fn(async () => ({ orderId: 'order-1', redirectUrl: 'https://epay.example/submit?id=1', url_qrcode: 'https://pay.example/qr' }));
    const { services, view, seconds } = start({ createOrder });
    await flush();
    expect(services.redirect).toHaveBeenCalledTimes(1);
    expect(services.redirect).toHaveBeenCalledWith('https://epay.example/submit?id=1');
    expect(view()).toMatchObject({ status: 'redirect', redirectUrl: 'https://epay.example/submit?id=1', qrValue: null, remaining: 300 });
    await seconds(2);
    expect(services.queryOrder).toHaveBeenCalledTimes(2);
  });
});

describe('paymentMachine: in-app pay in the messaging-platform browser', () => {
  const inApp = { clientIsWechat: true, payTypes: ['jsapi'] as PayType[] };
  const order = async (): Promise<CreatedOrder> => ({ orderId: 'order-1', payParams: wechatParams });

  it('invokes in-app pay with the payParams; ok gives 购买成功、祝您使用愉快!, onPaid and done 1.5 s later', async () => {
    const { actor, clock, services, view } = start({ createOrder: vi.fn(order) }, inApp);
    await flush();
    expect(services.createOrder).toHaveBeenCalledWith({ goodsId: 7, payType: 'jsapi' });
    expect(services.invokeWechatPay).toHaveBeenCalledWith(wechatParams);
    expect(services.notify).toHaveBeenCalledWith({ tone: 'success', message: { key: 'payment.wechatSuccess' } });
    expect(services.onPaid).toHaveBeenCalledTimes(1);
    expect(view()).toMatchObject({ status: 'paid', message: { key: 'payment.wechatSuccess' } });
    clock.increment(1500);
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ paid: true, message: { key: 'payment.wechatSuccess' } });
  });

  it.each(['cancel', 'fail'] as const)('%s gives the warning 您还没有支付成功哟！ and offers to pay again', async (result) => {
    const invokeWechatPay = vi.fn<PaymentServices['invokeWechatPay']>().mockResolvedValueOnce(result).mockResolvedValue('ok');
    const { actor, services, view } = start({ createOrder: vi.fn(order), invokeWechatPay }, inApp);
    await flush();
    expect(services.notify).toHaveBeenCalledWith({ tone: 'warning', message: { key: 'payment.wechatUnpaid' } });
    expect(view().status).toBe('inAppUnpaid');
    expect(services.onPaid).not.toHaveBeenCalled();
    actor.send({ type: 'payment.payAgain' });
    expect(view().status).toBe('inAppPaying');
    await flush();
    expect(invokeWechatPay).toHaveBeenCalledTimes(2);
    expect(view().status).toBe('paid');
  });

  it('a thrown in-app pay is the same warning', async () => {
    const { services, view } = start({ createOrder: vi.fn(order), invokeWechatPay: vi.fn().mockRejectedValue(new Error('WeixinJSBridge missing')) }, inApp);
    await flush();
    expect(services.notify).toHaveBeenCalledWith({ tone: 'warning', message: { key: 'payment.wechatUnpaid' } });
    expect(view().status).toBe('inAppUnpaid');
  });

  it('polls the order meanwhile: status 1 while in-app pay is open still counts as paid', async () => {
    const { services, view, seconds } = start(
      { createOrder: vi.fn(order), invokeWechatPay: vi.fn(() => new Promise<never>(() => {})), queryOrder: vi.fn(async () => paid) },
      inApp,
    );
    await flush();
    expect(view().status).toBe('inAppPaying');
    await seconds(1);
    expect(view()).toMatchObject({ status: 'paid', message: { key: 'payment.success' } });
    expect(services.onPaid).toHaveBeenCalledTimes(1);
  });

  it('times out after 300 s while unpaid', async () => {
    const { view, seconds } = start({ createOrder: vi.fn(order), invokeWechatPay: vi.fn(async () => 'cancel' as const) }, inApp);
    await flush();
    await seconds(300);
    expect(view().status).toBe('timedOut');
  });

  it('payParams without an appId: appId不能为空, nothing invoked', async () => {
    const { services, view } = start({ createOrder: vi.fn(async () => ({ orderId: 'order-1', payParams: { ...wechatParams, appId: '' } })) }, inApp);
    await flush();
    expect(services.invokeWechatPay).not.toHaveBeenCalled();
    expect(view()).toMatchObject({ status: 'failed', message: { key: 'payment.error.appIdRequired' } });
  });

  it('outside the messaging-platform browser payParams are ignored and the QR shows', async () => {
    const { services, view } = start({
      createOrder: vi.fn(async () => ({ orderId: 'order-1', payParams: wechatParams, url_qrcode: 'https://pay.example/qr' })),
    });
    await flush();
    expect(services.invokeWechatPay).not.toHaveBeenCalled();
    expect(view()).toMatchObject({ status: 'qr', qrValue: 'https://pay.example/qr' });
  });

  it('payment.payAgain is ignored unless in-app pay ended unpaid', async () => {
    const { actor, services } = start();
    await flush();
    actor.send({ type: 'payment.payAgain' });
    expect(services.invokeWechatPay).not.toHaveBeenCalled();
    expect(actor.getSnapshot().matches({ ordering: { open: { inAppPay: 'idle' } } })).toBe(true);
  });
});

describe('paymentMachine: closing', () => {
  it('stopping the actor (dialog closed) stops polling, the countdown and the close timer', async () => {
    const { actor, services, seconds } = start();
    await flush();
    await seconds(3);
    const remaining = actor.getSnapshot().context.remaining;
    actor.stop();
    await seconds(400);
    expect(services.queryOrder).toHaveBeenCalledTimes(3);
    expect(actor.getSnapshot().context.remaining).toBe(remaining);
  });

  it('a createOrder answering after the stop does nothing', async () => {
    let resolve: (order: CreatedOrder) => void = () => {};
    const { actor, services, seconds } = start({ createOrder: vi.fn(() => new Promise<CreatedOrder>((done) => (resolve = done))) });
    actor.stop();
    resolve({ orderId: 'late', redirectUrl: 'https://epay.example/late' });
    await seconds(2);
    expect(services.redirect).not.toHaveBeenCalled();
    expect(services.queryOrder).not.toHaveBeenCalled();
  });
});

describe('formatRemaining', () => {
  it.each([
    [300, '05:00'],
    [299, '04:59'],
    [61, '01:01'],
    [9, '00:09'],
    [0, '00:00'],
    [-3, '00:00'],
  ])('%i s → %s', (seconds, text) => expect(formatRemaining(seconds)).toBe(text));
});
