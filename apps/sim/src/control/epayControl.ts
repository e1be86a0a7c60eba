import type { FastifyInstance } from 'fastify';
import { channelTradeNo } from '../epay/epayPlugin.js';
import { epayNotifyParams, sendEpayNotifies, withParams } from '../epay/epayNotify.js';
import type { EpayConfig, EpayState } from '../epay/epayState.js';
import { beijingDateTime } from '../payments/notifyDelivery.js';
import { epayPatchSchema, epayPaySchema, type DeliveryOptions } from './paymentSchemas.js';

interface PayBody extends DeliveryOptions {
  outTradeNo: string;
  money?: string;
  buyer?: string;
}

/**
 * `POST /__control/<name>`: gateway config; `POST /__control/<name>/pay`: the buyer pays an order and the gateway sends
 * its signed notify. Paying an order already paid re-sends the notify, as the gateway's retries do.
 */
export function registerEpayControl(app: FastifyInstance, name: string, gateway: () => EpayState): void {
  app.post<{ Body: Partial<EpayConfig> }>(`/${name}`, { schema: { body: epayPatchSchema } }, async (request) => {
    gateway().config = { ...gateway().config, ...request.body };
    return { config: gateway().config };
  });

  app.post<{ Body: PayBody }>(`/${name}/pay`, { schema: { body: epayPaySchema } }, async (request, reply) => {
    const { outTradeNo, money, buyer, times = 1, concurrent = false, badSignature = false, notify = true } = request.body;
    const { config, orders } = gateway();
    const order = orders.get(outTradeNo);
    if (!order) return reply.code(404).send({ error: 'unknown_order', message: `no order ${outTradeNo}` });
    if (order.status === 1 && money !== undefined && money !== order.paidMoney) {
      return reply.code(409).send({ error: 'already_paid', message: `paid ${order.paidMoney} already` });
    }
    if (order.status === 0) {
      order.status = 1;
      order.paidMoney = money ?? order.money;
      order.endtime = beijingDateTime(Date.now());
      order.apiTradeNo = channelTradeNo();
      order.buyer = buyer ?? 'sim-buyer@example.com';
      if (order.type === '') order.type = 'wxpay';
    }
    const deliveries = notify ? await sendEpayNotifies(config, order, { times, concurrent }, badSignature) : [];
    order.deliveries.push(...deliveries);
    // The browser comes back to return_url with the same signed parameters.
    const returnUrl = order.returnUrl ? withParams(order.returnUrl, epayNotifyParams(config, order, badSignature)) : null;
    return { order, deliveries, returnUrl };
  });
}
