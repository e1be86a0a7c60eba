import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../../domain/clock.js';

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
  }
}

/** The time every service reads (tests pass a clock they move by hand). */
export default fp<{ clock: Clock }>(
  async function clock(app: FastifyInstance, { clock }) {
    app.decorate('clock', clock);
  },
  { name: 'clock' },
);
