import pg from 'pg';

/** What a LISTENer hears: each notification's payload, and whether delivery is on (off while its connection is lost). */
export interface NotificationHandlers {
  notify: (payload: string) => void;
  live: (live: boolean, error?: unknown) => void;
}

const channelName = /^[a-z_][a-z0-9_]*$/;
/** How the listening connection shows in pg_stat_activity. */
export const listenerApplicationName = 'lingxi notifications';
const firstRetryMs = 250;
const lastRetryMs = 10_000;

/**
 * LISTEN over node-postgres for this process: one dedicated connection (a pool's connections come and go), opened again
 * with backoff after a loss; handlers hear `live(false)` while it is down (notifications may be missed) and `live(true)`
 * once it listens again.
 *
 * Delivery is asynchronous: a writer's COMMIT returns before the listening connection hears of it. So the pool's write
 * statements are counted, and `delivered()` fences them: a `select 1` on the listening connection returns only after the
 * server has sent it every notification committed before (PostgreSQL delivers them between statements), so a read that
 * follows a write of this process sees that write's notifications handled first.
 */
export class PgNotifications {
  readonly #url: string;
  readonly #channels = new Map<string, Set<NotificationHandlers>>();
  #client: pg.Client | null = null;
  #opening: Promise<void> | null = null;
  #retryMs = firstRetryMs;
  #retry: NodeJS.Timeout | null = null;
  #closed = false;
  /** Write statements completed on the pool, and how many of them are known to have had their notifications delivered. */
  #writes = 0;
  #fenced = 0;
  #fence: { upTo: number; done: Promise<void> } | null = null;
  /** The listening connection's statements, one after another (pg stops queueing them itself in its next major). */
  #last: Promise<unknown> = Promise.resolve();

  constructor(url: string, pool: pg.Pool) {
    this.#url = url;
    pool.on('connect', (client) => this.#countWrites(client));
  }

  async listen(channel: string, handlers: NotificationHandlers): Promise<() => Promise<void>> {
    if (!channelName.test(channel)) throw new Error(`not a channel name: ${channel}`);
    const subscribers = this.#channels.get(channel) ?? new Set();
    const known = this.#channels.has(channel);
    subscribers.add(handlers);
    this.#channels.set(channel, subscribers);
    if (this.#client) {
      if (!known) await this.#query(this.#client, `listen ${channel}`);
      handlers.live(true);
    } else {
      await this.#open();
    }
    return async () => {
      subscribers.delete(handlers);
      if (subscribers.size > 0) return;
      this.#channels.delete(channel);
      if (this.#client) await this.#query(this.#client, `unlisten ${channel}`).catch(() => undefined);
    };
  }

  /** Undefined when the notifications of every write this process completed have been delivered; else a promise of that. */
  delivered(): Promise<void> | undefined {
    const upTo = this.#writes;
    if (this.#fenced >= upTo || !this.#client) return undefined;
    if (this.#fence && this.#fence.upTo >= upTo) return this.#fence.done;
    const done = this.#query(this.#client, 'select 1').then(
      () => void (this.#fenced = Math.max(this.#fenced, upTo)),
      // A lost connection: its handlers hear live(false), which is what the caller needs.
      () => undefined,
    );
    this.#fence = { upTo, done };
    return done;
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#retry) clearTimeout(this.#retry);
    await this.#opening?.catch(() => undefined);
    const client = this.#client;
    this.#client = null;
    await client?.end().catch(() => undefined);
  }

  #query(client: pg.Client, text: string): Promise<unknown> {
    const run = this.#last.then(() => client.query(text));
    this.#last = run.catch(() => undefined);
    return run;
  }

  #open(): Promise<void> {
    this.#opening ??= this.#connect().finally(() => (this.#opening = null));
    return this.#opening;
  }

  async #connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.#url, application_name: listenerApplicationName });
    client.on('notification', ({ channel, payload }) => this.#channels.get(channel)?.forEach((handlers) => handlers.notify(payload ?? '')));
    client.on('error', (error) => this.#lost(client, error));
    client.on('end', () => this.#lost(client));
    try {
      await client.connect();
      for (const channel of this.#channels.keys()) await client.query(`listen ${channel}`);
    } catch (error) {
      this.#lost(client, error);
      return;
    }
    if (this.#closed) return void (await client.end());
    this.#client = client;
    this.#retryMs = firstRetryMs;
    // Whatever was written while no one listened was missed, and the handlers start afresh: nothing is left to fence.
    this.#fenced = this.#writes;
    this.#eachHandler((handlers) => handlers.live(true));
  }

  #lost(client: pg.Client, error?: unknown) {
    client.removeAllListeners();
    client.on('error', () => undefined);
    void client.end().catch(() => undefined);
    if (this.#client === client) this.#client = null;
    if (this.#closed) return;
    this.#eachHandler((handlers) => handlers.live(false, error));
    if (this.#retry) return;
    this.#retry = setTimeout(() => {
      this.#retry = null;
      void this.#open();
    }, this.#retryMs);
    this.#retry.unref();
    this.#retryMs = Math.min(this.#retryMs * 2, lastRetryMs);
  }

  #eachHandler(call: (handlers: NotificationHandlers) => void) {
    for (const subscribers of this.#channels.values()) subscribers.forEach(call);
  }

  /** Counts each statement other than a plain select when it completes (drizzle and pg's Pool.query both go through here). */
  #countWrites(client: pg.PoolClient) {
    const query = client.query;
    const count = () => void this.#writes++;
    client.query = function (this: pg.PoolClient, ...args: unknown[]) {
      const first = args[0] as string | { text?: unknown } | undefined;
      const text = typeof first === 'string' ? first : first?.text;
      if (typeof text === 'string' && /^\s*select\b/i.test(text)) return Reflect.apply(query, this, args);
      const callback = args.at(-1);
      if (typeof callback === 'function') {
        args[args.length - 1] = (...results: unknown[]) => {
          count();
          Reflect.apply(callback, undefined, results);
        };
        return Reflect.apply(query, this, args);
      }
      const result: unknown = Reflect.apply(query, this, args);
      if (!(result instanceof Promise)) return result;
      return result.then(
        (value: unknown) => (count(), value),
        (error: unknown) => {
          count();
          throw error;
        },
      );
    } as typeof client.query;
  }
}
