import { Avatar, Menu, MenuItem, MenuSeparator, MenuTrigger } from '@lingxi/ui';
import { Bell, CalendarCheck, Coins, Gift, LogOut, Settings, UserPlus } from 'lucide-react';
import { Button as AriaButton } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { openDialog } from '../shell/dialogRequests';
import { clearSession, sessionStore } from '../shell/sessionStore';
import { toasts } from '../shell/toasts';
import * as css from './layout.css';

/** The logged-in avatar and its menu (SPEC §2.2). */
export default function UserMenu() {
  const { t } = useTranslation();
  const user = sessionStore.use((state) => state.user);
  const name = user?.nickname || user?.username || t('user.defaultNickname');
  return (
    <MenuTrigger>
      <AriaButton className={css.avatarButton} aria-label={t('nav.accountMenu')}>
        <Avatar name={name} src={user?.avatar || undefined} size="sm" />
      </AriaButton>
      <Menu placement="bottom end" aria-label={t('nav.accountMenu')}>
        <MenuItem icon={Coins} onAction={() => openDialog('points')}>{t('nav.myPoints')}</MenuItem>
        <MenuItem icon={CalendarCheck} onAction={() => openDialog('checkIn')}>{t('nav.checkInReward')}</MenuItem>
        <MenuItem icon={UserPlus} onAction={() => openDialog('invite')}>{t('nav.inviteFriends')}</MenuItem>
        <MenuItem icon={Gift} onAction={() => openDialog('redeem')}>{t('nav.redeem')}</MenuItem>
        <MenuItem icon={Bell} onAction={() => openDialog('notice')}>{t('nav.latestNotice')}</MenuItem>
        <MenuItem icon={Settings} onAction={() => openDialog('settings')}>{t('nav.settings')}</MenuItem>
        <MenuSeparator />
        <MenuItem
          icon={LogOut}
          tone="danger"
          onAction={() => {
            clearSession();
            toasts.show('success', t('nav.loggedOut'));
          }}
        >
          {t('nav.logout')}
        </MenuItem>
      </Menu>
    </MenuTrigger>
  );
}
