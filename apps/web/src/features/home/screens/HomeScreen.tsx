import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { siteStore } from '../../../site/siteStore';
import { ModuleGrid } from '../cards/ModuleGrid';
import { HomeHero } from '../hero/HomeHero';
import { HomeSections } from '../sections/HomeSections';
import { CarouselSlot } from '../slots/CarouselSlot';
import * as css from './screens.css';

/**
 * /homePage: the operator's hero with the account's actions, the operator's carousel (its box held from the first
 * paint), the modules as cards, then the features' home sections.
 */
export default function HomeScreen() {
  const { t } = useTranslation();
  const entries = siteStore.use((state) => state.sideMenu);
  const modulesId = useId();
  return (
    <div className={css.page}>
      <HomeHero />
      <CarouselSlot />
      {entries.length > 0 ? (
        <section className={css.modules} aria-labelledby={modulesId}>
          <h2 id={modulesId} className={css.sectionHeading}>
            {t('home.modulesTitle')}
          </h2>
          <ModuleGrid entries={entries} labelledBy={modulesId} />
        </section>
      ) : null}
      <HomeSections />
    </div>
  );
}
