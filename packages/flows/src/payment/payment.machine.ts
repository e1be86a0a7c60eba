import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { countdownMachine } from '../countdown/countdown.machine';
import { failureMessage, type MessageRef, type Notice } from '../session/notify';
import type { PaymentMessageKey } from './messages';

/** SPEC §7 POST /order/buy: the pay types a client may ask for (which ones exist is the operator's config). */
export const payTypes = ['wxpay', 'alipay', 'jsapi', 'native'] as const;
export type PayType = (typeof payTypes)[number];
export const isPayType = (value: unknown): value is PayType => (payTypes as readonly unknown[]).includes(value);

/** SPEC §4 and §9: an order may be paid for 300 s, its status is polled every 1 s, the dialog closes 1.5 s after payment. */
export const paymentWindowSeconds = 300;
export const orderPollMs = 1000;
export const closeAfterPaidMs = 1500;
/** SPEC §3: order status 1 = paid. */
export const orderPaidStatus = 1;

/** The parameters of the messaging platform's in-app pay (WeixinJSBridge getBrandWCPayRequest). */
export type WechatPayParams = { appId?: string } & Record<string, unknown>;

/** The data of POST /order/buy {goodsId, payType}. */
export interface CreatedOrder {
  orderId: string;
  /** A payment URL to show as a QR code. */
  url_qrcode?: string;
  /** An external payment page (some providers). */
  redirectUrl?: string;
  /** In-app pay parameters (official pay in the messaging-platform browser). */
  payParams?: WechatPayParams;
}

/** The data of GET /order/queryByOrderId {orderId}. */
export interface OrderStatus {
  status: number;
}

/** How the invoked in-app pay ended (WeixinJSBridge's get_brand_wcpay_request:ok / :cancel / :fail). */
export type WechatPayResult = 'ok' | 'cancel' | 'fail';

/** How the user pays for the created order. */
export const paymentChannels = ['qr', 'redirect', 'inApp'] as const;
export type PaymentChannel = (typeof paymentChannels)[number];

export interface PaymentInput {
  goodsId: number;
  /** The pay types the operator enabled, in the order to offer them; the first is chosen first. */
  payTypes: readonly PayType[];
  /** The page runs in the messaging platform's browser (in-app pay is possible there). */
  clientIsWechat: boolean;
}

export interface PaymentContext extends PaymentInput {
  payType: PayType | null;
  order: CreatedOrder | null;
  channel: PaymentChannel | null;
  /** Whole seconds left in the payment window (shown). */
  remaining: number;
  error: MessageRef<PaymentMessageKey> | null;
  /** What the panel says once paid: 恭喜你支付成功… (poll) or 购买成功… (in-app pay). */
  paidMessage: MessageRef<PaymentMessageKey> | null;
}

/** Paid: what the panel said (the dialog keeps showing it while it closes). */
export interface PaymentOutput {
  paid: true;
  message: MessageRef<PaymentMessageKey>;
}

export type PaymentEvent =
  /** Another pay method: the order is created again (SPEC §4). */
  | { type: 'payment.method.select'; payType: PayType }
  /** After a failure or a timeout: create a new order with the same method. */
  | { type: 'payment.reorder' }
  /** In-app pay was cancelled or failed: invoke it again for the same order. */
  | { type: 'payment.payAgain' };

const orderKeys = {
  success: 'payment.success',
  wechatSuccess: 'payment.wechatSuccess',
  wechatUnpaid: 'payment.wechatUnpaid',
  disabled: 'payment.error.disabled',
  createFailed: 'payment.error.createFailed',
  noPayment: 'payment.error.noPayment',
  appIdRequired: 'payment.error.appIdRequired',
} as const;

const hasText = (value: string | undefined): value is string => typeof value === 'string' && value.trim() !== '';
const usesInAppPay = (context: PaymentContext, order: CreatedOrder) => context.clientIsWechat && order.payParams !== undefined;
const hasAppId = (params: WechatPayParams | undefined) => typeof params?.appId === 'string' && params.appId.trim() !== '';

/**
 * Paying for one package (SPEC §4 "Payment", §8, §9). `creating` asks for an order with the chosen
 * pay type; the reply decides the channel: in-app pay (messaging-platform browser with payParams),
 * an external page (`redirect`), or a QR of `url_qrcode`. While the order is `open`, its status is
 * polled every `pollInterval` (1 s) and a visible countdown runs (the `countdown` child, mirrored into
 * `remaining`); after `paymentWindow` (300 s)
 * polling stops (`timedOut`). Status 1 or in-app 'ok' → `paid`: toast, `onPaid` (user-info reload),
 * and after `closeAfterPaid` (1.5 s) the machine is done (the dialog closes). Another pay method
 * re-creates the order. Stopping the actor (the dialog closes) stops every call and timer.
 */
