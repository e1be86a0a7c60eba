import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ChatFrame } from './chatFrame.js';
import { ChatService } from './chatService.js';
import { settleInterruptedTurns } from './interruptedTurns.js';
import { ModelCatalog } from './modelCatalog.js';
import { reloadOnNotify } from '../../plugins/app/reloadOnNotify.js';
import routes from './routes.js';
import type { UpstreamTarget } from './upstreamChat.js';

declare module 'fastify' {
  interface FastifyInstance {
    models: ModelCatalog;
    chat: ChatService;
    /** Set by `npm start` when no model has a key: the in-process demo upstream (apps/sim). */
    chatDemo: { target: UpstreamTarget | null };
  }
}

/**
 * Chat: the model catalogue (loaded once, reloaded on change), the chat service (`app.chat`: charging, history, the
 * upstream stream), and the model, conversation, chat-log and chat-process routes.
 */
export default fp(
  async function chat(app: FastifyInstance) {
    const env = app.env;
    const models = new ModelCatalog(app.database.db);
    await models.reload();
    // The back office edits models on any instance: chat_models' trigger (migration 0017) announces it to all.
    await reloadOnNotify(app, 'lx_models_changed', () => models.reload(), 'the model catalogue');
    const demo: { target: UpstreamTarget | null } = { target: null };
    const timeoutMs = env.CHAT_UPSTREAM_TIMEOUT_SECONDS * 1000;
    app.decorate('models', models);
    app.decorate('chatDemo', demo);
    app.decorate(
      'chat',
      new ChatService({
        db: app.database.db,
        clock: app.clock,
        config: app.configStore,
        catalog: models,
        log: app.log,
        timeouts: { firstByteMs: timeoutMs, idleMs: timeoutMs },
        envTarget: env.OPENAI_BASE_URL && env.OPENAI_API_KEY ? { baseUrl: env.OPENAI_BASE_URL, apiKey: env.OPENAI_API_KEY } : null,
        demoTarget: () => demo.target,
        instanceId: app.instance.id,
      }),
    );
    // Answers whose instance died mid-stream: settled as this instance starts, then every minute (any instance may).
    const settle = () => {
      settleInterruptedTurns(app.database.db, app.instance)
        .then((turns) => turns.length && app.log.warn({ turns }, 'interrupted answers settled and refunded'))
        .catch((error: unknown) => app.log.warn({ err: error }, 'settling interrupted answers failed'));
    };
    const settling = setInterval(settle, env.INTERRUPTED_SWEEP_SECONDS * 1000).unref();
    app.addHook('onReady', async () => settle());
    app.addHook('onClose', (_instance, done) => {
      clearInterval(settling);
      done();
    });
    // A shared schema, so the API document names it (components.schemas.ChatFrame) for both streaming routes.
    app.addSchema(ChatFrame);
    await app.register(routes, { prefix: '/api' });
  },
  { name: 'chat', dependencies: ['env', 'database', 'clock', 'site-config', 'auth', 'file-store', 'economy', 'instance'] },
);
