import { and, count, desc, eq, inArray, isNotNull, isNull, like, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/executor.js';
import { schema } from '../../db/index.js';
import { DomainError } from '../../domain/errors.js';
import { cardBatchMessages } from './messages.js';
import { cappedRows } from '../../db/cappedPages.js';

const { cardBatches, cardCodes, goods, users } = schema;

export type CardCodeStatus = 'used' | 'unused' | 'disabled';

/** A code's state: used wins (used codes are never disabled), then disabled, else unused. */
export const statusOf = (code: { usedBy: number | null; disabledAt: Date | null }): CardCodeStatus =>
  code.usedBy !== null ? 'used' : code.disabledAt !== null ? 'disabled' : 'unused';

const statusCondition: Record<CardCodeStatus, SQL | undefined> = {
  used: isNotNull(cardCodes.usedBy),
  unused: and(isNull(cardCodes.usedBy), isNull(cardCodes.disabledAt)),
  disabled: and(isNull(cardCodes.usedBy), isNotNull(cardCodes.disabledAt)),
};
const counted = (status: CardCodeStatus) => sql<number>`count(*) filter (where ${statusCondition[status]})`.mapWith(Number);

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** A page of batches, newest first, with their package and how many codes are used, unused and disabled. */
export async function listCardBatches(db: Database, page: number, size: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({ batch: cardBatches, goodsName: goods.name, createdByName: users.username })
      .from(cardBatches)
      .innerJoin(goods, eq(goods.id, cardBatches.goodsId))
      .leftJoin(users, eq(users.id, cardBatches.createdBy))
      .orderBy(desc(cardBatches.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ value: count() }).from(cardBatches),
  ]);
  // One grouped count over the page's batches (their codes by the batch index), not one query per batch.
  const ids = rows.map((row) => row.batch.id);
  const tallies = ids.length
    ? await db
        .select({ batchId: cardCodes.batchId, used: counted('used'), unused: counted('unused'), disabled: counted('disabled') })
        .from(cardCodes)
        .where(inArray(cardCodes.batchId, ids))
        .groupBy(cardCodes.batchId)
    : [];
  const tallyOf = new Map(tallies.map((tally) => [tally.batchId, tally]));
  return {
    total: total?.value ?? 0,
    rows: rows.map(({ batch, goodsName, createdByName }) => {
      const tally = tallyOf.get(batch.id);
      return {
        id: batch.id,
        name: batch.name,
        goodsId: batch.goodsId,
        goodsName,
        count: batch.count,
        used: tally?.used ?? 0,
        unused: tally?.unused ?? 0,
        disabled: tally?.disabled ?? 0,
        createdBy: batch.createdBy === null ? null : { id: batch.createdBy, username: createdByName ?? '' },
        createdAt: batch.createdAt.toISOString(),
        disabledAt: iso(batch.disabledAt),
      };
    }),
  };
}

export interface CardCodeFilters {
  batchId?: number;
  status?: CardCodeStatus;
  /** A code or its beginning, in any case, with or without its dashes. */
  q?: string;
}

/** The search text as codes are written: upper case, dashes after every fourth character ("abcd efgh" → "ABCD-EFGH"). */
export const normalisedCodeQuery = (q: string) =>
  q
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .replace(/(.{4})(?=.)/g, '$1-');

/** A page of codes, newest first, with who used them and when, and how many match (up to the list cap). */
export async function listCardCodes(db: Database, { batchId, status, q }: CardCodeFilters, page: number, size: number) {
  const search = q === undefined ? '' : normalisedCodeQuery(q);
  // The query holds letters, digits and dashes only, so it is a plain LIKE prefix (no wildcard to escape).
  const where = and(
    batchId === undefined ? undefined : eq(cardCodes.batchId, batchId),
    status === undefined ? undefined : statusCondition[status],
    search === '' ? undefined : like(cardCodes.code, `${search}%`),
  );
  const { rows, ...matches } = await cappedRows(
    db,
    { table: cardCodes, id: cardCodes.id, where, orderBy: sql`${cardCodes.id} desc` },
    { page, size },
    (ids) =>
      db
        .select({ code: cardCodes, goodsName: goods.name, username: users.username })
        .from(cardCodes)
        .innerJoin(goods, eq(goods.id, cardCodes.goodsId))
        .leftJoin(users, eq(users.id, cardCodes.usedBy))
        .where(inArray(cardCodes.id, ids)),
    (row) => row.code.id,
  );
  return {
    ...matches,
    rows: rows.map(({ code, goodsName, username }) => ({
      id: code.id,
      code: code.code,
      batchId: code.batchId,
      batch: code.batch,
      goodsId: code.goodsId,
      goodsName,
      status: statusOf(code),
      usedBy: code.usedBy === null ? null : { id: code.usedBy, username: username ?? '' },
      usedAt: iso(code.usedAt),
      disabledAt: iso(code.disabledAt),
      createdAt: code.createdAt.toISOString(),
    })),
  };
}

/** The batch, or a 404. */
export async function cardBatch(db: Executor, batchId: number) {
  const [batch] = await db.select().from(cardBatches).where(eq(cardBatches.id, batchId));
  if (!batch) throw new DomainError(cardBatchMessages.notFound, 404);
  return batch;
}

/** Disables the batch and its unused codes, in the caller's transaction; how many codes it disabled. */
export async function disableCardBatch(tx: Executor, batchId: number, now: Date): Promise<number> {
  await cardBatch(tx, batchId);
  await tx
    .update(cardBatches)
    .set({ disabledAt: now })
    .where(and(eq(cardBatches.id, batchId), isNull(cardBatches.disabledAt)));
  return disableCodes(tx, eq(cardCodes.batchId, batchId), now);
}

/** Disables the chosen codes that are still unused; how many it disabled (used or already disabled ones are left). */
export const disableCardCodes = (tx: Executor, ids: number[], now: Date) => disableCodes(tx, inArray(cardCodes.id, ids), now);

// Conditional, like the claim (redeemCardCode): of a use and a disabling racing on one code, exactly one wins.
async function disableCodes(tx: Executor, which: SQL, now: Date): Promise<number> {
  const disabled = await tx.update(cardCodes).set({ disabledAt: now }).where(and(which, statusCondition.unused)).returning({ id: cardCodes.id });
  return disabled.length;
}
