import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ConfigStore } from '../../domain/config/configStore.js';
import { ok } from '../../http/envelope.js';
import { reloadOnNotify } from './reloadOnNotify.js';

declare module 'fastify' {
  interface FastifyInstance {
    configStore: ConfigStore;
    /** The whole queryFront reply in its envelope, serialised (to UTF-8) once per config change: the hottest read costs no work. */
    frontConfigReply: () => Buffer;
  }
}

/**
 * The operator's site configuration (`site_config`), loaded once and kept in memory. A change on any instance is
 * announced by the table's trigger (lx_config_changed) and every instance re-reads it; while the announcements are off
 * (the listening connection dropped) nothing is missed: it re-reads when they resume.
 */
export default fp(
  async function siteConfig(app: FastifyInstance) {
    const configStore = new ConfigStore(app.database.db);
    await configStore.reload();
    app.decorate('configStore', configStore);
    await reloadOnNotify(app, 'lx_config_changed', () => configStore.reload(), 'the site configuration');
    let kept = { version: -1, reply: Buffer.alloc(0) };
    app.decorate('frontConfigReply', () => {
      if (kept.version !== configStore.version) kept = { version: configStore.version, reply: Buffer.from(JSON.stringify(ok(configStore.frontReply()))) };
      return kept.reply;
    });
  },
  { name: 'site-config', dependencies: ['database'] },
);
