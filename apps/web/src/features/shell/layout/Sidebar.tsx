import { Button, IconButton, Tooltip, TooltipTrigger, useMediaQuery } from '@lingxi/ui';
import { BookOpen, Crown, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { openDialog } from '../../../dialogs/dialogRequests';
import { sessionStore } from '../../../state/sessionStore';
import { settingsStore, updateSettings } from '../../../state/settingsStore';
import { configString, siteStore } from '../../../site/siteStore';
import { AccountMenu } from './AccountMenu';
import { PreferencesMenu } from './PreferencesMenu';
import { SideMenu } from './SideMenu';
import { railQuery } from './sidebarRail';
import { SiteBrand } from './SiteBrand';
import * as css from './layout.css';

/**
 * The left sidebar off the home page (SPEC §2.2): 364 px or 80 px, persisted; upgrade and tutorial
 * below. On a chat screen narrower than 1600 px it starts as the 80 px rail: a default, not the
 * setting, so expanding it there holds while the sidebar is shown and leaves the stored choice alone.
 */
export function Sidebar({ isRailScreen }: { isRailScreen: boolean }) {
  const { t } = useTranslation();
  const storedCollapsed = settingsStore.use((state) => state.siderCollapsed);
  const isNarrow = useMediaQuery(railQuery);
  const [isRailExpanded, setRailExpanded] = useState(false);
  const startsAsRail = isRailScreen && isNarrow;
  const isCollapsed = startsAsRail ? !isRailExpanded : storedCollapsed;
  const entries = siteStore.use((state) => state.sideMenu);
  const tutorialUrl = siteStore.use((state) => configString(state.config, 'clientTutorialUrl'));
  const hasToken = sessionStore.use((state) => state.token !== null);
  const toggle = () => (startsAsRail ? setRailExpanded(!isRailExpanded) : updateSettings({ siderCollapsed: !isCollapsed }));
  return (
    <aside className={css.sidebar} data-collapsed={isCollapsed || undefined}>
      <SiteBrand isCompact={isCollapsed} />
      <SideMenu entries={entries} label={t('nav.mainMenu')} isCompact={isCollapsed} />
      <div className={css.sidebarFooter}>
        {isCollapsed ? (
          <TooltipTrigger delay={300}>
            <IconButton icon={Crown} label={t('sidebar.upgradeVip')} onPress={() => openDialog(hasToken ? 'vip' : 'login')} />
            <Tooltip placement="end">{t('sidebar.upgradeVip')}</Tooltip>
          </TooltipTrigger>
        ) : (
          <Button variant="primary" isFullWidth onPress={() => openDialog(hasToken ? 'vip' : 'login')}>
            {t('sidebar.upgradeVip')}
          </Button>
        )}
        {tutorialUrl ? (
          <Link href={tutorialUrl} className={css.menuItem} aria-label={t('sidebar.tutorial')}>
            <BookOpen className={css.menuIcon} aria-hidden />
            <span className={css.menuLabel}>{t('sidebar.tutorial')}</span>
          </Link>
        ) : null}
        <div className={css.sidebarTools}>
          <AccountMenu />
          <PreferencesMenu />
          <IconButton
            icon={isCollapsed ? PanelLeftOpen : PanelLeftClose}
            label={isCollapsed ? t('sidebar.expand') : t('sidebar.collapse')}
            aria-expanded={!isCollapsed}
            onPress={toggle}
          />
        </div>
      </div>
    </aside>
  );
}
