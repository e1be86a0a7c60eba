import { Button } from '@lingxi/ui';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { configString, siteStore } from '../../../site/siteStore';
import * as css from './screens.css';

/** /welcome: a short introduction with the way in. */
export default function WelcomeScreen() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const siteName = siteStore.use((state) => configString(state.config, 'siteName'));
  return (
    <div className={css.centered}>
      <div className={css.hero}>
        <h1 className={css.heading}>{t('welcome.title', { siteName })}</h1>
        <p className={css.muted}>{t('welcome.description')}</p>
        <div>
          <Button onPress={() => navigate('/homePage')}>{t('welcome.start')}</Button>
        </div>
      </div>
    </div>
  );
}
