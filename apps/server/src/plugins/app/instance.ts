import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { InstanceRegistry } from '../../domain/instances/instanceRegistry.js';

declare module 'fastify' {
  interface FastifyInstance {
    instance: InstanceRegistry;
  }
}

/** This process as a server instance (`app.instance.id`): registered at start, beating until it closes. */
export default fp(
  async function instance(app: FastifyInstance) {
    const registry = new InstanceRegistry(app.database.db, app.env.INSTANCE_STALE_SECONDS);
    await registry.register();
    app.decorate('instance', registry);
    void registry.forget().catch((error: unknown) => app.log.warn({ err: error }, 'forgetting silent instances failed'));
    const beating = setInterval(
      () => void registry.beat().catch((error: unknown) => app.log.warn({ err: error }, 'instance heartbeat failed')),
      registry.heartbeatIntervalMs,
    ).unref();
    app.addHook('onClose', (_instance, done) => {
      clearInterval(beating);
      done();
    });
  },
  { name: 'instance', dependencies: ['env', 'database'] },
);
