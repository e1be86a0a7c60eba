import type { Translate } from '../../i18n';
import type { ChangeLine, ConfirmRequest } from '../adminConfirm.machine';
import type { UsersMessageKey } from './messages';
import { membershipText } from './membershipText';
import type { BanInput, PointsInput, UserProfile, VipGrantInput } from './userDetail.machine';
import type { UserRole } from './usersList.machine';

/** A request and the change lines its two-step confirmation shows. */
export interface UserConfirmation {
  request: ConfirmRequest;
  changes: ChangeLine[];
}

type UsersTranslate = Translate<UsersMessageKey>;

const userPath = (profile: Pick<UserProfile, 'id'>) => `/api/admin/users/${profile.id}`;
const userLine = (t: UsersTranslate, profile: Pick<UserProfile, 'id' | 'username'>): ChangeLine => ({
  label: t('admin.users.change.user'),
  after: `${profile.username} (#${profile.id})`,
});

export const roleLabelKey = (role: UserRole): UsersMessageKey => (role === 'admin' ? 'admin.users.role.admin' : 'admin.users.role.user');

/** 调整积分: POST /api/admin/users/<id>/points {delta, note}; the balance, the signed change and the note. */
export function pointsConfirmation(t: UsersTranslate, { profile, delta, note }: PointsInput): UserConfirmation {
  return {
    request: { method: 'POST', path: `${userPath(profile)}/points`, body: { delta, note } },
    changes: [
      userLine(t, profile),
      { label: t('admin.users.change.balance'), after: String(profile.score) },
      { label: t('admin.users.change.delta'), after: delta > 0 ? `+${delta}` : String(delta) },
      ...(note ? [{ label: t('admin.users.change.note'), after: note }] : []),
    ],
  };
}

/** 重置密码: POST /api/admin/users/<id>/password-reset (no body). */
export const passwordResetConfirmation = (t: UsersTranslate, profile: UserProfile): UserConfirmation => ({
  request: { method: 'POST', path: `${userPath(profile)}/password-reset` },
  changes: [userLine(t, profile), { label: t('admin.users.change.action'), after: t('admin.users.change.resetPassword') }],
});

/** 强制下线: POST /api/admin/users/<id>/logout-everywhere (no body). */
export const logoutEverywhereConfirmation = (t: UsersTranslate, profile: UserProfile): UserConfirmation => ({
  request: { method: 'POST', path: `${userPath(profile)}/logout-everywhere` },
  changes: [userLine(t, profile), { label: t('admin.users.change.action'), after: t('admin.users.change.logoutEverywhere') }],
});

/** 设为管理员 / 取消管理员: POST /api/admin/users/<id>/role {role}; the role before and after. */
export const roleConfirmation = (t: UsersTranslate, profile: UserProfile, role: UserRole): UserConfirmation => ({
  request: { method: 'POST', path: `${userPath(profile)}/role`, body: { role } },
  changes: [userLine(t, profile), { label: t('admin.users.role'), before: t(roleLabelKey(profile.role)), after: t(roleLabelKey(role)) }],
});

/** 封禁 / 解封: POST /api/admin/users/<id>/ban {banned, reason}; the status before and after, and the reason. */
export function banConfirmation(t: UsersTranslate, { profile, banned, reason }: BanInput): UserConfirmation {
  return {
    request: { method: 'POST', path: `${userPath(profile)}/ban`, body: banned ? { banned, reason } : { banned } },
    changes: [
      userLine(t, profile),
      { label: t('admin.users.change.action'), after: t(banned ? 'admin.users.change.ban' : 'admin.users.change.unban') },
      ...(banned ? [{ label: t('admin.users.banReason'), after: reason }] : []),
    ],
  };
}

/** 赠送会员: POST /api/admin/users/<id>/vip {days | lifetime, vipLevelId?}; the membership now, the grant and the level. */
export function vipGrantConfirmation(
  t: UsersTranslate,
  { profile, days, lifetime, level }: VipGrantInput,
  formatTime: (iso: string) => string,
): UserConfirmation {
  return {
    request: {
      method: 'POST',
      path: `${userPath(profile)}/vip`,
      body: { ...(lifetime ? { lifetime } : { days }), ...(level ? { vipLevelId: level.id } : {}) },
    },
    changes: [
      userLine(t, profile),
      { label: t('admin.users.vip'), after: membershipText(t, profile, formatTime) },
      { label: t('admin.users.change.vipGrant'), after: lifetime ? t('admin.users.vipLifetime') : t('admin.users.change.vipDays', { days: days ?? 0 }) },
      ...(level ? [{ label: t('admin.users.vipLevel'), before: profile.vipLevel?.name ?? '—', after: level.name }] : []),
    ],
  };
}

/** 终止会员: POST /api/admin/users/<id>/vip/revoke (no body). */
export const vipRevokeConfirmation = (t: UsersTranslate, profile: UserProfile, formatTime: (iso: string) => string): UserConfirmation => ({
  request: { method: 'POST', path: `${userPath(profile)}/vip/revoke` },
  changes: [
    userLine(t, profile),
    { label: t('admin.users.vip'), before: membershipText(t, profile, formatTime), after: t('admin.users.vipNone') },
    { label: t('admin.users.change.action'), after: t('admin.users.change.vipRevoke') },
  ],
});
