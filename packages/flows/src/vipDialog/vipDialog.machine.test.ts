import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { providePayment, type CreatedOrder, type OrderStatus, type PaymentServices } from '../payment/payment.machine';
import { paymentView } from '../payment/payment.view';
import {
  formatYuan,
  hasDiscount,
  packageAccentIndex,
  packageFeatureLimit,
  packageFeatures,
  packagePaletteSize,
  packageTypes,
  perDayPrice,
  type PackageType,
  type VipPackage,
} from './packages';
import { checkVipAccess } from './vipAccess';
import { provideVipDialog, type VipDialogInput } from './vipDialog.machine';
import { vipDialogView } from './vipDialog.view';

const flush = () => new Promise((resolve) => setImmediate(resolve));

const pkg = (id: number, typeId: PackageType, extra: Partial<VipPackage> = {}): VipPackage => ({
  id,
  name: `套餐${id}`,
  price: 19.9,
  originPrice: 29.9,
  score: 100,
  des: '无限对话/绘画加速',
  typeId,
  days: typeId === 2 ? 30 : 0,
  recommended: false,
  ...extra,
});

const lists: Record<PackageType, VipPackage[]> = { 2: [pkg(1, 2), pkg(2, 2)], 1: [pkg(11, 1)] };

function start({
  loadPackages = vi.fn(async (type: PackageType) => lists[type]),
  payment = {} as Partial<PaymentServices>,
  input = {} as Partial<VipDialogInput>,
} = {}) {
  const paymentServices = {
    createOrder: vi.fn(async (): Promise<CreatedOrder> => ({ orderId: 'order-1', url_qrcode: 'https://pay.example/qr/1' })),
    queryOrder: vi.fn(async (): Promise<OrderStatus> => ({ status: 0 })),
    invokeWechatPay: vi.fn(async () => 'ok' as const),
    notify: vi.fn(),
    redirect: vi.fn(),
    onPaid: vi.fn(),
    ...payment,
  };
  const close = vi.fn();
  const clock = new SimulatedClock();
  const machine = provideVipDialog({ loadPackages, payment: providePayment(paymentServices) }).provide({ actions: { close } });
  const actor = createActor(machine, { clock, input: { payTypes: ['wxpay', 'alipay'], clientIsWechat: false, ...input } }).start();
  const seconds = async (count: number) => {
    for (let i = 0; i < count; i += 1) {
      clock.increment(1000);
      await flush();
    }
  };
  const view = () => vipDialogView(actor.getSnapshot());
  const paymentChild = () => actor.getSnapshot().children.payment;
  return { actor, clock, close, loadPackages, paymentServices, seconds, view, paymentChild };
}

