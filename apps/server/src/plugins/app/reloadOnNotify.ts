import type { FastifyInstance } from 'fastify';

/**
 * Keeps an in-memory copy in step with its table on every instance: the table's trigger announces each change on
 * `channel` (pg_notify) and this re-reads once per burst (a transaction's rows arrive together). A change announced
 * while a re-read runs gets one more, so none is missed; so does the listening connection resuming after a drop.
 */
export async function reloadOnNotify(app: FastifyInstance, channel: string, reload: () => unknown, what: string): Promise<void> {
  let running = false;
  let again = false;
  const run = async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        await new Promise<void>((resolve) => setImmediate(resolve));
        await reload();
      } while (again);
    } catch (error) {
      app.log.warn({ err: error }, `reloading ${what} failed`);
    } finally {
      running = false;
    }
  };
  const unlisten = await app.database.listen(channel, { notify: () => void run(), live: (on) => on && void run() });
  app.addHook('onClose', async () => unlisten().catch(() => undefined));
}
