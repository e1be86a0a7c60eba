import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DrawingService } from './drawingService.js';
import { DrawSettings, type ProxyTarget } from './drawSettings.js';
import { MjJobHandler } from './mjJobs.js';
import routes from './routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    drawing: DrawingService;
    drawSettings: DrawSettings;
    /** The in-process midjourney-proxy simulator of demo mode (set by startDemoMidjourney). */
    drawingDemo: { target: ProxyTarget | null };
  }
}

/** What the translation asks of the chat model (PROTOCOLS §4: Chinese prompts are translated when translate is 1). */
const translateInstruction =
  'Translate the user text into natural English for a Midjourney image prompt. Output only the translation: no quotes, notes or parameters. Keep URLs and English words as they are.';

/**
 * Drawing (docs/drawing.md): midjourney-proxy drawings as generation jobs (the handler registered with app.jobs),
 * the user's calls and the proxy's notify hook.
 */
export default fp(
  async function drawing(app: FastifyInstance) {
    const demo: { target: ProxyTarget | null } = { target: null };
    const settings = new DrawSettings(app.configStore, () => demo.target);
    app.decorate('drawingDemo', demo);
    app.decorate('drawSettings', settings);
    app.jobs.register(
      new MjJobHandler({
        settings,
        fileStore: app.fileStore,
        clock: app.clock,
        translate: (text) => app.chat.complete(settings.translateModel, translateInstruction, text),
      }),
      'drawRefund',
    );
    app.decorate(
      'drawing',
      new DrawingService({ db: app.database.db, clock: app.clock, queue: app.jobs.queue, settings, fileStore: app.fileStore, wake: () => app.jobs.wakeUp() }),
    );
    await app.register(routes, { prefix: '/api' });
  },
  { name: 'drawing', dependencies: ['env', 'database', 'clock', 'site-config', 'auth', 'file-store', 'jobs', 'chat'] },
);
