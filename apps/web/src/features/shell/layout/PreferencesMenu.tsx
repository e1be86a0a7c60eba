import { IconButton } from '@lingxi/ui';
import { SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The menu's code loads on the first press: nobody needs it to see the first screen.
const PreferencesMenuPopup = lazy(() => import('./PreferencesMenuPopup'));

/** Theme and language, switchable at run time and persisted (SPEC §1, §4). */
export function PreferencesMenu() {
  const { t } = useTranslation();
  const [isRequested, setRequested] = useState(false);
  const placeholder = <IconButton icon={SlidersHorizontal} label={t('preferences.label')} onPress={() => setRequested(true)} />;
  if (!isRequested) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <PreferencesMenuPopup />
    </Suspense>
  );
}
