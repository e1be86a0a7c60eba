import { Button, EmptyState } from '@lingxi/ui';
import { Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { ScreenProps } from '../../feature';
import * as css from './screens.css';

/** A screen whose module a later issue builds: a designed state inside the layout, never a blank page. */
export default function ComingSoonScreen({ title }: ScreenProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  return (
    <div className={css.centered}>
      <EmptyState
        icon={<Hourglass size={40} />}
        headingLevel={1}
        title={t('comingSoon.title', { name: title })}
        description={t('comingSoon.description')}
        action={
          <Button variant="secondary" onPress={() => navigate('/homePage')}>
            {t('common.backHome')}
          </Button>
        }
      />
    </div>
  );
}
