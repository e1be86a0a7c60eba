import { and, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { paymentMachine, type PayType } from '../payment/payment.machine';
import { failureMessage, type MessageRef } from '../session/notify';
import { packageTypes, type PackageType, type VipPackage } from './packages';
import type { VipDialogCatalogsKey } from './messages';

export interface VipDialogInput {
  /** The pay types the operator enabled (from config; the app decides, e.g. ['jsapi'] in the WeChat browser). */
  payTypes: readonly PayType[];
  /** The page runs in the messaging platform's browser. */
  clientIsWechat: boolean;
  /** The tab to open on; 会员套餐 (2) unless said otherwise. */
  initialType?: PackageType;
}

export interface VipDialogContext {
  payTypes: readonly PayType[];
  clientIsWechat: boolean;
  packageType: PackageType;
  /** The lists loaded so far, per type (a tab shown again is not loaded again). */
  packages: Partial<Record<PackageType, VipPackage[]>>;
  error: MessageRef<VipDialogCatalogsKey> | null;
  /** The package being paid for. */
  selected: VipPackage | null;
  /** Paid: the payment's success text, shown while the dialog closes. */
  paidMessage: MessageRef<VipDialogCatalogsKey> | null;
}

export type VipDialogEvent =
  | { type: 'vip.tab.select'; packageType: PackageType }
  | { type: 'vip.retry' }
  /** 立即购买 on a card. */
  | { type: 'vip.buy'; goodsId: number }
  /** Back from the payment panel to the packages: the order and its polling are dropped. */
  | { type: 'vip.payment.back' };

/** Packages can be bought: the operator enabled at least one pay type (else SPEC §8's 管理员还未开启支付！). */
export const canPay = (context: Pick<VipDialogContext, 'payTypes'>) => context.payTypes.length > 0;

/**
 * The VIP dialog (SPEC §2.3.9, §4): tabs 会员套餐 (type 2) and 积分套餐 (type 1), each loading its
 * package list once; 立即购买 (only when a pay type is enabled) invokes the `payment` machine for that package (its order, polling,
 * countdown and in-app pay). Paid and closed by the payment machine → `done` (the `close` action).
 * Stopping the actor (the dialog closes) stops the payment child and all its timers with it.
 */
export const vipDialogMachine = setup({
  types: {
    input: {} as VipDialogInput,
    context: {} as VipDialogContext,
    events: {} as VipDialogEvent,
    children: {} as { payment: 'payment' },
  },
  actors: {
    /** The package list of one type (SPEC §7 "Orders and packages"). */
    loadPackages: fromPromise<VipPackage[], { packageType: PackageType }>(() => Promise.reject(new Error('vipDialog: provide loadPackages'))),
    payment: paymentMachine,
  },
  actions: {
    /** Close the dialog (after a payment). */
    close: () => {},
  },
  guards: {
    isOtherType: ({ context, event }) =>
      event.type === 'vip.tab.select' && event.packageType !== context.packageType && packageTypes.includes(event.packageType),
    isLoaded: ({ context }) => context.packages[context.packageType] !== undefined,
    isListed: ({ context, event }) => event.type === 'vip.buy' && (context.packages[context.packageType] ?? []).some((item) => item.id === event.goodsId),
    /** The operator enabled a pay type: without one there is nothing to order with (the cards say so). */
    canPay: ({ context }) => canPay(context),
  },
}).createMachine({
  id: 'vipDialog',
  context: ({ input }) => ({
    payTypes: input.payTypes,
    clientIsWechat: input.clientIsWechat,
    packageType: input.initialType ?? packageTypes[0],
    packages: {},
    error: null,
    selected: null,
    paidMessage: null,
  }),
  initial: 'browsing',
  states: {
    browsing: {
      initial: 'choosing',
      entry: assign({ selected: null }),
      on: {
        'vip.tab.select': {
          guard: 'isOtherType',
          // Re-entering `choosing` drops a list still loading for the other tab.
          target: '.choosing',
          actions: assign({ packageType: ({ event }) => event.packageType, error: null }),
        },
      },
      states: {
        choosing: { always: [{ guard: 'isLoaded', target: 'ready' }, { target: 'loading' }] },
        loading: {
          invoke: {
            src: 'loadPackages',
            input: ({ context }) => ({ packageType: context.packageType }),
            onDone: {
              target: 'ready',
              actions: assign({ packages: ({ context, event }) => ({ ...context.packages, [context.packageType]: event.output }) }),
            },
            onError: { target: 'failed', actions: assign({ error: ({ event }) => failureMessage(event.error, 'vip.loadFailed') }) },
          },
        },
        ready: {
          on: {
            'vip.buy': {
              guard: and(['canPay', 'isListed']),
              target: '#vipDialog.paying',
              actions: assign({
                selected: ({ context, event }) => (context.packages[context.packageType] ?? []).find((item) => item.id === event.goodsId) ?? null,
              }),
            },
          },
        },
        failed: { on: { 'vip.retry': { target: 'loading', actions: assign({ error: null }) } } },
      },
    },
    paying: {
      invoke: {
        id: 'payment',
        src: 'payment',
        input: ({ context }) => ({ goodsId: context.selected?.id ?? 0, payTypes: context.payTypes, clientIsWechat: context.clientIsWechat }),
        onDone: { target: 'done', actions: assign({ paidMessage: ({ event }) => event.output.message }) },
      },
      on: { 'vip.payment.back': 'browsing' },
    },
    done: { type: 'final', entry: 'close' },
  },
});

export type VipDialogSnapshot = SnapshotFrom<typeof vipDialogMachine>;

export interface VipDialogServices {
  loadPackages: (packageType: PackageType) => Promise<VipPackage[]>;
  /** `providePayment(...)`: the payment machine with the app's calls and reactions. */
  payment: typeof paymentMachine;
}

/** The dialog's machine with the app's calls (or a story's fakes). */
export const provideVipDialog = (services: VipDialogServices) =>
  vipDialogMachine.provide({
    actors: {
      loadPackages: fromPromise<VipPackage[], { packageType: PackageType }>(({ input }) => services.loadPackages(input.packageType)),
      payment: services.payment,
    },
  });
