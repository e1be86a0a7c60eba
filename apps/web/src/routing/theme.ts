import { applyResolvedTheme, setThemePreference, type ThemePreference } from '@lingxi/ui';

let stopFollowing: () => void = () => {};

/**
 * The user's theme, unless the screen forces dark (SPEC §4: dark-only paths). A forced theme is
 * applied without being stored, so leaving the screen restores the user's own choice.
 */
export function applyTheme(preference: ThemePreference, forced: 'dark' | null) {
  stopFollowing();
  stopFollowing = () => {};
  if (forced) applyResolvedTheme(forced, preference);
  else stopFollowing = setThemePreference(preference);
}
