import { Avatar } from '@lingxi/ui';
import { LayoutGrid, UserRound } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { openDialog } from '../../../dialogs/dialogRequests';
import { sessionStore } from '../../../state/sessionStore';
import { siteStore } from '../../../site/siteStore';
import { splitDockEntries } from './dockSlots';
import { MenuEntryIcon } from './MenuEntryIcon';
import { buildMenuTree, isMenuActive } from './menuTree';
import { useMenuNavigation } from './useMenuNavigation';
import * as dockCss from './dock.css';
import * as css from './layout.css';

// The sheets load on first use: a phone's first screen needs only the dock.
const MoreSheet = lazy(() => import('./MoreSheet'));
const AccountSheet = lazy(() => import('./accountPanels').then((panels) => ({ default: panels.AccountSheet })));

type Sheet = 'more' | 'account';

/**
 * Below md (SPEC §2.2): ONE bottom dock of at most five slots. The operator's footer entries
 * (platform 0) come first; 更多 opens a sheet with the entries that did not fit and the bar's
 * invite, tutorial and notice (and the preferences); 我的 opens the account sheet, or login.
 */
export function MobileDock() {
  const { t } = useTranslation();
  const [location] = useLocation();
  const entries = siteStore.use((state) => state.mobileMenu);
  const hasToken = sessionStore.use((state) => state.token !== null);
  const user = sessionStore.use((state) => state.user);
  const choose = useMenuNavigation();
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const { docked, overflow } = splitDockEntries(buildMenuTree(entries));
  const close = () => setSheet(null);
  const name = user?.nickname || user?.username || t('user.defaultNickname');

  return (
    <nav className={`${dockCss.dock} ${css.mobileOnly}`} aria-label={t('dock.label')}>
      <ul className={dockCss.slots}>
        {docked.map((entry) => {
          const isActive = isMenuActive(entry, location);
          return (
            <li key={entry.id}>
              <button type="button" className={dockCss.slot} aria-current={isActive ? 'page' : undefined} onClick={() => choose(entry)}>
                <MenuEntryIcon icon={entry.menuIcon} activeIcon={entry.menuIconActive} isActive={isActive} />
                <span className={dockCss.slotLabel}>{entry.menuName}</span>
              </button>
            </li>
          );
        })}
        <li>
          <button type="button" className={dockCss.slot} aria-haspopup="dialog" aria-expanded={sheet === 'more'} onClick={() => setSheet('more')}>
            <LayoutGrid className={dockCss.slotIcon} aria-hidden />
            <span className={dockCss.slotLabel}>{t('dock.more')}</span>
          </button>
        </li>
        <li>
          <button
            type="button"
            className={dockCss.slot}
            aria-haspopup="dialog"
            aria-expanded={hasToken ? sheet === 'account' : undefined}
            onClick={() => (hasToken ? setSheet('account') : openDialog('login'))}
          >
            {user ? <Avatar name={name} src={user.avatar || undefined} alt="" size="xs" /> : <UserRound className={dockCss.slotIcon} aria-hidden />}
            <span className={dockCss.slotLabel}>{t('dock.mine')}</span>
          </button>
        </li>
      </ul>
      <Suspense fallback={null}>
        {sheet === 'more' ? <MoreSheet entries={overflow} onClose={close} /> : null}
        {sheet === 'account' && hasToken ? <AccountSheet onClose={close} /> : null}
      </Suspense>
    </nav>
  );
}
