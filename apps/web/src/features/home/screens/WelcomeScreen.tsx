import { Button } from '@lingxi/ui';
import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { configString, siteStore } from '../../../site/siteStore';
import { ModuleGrid } from '../cards/ModuleGrid';
import * as css from './screens.css';

/** /welcome: a headline, the way in (开始使用 → /homePage) and what the site offers, as the home page's cards. */
export default function WelcomeScreen() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const siteName = siteStore.use((state) => configString(state.config, 'siteName'));
  const entries = siteStore.use((state) => state.sideMenu);
  const modulesId = useId();
  return (
    <div className={css.welcome}>
      <header className={css.welcomeHero}>
        <h1 className={css.welcomeHeading}>{t('welcome.title', { siteName })}</h1>
        <p className={css.welcomeLead}>{t('welcome.description')}</p>
        <Button size="lg" onPress={() => navigate('/homePage')}>
          {t('welcome.start')}
          <ArrowRight className={css.buttonIcon} aria-hidden />
        </Button>
      </header>
      {entries.length > 0 ? (
        <section className={css.modules} aria-labelledby={modulesId}>
          <h2 id={modulesId} className={css.sectionHeading}>
            {t('welcome.modulesTitle')}
          </h2>
          <ModuleGrid entries={entries} labelledBy={modulesId} />
        </section>
      ) : null}
    </div>
  );
}
