import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { beijingDateTime } from '../payments/notifyDelivery.js';
import type { SimState } from '../simState.js';
import { sendXunhupayNotifies } from '../xunhupay/xunhupayNotify.js';
import type { XunhupayConfig } from '../xunhupay/xunhupayState.js';
import { xunhupayPatchSchema, xunhupayPaySchema, type DeliveryOptions } from './paymentSchemas.js';

interface PayBody extends DeliveryOptions {
  tradeOrderId: string;
  totalFee?: string;
}

/** `POST /__control/xunhupay` (appid/appsecret) and `POST /__control/xunhupay/pay` (pay, then POST the notify). */
export function registerXunhupayControl(app: FastifyInstance, state: SimState): void {
  app.post<{ Body: Partial<XunhupayConfig> }>('/xunhupay', { schema: { body: xunhupayPatchSchema } }, async (request) => {
    state.xunhupay.config = { ...state.xunhupay.config, ...request.body };
    return { config: state.xunhupay.config };
  });

  app.post<{ Body: PayBody }>('/xunhupay/pay', { schema: { body: xunhupayPaySchema } }, async (request, reply) => {
    const { tradeOrderId, totalFee, times = 1, concurrent = false, badSignature = false, notify = true } = request.body;
    const { config, orders } = state.xunhupay;
    const order = orders.get(tradeOrderId);
    if (!order) return reply.code(404).send({ error: 'unknown_order', message: `no order ${tradeOrderId}` });
    if (order.status === 'OD' && totalFee !== undefined && totalFee !== order.paidFee) {
      return reply.code(409).send({ error: 'already_paid', message: `paid ${order.paidFee} already` });
    }
    if (order.status === 'WP') {
      order.status = 'OD';
      order.paidFee = totalFee ?? order.totalFee;
      order.paidAt = beijingDateTime(Date.now());
      order.transactionId = `4200${randomInt(1_000_000_000, 10_000_000_000)}${randomInt(1_000_000_000, 10_000_000_000)}`;
    }
    const deliveries = notify ? await sendXunhupayNotifies(config, order, { times, concurrent }, badSignature) : [];
    order.deliveries.push(...deliveries);
    return { order, deliveries };
  });
}
