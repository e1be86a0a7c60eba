import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { siteStore } from '../../../site/siteStore';
import type { LayoutKind } from '../../feature';
import { roundedFramePaths } from '../routes';
import { MobileDock } from './MobileDock';
import { NavBar } from './NavBar';
import { SideMenu } from './SideMenu';
import { Sidebar } from './Sidebar';
import { isRailScreen } from './sidebarRail';
import * as css from './layout.css';

/** SPEC §2.2: the home page has the top bar and its own side menu; other screens the sidebar; 'bare' pages stand alone. */
export function AppLayout({ kind, path, children }: { kind: LayoutKind; path: string; children: ReactNode }) {
  const { t } = useTranslation();
  const sideMenu = siteStore.use((state) => state.sideMenu);
  const isFramed = roundedFramePaths.includes(path.toLowerCase());
  const content = isFramed ? <div className={css.roundedFrame}>{children}</div> : children;
  const main = (
    <main className={css.main} data-framed={isFramed || undefined}>
      {content}
    </main>
  );
  if (kind === 'bare') return <main className={css.main}>{children}</main>;
  if (kind === 'home') {
    return (
      <div className={css.column}>
        <NavBar />
        <div className={css.homeLayout}>
          <aside className={css.homeMenu}>
            <SideMenu entries={sideMenu} label={t('nav.mainMenu')} variant="home" />
          </aside>
          {main}
        </div>
        <MobileDock />
      </div>
    );
  }
  return (
    <div className={css.app}>
      <NavBar phoneOnly />
      <Sidebar isRailScreen={isRailScreen(path)} />
      {main}
      <MobileDock />
    </div>
  );
}
