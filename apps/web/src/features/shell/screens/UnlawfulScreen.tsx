import { EmptyState } from '@lingxi/ui';
import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import * as css from './screens.css';

/** SPEC §4: where a visitor of a non-genuine domain is confined. */
export default function UnlawfulScreen() {
  const { t } = useTranslation();
  return (
    <div className={css.centered}>
      <EmptyState icon={<ShieldAlert size={40} />} headingLevel={1} title={t('unlawful.title')} description={t('unlawful.description')} />
    </div>
  );
}
