import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Bell, BookOpen, UserPlus } from 'lucide-react';
import { openDialog } from '../../../dialogs/dialogRequests';
import { sessionStore } from '../../../state/sessionStore';
import { configString, siteStore } from '../../../site/siteStore';
import { AccountMenu } from './AccountMenu';
import { PreferencesMenu } from './PreferencesMenu';
import { MenuEntryIcon } from './MenuEntryIcon';
import { buildMenuTree, isMenuActive } from './menuTree';
import { useMenuNavigation } from './useMenuNavigation';
import * as css from './layout.css';

/** Below the md breakpoint (SPEC §2.2): the footer menu grid (platform 0) over the bottom bar. */
export function MobileDock() {
  const { t } = useTranslation();
  const [location, navigate] = useLocation();
  const entries = siteStore.use((state) => state.mobileMenu);
  const tutorialUrl = siteStore.use((state) => configString(state.config, 'clientTutorialUrl'));
  const hasToken = sessionStore.use((state) => state.token !== null);
  const choose = useMenuNavigation();
  return (
    <div className={`${css.mobileDock} ${css.mobileOnly}`}>
      <nav aria-label={t('mobileBar.more')}>
        <ul className={css.footerGrid}>
          {buildMenuTree(entries).map((entry) => {
            const isActive = isMenuActive(entry, location);
            return (
              <li key={entry.id}>
                <button type="button" className={css.footerItem} aria-current={isActive ? 'page' : undefined} onClick={() => choose(entry)}>
                  <MenuEntryIcon icon={entry.menuIcon} activeIcon={entry.menuIconActive} isActive={isActive} />
                  {entry.menuName}
                </button>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className={css.bottomBar} role="toolbar" aria-label={t('mobileBar.label')}>
        <button type="button" className={css.footerItem} onClick={() => openDialog(hasToken ? 'invite' : 'login')}>
          <UserPlus className={css.menuIcon} aria-hidden />
          {t('mobileBar.invite')}
        </button>
        {tutorialUrl ? (
          <button type="button" className={css.footerItem} onClick={() => navigate(tutorialUrl)}>
            <BookOpen className={css.menuIcon} aria-hidden />
            {t('mobileBar.tutorial')}
          </button>
        ) : null}
        <button type="button" className={css.footerItem} onClick={() => openDialog('notice')}>
          <Bell className={css.menuIcon} aria-hidden />
          {t('mobileBar.notice')}
        </button>
        <PreferencesMenu />
        <AccountMenu />
      </div>
    </div>
  );
}
