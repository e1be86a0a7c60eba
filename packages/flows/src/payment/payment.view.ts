import type { MessageRef } from '../session/notify';
import type { PayType, PaymentSnapshot } from './payment.machine';
import type { PaymentMessageKey } from './messages';

export const paymentStatuses = ['creating', 'qr', 'redirect', 'inAppPaying', 'inAppUnpaid', 'paid', 'timedOut', 'failed'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export interface PaymentView {
  status: PaymentStatus;
  payType: PayType | null;
  payTypes: readonly PayType[];
  /** Whole seconds left to pay (the countdown shows while an order is open). */
  remaining: number;
  /** The payment URL the QR encodes (status qr). */
  qrValue: string | null;
  /** The provider's page (status redirect), offered again as a link. */
  redirectUrl: string | null;
  /** Status failed: the server's text or a key; status paid: the success text. */
  message: MessageRef<PaymentMessageKey> | null;
  /** The pay method can be changed (not while paid). */
  canChangeMethod: boolean;
}

/** Snapshot → what the payment panel shows. */
export function paymentView(snapshot: PaymentSnapshot): PaymentView {
  const { context } = snapshot;
  const base = {
    payType: context.payType,
    payTypes: context.payTypes,
    remaining: context.remaining,
    qrValue: null,
    redirectUrl: null,
    message: null,
    canChangeMethod: context.payTypes.length > 1,
  };
  if (snapshot.matches('paid') || snapshot.matches('done')) return { ...base, status: 'paid', message: context.paidMessage, canChangeMethod: false };
  if (snapshot.matches({ ordering: 'failed' })) return { ...base, status: 'failed', message: context.error };
  if (snapshot.matches({ ordering: 'timedOut' })) return { ...base, status: 'timedOut', remaining: 0, message: { key: 'payment.timeout' } };
  if (snapshot.matches({ ordering: 'open' })) {
    const order = context.order;
    if (context.channel === 'inApp')
      return { ...base, status: snapshot.matches({ ordering: { open: { inAppPay: 'unpaid' } } }) ? 'inAppUnpaid' : 'inAppPaying' };
    if (context.channel === 'redirect') return { ...base, status: 'redirect', redirectUrl: order?.redirectUrl ?? null };
    return { ...base, status: 'qr', qrValue: order?.url_qrcode ?? null };
  }
  return { ...base, status: 'creating' };
}

/** 300 → "05:00": minutes and seconds of the payment window. */
export const formatRemaining = (seconds: number) => {
  const whole = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
};
