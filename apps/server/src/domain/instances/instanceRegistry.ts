import { randomUUID } from 'node:crypto';
import { lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { schema } from '../../db/index.js';

/**
 * This process as a server instance: a random id per start (a restarted container keeps its host name and pid,
 * never its id), registered on start and beating while it runs. Nothing removes it on close: a graceful close ends
 * its replies first and a crash does not, and either way the row falls silent — that is how the others know.
 * Rows silent for a day are dropped by forget().
 */
export class InstanceRegistry {
  readonly id = randomUUID();

  /** `staleAfterSeconds`: how long a silent instance stays alive to the others (three missed beats). */
  constructor(
    private readonly db: Database,
    readonly staleAfterSeconds: number,
  ) {}

  /** How often this instance beats. */
  get heartbeatIntervalMs() {
    return (this.staleAfterSeconds * 1000) / 3;
  }

  /** SQL true when `instanceId` names no live instance (unknown, gone, or silent for staleAfterSeconds). */
  gone(instanceId: SQL) {
    return sql`not exists (select 1 from server_instances i where i.id = ${instanceId} and i.heartbeat_at > now() - make_interval(secs => ${this.staleAfterSeconds}::integer))`;
  }

  async register(): Promise<void> {
    await this.db.insert(schema.serverInstances).values({ id: this.id });
  }

  async beat(): Promise<void> {
    await this.db
      .insert(schema.serverInstances)
      .values({ id: this.id })
      .onConflictDoUpdate({ target: schema.serverInstances.id, set: { heartbeatAt: sql`now()` } });
  }

  /** Drops instances silent for a day (one row per start would otherwise accumulate). */
  async forget(): Promise<void> {
    await this.db.delete(schema.serverInstances).where(lt(schema.serverInstances.heartbeatAt, sql`now() - interval '1 day'`));
  }
}
