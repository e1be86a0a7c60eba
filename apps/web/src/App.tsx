import { useEffect, useState } from 'react';
import { Button, Inline, Stack, readThemePreference, setThemePreference, themePreferences, type ThemePreference } from '@lingxi/ui';

const preferenceLabels: Record<ThemePreference, string> = { auto: '跟随系统', light: '浅色', dark: '深色' };

/** The application shell; routes, layouts and i18n arrive with the web-shell issue. */
export function App() {
  const [preference, setPreference] = useState<ThemePreference>(() => readThemePreference());
  useEffect(() => setThemePreference(preference), [preference]);

  return (
    <Stack as="main" padding="xl" gap="lg">
      <h1>灵犀</h1>
      <Inline role="group" aria-label="主题" gap="sm">
        {themePreferences.map((value) => (
          <Button key={value} variant={value === preference ? 'primary' : 'secondary'} aria-pressed={value === preference} onPress={() => setPreference(value)}>
            {preferenceLabels[value]}
          </Button>
        ))}
      </Inline>
    </Stack>
  );
}
