import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../domain/clock.js';
import { ConfigStore } from '../domain/config/configStore.js';
import { EphemeralStore } from '../domain/ephemeral/ephemeralStore.js';
import { MenuStore } from '../domain/menu/menuStore.js';

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
    configStore: ConfigStore;
    menuStore: MenuStore;
    ephemeral: EphemeralStore;
  }
}

/** Expired short-lived entries are swept this often (reads ignore them before that). */
const sweepIntervalMs = 10 * 60 * 1000;

/** Domain services over the database, created once per app. */
export default fp<{ clock: Clock }>(async function services(app: FastifyInstance, { clock }) {
  const configStore = new ConfigStore(app.database.db);
  await configStore.reload();
  app.decorate('clock', clock);
  app.decorate('configStore', configStore);
  app.decorate('menuStore', new MenuStore(app.database.db));
  const ephemeral = new EphemeralStore(app.database.db, clock);
  app.decorate('ephemeral', ephemeral);
  const sweeper = setInterval(() => void ephemeral.sweep().catch((error: unknown) => app.log.warn({ err: error }, 'ephemeral sweep failed')), sweepIntervalMs).unref();
  app.addHook('onClose', (_instance, done) => {
    clearInterval(sweeper);
    done();
  });
});
