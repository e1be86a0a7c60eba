import { deliverNotifies, plainSuccessAck, type DeliveryPlan, type PaymentDelivery } from '../payments/notifyDelivery.js';
import { xunhupayHash } from './xunhupayHash.js';
import type { XunhupayConfig, XunhupayOrder } from './xunhupayState.js';

/** The notify form of a paid order; `plugins` and `attach` are sent even when empty (the hash skips them then). */
function xunhupayNotifyParams(config: XunhupayConfig, order: XunhupayOrder, nonce: string, badSignature = false): Record<string, string> {
  const params: Record<string, string> = {
    trade_order_id: order.tradeOrderId,
    total_fee: order.paidFee ?? order.totalFee,
    transaction_id: order.transactionId ?? '',
    open_order_id: order.openOrderId,
    order_title: order.title,
    status: 'OD',
    plugins: order.plugins,
    attach: order.attach,
    appid: config.appid,
    time: String(Math.floor(Date.now() / 1000)),
    nonce_str: nonce,
  };
  return { ...params, hash: xunhupayHash(params, badSignature ? `${config.appsecret}-forged` : config.appsecret) };
}

/** POSTs the form to notify_url `plan.times` times; the merchant must answer `success`. */
export async function sendXunhupayNotifies(
  config: XunhupayConfig,
  order: XunhupayOrder,
  plan: DeliveryPlan,
  badSignature: boolean,
): Promise<PaymentDelivery[]> {
  return deliverNotifies(
    plan,
    (attempt) => ({
      method: 'POST',
      url: order.notifyUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(xunhupayNotifyParams(config, order, `${order.openOrderId}${attempt}`.padStart(16, '0'), badSignature)).toString(),
    }),
    plainSuccessAck,
  );
}
