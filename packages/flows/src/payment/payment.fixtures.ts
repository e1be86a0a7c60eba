import { countdownMachine } from '../countdown/countdown.machine';
import { pausedDelay } from '../phoneCode/phoneCode.fixtures';
import { providePayment, type PaymentServices } from './payment.machine';

/** Story-only fakes. */

/** The machine's named delays and the countdown child's `tick`. */
export type PaymentDelays = Partial<Record<'pollInterval' | 'paymentWindow' | 'tick' | 'closeAfterPaid', number>>;

/** A payment URL as a provider returns it (rendered as a real QR). */
export const storyPaymentUrl = 'weixin://wxpay/bizpayurl?pr=StoryOrder1';

/** The payment machine with fakes (override any call); every timer held still unless given, so screenshots are stable. */
export const storyPayment = (overrides: Partial<PaymentServices> = {}, delays: PaymentDelays = {}) =>
  providePayment({
    createOrder: async () => ({ orderId: 'story-order', url_qrcode: storyPaymentUrl }),
    queryOrder: async () => ({ status: 0 }),
    invokeWechatPay: async () => 'ok',
    notify: () => {},
    redirect: () => {},
    onPaid: () => {},
    ...overrides,
  }).provide({
    actors: { countdown: countdownMachine.provide({ delays: { tick: delays.tick ?? pausedDelay } }) },
    delays: {
      pollInterval: delays.pollInterval ?? pausedDelay,
      paymentWindow: delays.paymentWindow ?? pausedDelay,
      closeAfterPaid: delays.closeAfterPaid ?? pausedDelay,
    },
  });
