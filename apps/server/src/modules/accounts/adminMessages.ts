import type { Localized } from '../../domain/errors.js';

/** What the back office's user calls answer. */
export const adminUserMessages = {
  unknownUser: { zh: '用户不存在', en: 'No such user' },
  destroyed: { zh: '该账号已注销，无法操作', en: 'This account is cancelled and cannot be changed' },
  zeroDelta: { zh: '积分变动不能为 0', en: 'The change must not be zero' },
  pointsShort: (balance: number): Localized => ({
    zh: `积分不足，无法扣除（当前余额 ${balance}）`,
    en: `The balance (${balance}) does not cover this deduction`,
  }),
  pointsTooHigh: { zh: '积分超出上限', en: 'The balance would exceed its limit' },
  pointsChanged: { zh: '积分已调整', en: 'Points changed' },
  passwordReset: { zh: '密码已重置，请将新密码告知用户（仅显示一次）', en: 'Password reset: give the user the new password (shown once)' },
  loggedOut: { zh: '该用户的所有登录已失效', en: 'Every session of the user has ended' },
  ownRole: { zh: '不能取消自己的管理员身份', en: 'You cannot demote yourself' },
  ownBan: { zh: '不能封禁自己', en: 'You cannot ban yourself' },
  banReasonRequired: { zh: '请填写封禁原因', en: 'Please give the reason for the ban' },
  banned: { zh: '账号已封禁，所有登录已失效', en: 'The account is banned; every session has ended' },
  unbanned: { zh: '账号已解封', en: 'The account is unbanned' },
  roleChanged: { zh: '角色已修改', en: 'Role changed' },
  vipTermRequired: { zh: '请填写会员天数或选择永久会员（二选一）', en: 'Give either a number of days or lifetime' },
  unknownLevel: { zh: '会员等级不存在', en: 'No such membership level' },
  vipGranted: { zh: '会员已赠送', en: 'Membership granted' },
  notMember: { zh: '该用户当前不是会员', en: 'The user is not a member' },
  vipRevoked: { zh: '会员已终止', en: 'Membership ended' },
} satisfies Record<string, Localized | ((balance: number) => Localized)>;
