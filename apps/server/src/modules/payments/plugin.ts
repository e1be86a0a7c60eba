import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pruneNotifies } from './notifyLog.js';
import { OrderService } from './orderService.js';
import { activeGateway, gatewayFor } from './paymentSettings.js';
import routes from './routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    orders: OrderService;
  }
}

/**
 * Orders and payments: the orders service over the configured providers (`app.orders`), order and notify routes, and
 * the reconcile job (every PAYMENT_RECONCILE_SECONDS; 0 turns it off), which also prunes the notify log past its retention.
 */
export default fp(
  async function payments(app: FastifyInstance) {
    const env = app.env;
    const context = { config: app.configStore, env, clock: app.clock, log: app.log };
    const orders = new OrderService({
      db: app.database.db,
      clock: app.clock,
      log: app.log,
      activeGateway: () => activeGateway(context),
      gatewayFor: (name) => gatewayFor(name, context),
    });
    app.decorate('orders', orders);
    await app.register(routes, { prefix: '/api' });
    if (env.PAYMENT_RECONCILE_SECONDS === 0) return;

    let running: Promise<unknown> | null = null;
    const timer = setInterval(() => {
      running ??= orders
        .reconcile()
        .then((result) => (result.paid || result.expired) && app.log.info(result, 'orders reconciled'))
        .then(() => pruneNotifies(app.database.db, app.clock.now()))
        .then((pruned) => pruned && app.log.info({ pruned }, 'notify log pruned'))
        .catch((error: unknown) => app.log.error({ err: error }, 'order reconcile failed'))
        .finally(() => (running = null));
    }, env.PAYMENT_RECONCILE_SECONDS * 1000);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'payments', dependencies: ['env', 'database', 'clock', 'site-config', 'auth', 'economy'] },
);
