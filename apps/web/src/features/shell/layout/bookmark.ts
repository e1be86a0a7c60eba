/**
 * Browsers no longer let a page add a bookmark (only old IE and Firefox sidebar APIs did); the
 * fallback every browser shares is telling the user the shortcut for their platform.
 */
export const bookmarkShortcut = (platform: string) => (/Mac|iPhone|iPad/i.test(platform) ? '⌘ + D' : 'Ctrl + D');
