import type { PaymentDelivery } from '../payments/notifyDelivery.js';

export interface XunhupayConfig {
  appid: string;
  appsecret: string;
}

export interface XunhupayOrder {
  /** xunhupay's own order id (`openid` in the create answer, `open_order_id` in notifies and queries). */
  openOrderId: string;
  tradeOrderId: string;
  /** As the merchant sent it. */
  totalFee: string;
  /** What the buyer paid, reported in notifies and queries; null until paid. */
  paidFee: string | null;
  title: string;
  notifyUrl: string;
  returnUrl: string;
  callbackUrl: string;
  plugins: string;
  attach: string;
  type: string;
  /** `WP` waiting, `OD` paid, `CD` cancelled. */
  status: 'WP' | 'OD' | 'CD';
  transactionId: string | null;
  createdAt: string;
  paidAt: string | null;
  deliveries: PaymentDelivery[];
}

export interface XunhupayState {
  config: XunhupayConfig;
  orders: Map<string, XunhupayOrder>;
  nextOrderId: number;
}

export function createXunhupayState(): XunhupayState {
  return {
    config: { appid: '201906120001', appsecret: 'SimXunhupayAppSecret000000000000' },
    orders: new Map(),
    nextOrderId: 20_000_001,
  };
}
