import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.js';
import { schema } from '../../db/index.js';

const { goods, cardBatches, cardCodes, orders } = schema;
const refers = (table: typeof cardBatches | typeof cardCodes | typeof orders) => sql`exists (select 1 from ${table} where ${table.goodsId} = ${goods.id})`;

/** Whether a card batch, card code or order refers to the package (then it can only be disabled, never deleted). */
export async function goodsReferenced(db: Executor, goodsId: number): Promise<boolean> {
  const [row] = await db
    .select({ referenced: sql<boolean>`${refers(cardBatches)} or ${refers(cardCodes)} or ${refers(orders)}` })
    .from(goods)
    .where(eq(goods.id, goodsId));
  return row?.referenced === true;
}

/** Whether the error is PostgreSQL's foreign key violation (23503), however drizzle wrapped it. */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let cause = error as { code?: string; cause?: unknown } | undefined; cause; cause = cause.cause as typeof cause) if (cause.code === '23503') return true;
  return false;
}
