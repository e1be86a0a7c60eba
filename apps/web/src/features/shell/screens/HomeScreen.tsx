import { useTranslation } from 'react-i18next';
import { MenuEntryIcon } from '../layout/MenuEntryIcon';
import { useMenuNavigation } from '../layout/useMenuNavigation';
import { configString, siteStore } from '../../../site/siteStore';
import * as css from './screens.css';

/** /homePage: greeting and the operator's features as tiles (the sidebar menu, with home icons). */
export default function HomeScreen() {
  const { t } = useTranslation();
  const siteName = siteStore.use((state) => configString(state.config, 'siteName'));
  const entries = siteStore.use((state) => state.sideMenu);
  const choose = useMenuNavigation();
  return (
    <div className={css.hero}>
      <div>
        <h1 className={css.heading}>{t('home.greeting', { siteName })}</h1>
        <p className={css.muted}>{t('home.subtitle')}</p>
      </div>
      <ul className={css.grid}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <button type="button" className={css.tile} onClick={() => choose(entry)}>
              <MenuEntryIcon icon={entry.homeIcon || entry.menuIcon} activeIcon="" isActive={false} />
              {entry.menuName}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
