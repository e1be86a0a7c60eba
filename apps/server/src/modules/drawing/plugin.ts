import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { drawingJobHandler } from './drawingJobs.js';
import { DrawingService } from './drawingService.js';
import { DrawingTools } from './drawingTools.js';
import { DrawSettings, type ProxyTarget } from './drawSettings.js';
import { ImageJobs } from './imageJobs.js';
import { MjJobs } from './mjJobs.js';
import routes from './routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    drawing: DrawingService;
    drawingTools: DrawingTools;
    drawSettings: DrawSettings;
    /** The in-process midjourney-proxy simulator of demo mode (set by startDemoMidjourney). */
    drawingDemo: { target: ProxyTarget | null };
  }
}

/** What the translation asks of the chat model (PROTOCOLS §4: Chinese prompts are translated when translate is 1). */
const translateInstruction =
  'Translate the user text into natural English for a Midjourney image prompt. Output only the translation: no quotes, notes or parameters. Keep URLs and English words as they are.';
/** 联想 (mj-associate): four richer prompts, one per line. */
const associateInstruction =
  '你是绘画提示词助手。根据用户给出的画面描述，写出 4 条更丰富、更具体的绘画提示词（主体、环境、光线、风格、构图），用用户所用的语言，每条一行，不要编号、引号或解释。';

/**
 * Drawing (docs/drawing.md): midjourney-proxy and images-model drawings as generation jobs (one handler registered
 * with app.jobs), the user's calls, the prompt library and the proxy's notify hook.
 */
export default fp(
  async function drawing(app: FastifyInstance) {
    const demo: { target: ProxyTarget | null } = { target: null };
    const settings = new DrawSettings(app.configStore, () => demo.target);
    const imageModel = (id: number) => {
      const model = app.models.byId(id);
      return model?.modelType === 'draw' && model.isEnabled ? model : undefined;
    };
    app.decorate('drawingDemo', demo);
    app.decorate('drawSettings', settings);
    const mj = new MjJobs({
      settings,
      fileStore: app.fileStore,
      clock: app.clock,
      translate: (text: string) => app.chat.complete(settings.translateModel, translateInstruction, text),
    });
    const image = new ImageJobs({
      fileStore: app.fileStore,
      clock: app.clock,
      targetOf: (id) => {
        const model = imageModel(id);
        return model ? app.chat.targetFor(model) : null;
      },
    });
    app.jobs.register(drawingJobHandler(mj, image), 'drawRefund');
    const drawings = new DrawingService({
      db: app.database.db,
      clock: app.clock,
      queue: app.jobs.queue,
      settings,
      fileStore: app.fileStore,
      wake: () => app.jobs.wakeUp(),
    });
    app.decorate('drawing', drawings);
    app.decorate(
      'drawingTools',
      new DrawingTools({
        db: app.database.db,
        clock: app.clock,
        fileStore: app.fileStore,
        settings,
        drawings,
        imageModel,
        associate: (prompt) => app.chat.complete('', associateInstruction, prompt),
      }),
    );
    await app.register(routes, { prefix: '/api' });
  },
  { name: 'drawing', dependencies: ['env', 'database', 'clock', 'site-config', 'auth', 'admin', 'file-store', 'jobs', 'chat'] },
);
