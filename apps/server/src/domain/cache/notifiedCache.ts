/** A load in flight: voided when its key changes meanwhile, so what it read (possibly from before the change) is not kept. */
interface Ticket {
  void: boolean;
}

export interface NotifiedCacheOptions<K, V, C> {
  /** Reads the value from the database; undefined when there is none (not kept). */
  load: (key: K, context: C) => Promise<V | undefined>;
  /** Whether a kept value still answers for this context (e.g. the same day); a stale one is loaded again. */
  fresh: (value: V, context: C) => boolean;
  /** Undefined when every change this process wrote has been announced; else a promise of that (db `delivered`). */
  delivered: () => Promise<void> | undefined;
  /** Most values kept; the oldest kept goes first. */
  max: number;
}

/**
 * A read-through cache of values the database announces changes to (a trigger's pg_notify, LISTENed): a value stays
 * until its key is announced (`changed`), the announcements stop or restart (`live`), or `fresh` says no. While the
 * announcements are off nothing is kept and every read goes to the database. A load that races an announcement of its
 * key never keeps what it read.
 */
export class NotifiedCache<K, V, C> {
  readonly #options: NotifiedCacheOptions<K, V, C>;
  readonly #values = new Map<K, V>();
  readonly #loads = new Map<K, Set<Ticket>>();
  #live = false;

  constructor(options: NotifiedCacheOptions<K, V, C>) {
    this.#options = options;
  }

  async get(key: K, context: C): Promise<V | undefined> {
    const delivered = this.#options.delivered();
    if (delivered) await delivered;
    const kept = this.#live ? this.#values.get(key) : undefined;
    if (kept !== undefined && this.#options.fresh(kept, context)) return kept;
    const ticket: Ticket = { void: !this.#live };
    const tickets = this.#loads.get(key) ?? new Set<Ticket>();
    this.#loads.set(key, tickets.add(ticket));
    try {
      const value = await this.#options.load(key, context);
      if (value !== undefined && !ticket.void) this.#keep(key, value);
      return value;
    } finally {
      tickets.delete(ticket);
      if (tickets.size === 0) this.#loads.delete(key);
    }
  }

  /** The database announced a change to this key. */
  changed(key: K): void {
    this.#values.delete(key);
    this.#loads.get(key)?.forEach((ticket) => (ticket.void = true));
  }

  /** Announcements start (true) or stop (false): either way what is kept, or being loaded, may have missed some. */
  live(on: boolean): void {
    this.#live = on;
    this.#values.clear();
    for (const tickets of this.#loads.values()) tickets.forEach((ticket) => (ticket.void = true));
  }

  get size(): number {
    return this.#values.size;
  }

  #keep(key: K, value: V) {
    this.#values.delete(key);
    if (this.#values.size >= this.#options.max) this.#values.delete(this.#values.keys().next().value as K);
    this.#values.set(key, value);
  }
}