describe('vipDialogMachine: tabs and packages', () => {
  it('opens on 会员套餐 (type 2) and loads its packages', async () => {
    const { loadPackages, view } = start();
    expect(packageTypes).toEqual([2, 1]);
    expect(view()).toMatchObject({ status: 'loading', packageType: 2, tab: 'membership', packages: [] });
    await flush();
    expect(loadPackages).toHaveBeenCalledWith(2);
    expect(view().status).toBe('ready');
    expect(view().packages.map((card) => card.id)).toEqual([1, 2]);
  });

  it('can open on 积分套餐 (type 1)', async () => {
    const { loadPackages, view } = start({ input: { initialType: 1 } });
    await flush();
    expect(loadPackages).toHaveBeenCalledWith(1);
    expect(view()).toMatchObject({ status: 'ready', tab: 'points' });
  });

  it('switching tabs loads the other type once; switching back uses the loaded list', async () => {
    const { actor, loadPackages, view } = start();
    await flush();
    actor.send({ type: 'vip.tab.select', packageType: 1 });
    expect(view()).toMatchObject({ status: 'loading', packageType: 1, packages: [] });
    await flush();
    expect(view().packages.map((card) => card.id)).toEqual([11]);
    actor.send({ type: 'vip.tab.select', packageType: 2 });
    expect(view()).toMatchObject({ status: 'ready', packageType: 2 });
    actor.send({ type: 'vip.tab.select', packageType: 1 });
    expect(view().status).toBe('ready');
    expect(loadPackages).toHaveBeenCalledTimes(2);
  });

  it('selecting the current tab changes nothing', async () => {
    const { actor, loadPackages } = start();
    actor.send({ type: 'vip.tab.select', packageType: 2 });
    await flush();
    expect(loadPackages).toHaveBeenCalledTimes(1);
  });

  it('a list still loading for the tab left behind is dropped', async () => {
    const resolvers: Partial<Record<PackageType, (list: VipPackage[]) => void>> = {};
    const loadPackages = vi.fn((type: PackageType) => new Promise<VipPackage[]>((resolve) => (resolvers[type] = resolve)));
    const { actor, view } = start({ loadPackages });
    actor.send({ type: 'vip.tab.select', packageType: 1 });
    resolvers[2]?.(lists[2]);
    await flush();
    expect(view()).toMatchObject({ status: 'loading', packageType: 1 });
    expect(actor.getSnapshot().context.packages[2]).toBeUndefined();
    resolvers[1]?.(lists[1]);
    await flush();
    expect(view().packages.map((card) => card.id)).toEqual([11]);
  });

  it('a failed load shows the server text (or the fallback) and vip.retry loads again', async () => {
    const loadPackages = vi
      .fn<(type: PackageType) => Promise<VipPackage[]>>()
      .mockRejectedValueOnce(new Error('服务繁忙'))
      .mockRejectedValueOnce(new Error(''))
      .mockResolvedValue(lists[2]);
    const { actor, view } = start({ loadPackages });
    await flush();
    expect(view()).toMatchObject({ status: 'failed', error: { text: '服务繁忙' } });
    actor.send({ type: 'vip.retry' });
    expect(view()).toMatchObject({ status: 'loading', error: null });
    await flush();
    expect(view()).toMatchObject({ status: 'failed', error: { key: 'vip.loadFailed' } });
    actor.send({ type: 'vip.retry' });
    await flush();
    expect(view().status).toBe('ready');
  });

  it('a failed tab can be left for the other tab', async () => {
    const loadPackages = vi.fn(async (type: PackageType) => (type === 2 ? Promise.reject(new Error('x')) : lists[1]));
    const { actor, view } = start({ loadPackages });
    await flush();
    actor.send({ type: 'vip.tab.select', packageType: 1 });
    await flush();
    expect(view()).toMatchObject({ status: 'ready', packageType: 1, error: null });
  });

  it('an empty list is ready with no cards', async () => {
    const { view } = start({ loadPackages: vi.fn(async () => []) });
    await flush();
    expect(view()).toMatchObject({ status: 'ready', packages: [] });
  });
});

