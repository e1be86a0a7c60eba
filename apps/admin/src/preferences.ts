import { flowLocales, type FlowLocale } from '@lingxi/flows/i18n';
import { readThemePreference, setThemePreference, type ThemePreference } from '@lingxi/ui';

const localeKey = 'lx-admin-locale';

/** The operator's language: as chosen before, else the browser's nearest of the three. */
export function readLocale(): FlowLocale {
  const stored = localStorage.getItem(localeKey);
  if ((flowLocales as readonly string[]).includes(stored ?? '')) return stored as FlowLocale;
  const browser = navigator.language;
  return /^zh-(TW|HK|MO|Hant)/i.test(browser) ? 'zh-TW' : /^zh/i.test(browser) ? 'zh-CN' : /^en/i.test(browser) ? 'en' : 'zh-CN';
}

export function storeLocale(locale: FlowLocale) {
  localStorage.setItem(localeKey, locale);
  document.documentElement.lang = locale;
}

/** The theme is the web app's preference (same key): one choice for the site on this browser. */
export const readTheme = (): ThemePreference => readThemePreference();
export const storeTheme = (theme: ThemePreference) => setThemePreference(theme);
