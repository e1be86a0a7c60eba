import { Button, EmptyState } from '@lingxi/ui';
import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import * as css from './screens.css';

/** /404 and any path outside the route table. */
export default function NotFoundScreen() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  return (
    <div className={css.centered}>
      <EmptyState
        icon={<SearchX size={40} />}
        headingLevel={1}
        title={t('notFound.title')}
        description={t('notFound.description')}
        action={<Button onPress={() => navigate('/homePage')}>{t('common.backHome')}</Button>}
      />
    </div>
  );
}
