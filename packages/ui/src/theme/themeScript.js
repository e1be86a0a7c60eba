// Plain JavaScript on purpose: Vite configs and Node scripts import this file directly
// (Node 20 cannot load .ts from a workspace package), and the browser runs its output inline.

/** Fixed class names of the two resolved themes (not hashed: the head script sets them before any bundle). */
export const themeClass = { light: 'lx-light', dark: 'lx-dark' };
/** localStorage key of the user's theme preference, stored as plain text so the head script can read it. */
export const themeStorageKey = 'lx-theme';

function applyStoredTheme(storageKey, lightClass, darkClass) {
  var root = document.documentElement;
  try {
    var preference = localStorage.getItem(storageKey);
    if (preference !== 'light' && preference !== 'dark') preference = 'auto';
    var resolved = preference === 'auto' ? (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light') : preference;
    root.classList.remove(lightClass, darkClass);
    root.classList.add(resolved === 'dark' ? darkClass : lightClass);
    root.dataset.themePreference = preference;
    root.style.colorScheme = resolved;
  } catch {
    root.classList.add(lightClass);
  }
}

/**
 * The pre-paint head script as source text: inline it first in <head>. It reads the stored
 * preference, resolves "auto" against the OS and sets the theme class on <html>, so the
 * first paint already has the right colours.
 */
export const themeScript = `(${applyStoredTheme.toString()})(${JSON.stringify(themeStorageKey)},${JSON.stringify(themeClass.light)},${JSON.stringify(themeClass.dark)});`;
