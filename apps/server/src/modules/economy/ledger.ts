import { and, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.js';
import { schema } from '../../db/index.js';

export interface PointsChange {
  userId: number;
  /** Positive credits, negative deducts. */
  delta: number;
  reason: string;
  /** The order, card code, chat log … the change belongs to; (reason, reference) is unique. */
  reference?: string;
}

/**
 * The only way points change: one conditional update (a deduction never takes the balance below
 * zero) and its ledger row, in the caller's transaction. Returns the balance after the change, or
 * null when the balance does not cover a deduction (nothing is written then).
 */
export async function changePoints(tx: Executor, { userId, delta, reason, reference }: PointsChange): Promise<number | null> {
  if (!Number.isInteger(delta)) throw new TypeError(`points change must be a whole number, got ${delta}`);
  const [row] = await tx
    .update(schema.users)
    .set({ score: sql`${schema.users.score} + ${delta}` })
    .where(and(eq(schema.users.id, userId), gte(schema.users.score, -delta)))
    .returning({ score: schema.users.score });
  if (!row) return null;
  await tx.insert(schema.pointsLedger).values({ userId, delta, balanceAfter: row.score, reason, reference: reference ?? null });
  return row.score;
}
