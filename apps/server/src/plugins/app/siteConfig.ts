import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ConfigStore } from '../../domain/config/configStore.js';
import { ok } from '../../http/envelope.js';

declare module 'fastify' {
  interface FastifyInstance {
    configStore: ConfigStore;
    /** The whole queryFront reply in its envelope, serialised (to UTF-8) once per config change: the hottest read costs no work. */
    frontConfigReply: () => Buffer;
  }
}

/** The operator's site configuration (`site_config`), loaded once and kept in memory, invalidated on change. */
export default fp(
  async function siteConfig(app: FastifyInstance) {
    const configStore = new ConfigStore(app.database.db);
    await configStore.reload();
    app.decorate('configStore', configStore);
    let kept = { version: -1, reply: Buffer.alloc(0) };
    app.decorate('frontConfigReply', () => {
      if (kept.version !== configStore.version) kept = { version: configStore.version, reply: Buffer.from(JSON.stringify(ok(configStore.frontReply()))) };
      return kept.reply;
    });
  },
  { name: 'site-config', dependencies: ['database'] },
);
