import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { schema } from '../../db/index.js';
import type { Clock } from '../clock.js';

const table = schema.ephemeralEntries;

/**
 * Short-lived state with a time to live, kept in the database so that every instance sees it and
 * a restart loses nothing (captchas, SMS codes and limits, QR scenes, login failures, email links).
 * Each operation is one statement, so concurrent requests cannot both win a claim or lose a count.
 */
export class EphemeralStore {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  private expiry(ttlMs: number) {
    return new Date(this.clock.now().getTime() + ttlMs);
  }

  /** Stores (or replaces) a value. */
  async put(key: string, value: unknown, ttlMs: number): Promise<void> {
    const expiresAt = this.expiry(ttlMs);
    await this.db
      .insert(table)
      .values({ key, value, count: 0, expiresAt })
      .onConflictDoUpdate({ target: table.key, set: { value, count: 0, expiresAt } });
  }

  /** The live value, or null. */
  async get<T>(key: string): Promise<T | null> {
    const [row] = await this.db
      .select({ value: table.value })
      .from(table)
      .where(and(eq(table.key, key), gt(table.expiresAt, this.clock.now())));
    return row ? (row.value as T) : null;
  }

  /** Removes the entry and returns its live value: a single use, even under concurrency. */
  async take<T>(key: string): Promise<T | null> {
    const [row] = await this.db.delete(table).where(eq(table.key, key)).returning({ value: table.value, expiresAt: table.expiresAt });
    return row && row.expiresAt > this.clock.now() ? (row.value as T) : null;
  }

  /** Sets the value only while no live entry holds the key: true when this call got it. */
  async claim(key: string, value: unknown, ttlMs: number): Promise<boolean> {
    const expiresAt = this.expiry(ttlMs);
    const rows = await this.db
      .insert(table)
      .values({ key, value, count: 0, expiresAt })
      .onConflictDoUpdate({ target: table.key, set: { value, count: 0, expiresAt }, setWhere: lte(table.expiresAt, this.clock.now()) })
      .returning({ key: table.key });
    return rows.length === 1;
  }

  /** Counts one more event in a window that starts with the first one: the count after this one. */
  async increment(key: string, windowMs: number): Promise<number> {
    const now = this.clock.now();
    const expiresAt = this.expiry(windowMs);
    const [row] = await this.db
      .insert(table)
      .values({ key, count: 1, expiresAt })
      .onConflictDoUpdate({
        target: table.key,
        set: {
          count: sql`case when ${table.expiresAt} <= ${now} then 1 else ${table.count} + 1 end`,
          expiresAt: sql`case when ${table.expiresAt} <= ${now} then ${expiresAt} else ${table.expiresAt} end`,
        },
      })
      .returning({ count: table.count });
    return row?.count ?? 1;
  }

  /** The live count of a window (0 when none). */
  async count(key: string): Promise<number> {
    const [row] = await this.db
      .select({ count: table.count })
      .from(table)
      .where(and(eq(table.key, key), gt(table.expiresAt, this.clock.now())));
    return row?.count ?? 0;
  }

  async delete(key: string): Promise<void> {
    await this.db.delete(table).where(eq(table.key, key));
  }

  /** Drops expired entries (reads ignore them anyway; this only keeps the table small). */
  async sweep(): Promise<number> {
    const rows = await this.db.delete(table).where(lte(table.expiresAt, this.clock.now())).returning({ key: table.key });
    return rows.length;
  }
}
