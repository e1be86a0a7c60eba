import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { schema } from '../../db/index.js';
import { DomainError } from '../../http/DomainError.js';
import { isVip } from '../accounts/userInfo.js';
import { changePoints } from '../points/ledger.js';
import { shanghaiDate } from '../shanghaiDate.js';
import { chatMessages } from './chatMessages.js';
import type { ModelRow } from './modelCatalog.js';

/** How one answer is paid for. */
export type ChatCharge =
  | { kind: 'free' }
  | { kind: 'dailyFree'; day: string }
  | { kind: 'points'; points: number; balance: number };

type Payer = Pick<typeof schema.users.$inferSelect, 'id' | 'lifetimeVip' | 'vipExpire'>;

/**
 * Reserves the charge of one answer before the upstream is called (PROTOCOLS §2, §8.10–11): a member uses a
 * model with vipFreeNum −1 free, and one with vipFreeNum > 0 free while today's count — one conditional upsert,
 * never read-then-write — is under it; everyone else pays `deduct` points through the ledger, refused with 402
 * when the balance does not cover it.
 */
export async function reserveCharge(db: Database, user: Payer, model: ModelRow, reference: string, now: Date): Promise<ChatCharge> {
  const member = isVip(user, now);
  if (member && model.vipFreeNum < 0) return { kind: 'free' };
  if (member && model.vipFreeNum > 0) {
    const day = shanghaiDate(now);
    const uses = schema.modelDailyUses;
    const [counted] = await db
      .insert(uses)
      .values({ userId: user.id, modelId: model.id, day, count: 1 })
      .onConflictDoUpdate({ target: [uses.userId, uses.modelId, uses.day], set: { count: sql`${uses.count} + 1` }, setWhere: sql`${uses.count} < ${model.vipFreeNum}` })
      .returning({ count: uses.count });
    if (counted) return { kind: 'dailyFree', day };
  }
  if (model.deduct <= 0) return { kind: 'free' };
  const balance = await db.transaction((tx) => changePoints(tx as unknown as Database, { userId: user.id, delta: -model.deduct, reason: 'chat', reference }));
  if (balance === null) throw new DomainError(chatMessages.insufficientPoints, 402);
  return { kind: 'points', points: model.deduct, balance };
}

/** Gives a reserved charge back (the upstream failed before answering). Returns the balance after, when points moved. */
export async function refundCharge(db: Database, userId: number, model: ModelRow, charge: ChatCharge, reference: string): Promise<number | null> {
  if (charge.kind === 'dailyFree') {
    const uses = schema.modelDailyUses;
    await db
      .update(uses)
      .set({ count: sql`${uses.count} - 1` })
      .where(and(eq(uses.userId, userId), eq(uses.modelId, model.id), eq(uses.day, charge.day), gt(uses.count, 0)));
    return null;
  }
  if (charge.kind !== 'points') return null;
  return db.transaction((tx) => changePoints(tx as unknown as Database, { userId, delta: charge.points, reason: 'chatRefund', reference }));
}

/** Free uses of each model the user made today (for the model list's `used`). */
export async function usedToday(db: Database, userId: number, now: Date): Promise<Map<number, number>> {
  const rows = await db
    .select({ modelId: schema.modelDailyUses.modelId, count: schema.modelDailyUses.count })
    .from(schema.modelDailyUses)
    .where(and(eq(schema.modelDailyUses.userId, userId), eq(schema.modelDailyUses.day, shanghaiDate(now))));
  return new Map(rows.map((row) => [row.modelId, row.count]));
}
