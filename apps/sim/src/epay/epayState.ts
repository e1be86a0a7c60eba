import type { PaymentDelivery } from '../payments/notifyDelivery.js';

/** `plain`: md5(content + KEY), the standard; `ampKey`: md5(content + "&key=" + KEY), as some forks sign. */
export type EpaySignStyle = 'plain' | 'ampKey';

export interface EpayConfig {
  pid: string;
  key: string;
  signStyle: EpaySignStyle;
  /** The standard gateway GETs notify_url with the parameters in the query; some POST them as a form. */
  notifyMethod: 'GET' | 'POST';
  /** Which field mapi.php answers with the pay link in. */
  mapiReply: 'qrcode' | 'payurl' | 'urlscheme';
}

export interface EpayOrder {
  tradeNo: string;
  /** The channel's own number (api_trade_no), set on payment. */
  apiTradeNo: string | null;
  outTradeNo: string;
  pid: string;
  /** Empty when submit.php was called without one (the cashier lets the buyer choose; wxpay is assumed on payment). */
  type: string;
  name: string;
  /** As the merchant sent it. */
  money: string;
  /** What the buyer paid, reported in the notify and the query; null until paid. */
  paidMoney: string | null;
  notifyUrl: string;
  returnUrl: string;
  param: string;
  clientip: string;
  device: string;
  via: 'submit.php' | 'mapi.php';
  status: 0 | 1;
  /** `YYYY-MM-DD HH:mm:ss` Beijing time. */
  addtime: string;
  endtime: string | null;
  buyer: string;
  deliveries: PaymentDelivery[];
}

export interface EpayState {
  config: EpayConfig;
  orders: Map<string, EpayOrder>;
  nextTradeNo: number;
}

export const EPAY_TYPES = ['alipay', 'wxpay', 'qqpay', 'bank', 'jdpay', 'paypal', 'usdt'] as const;

export function createEpayState(): EpayState {
  return {
    config: { pid: '1001', key: 'SimEpayMerchantKey00000000000000', signStyle: 'plain', notifyMethod: 'GET', mapiReply: 'qrcode' },
    orders: new Map(),
    nextTradeNo: 1,
  };
}
