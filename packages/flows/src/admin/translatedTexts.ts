/**
 * The other languages' texts an operator types for a row (a package's name and description, a menu entry's name and
 * tip): stored as `translations: {en?: {...}, 'zh-TW'?: {...}}`, each language replacing the stored one on save.
 */
export type TextLanguage = 'en' | 'zh-TW';

/** One language's texts as stored (the reply types `translations` as unknown: anything not an object reads as none). */
export function storedTexts<Texts extends Record<string, string | undefined>>(translations: unknown, language: TextLanguage): Texts {
  const texts = typeof translations === 'object' && translations !== null ? (translations as Record<string, unknown>)[language] : undefined;
  return typeof texts === 'object' && texts !== null ? (texts as Texts) : ({} as Texts);
}

/** One language's texts as sent: only those given, none at all when every one is empty. */
export function givenTexts<Texts extends Record<string, string | undefined>>(texts: Texts): Texts | undefined {
  const kept = Object.fromEntries(Object.entries(texts).filter(([, text]) => text !== '')) as Texts;
  return Object.keys(kept).length > 0 ? kept : undefined;
}
