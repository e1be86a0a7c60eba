import { Badge } from '@lingxi/ui';
import { useTranslation } from 'react-i18next';
import { configString, siteStore } from '../../../site/siteStore';
import { AccountActions } from './AccountActions';
import * as css from './hero.css';

/** The operator's hero: site name and sub-name (SPEC §3 siteName, subSiteName), the pitch, the account's actions. */
export function HomeHero() {
  const { t } = useTranslation();
  const siteName = siteStore.use((state) => configString(state.config, 'siteName'));
  const subSiteName = siteStore.use((state) => configString(state.config, 'subSiteName'));
  return (
    <header className={css.hero}>
      <div className={css.intro}>
        <div className={css.titleRow}>
          {/* Before the config arrives the page is still called something. */}
          <h1 className={css.siteName}>{siteName || t('screens.home')}</h1>
          {subSiteName ? <Badge tone="accent">{subSiteName}</Badge> : null}
        </div>
        <p className={css.pitch}>{t('home.pitch')}</p>
      </div>
      <AccountActions />
    </header>
  );
}
