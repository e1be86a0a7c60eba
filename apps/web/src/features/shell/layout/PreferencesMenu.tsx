import { IconButton } from '@lingxi/ui';
import { SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import * as dockCss from './dock.css';

// The menu's code loads on the first press: nobody needs it to see the first screen.
const PreferencesMenuPopup = lazy(() => import('./PreferencesMenuPopup'));

/**
 * Theme and language, switchable at run time and persisted (SPEC §1, §4): an icon button in the
 * nav bar and sidebar, a labelled tile in the phone's 更多 sheet.
 */
export function PreferencesMenu({ variant = 'icon' }: { variant?: 'icon' | 'tile' }) {
  const { t } = useTranslation();
  const [isRequested, setRequested] = useState(false);
  const label = t('preferences.label');
  const trigger = (onPress?: () => void) =>
    variant === 'tile' ? (
      <AriaButton className={dockCss.sheetTile} onPress={onPress}>
        <SlidersHorizontal className={dockCss.slotIcon} aria-hidden />
        <span className={dockCss.slotLabel}>{label}</span>
      </AriaButton>
    ) : (
      <IconButton icon={SlidersHorizontal} label={label} onPress={onPress} />
    );
  const placeholder = trigger(() => setRequested(true));
  if (!isRequested) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <PreferencesMenuPopup trigger={trigger()} />
    </Suspense>
  );
}
