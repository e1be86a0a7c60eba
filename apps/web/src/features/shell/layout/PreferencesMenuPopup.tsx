import { Menu, MenuItem, MenuSection, MenuTrigger } from '@lingxi/ui';
import type { ReactElement } from 'react';
import type { Selection } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { appLanguages, appThemes } from '../../../platform/storageKeys';
import { settingsStore, updateSettings } from '../../../state/settingsStore';

/** One single-choice group of the menu: the chosen value is checked, choosing another applies it. */
function ChoiceSection<T extends string>({
  title,
  values,
  selected,
  label,
  onChoose,
}: {
  title: string;
  values: readonly T[];
  selected: T;
  label: (value: T) => string;
  onChoose: (value: T) => void;
}) {
  const choose = (selection: Selection) => {
    const next = selection === 'all' ? undefined : [...selection][0];
    const value = values.find((candidate) => candidate === next);
    if (value) onChoose(value);
  };
  return (
    <MenuSection title={title} selectionMode="single" selectedKeys={[selected]} onSelectionChange={choose}>
      {values.map((value) => (
        <MenuItem key={value} id={value}>
          {label(value)}
        </MenuItem>
      ))}
    </MenuSection>
  );
}

/** The preferences menu itself, opened as soon as it has loaded, on the trigger PreferencesMenu drew. */
export default function PreferencesMenuPopup({ trigger }: { trigger: ReactElement }) {
  const { t } = useTranslation();
  const { theme, language } = settingsStore.use((state) => state);
  return (
    <MenuTrigger defaultOpen>
      {trigger}
      <Menu placement="bottom end" aria-label={t('preferences.label')}>
        <ChoiceSection
          title={t('theme.label')}
          values={appThemes}
          selected={theme}
          label={(value) => t(`theme.${value}`)}
          onChoose={(value) => updateSettings({ theme: value })}
        />
        <ChoiceSection
          title={t('language.label')}
          values={appLanguages}
          selected={language}
          label={(value) => t(`language.${value}`)}
          onChoose={(value) => updateSettings({ language: value })}
        />
      </Menu>
    </MenuTrigger>
  );
}
