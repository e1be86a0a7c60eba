import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/index.js';
import { schema } from '../../db/index.js';
import { DomainError } from '../../domain/errors.js';
import { shanghaiDate } from '../../domain/shanghaiDate.js';
import type { AppCard, ChatApp, ChatApps } from '../chat/index.js';
import { appMessages } from './messages.js';

const { apps: a, appRevisions: r } = schema;

interface TurnEntry {
  app: ChatApp;
  authorId: number | null;
  status: (typeof a.$inferSelect)['status'];
  deleted: boolean;
  at: number;
}

/** How long a turn trusts what it read of an app when nothing here changed it (another instance's change shows after this). */
const turnEntryMs = 2000;
const turnEntriesMax = 10_000;
/** Answered questions are added to the counts this often (and as the server closes). */
export const useFlushMs = 5000;

/**
 * The app store's side of chat's port (chat/appTurn.ts): who may talk to an app, what a turn needs of it (read once
 * per app and kept for two seconds, dropped at once on any change here), its conversations' cards, and its use counts
 * (added up in memory and written in one statement every few seconds: 热门 and useCount need no write per answer).
 */
export class AppChat implements ChatApps {
  private readonly entries = new Map<number, TurnEntry>();
  private pending = new Map<number, number>();

  constructor(private readonly deps: { db: Database; now: () => Date; log: FastifyBaseLogger }) {}

  /** Something about apps changed here: turns read afresh. */
  forget(): void {
    this.entries.clear();
  }

  async usable(appId: number, userId: number): Promise<ChatApp> {
    const entry = await this.entry(appId);
    const allowed = entry && !entry.deleted && (entry.status === 'approved' || (entry.authorId === userId && entry.status !== 'disabled'));
    if (!allowed) throw new DomainError(appMessages.unavailable, 404);
    return entry.app;
  }

  private async entry(appId: number): Promise<TurnEntry | null> {
    const now = Date.now();
    const kept = this.entries.get(appId);
    if (kept && now - kept.at < turnEntryMs) return kept;
    const [row] = await this.deps.db
      .select({
        id: a.id,
        authorId: a.authorId,
        status: a.status,
        deletedAt: a.deletedAt,
        model: a.model,
        price: a.price,
        name: r.name,
        preset: r.preset,
      })
      .from(a)
      .innerJoin(r, and(eq(r.appId, a.id), eq(r.state, 'live')))
      .where(eq(a.id, appId));
    if (!row) return null;
    if (this.entries.size >= turnEntriesMax) this.entries.clear();
    const entry: TurnEntry = {
      app: { id: row.id, name: row.name, preset: row.preset, model: row.model, price: row.price },
      authorId: row.authorId,
      status: row.status,
      deleted: row.deletedAt !== null,
      at: now,
    };
    this.entries.set(appId, entry);
    return entry;
  }

  async cards(appIds: number[]): Promise<Map<number, AppCard>> {
    const rows = await this.deps.db
      .select({ id: a.id, gpts: a.gpts, name: r.name, logo: r.coverImg, des: r.des, demoData: r.demoData })
      .from(a)
      .innerJoin(r, and(eq(r.appId, a.id), eq(r.state, 'live')))
      .where(inArray(a.id, appIds));
    return new Map(rows.map((row) => [row.id, { name: row.name, logo: row.logo, des: row.des, demoData: row.demoData, gptsApp: row.gpts }]));
  }

  answered(appId: number): void {
    this.pending.set(appId, (this.pending.get(appId) ?? 0) + 1);
  }

  /** Writes the counted uses: today's per app (热门's seven days) and each app's total, in one statement. */
  async flush(): Promise<void> {
    if (this.pending.size === 0) return;
    const counts = this.pending;
    this.pending = new Map();
    const day = shanghaiDate(this.deps.now());
    const values = sql.join(
      [...counts].map(([appId, uses]) => sql`(${appId}::integer, ${uses}::integer)`),
      sql`, `,
    );
    try {
      await this.deps.db.execute(sql`
        with v (app_id, uses) as (values ${values}),
        daily as (
          insert into app_daily_uses (app_id, day, uses) select app_id, ${day}::date, uses from v
          on conflict (app_id, day) do update set uses = app_daily_uses.uses + excluded.uses
        )
        update apps set use_count = apps.use_count + v.uses from v where apps.id = v.app_id`);
    } catch (error) {
      // Kept for the next flush rather than lost.
      for (const [appId, uses] of counts) this.pending.set(appId, (this.pending.get(appId) ?? 0) + uses);
      this.deps.log.warn({ err: error }, 'app use counts not written');
    }
  }
}
