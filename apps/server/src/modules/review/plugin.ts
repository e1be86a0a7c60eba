import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ReviewService } from './reviewService.js';
import routes from './routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    review: ReviewService;
  }
}

/**
 * The review queue (SPEC §4, §6): other modules register their kinds and submit to it (`app.review`); the back office
 * approves, optionally rewarding the author once through the ledger, or rejects with a reason.
 */
export default fp(
  async function review(app: FastifyInstance) {
    app.decorate('review', new ReviewService());
    await app.register(routes, { prefix: '/api' });
  },
  { name: 'review', dependencies: ['database', 'clock', 'admin', 'economy'] },
);
