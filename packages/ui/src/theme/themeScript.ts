import { themeClass, themeStorageKey, type ResolvedTheme, type ThemePreference } from './themeClasses';

/**
 * The pre-paint head script, as source text to inline in <head> before any stylesheet
 * or bundle: it reads the stored preference, resolves "auto" against the OS and sets
 * the theme class on <html>, so the first paint already has the right colours.
 */
export const themeScript = `(function(){try{var d=document.documentElement,p=localStorage.getItem(${JSON.stringify(
  themeStorageKey,
)});if(p!=="light"&&p!=="dark")p="auto";var r=p==="auto"?(matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light"):p;d.classList.remove(${JSON.stringify(
  themeClass.light,
)},${JSON.stringify(themeClass.dark)});d.classList.add(r==="dark"?${JSON.stringify(themeClass.dark)}:${JSON.stringify(
  themeClass.light,
)});d.dataset.themePreference=p;d.style.colorScheme=r}catch(e){document.documentElement.classList.add(${JSON.stringify(
  themeClass.light,
)})}})();`;

export type { ResolvedTheme, ThemePreference };
