import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.js';
import { schema } from '../../db/index.js';
import { changePoints } from './ledger.js';

type Goods = Pick<typeof schema.goods.$inferSelect, 'score' | 'days' | 'vipLevelId'>;

/**
 * What a package grants (SPEC §3, §6), inside the caller's transaction: its points through the
 * ledger, and membership — days extend from the later of now and the current expiry (an expired
 * membership does not give its past days back), -1 makes it lifetime. A membership package's level replaces the
 * member's unless theirs ranks higher (buying a lower level never takes a higher one away).
 */
export async function grantPackage(tx: Executor, userId: number, goods: Goods, now: Date, ledger: { reason: string; reference: string }): Promise<void> {
  if (goods.score > 0) await changePoints(tx, { userId, delta: goods.score, ...ledger });
  // Before the days: whether the member still is one decides whether their level is kept.
  if (goods.days !== 0) {
    const { users, vipLevels } = schema;
    // A level's rank; null stands for the default level.
    const rankOf = (id: SQL) =>
      sql`coalesce((select ${vipLevels.rank} from ${vipLevels} where ${vipLevels.id} = coalesce(${id}, (select id from ${vipLevels} where ${vipLevels.isDefault}))), 0)`;
    await tx
      .update(users)
      .set({ vipLevelId: goods.vipLevelId })
      .where(
        and(
          eq(users.id, userId),
          or(
            // An expired membership's level is not kept: only a member's higher level is.
            sql`not (${users.lifetimeVip} or coalesce(${users.vipExpire} > ${now}, false))`,
            sql`${rankOf(sql`${users.vipLevelId}`)} <= ${rankOf(sql`${goods.vipLevelId}::integer`)}`,
          ),
        ),
      );
  }
  if (goods.days === -1) {
    await tx.update(schema.users).set({ lifetimeVip: true }).where(eq(schema.users.id, userId));
  } else if (goods.days > 0) {
    await tx
      .update(schema.users)
      .set({ vipExpire: sql`greatest(coalesce(${schema.users.vipExpire}, ${now}), ${now}) + make_interval(days => ${goods.days})` })
      .where(eq(schema.users.id, userId));
  }
}
