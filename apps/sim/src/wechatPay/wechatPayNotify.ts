import { deliverNotifies, type DeliveryPlan, type PaymentDelivery } from '../payments/notifyDelivery.js';
import { encryptResource, nonceStr, responseMessage, rsaSign } from './wechatPayCrypto.js';
import { transactionOf } from './wechatPayPlugin.js';
import type { WechatPayConfig, WechatPayOrder, WechatPayPlatform } from './wechatPayState.js';

/** The TRANSACTION.SUCCESS event of a paid order, its transaction encrypted with the APIv3 key. */
function notifyBody(config: WechatPayConfig, order: WechatPayOrder): string {
  return JSON.stringify({
    id: order.eventId,
    create_time: order.successTime,
    resource_type: 'encrypt-resource',
    event_type: 'TRANSACTION.SUCCESS',
    summary: '支付成功',
    resource: { original_type: 'transaction', ...encryptResource(config.apiV3Key, JSON.stringify(transactionOf(order)), 'transaction') },
  });
}

/**
 * POSTs the signed event to notify_url `plan.times` times (one body, fresh timestamp, nonce and signature per delivery);
 * WeChat Pay counts 200 and 204 as received. `badSignature` signs a different message, so the signature doesn't verify.
 */
export async function sendWechatPayNotifies(
  config: WechatPayConfig,
  platform: WechatPayPlatform,
  order: WechatPayOrder,
  plan: DeliveryPlan,
  badSignature: boolean,
): Promise<PaymentDelivery[]> {
  const body = notifyBody(config, order);
  return deliverNotifies(
    plan,
    () => {
      const timestamp = String(Math.floor(Date.now() / 1000));
      const nonce = nonceStr();
      const signature = rsaSign(platform.privateKey, responseMessage(timestamp, nonce, badSignature ? `${body} ` : body));
      return {
        method: 'POST',
        url: order.notifyUrl,
        headers: {
          'content-type': 'application/json',
          'wechatpay-nonce': nonce,
          'wechatpay-serial': platform.publicKeyId,
          'wechatpay-signature': signature,
          'wechatpay-signature-type': 'WECHATPAY2-SHA256-RSA2048',
          'wechatpay-timestamp': timestamp,
        },
        body,
      };
    },
    (status) => status === 200 || status === 204,
  );
}
