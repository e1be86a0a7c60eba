import { randomInt } from 'node:crypto';
import { and, count, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { schema } from '../../db/index.js';
import { violatedUniqueIndex } from '../../domain/errors.js';
import type { ConfigStore } from '../../domain/config/configStore.js';
import { changePoints } from './ledger.js';

const users = schema.users;
const codeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** An invitee counts as verified once a phone, a WeChat account or an email is attached (a real person). */
const isVerified = or(isNotNull(users.phone), isNotNull(users.wechatOpenId), isNotNull(users.email));

/** The user's invite code, created on first request (8 characters, retried on the rare collision). */
export async function inviteCodeOf(db: Database, userId: number): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [user] = await db.select({ inviteCode: users.inviteCode }).from(users).where(eq(users.id, userId));
    if (user?.inviteCode) return user.inviteCode;
    const code = Array.from({ length: 8 }, () => codeAlphabet[randomInt(codeAlphabet.length)]).join('');
    try {
      await db
        .update(users)
        .set({ inviteCode: code })
        .where(and(eq(users.id, userId), isNull(users.inviteCode)));
    } catch (error) {
      if (violatedUniqueIndex(error) !== 'users_invite_code_key') throw error;
    }
  }
  throw new Error('could not allocate an invite code');
}

/**
 * Rewards the inviter once per invitee, when the invitee is verified (config inviteRewardPoints):
 * the mark on the invitee is set by one conditional update and the points follow in the same
 * transaction, so a repeated or concurrent call rewards nobody twice. Call after anything that may
 * verify a user (registration by phone or WeChat, binding a phone, WeChat or email).
 */
export async function rewardInviter(db: Database, config: ConfigStore, inviteeId: number, now: Date): Promise<void> {
  const points = Math.max(0, Math.trunc(Number(config.get('inviteRewardPoints', 0)) || 0));
  await db.transaction(async (tx) => {
    const [marked] = await tx
      .update(users)
      .set({ inviteRewardedAt: now })
      .where(and(eq(users.id, inviteeId), isNotNull(users.invitedById), isNull(users.inviteRewardedAt), isNull(users.destroyedAt), isVerified))
      .returning({ inviterId: users.invitedById });
    if (!marked?.inviterId || points === 0) return;
    await changePoints(tx, { userId: marked.inviterId, delta: points, reason: 'invite', reference: String(inviteeId) });
  });
}

/** SPEC §2.3.13 invite records: the user's invitees, newest first. */
export async function inviteRecords(db: Database, inviterId: number, page: number, size: number) {
  const where = eq(users.invitedById, inviterId);
  const [total] = await db.select({ value: count() }).from(users).where(where);
  const rows = await db
    .select({
      avatar: users.avatar,
      username: users.username,
      email: users.email,
      status: sql<number>`case when ${isVerified} then 1 else 0 end`,
      createdAt: users.createdAt,
      rewarded: sql<boolean>`${users.inviteRewardedAt} is not null`,
    })
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(size)
    .offset((page - 1) * size);
  return {
    rows: rows.map((row) => ({ ...row, email: row.email ?? '', status: Number(row.status), createdAt: row.createdAt.toISOString() })),
    count: total?.value ?? 0,
  };
}
