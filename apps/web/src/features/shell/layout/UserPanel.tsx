import { Avatar, Badge, Button, MenuItem, MenuSeparator } from '@lingxi/ui';
import { Bell, CalendarCheck, ChevronRight, Coins, Crown, Gift, Headset, LogOut, Settings, UserPlus, type LucideIcon } from 'lucide-react';
import type { Key } from 'react';
import { Button as AriaButton, Menu as AriaMenu } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '../../../i18n/formatDate';
import { openDialog, type DialogKind } from '../../../dialogs/dialogRequests';
import { logOut } from '../../account/sessionControl';
import { isVip, sessionStore, type UserInfo } from '../../../state/sessionStore';
import * as css from './userPopup.css';

type MessageKey = 'nav.myPoints' | 'nav.checkInReward' | 'nav.inviteFriends' | 'nav.redeem' | 'nav.latestNotice' | 'nav.customerService' | 'nav.settings';

/**
 * The account actions: SPEC §2.3.16's list (card redeem, latest notice, my points, settings, system
 * notice) merged with §2.2's avatar menu (my points, check-in reward, invite friends, 权益兑换,
 * settings). The site has one notice (GET /config/notice), so 最新公告 and 系统公告 are one entry.
 */
const actions: readonly { id: DialogKind; icon: LucideIcon; label: MessageKey }[] = [
  { id: 'points', icon: Coins, label: 'nav.myPoints' },
  { id: 'checkIn', icon: CalendarCheck, label: 'nav.checkInReward' },
  { id: 'invite', icon: UserPlus, label: 'nav.inviteFriends' },
  { id: 'redeem', icon: Gift, label: 'nav.redeem' },
  { id: 'notice', icon: Bell, label: 'nav.latestNotice' },
  // SPEC §8: the operator's online address, else its QR image, else a warning.
  { id: 'customerService', icon: Headset, label: 'nav.customerService' },
  { id: 'settings', icon: Settings, label: 'nav.settings' },
];

const logoutKey = 'logout';

/** The VIP line: 永久会员, the expiry date (UTC+8, SPEC §9) while it is ahead, else the open-VIP prompt. */
function VipState({ user, onOpenVip }: { user: UserInfo | null; onOpenVip: () => void }) {
  const { t } = useTranslation();
  if (user && isVip(user)) {
    return (
      <p className={css.vipState}>
        <Crown className={css.vipIcon} aria-hidden />
        <span className={css.vipText}>
          {user.lifetimeVip ? t('user.vipLifetime') : t('user.vipExpires', { date: formatDisplayDate(user.vipExpire ?? '') })}
        </span>
      </p>
    );
  }
  return (
    <AriaButton className={css.vipPrompt} onPress={onOpenVip}>
      <Crown className={css.vipIcon} aria-hidden />
      <span className={css.vipText}>{t('user.openVip')}</span>
      <ChevronRight className={css.vipIcon} aria-hidden />
    </AriaButton>
  );
}

/**
 * The account panel of SPEC §2.3.16: who, points and sign-in, VIP state, actions. The desktop
 * avatar shows it in a popover (UserPopup), the phone's 我的 in a sheet (AccountSheet);
 * `onDone` closes the one holding it before a dialog opens or the user logs out.
 */
export function UserPanel({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const user = sessionStore.use((state) => state.user);
  const isSignIn = sessionStore.use((state) => state.isSignIn);
  const name = user?.nickname || user?.username || t('user.defaultNickname');

  const open = (kind: DialogKind) => {
    onDone();
    openDialog(kind);
  };
  const runAction = (key: Key) => {
    if (key === logoutKey) {
      onDone();
      void logOut();
      return;
    }
    const action = actions.find((candidate) => candidate.id === key);
    if (action) open(action.id);
  };

  return (
    <div className={css.panel}>
      <div className={css.identity}>
        <Avatar name={name} src={user?.avatar || undefined} size="lg" alt="" />
        <div className={css.identityText}>
          <p className={css.nickname}>{name}</p>
          {user ? <p className={css.userId}>{t('user.id', { id: user.id })}</p> : null}
          <Badge tone={isVip(user) ? 'vip' : 'neutral'} size="sm">
            {t('user.vipBadge', { status: isVip(user) ? t('user.vipActive') : t('user.vipInactive') })}
          </Badge>
        </div>
      </div>
      <div className={css.pointsRow}>
        <p className={css.points}>
          {t('nav.points')}
          <span className={css.pointsValue}>{user?.score ?? 0}</span>
        </p>
        {/* Signing in happens in the check-in dialog, which shows the calendar and the result. */}
        <Button size="sm" isDisabled={isSignIn} onPress={() => open('checkIn')}>
          {isSignIn ? t('user.signedIn') : t('user.signIn')}
        </Button>
      </div>
      <VipState user={user} onOpenVip={() => open('vip')} />
      <AriaMenu aria-label={t('user.actions')} className={css.actions} onAction={runAction}>
        {actions.map(({ id, icon, label }) => (
          <MenuItem key={id} id={id} icon={icon}>
            {t(label)}
          </MenuItem>
        ))}
        <MenuSeparator />
        <MenuItem id={logoutKey} icon={LogOut} tone="danger">
          {t('nav.logout')}
        </MenuItem>
      </AriaMenu>
    </div>
  );
}
