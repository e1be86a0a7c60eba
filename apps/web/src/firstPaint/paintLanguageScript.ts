/**
 * The server paints the first screen in the default language (entry-server.tsx). A visitor who chose another one would
 * see it switch, so this head script, inlined before <body> is parsed, turns the server's paint off for them: CSS in
 * index.html hides it and the app's first render replaces it. The key is localData's plain appSettings item.
 */
function hideOtherLanguagePaint(settingsKey: string, paintedLanguage: string) {
  try {
    const settings = JSON.parse(localStorage.getItem(settingsKey) ?? 'null') as { language?: unknown } | null;
    if (settings && typeof settings.language === 'string' && settings.language !== paintedLanguage) document.documentElement.dataset.serverPaint = 'off';
  } catch {
    // Unreadable settings are the default language's.
  }
}

export const paintLanguageScript = `(${hideOtherLanguagePaint.toString()})(${JSON.stringify('lx:appSettings')},${JSON.stringify('zh-CN')});`;
