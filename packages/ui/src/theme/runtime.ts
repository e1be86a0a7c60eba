import { themeClass, themePreferences, themeStorageKey, type ResolvedTheme, type ThemePreference } from './themeClasses';

const darkQuery = '(prefers-color-scheme: dark)';

export function isThemePreference(value: unknown): value is ThemePreference {
  return typeof value === 'string' && (themePreferences as readonly string[]).includes(value);
}

export function readThemePreference(storage: Pick<Storage, 'getItem'> = localStorage): ThemePreference {
  const stored = storage.getItem(themeStorageKey);
  return isThemePreference(stored) ? stored : 'auto';
}

export function resolveTheme(preference: ThemePreference, prefersDark: boolean): ResolvedTheme {
  return preference === 'auto' ? (prefersDark ? 'dark' : 'light') : preference;
}

/** Sets the theme class on an element (by default <html>); the same result as the head script. */
export function applyResolvedTheme(theme: ResolvedTheme, preference: ThemePreference, root: HTMLElement = document.documentElement) {
  root.classList.remove(themeClass.light, themeClass.dark);
  root.classList.add(themeClass[theme]);
  root.dataset.themePreference = preference;
  root.style.colorScheme = theme;
}

/**
 * Switches the theme at run time without a reload, stores the choice, and while the
 * preference is "auto" follows OS changes. Returns a function that stops following.
 */
export function setThemePreference(preference: ThemePreference, storage: Pick<Storage, 'setItem'> = localStorage): () => void {
  storage.setItem(themeStorageKey, preference);
  const query = matchMedia(darkQuery);
  applyResolvedTheme(resolveTheme(preference, query.matches), preference);
  if (preference !== 'auto') return () => {};
  const follow = (event: MediaQueryListEvent) => applyResolvedTheme(resolveTheme('auto', event.matches), 'auto');
  query.addEventListener('change', follow);
  return () => query.removeEventListener('change', follow);
}