describe('vipDialogMachine: buying', () => {
  it('立即购买 starts the payment for that package with the dialog input', async () => {
    const { actor, paymentServices, view, paymentChild } = start();
    await flush();
    actor.send({ type: 'vip.buy', goodsId: 2 });
    expect(view()).toMatchObject({ status: 'paying', selected: { id: 2 } });
    expect(paymentChild()).toBeDefined();
    await flush();
    expect(paymentServices.createOrder).toHaveBeenCalledWith({ goodsId: 2, payType: 'wxpay' });
    const child = paymentChild();
    expect(child && paymentView(child.getSnapshot()).status).toBe('qr');
  });

  it('passes clientIsWechat and the pay types on to the payment', async () => {
    const { actor, paymentServices } = start({
      input: { payTypes: ['jsapi'], clientIsWechat: true },
      payment: { createOrder: vi.fn(async () => ({ orderId: 'o', payParams: { appId: 'wx1' } })) },
    });
    await flush();
    actor.send({ type: 'vip.buy', goodsId: 1 });
    await flush();
    expect(paymentServices.createOrder).toHaveBeenCalledWith({ goodsId: 1, payType: 'jsapi' });
    expect(paymentServices.invokeWechatPay).toHaveBeenCalledWith({ appId: 'wx1' });
  });

  it('with no pay type enabled the cards cannot be bought: vip.buy is ignored and the view says so', async () => {
    const { actor, view, paymentServices } = start({ input: { payTypes: [] } });
    await flush();
    expect(view()).toMatchObject({ status: 'ready', canBuy: false });
    actor.send({ type: 'vip.buy', goodsId: 1 });
    await flush();
    expect(view().status).toBe('ready');
    expect(paymentServices.createOrder).not.toHaveBeenCalled();
    expect(start().view().canBuy).toBe(true);
  });

  it('ignores 立即购买 for a package not in the shown list, or before the list is ready', async () => {
    const { actor, view } = start();
    actor.send({ type: 'vip.buy', goodsId: 1 });
    expect(view().status).toBe('loading');
    await flush();
    actor.send({ type: 'vip.buy', goodsId: 11 });
    expect(view().status).toBe('ready');
  });

  it('back from the payment drops the order and its polling; the packages show again', async () => {
    const { actor, paymentServices, view, seconds, paymentChild, loadPackages } = start();
    await flush();
    actor.send({ type: 'vip.buy', goodsId: 1 });
    await flush();
    await seconds(2);
    expect(paymentServices.queryOrder).toHaveBeenCalledTimes(2);
    actor.send({ type: 'vip.payment.back' });
    expect(view()).toMatchObject({ status: 'ready', selected: null });
    expect(paymentChild()).toBeUndefined();
    await seconds(10);
    expect(paymentServices.queryOrder).toHaveBeenCalledTimes(2);
    expect(loadPackages).toHaveBeenCalledTimes(1);
  });

  it('tabs do not switch while paying', async () => {
    const { actor, view } = start();
    await flush();
    actor.send({ type: 'vip.buy', goodsId: 1 });
    actor.send({ type: 'vip.tab.select', packageType: 1 });
    expect(view()).toMatchObject({ status: 'paying', packageType: 2 });
  });

  it('paid: onPaid at once, the dialog closes 1.5 s later', async () => {
    const { actor, clock, close, paymentServices, view, seconds, paymentChild } = start({ payment: { queryOrder: vi.fn(async () => ({ status: 1 })) } });
    await flush();
    actor.send({ type: 'vip.buy', goodsId: 1 });
    await flush();
    await seconds(1);
    expect(paymentServices.notify).toHaveBeenCalledWith({ tone: 'success', message: { key: 'payment.success' } });
    expect(paymentServices.onPaid).toHaveBeenCalledTimes(1);
    expect(close).not.toHaveBeenCalled();
    clock.increment(1499);
    await flush();
    expect(close).not.toHaveBeenCalled();
    clock.increment(1);
    await flush();
    expect(close).toHaveBeenCalledTimes(1);
    expect(view()).toMatchObject({ status: 'done', selected: { id: 1 }, paidMessage: { key: 'payment.success' } });
    expect(paymentChild()).toBeUndefined();
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('closing the dialog (actor stopped) stops the payment: no more polls, no timeout, no close', async () => {
    const { actor, close, paymentServices, seconds } = start();
    await flush();
    actor.send({ type: 'vip.buy', goodsId: 1 });
    await flush();
    await seconds(3);
    actor.stop();
    await seconds(400);
    expect(paymentServices.queryOrder).toHaveBeenCalledTimes(3);
    expect(close).not.toHaveBeenCalled();
  });

  it('buying again after back creates a new order with a fresh window', async () => {
    const { actor, paymentServices, seconds, paymentChild } = start();
    await flush();
    actor.send({ type: 'vip.buy', goodsId: 1 });
    await flush();
    await seconds(100);
    actor.send({ type: 'vip.payment.back' });
    actor.send({ type: 'vip.buy', goodsId: 2 });
    await flush();
    expect(paymentServices.createOrder).toHaveBeenLastCalledWith({ goodsId: 2, payType: 'wxpay' });
    expect(paymentChild()?.getSnapshot().context.remaining).toBe(300);
  });
});

describe('vipDialogView', () => {
  it('maps a package to its card', async () => {
    const { view } = start({
      loadPackages: vi.fn(async () => [
        pkg(1, 2, { price: 99, originPrice: 199, des: ' 无限对话 / GPT-4 每日 50 次 / ' }),
        pkg(2, 2, { price: 19.9, originPrice: 19.9, recommended: true }),
      ]),
    });
    await flush();
    expect(view().packages).toEqual([
      {
        id: 1,
        name: '套餐1',
        price: '99',
        originPrice: '199',
        perDay: '3.30',
        score: 100,
        days: 30,
        features: ['无限对话', 'GPT-4 每日 50 次'],
        accentIndex: 0,
        recommended: false,
      },
      {
        id: 2,
        name: '套餐2',
        price: '19.90',
        originPrice: null,
        perDay: '0.66',
        score: 100,
        days: 30,
        features: ['无限对话', '绘画加速'],
        accentIndex: 4,
        recommended: true,
      },
    ]);
  });

  it('walks 16 cards through every colour of the 15-colour palette, neighbours apart, then again', async () => {
    const many = Array.from({ length: 16 }, (_, index) => pkg(index + 1, 2));
    const { view } = start({ loadPackages: vi.fn(async () => many) });
    await flush();
    const accents = view().packages.map((card) => card.accentIndex);
    expect(accents).toEqual([0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 0]);
    expect(new Set(accents.slice(0, 15)).size).toBe(15);
  });
});

describe('packages', () => {
  it('splits des on / into at most 6 feature lines', () => {
    expect(packageFeatureLimit).toBe(6);
    expect(packageFeatures('a/b/c/d/e/f/g/h')).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(packageFeatures(' 无限对话 //绘画 ')).toEqual(['无限对话', '绘画']);
    expect(packageFeatures('')).toEqual([]);
    expect(packageFeatures(null)).toEqual([]);
  });

  it('has a palette of 15 colours and wraps', () => {
    expect(packagePaletteSize).toBe(15);
    expect(packageAccentIndex(0)).toBe(0);
    expect(packageAccentIndex(1)).toBe(4);
    expect(packageAccentIndex(15)).toBe(0);
    expect(packageAccentIndex(16)).toBe(4);
  });

  it('prices membership per day with two decimals; none for points or lifetime packages', () => {
    expect(perDayPrice({ price: 30, days: 90, typeId: 2 })).toBe('0.33');
    expect(perDayPrice({ price: 9.9, days: 7, typeId: 2 })).toBe('1.41');
    expect(perDayPrice({ price: 268, days: 365, typeId: 2 })).toBe('0.73');
    expect(perDayPrice({ price: 10, days: 0, typeId: 1 })).toBeNull();
    expect(perDayPrice({ price: 999, days: -1, typeId: 2 })).toBeNull();
  });

  it('formats yuan and shows the original price only when higher', () => {
    expect(formatYuan(99)).toBe('99');
    expect(formatYuan(19.9)).toBe('19.90');
    expect(formatYuan(0.1 + 0.2)).toBe('0.30');
    expect(hasDiscount({ price: 99, originPrice: 199 })).toBe(true);
    expect(hasDiscount({ price: 99, originPrice: 99 })).toBe(false);
    expect(hasDiscount({ price: 99, originPrice: 0 })).toBe(false);
  });
});

describe('checkVipAccess (SPEC §6)', () => {
  it('without a token sends the user to login without calling the server', async () => {
    const checkAuth = vi.fn(async () => ({}));
    await expect(checkVipAccess({ hasToken: false, checkAuth })).resolves.toBe('login');
    expect(checkAuth).not.toHaveBeenCalled();
  });

  it('runs the auth check first: valid → the VIP dialog, refused → login', async () => {
    await expect(checkVipAccess({ hasToken: true, checkAuth: async () => ({}) })).resolves.toBe('vip');
    await expect(checkVipAccess({ hasToken: true, checkAuth: () => Promise.reject(new Error('401')) })).resolves.toBe('login');
  });
});
