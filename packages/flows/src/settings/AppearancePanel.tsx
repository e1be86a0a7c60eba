import { Radio, RadioGroup } from '@lingxi/ui';
import type { Translate } from '../i18n';
import type { SettingsMessageKey } from './messages';
import { settingsThemes, type SettingsTheme } from './settings.view';
import type { SettingsDialogKey } from './settingsEnv';
import * as css from './SettingsDialog.css';

export interface AppearancePanelProps {
  t: Translate<SettingsDialogKey>;
  theme: SettingsTheme;
  onThemeChange: (theme: SettingsTheme) => void;
}

const themeLabels: Record<SettingsTheme, SettingsMessageKey> = { light: 'settings.themeLight', dark: 'settings.themeDark' };
const isSettingsTheme = (value: string): value is SettingsTheme => (settingsThemes as readonly string[]).includes(value);

/** SPEC §2.3.15, §4: the theme selector (light or dark); the app persists and applies it. */
export function AppearancePanel({ t, theme, onThemeChange }: AppearancePanelProps) {
  return (
    <div className={css.panel}>
      <RadioGroup label={t('settings.theme')} orientation="horizontal" value={theme} onChange={(value) => isSettingsTheme(value) && onThemeChange(value)}>
        {settingsThemes.map((option) => (
          <Radio key={option} value={option}>
            {t(themeLabels[option])}
          </Radio>
        ))}
      </RadioGroup>
    </div>
  );
}