export const paymentMachine = setup({
  types: {
    input: {} as PaymentInput,
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    output: {} as PaymentOutput,
  },
  actors: {
    /** POST /order/buy {goodsId, payType}. */
    createOrder: fromPromise<CreatedOrder, { goodsId: number; payType: PayType }>(() => Promise.reject(new Error('payment: provide createOrder'))),
    /** GET /order/queryByOrderId {orderId}. */
    queryOrder: fromPromise<OrderStatus, { orderId: string }>(() => Promise.reject(new Error('payment: provide queryOrder'))),
    /** The messaging platform's in-app pay with the order's payParams. */
    invokeWechatPay: fromPromise<WechatPayResult, WechatPayParams>(() => Promise.reject(new Error('payment: provide invokeWechatPay'))),
    /** The visible 300 s countdown (one second per its `tick` delay). */
    countdown: countdownMachine,
  },
  actions: {
    notify: (_, _notice: Notice<PaymentMessageKey>) => {},
    /** Open the provider's payment page. */
    redirect: (_, _params: { url: string }) => {},
    /** Paid: reload the user info (session.reload). */
    onPaid: () => {},
    fail: assign((_, error: MessageRef<PaymentMessageKey>) => ({ error })),
    clearOrder: assign({ order: null, channel: null, error: null, paidMessage: null }),
  },
  guards: {
    hasPayTypes: ({ context }) => context.payTypes.length > 0,
    isOtherMethod: ({ context, event }) =>
      event.type === 'payment.method.select' && event.payType !== context.payType && context.payTypes.includes(event.payType),
    isInAppWithoutAppId: ({ context }, order: CreatedOrder) => usesInAppPay(context, order) && !hasAppId(order.payParams),
    isInApp: ({ context }, order: CreatedOrder) => usesInAppPay(context, order),
    hasRedirect: (_, order: CreatedOrder) => hasText(order.redirectUrl),
    hasQrCode: (_, order: CreatedOrder) => hasText(order.url_qrcode),
    isPaid: (_, result: OrderStatus) => result.status === orderPaidStatus,
    isInAppChannel: ({ context }) => context.channel === 'inApp',
    isWechatOk: (_, result: WechatPayResult) => result === 'ok',
  },
  delays: {
    pollInterval: orderPollMs,
    paymentWindow: paymentWindowSeconds * 1000,
    closeAfterPaid: closeAfterPaidMs,
  },
}).createMachine({
  id: 'payment',
  context: ({ input }) => ({
    goodsId: input.goodsId,
    payTypes: input.payTypes,
    clientIsWechat: input.clientIsWechat,
    payType: input.payTypes[0] ?? null,
    order: null,
    channel: null,
    remaining: paymentWindowSeconds,
    error: null,
    paidMessage: null,
  }),
  initial: 'starting',
  output: ({ context }) => ({ paid: true, message: context.paidMessage ?? { key: orderKeys.success } }),
  states: {
    starting: {
      always: [
        { guard: 'hasPayTypes', target: 'ordering' },
        // SPEC §8: no channel enabled.
        { target: 'ordering.failed', actions: { type: 'fail', params: { key: orderKeys.disabled } } },
      ],
    },
    ordering: {
      initial: 'creating',
      on: {
        'payment.method.select': {
          guard: 'isOtherMethod',
          // The child is left and entered again: a running createOrder is dropped, polling and countdown stop.
          target: '.creating',
          actions: assign({ payType: ({ event }) => event.payType }),
        },
      },
      states: {
        creating: {
          entry: 'clearOrder',
          invoke: {
            src: 'createOrder',
            input: ({ context }) => ({ goodsId: context.goodsId, payType: context.payType ?? payTypes[0] }),
            onDone: [
              {
                guard: { type: 'isInAppWithoutAppId', params: ({ event }) => event.output },
                target: 'failed',
                actions: { type: 'fail', params: { key: orderKeys.appIdRequired } },
              },
              {
                guard: { type: 'isInApp', params: ({ event }) => event.output },
                target: 'open',
                actions: assign({ order: ({ event }) => event.output, channel: 'inApp' }),
              },
              {
                guard: { type: 'hasRedirect', params: ({ event }) => event.output },
                target: 'open',
                actions: [
                  assign({ order: ({ event }) => event.output, channel: 'redirect' }),
                  { type: 'redirect', params: ({ event }) => ({ url: event.output.redirectUrl ?? '' }) },
                ],
              },
              {
                guard: { type: 'hasQrCode', params: ({ event }) => event.output },
                target: 'open',
                actions: assign({ order: ({ event }) => event.output, channel: 'qr' }),
              },
              { target: 'failed', actions: { type: 'fail', params: { key: orderKeys.noPayment } } },
            ],
            // SPEC §8: a failed order shows the server's message (e.g. 管理员还未开启支付！).
            onError: { target: 'failed', actions: { type: 'fail', params: ({ event }) => failureMessage(event.error, orderKeys.createFailed) } },
          },
        },
        open: {
          type: 'parallel',
          entry: assign({ remaining: paymentWindowSeconds }),
          // SPEC §4: at the end of the window polling stops and 支付超时，请重新下单! shows.
          after: { paymentWindow: 'timedOut' },
          invoke: {
            src: 'countdown',
            input: { seconds: paymentWindowSeconds },
            onSnapshot: { actions: assign({ remaining: ({ event }) => event.snapshot.context.remaining }) },
          },
          states: {
            poll: {
              initial: 'waiting',
              states: {
                waiting: { after: { pollInterval: 'checking' } },
                checking: {
                  invoke: {
                    src: 'queryOrder',
                    input: ({ context }) => ({ orderId: context.order?.orderId ?? '' }),
                    onDone: [
                      {
                        guard: { type: 'isPaid', params: ({ event }) => event.output },
                        target: '#payment.paid',
                        actions: [
                          assign({ paidMessage: { key: orderKeys.success } }),
                          { type: 'notify', params: { tone: 'success', message: { key: orderKeys.success } } },
                        ],
                      },
                      { target: 'waiting' },
                    ],
                    // A network blip: ask again on the next interval.
                    onError: 'waiting',
                  },
                },
              },
            },
            inAppPay: {
              initial: 'idle',
              states: {
                idle: { always: { guard: 'isInAppChannel', target: 'invoking' } },
                invoking: {
                  invoke: {
                    src: 'invokeWechatPay',
                    input: ({ context }) => context.order?.payParams ?? {},
                    onDone: [
                      {
                        guard: { type: 'isWechatOk', params: ({ event }) => event.output },
                        target: '#payment.paid',
                        actions: [
                          assign({ paidMessage: { key: orderKeys.wechatSuccess } }),
                          { type: 'notify', params: { tone: 'success', message: { key: orderKeys.wechatSuccess } } },
                        ],
                      },
                      { target: 'unpaid', actions: { type: 'notify', params: { tone: 'warning', message: { key: orderKeys.wechatUnpaid } } } },
                    ],
                    onError: { target: 'unpaid', actions: { type: 'notify', params: { tone: 'warning', message: { key: orderKeys.wechatUnpaid } } } },
                  },
                },
                // Polling goes on: the user may still have paid another way, and the order stays valid.
                unpaid: { on: { 'payment.payAgain': 'invoking' } },
              },
            },
          },
        },
        failed: { on: { 'payment.reorder': 'creating' } },
        timedOut: { on: { 'payment.reorder': 'creating' } },
      },
    },
    paid: {
      entry: 'onPaid',
      after: { closeAfterPaid: 'done' },
    },
    done: { type: 'final' },
  },
});

