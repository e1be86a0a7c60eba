import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/executor.js';
import { schema } from '../../db/index.js';
import { DomainError } from '../../domain/errors.js';
import { grantPackage } from './grantPackage.js';
import { goodsMessages } from './messages.js';

export const cardCodeMessages = {
  unknown: { zh: '卡密不存在，请检查后重试', en: 'No such card code, please check it' },
  used: { zh: '该卡密已被使用', en: 'This card code has been used' },
  codeDisabled: { zh: '该卡密已停用', en: 'This card code has been disabled' },
  disabled: { zh: '该卡密对应的套餐已停用', en: 'The package of this card code is no longer offered' },
  redeemed: { zh: '卡密兑换成功', en: 'Card code redeemed' },
};

/** Crockford-style base32 without look-alikes: 16 characters carry 80 random bits. */
const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const cardCodePattern = /^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/;

function newCode(): string {
  const bytes = randomBytes(16);
  const characters = Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
  return characters.match(/.{4}/g)!.join('-');
}

/** Rows per INSERT: 2,000 codes are 8,000 parameters, well under PostgreSQL's 65,535 per statement. */
const insertChunk = 2000;

/**
 * A batch of unguessable codes for one package, in the caller's transaction: the batch's row, then its codes in
 * chunks (10,000 codes are five statements). The codes carry the batch's name as their text `batch` too.
 */
export async function createCardBatch(
  tx: Executor,
  batch: { goodsId: number; count: number; name: string; createdBy: number | null },
): Promise<{ batchId: number; codes: string[] }> {
  const { goodsId, count, name } = batch;
  const [goods] = await tx.select({ id: schema.goods.id }).from(schema.goods).where(eq(schema.goods.id, goodsId));
  if (!goods) throw new DomainError(goodsMessages.notFound);
  const [created] = await tx.insert(schema.cardBatches).values(batch).returning({ id: schema.cardBatches.id });
  const batchId = created!.id;
  const codes = Array.from({ length: count }, newCode);
  for (let start = 0; start < codes.length; start += insertChunk) {
    await tx.insert(schema.cardCodes).values(codes.slice(start, start + insertChunk).map((code) => ({ code, goodsId, batch: name, batchId })));
  }
  return { batchId, codes };
}

/** The CLI's batch (`npm run card-codes`): no operator made it. */
export async function generateCardCodes(db: Database, goodsId: number, count: number, batch: string): Promise<string[]> {
  const { codes } = await db.transaction((tx) => createCardBatch(tx, { goodsId, count, name: batch, createdBy: null }));
  return codes;
}

/**
 * SPEC §7 useCrami (PROTOCOLS §8.14): the code is claimed by one conditional update first, so of
 * twenty concurrent uses exactly one gets past it (nor can a code be disabled between them: disabling is a conditional
 * update too); the package is granted in the same transaction, and a refusal after the claim (package disabled) rolls
 * the claim back.
 */
export async function redeemCardCode(db: Database, userId: number, code: string, now: Date): Promise<void> {
  const normalised = code.trim().toUpperCase();
  await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(schema.cardCodes)
      .set({ usedBy: userId, usedAt: now })
      .where(and(eq(schema.cardCodes.code, normalised), isNull(schema.cardCodes.usedBy), isNull(schema.cardCodes.disabledAt)))
      .returning({ id: schema.cardCodes.id, goodsId: schema.cardCodes.goodsId });
    if (!claimed) {
      const [existing] = await tx.select({ usedBy: schema.cardCodes.usedBy }).from(schema.cardCodes).where(eq(schema.cardCodes.code, normalised));
      throw new DomainError(!existing ? cardCodeMessages.unknown : existing.usedBy === null ? cardCodeMessages.codeDisabled : cardCodeMessages.used);
    }
    const [goods] = await tx.select().from(schema.goods).where(eq(schema.goods.id, claimed.goodsId));
    if (!goods?.isEnabled) throw new DomainError(cardCodeMessages.disabled);
    await grantPackage(tx, userId, goods, now, { reason: 'crami', reference: String(claimed.id) });
  });
}
