import type { Translate } from '../../i18n';
import type { UsersMessageKey } from './messages';
import type { UserRow } from './usersList.machine';

/** A membership as the operator reads it. */
export const membershipText = (
  t: Translate<UsersMessageKey>,
  user: Pick<UserRow, 'lifetimeVip' | 'vipExpire'>,
  formatTime: (iso: string) => string,
  now = Date.now(),
) =>
  user.lifetimeVip
    ? t('admin.users.vipLifetime')
    : user.vipExpire && Date.parse(user.vipExpire) > now
      ? t('admin.users.vipUntil', { time: formatTime(user.vipExpire) })
      : t('admin.users.vipNone');
