import type { themeClass } from './themeScript.js';

export { themeClass, themeStorageKey } from './themeScript.js';
export const themePreferences = ['auto', 'light', 'dark'] as const;
export type ThemePreference = (typeof themePreferences)[number];
export type ResolvedTheme = keyof typeof themeClass;
