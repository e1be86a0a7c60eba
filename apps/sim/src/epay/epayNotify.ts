import { deliverNotifies, plainSuccessAck, type DeliveryPlan, type NotifyRequest, type PaymentDelivery } from '../payments/notifyDelivery.js';
import { epaySign } from './epaySign.js';
import type { EpayConfig, EpayOrder } from './epayState.js';

/**
 * The signed notify parameters of a paid order. `param` is always present, empty or not (the signature skips it when
 * empty, which is where servers that sign empty values go wrong).
 */
export function epayNotifyParams(config: EpayConfig, order: EpayOrder, badSignature = false): Record<string, string> {
  const params: Record<string, string> = {
    pid: order.pid,
    trade_no: order.tradeNo,
    out_trade_no: order.outTradeNo,
    type: order.type,
    name: order.name,
    money: order.paidMoney ?? order.money,
    trade_status: 'TRADE_SUCCESS',
    param: order.param,
  };
  const key = badSignature ? `${config.key}-forged` : config.key;
  return { ...params, sign: epaySign(params, key, config.signStyle), sign_type: 'MD5' };
}

/** `url` with the parameters appended to its query. */
export function withParams(url: string, params: Record<string, string>): string {
  return `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams(params).toString()}`;
}

/** GETs (or POSTs, per config) the notify to notify_url `plan.times` times; the merchant must answer `success`. */
export async function sendEpayNotifies(config: EpayConfig, order: EpayOrder, plan: DeliveryPlan, badSignature: boolean): Promise<PaymentDelivery[]> {
  const params = epayNotifyParams(config, order, badSignature);
  return deliverNotifies(
    plan,
    (): NotifyRequest =>
      config.notifyMethod === 'GET'
        ? { method: 'GET', url: withParams(order.notifyUrl, params), headers: {}, body: null }
        : {
            method: 'POST',
            url: order.notifyUrl,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams(params).toString(),
          },
    plainSuccessAck,
  );
}
