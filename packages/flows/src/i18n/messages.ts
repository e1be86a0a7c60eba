/** The languages every flow ships its texts in (SPEC §1: zh-CN default, en, zh-TW). */
export const flowLocales = ['zh-CN', 'en', 'zh-TW'] as const;
export type FlowLocale = (typeof flowLocales)[number];

/** One flow's texts: the same keys in every language (zh-CN holds the spec's Chinese verbatim). */
export type FlowCatalog<Key extends string = string> = Record<FlowLocale, Record<Key, string>>;

export type TranslateValues = Record<string, string | number>;

/** The keys of a catalog (of each catalog, for a union of them). */
export type CatalogKey<Catalog extends FlowCatalog> = Catalog extends FlowCatalog<infer Key> ? Key : never;

/**
 * How a flow view turns a message key into text. Machines only emit keys; views receive `t` from
 * the app (i18next with the flows' catalogs as the `flows` namespace) or, in stories and tests,
 * from `createTranslator`. A view declares the keys it may ask for (`t: Translate<PaymentMessageKey>`,
 * the keys of its catalogs), so a key that no catalog of the view holds is a type error; a translator
 * over any keys (`Translate`, what the app and `createTranslator` hand over) fits every view.
 */
export type Translate<Key extends string = string> = (key: Key, values?: TranslateValues) => string;

/** `{{name}}` placeholders, as i18next writes them. */
export const interpolate = (text: string, values?: TranslateValues) =>
  values ? text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in values ? String(values[name]) : match)) : text;

/** A translator over plain catalogs, for stories and tests (the app uses i18next instead). */
export function createTranslator(catalogs: readonly FlowCatalog[], locale: string): Translate {
  const language: FlowLocale = (flowLocales as readonly string[]).includes(locale) ? (locale as FlowLocale) : 'zh-CN';
  const texts: Record<string, string> = Object.assign({}, ...catalogs.map((catalog) => catalog[language]));
  return (key, values) => interpolate(texts[key] ?? key, values);
}
