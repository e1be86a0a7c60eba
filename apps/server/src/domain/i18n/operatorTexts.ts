import { Converter } from 'opencc-js/cn2t';

/** The interface languages besides the default (zh-CN) that operator texts can be given in. */
export const textLanguages = ['en', 'zh-TW'] as const;
type TextLanguage = (typeof textLanguages)[number];

/** A record's operator texts per language: en as the operator gave them, zh-TW as given or converted. */
export type TextVariants<Field extends string> = Record<TextLanguage, Partial<Record<Field, string>>>;

/** Simplified to Traditional with Taiwan's wording (软件 → 軟體, 视频 → 影片): OpenCC's cn → twp. */
const toTraditional = Converter({ from: 'cn', to: 'twp' });

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The per-language values of a record's operator texts (docs/server.md "Operator texts per language"): `stored` is
 * the record's translations as saved (`{en: {field: text}, 'zh-TW': {…}}`, read leniently). English has only the
 * fields the operator wrote (the client falls back to the default language); Traditional Chinese has every field,
 * the operator's where given, else the Simplified text converted — never the Simplified text itself.
 */
export function textVariants<Field extends string>(
  texts: Readonly<Partial<Record<Field, unknown>>>,
  fields: readonly Field[],
  stored: unknown,
): TextVariants<Field> {
  const given = (language: TextLanguage, field: Field) => {
    const texts = isRecord(stored) ? stored[language] : undefined;
    const value = isRecord(texts) ? texts[field] : undefined;
    return typeof value === 'string' && value.trim() !== '' ? value : null;
  };
  const variants: TextVariants<Field> = { en: {}, 'zh-TW': {} };
  for (const field of fields) {
    const english = given('en', field);
    if (english !== null) variants.en[field] = english;
    const source = texts[field];
    const traditional = given('zh-TW', field) ?? (typeof source === 'string' && source !== '' ? toTraditional(source) : null);
    if (traditional !== null) variants['zh-TW'][field] = traditional;
  }
  return variants;
}
