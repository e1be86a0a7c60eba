import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { schema } from '../../db/index.js';
import type { ConfigStore } from '../../domain/config/configStore.js';
import { changePoints } from './ledger.js';
import { shanghaiDate, shanghaiMonthDays } from '../../domain/shanghaiDate.js';

export interface CheckInResult {
  awarded: number;
  consecutiveDays: number;
}

/**
 * SPEC §4 check-in: once per user per Asia/Shanghai day — the (user, day) key decides, so ten
 * concurrent calls reward once. Consecutive days continue from yesterday's check-in or restart at 1;
 * the configured points (signInRewards) go through the ledger in the same transaction.
 * Null when today is already signed.
 */
export async function checkIn(db: Database, config: ConfigStore, userId: number, now: Date): Promise<CheckInResult | null> {
  const today = shanghaiDate(now);
  const yesterday = shanghaiDate(now, -1);
  const reward = Math.max(0, Math.trunc(Number(config.get('signInRewards', 0)) || 0));
  return db.transaction(async (tx) => {
    const inserted = await tx.insert(schema.signIns).values({ userId, signInDate: today }).onConflictDoNothing().returning({ id: schema.signIns.id });
    if (inserted.length === 0) return null;
    const [user] = await tx
      .update(schema.users)
      .set({
        consecutiveDays: sql`case when exists (select 1 from ${schema.signIns} where ${schema.signIns.userId} = ${userId} and ${schema.signIns.signInDate} = ${yesterday}) then ${schema.users.consecutiveDays} + 1 else 1 end`,
      })
      .where(eq(schema.users.id, userId))
      .returning({ consecutiveDays: schema.users.consecutiveDays });
    if (reward > 0) await changePoints(tx, { userId, delta: reward, reason: 'signIn', reference: `${userId}:${today}` });
    return { awarded: reward, consecutiveDays: user?.consecutiveDays ?? 1 };
  });
}

/** SPEC §3 sign-in log: every day of this Shanghai month with whether the user signed. */
export async function monthLog(db: Database, userId: number, now: Date): Promise<{ signInDate: string; isSigned: boolean }[]> {
  const days = shanghaiMonthDays(now);
  const rows = await db
    .select({ day: schema.signIns.signInDate })
    .from(schema.signIns)
    .where(and(eq(schema.signIns.userId, userId), gte(schema.signIns.signInDate, days[0]!), lte(schema.signIns.signInDate, days.at(-1)!)));
  const signed = new Set(rows.map((row) => row.day));
  return days.map((signInDate) => ({ signInDate, isSigned: signed.has(signInDate) }));
}
