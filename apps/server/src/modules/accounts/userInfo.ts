import type { schema } from '../../db/index.js';

type UserRow = typeof schema.users.$inferSelect;

/** The columns userInfoOf and userBalanceOf read. */
type InfoColumns =
  | 'id'
  | 'username'
  | 'nickname'
  | 'avatar'
  | 'email'
  | 'phone'
  | 'passwordHash'
  | 'wechatOpenId'
  | 'inviteCode'
  | 'score'
  | 'lifetimeVip'
  | 'vipExpire'
  | 'consecutiveDays';

/** SPEC §6: VIP when lifetime, or while the expiry is later than now — computed, never stored. */
export const isVip = (user: Pick<UserRow, 'lifetimeVip' | 'vipExpire'>, now: Date) => user.lifetimeVip || (user.vipExpire !== null && user.vipExpire > now);

/** The user info of SPEC §3 as the client reads it (never the hash, never WeChat ids). */
export function userInfoOf(user: Pick<UserRow, InfoColumns>) {
  return {
    id: user.id,
    username: user.username,
    nickname: user.nickname,
    avatar: user.avatar,
    email: user.email ?? '',
    phone: user.phone ?? '',
    password: user.passwordHash ? ('yes' as const) : ('' as const),
    isBindWx: (user.wechatOpenId ? 1 : 0) as 0 | 1,
    inviteCode: user.inviteCode ?? '',
    score: user.score,
    lifetimeVip: (user.lifetimeVip ? 1 : 0) as 0 | 1,
    vipExpire: user.vipExpire?.toISOString() ?? null,
    consecutiveDays: user.consecutiveDays,
  };
}

export function userBalanceOf(user: Pick<UserRow, 'score' | 'lifetimeVip' | 'vipExpire'>, now: Date) {
  return { score: user.score, isVip: isVip(user, now), vipExpire: user.vipExpire?.toISOString() ?? null };
}
