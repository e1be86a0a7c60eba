/** Operator texts per language as the server sends them (`i18n` of a menu entry, the config, the notice, a package). */
type TextVariants = Partial<Record<string, Partial<Record<string, string | readonly string[]>>>>;

/**
 * A record with operator texts, shown in `language`: the values the server gives for that language over the record's
 * own (the default language's). English has only what the operator wrote; zh-TW has every text (converted from the
 * Simplified one where the operator gave none), so a Traditional interface never shows Simplified operator text.
 */
export function inLanguage<T extends object>(record: T, language: string): T {
  const variants = (record as { i18n?: TextVariants }).i18n?.[language];
  if (!variants) return record;
  // A text, or lines made of one (a package's feature lines from its description).
  const given = Object.entries(variants).filter(([, text]) => (typeof text === 'string' && text !== '') || Array.isArray(text));
  return given.length === 0 ? record : { ...record, ...Object.fromEntries(given) };
}
