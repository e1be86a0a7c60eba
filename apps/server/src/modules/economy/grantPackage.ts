import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.js';
import { schema } from '../../db/index.js';
import { changePoints } from './ledger.js';

type Goods = Pick<typeof schema.goods.$inferSelect, 'score' | 'days'>;

/**
 * What a package grants (SPEC §3, §6), inside the caller's transaction: its points through the
 * ledger, and membership — days extend from the later of now and the current expiry (an expired
 * membership does not give its past days back), -1 makes it lifetime.
 */
export async function grantPackage(tx: Executor, userId: number, goods: Goods, now: Date, ledger: { reason: string; reference: string }): Promise<void> {
  if (goods.score > 0) await changePoints(tx, { userId, delta: goods.score, ...ledger });
  if (goods.days === -1) {
    await tx.update(schema.users).set({ lifetimeVip: true }).where(eq(schema.users.id, userId));
  } else if (goods.days > 0) {
    await tx
      .update(schema.users)
      .set({ vipExpire: sql`greatest(coalesce(${schema.users.vipExpire}, ${now}), ${now}) + make_interval(days => ${goods.days})` })
      .where(eq(schema.users.id, userId));
  }
}
