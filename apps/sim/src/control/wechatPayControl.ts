import { createPrivateKey, createPublicKey, randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { beijingRfc3339 } from '../payments/notifyDelivery.js';
import type { SimState } from '../simState.js';
import { sendWechatPayNotifies } from '../wechatPay/wechatPayNotify.js';
import type { WechatPayConfig } from '../wechatPay/wechatPayState.js';
import { wechatPayPatchSchema, wechatPayPaySchema, type DeliveryOptions } from './paymentSchemas.js';

type Patch = Partial<Omit<WechatPayConfig, 'merchantPrivateKey'>> & { merchantPrivateKey?: string };

interface PayBody extends DeliveryOptions {
  outTradeNo: string;
  total?: number;
  openid?: string;
}

const DEFAULT_PAYER_OPENID = 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o';

/** The PEM the key in `patch` amounts to (a private key gives its public half); null when none given, Error when unreadable. */
function merchantKeys(patch: Patch): Pick<WechatPayConfig, 'merchantPublicKey' | 'merchantPrivateKey'> | null | Error {
  try {
    if (patch.merchantPrivateKey !== undefined) {
      const privateKey = createPrivateKey(patch.merchantPrivateKey);
      return {
        merchantPrivateKey: patch.merchantPrivateKey,
        merchantPublicKey: createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString(),
      };
    }
    if (patch.merchantPublicKey !== undefined) {
      return { merchantPublicKey: createPublicKey(patch.merchantPublicKey).export({ type: 'spki', format: 'pem' }).toString(), merchantPrivateKey: null };
    }
    return null;
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

/**
 * `GET`/`POST /__control/wechat-pay`: the merchant config with its keys and the platform public key (what our server must
 * be configured with); `POST /__control/wechat-pay/pay`: the buyer pays, WeChat Pay POSTs the encrypted, signed notify.
 */
export function registerWechatPayControl(app: FastifyInstance, state: SimState): void {
  const view = () => {
    const { config, platform } = state.wechatPay;
    return { config, platform: { publicKeyId: platform.publicKeyId, publicKey: platform.publicKey } };
  };
  app.get('/wechat-pay', async () => view());

  app.post<{ Body: Patch }>('/wechat-pay', { schema: { body: wechatPayPatchSchema } }, async (request, reply) => {
    const keys = merchantKeys(request.body);
    if (keys instanceof Error) return reply.code(400).send({ error: 'invalid_key', message: keys.message });
    const { merchantPrivateKey: _private, merchantPublicKey: _public, ...rest } = request.body;
    state.wechatPay.config = { ...state.wechatPay.config, ...rest, ...(keys ?? {}) };
    return view();
  });

  app.post<{ Body: PayBody }>('/wechat-pay/pay', { schema: { body: wechatPayPaySchema } }, async (request, reply) => {
    const { outTradeNo, total, openid, times = 1, concurrent = false, badSignature = false, notify = true } = request.body;
    const { config, platform, orders } = state.wechatPay;
    const order = orders.get(outTradeNo);
    if (!order) return reply.code(404).send({ error: 'unknown_order', message: `no order ${outTradeNo}` });
    if (order.tradeState === 'CLOSED') return reply.code(409).send({ error: 'order_closed', message: 'the order is closed' });
    if (order.tradeState === 'SUCCESS' && total !== undefined && total !== order.paidTotal) {
      return reply.code(409).send({ error: 'already_paid', message: `paid ${order.paidTotal} fen already` });
    }
    if (order.tradeState === 'NOTPAY') {
      const now = Date.now();
      order.tradeState = 'SUCCESS';
      order.paidTotal = total ?? order.total;
      order.successTime = beijingRfc3339(now);
      order.transactionId = `4200${randomInt(100_000, 1_000_000)}${beijingRfc3339(now).slice(0, 10).replace(/-/g, '')}${randomInt(1_000_000_000, 10_000_000_000)}`;
      order.openid = openid ?? order.payerOpenid ?? DEFAULT_PAYER_OPENID;
      order.eventId = `EV-${beijingRfc3339(now).replace(/\D/g, '').slice(0, 14)}${randomInt(100_000, 1_000_000)}`;
    }
    const deliveries = notify ? await sendWechatPayNotifies(config, platform, order, { times, concurrent }, badSignature) : [];
    order.deliveries.push(...deliveries);
    return { order, deliveries };
  });
}
