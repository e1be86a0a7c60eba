import { IconButton, Menu, MenuItem, MenuSection, MenuTrigger } from '@lingxi/ui';
import { SlidersHorizontal } from 'lucide-react';
import type { Selection } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { appLanguages, appThemes } from '../platform/storageKeys';
import { settingsStore, updateSettings } from '../shell/settingsStore';

const firstKey = (selection: Selection) => (selection === 'all' ? undefined : [...selection][0]);

/** The preferences menu itself, opened as soon as it has loaded. */
export default function PreferencesMenuPopup() {
  const { t } = useTranslation();
  const { theme, language } = settingsStore.use((state) => state);
  return (
    <MenuTrigger defaultOpen>
      <IconButton icon={SlidersHorizontal} label={t('preferences.label')} />
      <Menu placement="bottom end" aria-label={t('preferences.label')}>
        <MenuSection
          title={t('theme.label')}
          selectionMode="single"
          selectedKeys={[theme]}
          onSelectionChange={(selection) => {
            const next = firstKey(selection);
            if (appThemes.includes(next as never)) updateSettings({ theme: next as (typeof appThemes)[number] });
          }}
        >
          {appThemes.map((value) => (
            <MenuItem key={value} id={value}>
              {t(`theme.${value}`)}
            </MenuItem>
          ))}
        </MenuSection>
        <MenuSection
          title={t('language.label')}
          selectionMode="single"
          selectedKeys={[language]}
          onSelectionChange={(selection) => {
            const next = firstKey(selection);
            if (appLanguages.includes(next as never)) updateSettings({ language: next as (typeof appLanguages)[number] });
          }}
        >
          {appLanguages.map((value) => (
            <MenuItem key={value} id={value} lang={value}>
              {t(`language.${value}`)}
            </MenuItem>
          ))}
        </MenuSection>
      </Menu>
    </MenuTrigger>
  );
}