export type PaymentSnapshot = SnapshotFrom<typeof paymentMachine>;

/** The server and platform calls and the app's reactions, as the app (or a story) provides them. */
export interface PaymentServices {
  createOrder: (request: { goodsId: number; payType: PayType }) => Promise<CreatedOrder>;
  queryOrder: (orderId: string) => Promise<OrderStatus>;
  invokeWechatPay: (params: WechatPayParams) => Promise<WechatPayResult>;
  notify: (notice: Notice) => void;
  redirect: (url: string) => void;
  /** Paid: reload the user info. */
  onPaid: () => void;
}

/** The payment machine with the app's calls and reactions. */
export const providePayment = (services: PaymentServices) =>
  paymentMachine.provide({
    actors: {
      createOrder: fromPromise<CreatedOrder, { goodsId: number; payType: PayType }>(({ input }) => services.createOrder(input)),
      queryOrder: fromPromise<OrderStatus, { orderId: string }>(({ input }) => services.queryOrder(input.orderId)),
      invokeWechatPay: fromPromise<WechatPayResult, WechatPayParams>(({ input }) => services.invokeWechatPay(input)),
    },
    actions: {
      notify: (_, notice) => services.notify(notice),
      redirect: (_, { url }) => services.redirect(url),
      onPaid: () => services.onPaid(),
    },
  });
