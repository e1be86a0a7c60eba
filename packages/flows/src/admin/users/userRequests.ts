import type { Translate } from '../../i18n';
import type { ChangeLine, ConfirmRequest } from '../adminConfirm.machine';
import type { UsersMessageKey } from './messages';
import type { PointsInput, UserProfile } from './userDetail.machine';
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
