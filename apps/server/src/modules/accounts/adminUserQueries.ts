import { and, count, desc, eq, ilike, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import { cappedRows } from '../../db/cappedPages.js';
import type { Database } from '../../db/client.js';
import { schema } from '../../db/index.js';
import { INT4_MAX } from '../../http/bounds.js';
import { memberLevel } from '../economy/index.js';
import { packageName } from '../payments/index.js';

const { users } = schema;
const iso = (time: Date | null) => time?.toISOString() ?? null;

/** ILIKE treats % and _ as wildcards and \ as their escape: a search for "a_b" means those three characters. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** q as an id (when it is one) or a piece of a username, phone, email or invite code, in any case. */
function userSearch(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containing(q);
  const text = or(ilike(users.username, pattern), ilike(users.phone, pattern), ilike(users.email, pattern), ilike(users.inviteCode, pattern));
  return /^\d{1,10}$/.test(q) && Number(q) <= INT4_MAX ? or(eq(users.id, Number(q)), text) : text;
}

/**
 * A page of users, newest first, and how many match (up to the list cap). A search of 3 characters or more is answered
 * by the trigram indexes first (pg_trgm needs 3 to narrow anything); a shorter one matches so many users that walking
 * the newest first finds a page at once.
 */
export async function listUsers(db: Database, q: string | undefined, page: number, size: number) {
  const where = userSearch(q);
  const { rows, ...matches } = await cappedRows(
    db,
    { table: users, id: users.id, where, orderBy: sql`${users.id} desc`, matchFirst: q !== undefined && q.length >= 3 },
    { page, size },
    (ids) =>
      db
        .select({
          id: users.id,
          username: users.username,
          nickname: users.nickname,
          phone: users.phone,
          email: users.email,
          role: users.role,
          score: users.score,
          lifetimeVip: users.lifetimeVip,
          vipExpire: users.vipExpire,
          status: users.status,
          createdAt: users.createdAt,
          destroyedAt: users.destroyedAt,
        })
        .from(users)
        .where(inArray(users.id, ids)),
    (row) => row.id,
  );
  return {
    ...matches,
    rows: rows.map((row) => ({ ...row, vipExpire: iso(row.vipExpire), createdAt: row.createdAt.toISOString(), destroyedAt: iso(row.destroyedAt) })),
  };
}

const shown = 50;
/** Check-ins and invitees shown in the detail (their counts are in usage). */
const shownFew = 10;

/** How much the user used the product: counts only, never what was written. */
async function usage(db: Database, userId: number) {
  const counted = async (query: Promise<{ value: number }[]>) => (await query)[0]?.value ?? 0;
  const { signIns, chatGroups, chatLogs, chatFiles } = schema;
  const [checkIns, invites, invitesRewarded, conversations, chatTurns, files] = await Promise.all([
    counted(db.select({ value: count() }).from(signIns).where(eq(signIns.userId, userId))),
    counted(db.select({ value: count() }).from(users).where(eq(users.invitedById, userId))),
    counted(
      db
        .select({ value: count() })
        .from(users)
        .where(and(eq(users.invitedById, userId), isNotNull(users.inviteRewardedAt))),
    ),
    counted(db.select({ value: count() }).from(chatGroups).where(eq(chatGroups.userId, userId))),
    // Through the user's conversations: chat_logs is indexed by conversation, not by user.
    counted(
      db
        .select({ value: count() })
        .from(chatLogs)
        .innerJoin(chatGroups, eq(chatGroups.id, chatLogs.groupId))
        .where(and(eq(chatGroups.userId, userId), eq(chatLogs.role, 'user'))),
    ),
    counted(db.select({ value: count() }).from(chatFiles).where(eq(chatFiles.userId, userId))),
  ]);
  return { checkIns, invites, invitesRewarded, conversations, chatTurns, files };
}

/** The user's profile, latest points changes, orders, check-ins and invitees, and usage counts; undefined when there is no such user. */
export async function userDetail(db: Database, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return undefined;
  const { pointsLedger, orders, goods, signIns } = schema;
  const [ledger, orderRows, [orderTotal], counts, checkIns, invitees, level] = await Promise.all([
    db
      .select({
        id: pointsLedger.id,
        delta: pointsLedger.delta,
        balanceAfter: pointsLedger.balanceAfter,
        reason: pointsLedger.reason,
        reference: pointsLedger.reference,
        createdAt: pointsLedger.createdAt,
      })
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, userId))
      .orderBy(desc(pointsLedger.id))
      .limit(shown),
    db
      .select({
        orderId: orders.orderId,
        goodsName: packageName,
        amountFen: orders.amountFen,
        status: orders.status,
        provider: orders.provider,
        createdAt: orders.createdAt,
        paidAt: orders.paidAt,
      })
      .from(orders)
      .leftJoin(goods, eq(goods.id, orders.goodsId))
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.id))
      .limit(shown),
    db.select({ value: count() }).from(orders).where(eq(orders.userId, userId)),
    usage(db, userId),
    db
      .select({ date: signIns.signInDate, createdAt: signIns.createdAt })
      .from(signIns)
      .where(eq(signIns.userId, userId))
      .orderBy(desc(signIns.signInDate))
      .limit(shownFew),
    db
      .select({ id: users.id, username: users.username, nickname: users.nickname, createdAt: users.createdAt, rewardedAt: users.inviteRewardedAt })
      .from(users)
      .where(eq(users.invitedById, userId))
      .orderBy(desc(users.id))
      .limit(shownFew),
    memberLevel(db, user.vipLevelId),
  ]);
  return {
    profile: {
      id: user.id,
      username: user.username,
      nickname: user.nickname,
      avatar: user.avatar,
      phone: user.phone,
      email: user.email,
      role: user.role,
      score: user.score,
      lifetimeVip: user.lifetimeVip,
      vipExpire: iso(user.vipExpire),
      vipLevel: level,
      status: user.status,
      banReason: user.banReason,
      consecutiveDays: user.consecutiveDays,
      inviteCode: user.inviteCode,
      invitedById: user.invitedById,
      inviteLinkCount: user.inviteLinkCount,
      hasPassword: user.passwordHash !== null,
      wechatBound: user.wechatOpenId !== null,
      createdAt: user.createdAt.toISOString(),
      destroyedAt: iso(user.destroyedAt),
    },
    ledger: ledger.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    orders: { total: orderTotal?.value ?? 0, rows: orderRows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), paidAt: iso(row.paidAt) })) },
    usage: counts,
    checkIns: checkIns.map((row) => ({ date: row.date, createdAt: row.createdAt.toISOString() })),
    invitees: invitees.map((row) => ({
      id: row.id,
      username: row.username,
      nickname: row.nickname,
      createdAt: row.createdAt.toISOString(),
      rewarded: row.rewardedAt !== null,
    })),
  };
}
