import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { EphemeralStore } from '../../domain/ephemeral/ephemeralStore.js';

declare module 'fastify' {
  interface FastifyInstance {
    ephemeral: EphemeralStore;
  }
}

/** Expired short-lived entries are swept this often (reads ignore them before that). */
const sweepIntervalMs = 10 * 60 * 1000;

/** Short-lived shared state in the database (captchas, codes, QR scenes, throttles), swept in the background. */
export default fp(
  async function ephemeral(app: FastifyInstance) {
    const ephemeral = new EphemeralStore(app.database.db, app.clock);
    app.decorate('ephemeral', ephemeral);
    const sweeper = setInterval(
      () => void ephemeral.sweep().catch((error: unknown) => app.log.warn({ err: error }, 'ephemeral sweep failed')),
      sweepIntervalMs,
    ).unref();
    app.addHook('onClose', (_instance, done) => {
      clearInterval(sweeper);
      done();
    });
  },
  { name: 'ephemeral', dependencies: ['database', 'clock'] },
);
