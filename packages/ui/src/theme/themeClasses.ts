/**
 * Fixed class names of the two resolved themes. They are fixed (not hashed)
 * because the pre-paint head script must set them before any bundle runs.
 */
export const themeClass = { light: 'lx-light', dark: 'lx-dark' } as const;
export const themePreferences = ['auto', 'light', 'dark'] as const;
export type ThemePreference = (typeof themePreferences)[number];
export type ResolvedTheme = keyof typeof themeClass;
/** localStorage key of the user's theme preference (plain text: the head script reads it). */
export const themeStorageKey = 'lx-theme';
