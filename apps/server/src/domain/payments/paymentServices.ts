import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../../config/env.js';
import { OrderService } from './orderService.js';
import { activeGateway, gatewayFor } from './paymentSettings.js';

declare module 'fastify' {
  interface FastifyInstance {
    orders: OrderService;
  }
}

/** The orders service over the configured providers, and its reconcile job (every PAYMENT_RECONCILE_SECONDS; 0 turns it off). */
export default fp(async function paymentServices(app: FastifyInstance, { env }: { env: Pick<Env, 'WECHAT_PAY_API_BASE' | 'PAYMENT_RECONCILE_SECONDS'> }) {
  const context = { config: app.configStore, env, clock: app.clock, log: app.log };
  const orders = new OrderService({
    db: app.database.db,
    clock: app.clock,
    log: app.log,
    activeGateway: () => activeGateway(context),
    gatewayFor: (name) => gatewayFor(name, context),
  });
  app.decorate('orders', orders);
  if (env.PAYMENT_RECONCILE_SECONDS === 0) return;

  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    running ??= orders
      .reconcile()
      .then((result) => (result.paid || result.expired) && app.log.info(result, 'orders reconciled'))
      .catch((error: unknown) => app.log.error({ err: error }, 'order reconcile failed'))
      .finally(() => (running = null));
  }, env.PAYMENT_RECONCILE_SECONDS * 1000);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
});
