import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/index.js';

/** The day (YYYY-MM-DD) an instant falls on in Asia/Shanghai (UTC+8 all year, no daylight saving). */
export const shanghaiDay = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

/** A Shanghai day `n` days after `day` (n may be negative). */
export const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The instant a Shanghai day starts. */
const dayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);

/** Any number the tables' rollups take a lock on, so two instances never rebuild the same days at once. */
const rollupLock = 71_007;

/** An instant's Shanghai day, in SQL (timestamptz → date; UTC+8 all year). */
const dayOf = (column: string) => sql.raw(`((${column} at time zone 'UTC') + interval '8 hours')::date`);

/**
 * Rebuilds the rollups of every Shanghai day from `since` on, from the raw tables' rows of those days only (each read
 * through its created_at/paid_at index), in one transaction: the dashboard sees the old figures or the new, never a
 * half. Metrics (dimension in brackets):
 * - users.new: accounts made
 * - revenue (provider): fen of orders paid that day, test orders excluded; orders.paid (provider): their count
 * - orders.created (status 0 pending, 1 paid, 2 expired): the day's orders by their status now
 * - points.in / points.out (ledger reason): points given and taken
 * - chat.turns, chat.tokens, chat.points (model): answers, their tokens, and the points they cost net of refunds
 * - chat.refunds, chat.refundPoints (model): answers whose charge was given back (the upstream failed), and those points
 * - spent.chat (user id): the points each user spent on chats, net of refunds (usage's top spenders: summing a
 *   period's rows per user stays fast where grouping the ledger's rows of 90 days does not)
 * - refreshed: a marker on today whose updated_at says when the figures were made
 */
async function refreshRollups(db: Database, since: string, now: Date): Promise<void> {
  const from = dayStart(since);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${rollupLock})`);
    await tx.execute(sql`delete from daily_rollups where day >= ${since}::date`);
    await tx.execute(sql`
      insert into daily_rollups (day, metric, dimension, value)
      select ${dayOf('created_at')}, 'users.new', '', count(*) from users where created_at >= ${from} group by 1
      union all
      select ${dayOf('paid_at')}, 'revenue', provider, sum(amount_fen) from orders
        where paid_at >= ${from} and status = 1 and not is_test group by 1, 3
      union all
      select ${dayOf('paid_at')}, 'orders.paid', provider, count(*) from orders
        where paid_at >= ${from} and status = 1 and not is_test group by 1, 3
      union all
      select ${dayOf('created_at')}, 'orders.created', status::text, count(*) from orders
        where created_at >= ${from} and not is_test group by 1, 3
      union all
      select ${dayOf('created_at')}, 'points.in', reason, sum(delta) from points_ledger
        where created_at >= ${from} and delta > 0 group by 1, 3
      union all
      select ${dayOf('created_at')}, 'points.out', reason, -sum(delta) from points_ledger
        where created_at >= ${from} and delta < 0 group by 1, 3
      union all
      select ${dayOf('created_at')}, 'chat.turns', model, count(*) from chat_logs
        where created_at >= ${from} and role = 'assistant' group by 1, 3
      union all
      select ${dayOf('created_at')}, 'chat.tokens', model, sum(prompt_tokens + completion_tokens) from chat_logs
        where created_at >= ${from} and role = 'assistant' group by 1, 3
      union all
      select ${dayOf('logs.created_at')}, 'chat.points', logs.model, -sum(ledger.delta) from chat_logs logs
        join points_ledger ledger on ledger.reason in ('chat', 'chatRefund') and ledger.reference = 'chat:' || logs.id
        where logs.created_at >= ${from} and logs.role = 'assistant' group by 1, 3
      union all
      select ${dayOf('logs.created_at')}, 'chat.refunds', logs.model, count(*) from chat_logs logs
        join points_ledger ledger on ledger.reason = 'chatRefund' and ledger.reference = 'chat:' || logs.id
        where logs.created_at >= ${from} and logs.role = 'assistant' group by 1, 3
      union all
      select ${dayOf('logs.created_at')}, 'chat.refundPoints', logs.model, sum(ledger.delta) from chat_logs logs
        join points_ledger ledger on ledger.reason = 'chatRefund' and ledger.reference = 'chat:' || logs.id
        where logs.created_at >= ${from} and logs.role = 'assistant' group by 1, 3
      union all
      select ${dayOf('created_at')}, 'spent.chat', user_id::text, -sum(delta) from points_ledger
        where created_at >= ${from} and reason in ('chat', 'chatRefund') group by 1, 3 having sum(delta) <> 0
      union all
      select ${shanghaiDay(now)}::date, 'refreshed', '', 0
    `);
  });
}

/**
 * Brings the rollups up to date: every day the first time (the tables' whole history, once), afterwards yesterday and
 * today (a payment, an expiry or a refund may land on yesterday's rows after midnight).
 */
export async function keepRollups(db: Database, now: Date): Promise<void> {
  const result = (await db.execute(sql`select exists (select 1 from daily_rollups) as "any"`)) as { rows: { any: boolean }[] };
  await refreshRollups(db, result.rows[0]?.any ? addDays(shanghaiDay(now), -1) : '2000-01-01', now);
}
