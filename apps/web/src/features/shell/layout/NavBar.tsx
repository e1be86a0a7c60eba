import { IconButton, Skeleton, Tooltip, TooltipTrigger } from '@lingxi/ui';
import { Bell, Coins, Gift, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { openDialog } from '../../../dialogs/dialogRequests';
import { sessionStore } from '../../../state/sessionStore';
import { toasts } from '../../../state/toasts';
import { AccountMenu } from './AccountMenu';
import { bookmarkShortcut } from './bookmark';
import { PreferencesMenu } from './PreferencesMenu';
import { SiteBrand } from './SiteBrand';
import * as css from './layout.css';

/**
 * The home page's top bar (SPEC §2.2): brand, notice, bookmark, invite, points chip, avatar. On
 * phones it keeps the brand and the points chip: the rest is in the dock and its sheets. `phoneOnly`:
 * the other screens' bar on phones (their sidebar is hidden there), absent on wider screens.
 */
export function NavBar({ phoneOnly = false }: { phoneOnly?: boolean }) {
  const { t } = useTranslation();
  const user = sessionStore.use((state) => state.user);
  const hasToken = sessionStore.use((state) => state.token !== null);
  const requireLogin = (then: () => void) => (hasToken ? then() : openDialog('login'));
  return (
    <header className={css.navBar} data-phone-only={phoneOnly || undefined}>
      <SiteBrand />
      <span className={css.navSpacer} />
      <div className={css.navActions}>
        <TooltipTrigger>
          <IconButton icon={Bell} label={t('nav.latestNotice')} onPress={() => openDialog('notice')} />
          <Tooltip>{t('nav.latestNotice')}</Tooltip>
        </TooltipTrigger>
        <TooltipTrigger>
          <IconButton
            icon={Star}
            label={t('nav.bookmark')}
            onPress={() => toasts.show('info', t('nav.bookmarkHint', { keys: bookmarkShortcut(navigator.platform) }))}
          />
          <Tooltip>{t('nav.bookmark')}</Tooltip>
        </TooltipTrigger>
        <TooltipTrigger>
          <IconButton icon={Gift} label={t('nav.inviteForVip')} onPress={() => requireLogin(() => openDialog('invite'))} />
          <Tooltip>{t('nav.inviteForVip')}</Tooltip>
        </TooltipTrigger>
      </div>
      {hasToken && !user ? <Skeleton variant="rect" width={88} height={32} /> : null}
      {user ? (
        <button type="button" className={css.pointsChip} onClick={() => openDialog('vip')}>
          <Coins size={16} aria-hidden />
          {t('nav.pointsChip', { count: user.score })}
        </button>
      ) : null}
      <div className={css.navActions}>
        <PreferencesMenu />
        <AccountMenu />
      </div>
    </header>
  );
}
