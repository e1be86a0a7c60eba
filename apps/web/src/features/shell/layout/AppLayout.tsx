import type { ReactNode } from 'react';
import { siteStore } from '../../../site/siteStore';
import type { LayoutKind } from '../../feature';
import { roundedFramePaths } from '../routes';
import { MobileDock } from './MobileDock';
import { NavBar } from './NavBar';
import { SideMenu } from './SideMenu';
import { Sidebar } from './Sidebar';
import * as css from './layout.css';
import { useTranslation } from 'react-i18next';

/** SPEC §2.2: the home page has the top bar and its own side menu; other screens the sidebar; 'bare' pages stand alone. */
export function AppLayout({ kind, path, children }: { kind: LayoutKind; path: string; children: ReactNode }) {
  const { t } = useTranslation();
  const sideMenu = siteStore.use((state) => state.sideMenu);
  const content = roundedFramePaths.includes(path.toLowerCase()) ? <div className={css.roundedFrame}>{children}</div> : children;
  if (kind === 'bare') return <main className={css.main}>{children}</main>;
  if (kind === 'home') {
    return (
      <div className={css.column}>
        <NavBar />
        <div className={css.homeLayout}>
          <aside className={css.homeMenu}>
            <SideMenu entries={sideMenu} label={t('nav.mainMenu')} variant="home" />
          </aside>
          <main className={css.main}>{content}</main>
        </div>
        <MobileDock />
      </div>
    );
  }
  return (
    <div className={css.app}>
      <Sidebar />
      <main className={css.main}>{content}</main>
      <MobileDock />
    </div>
  );
}
