import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { keepRollups } from './dashboard/rollups.js';
import routes from './routes.js';

/**
 * The back office's own routes (signing in and out, TOTP, the dashboard, the audit log) and the job keeping the
 * dashboard's rollups (every DASHBOARD_ROLLUP_SECONDS; 0 turns it off). Every /api/admin route, this module's or another's, is guarded and
 * audited by plugins/app/admin.ts; a module adds its operator screens' routes in its own folder (docs/admin.md).
 */
export default fp(
  async function admin(app: FastifyInstance) {
    await app.register(routes, { prefix: '/api' });
    const seconds = app.env.DASHBOARD_ROLLUP_SECONDS;
    if (seconds === 0) return;
    let running: Promise<unknown> | null = null;
    const run = () => {
      running ??= keepRollups(app.database.db, app.clock.now())
        .catch((error: unknown) => app.log.error({ err: error }, 'dashboard rollups failed'))
        .finally(() => (running = null));
    };
    // The first run also builds the whole history once, when the rollups are still empty.
    app.addHook('onReady', async () => run());
    const timer = setInterval(run, seconds * 1000);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'admin-module', dependencies: ['env', 'database', 'clock', 'admin', 'accounts'] },
);
