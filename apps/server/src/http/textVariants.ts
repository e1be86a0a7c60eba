import { Type, type TSchema } from 'typebox';
import { textLanguages } from '../domain/i18n/operatorTexts.js';

/**
 * The `i18n` field of a record with operator texts (domain/i18n/operatorTexts.ts): per language, the fields that
 * have a value there. The client shows them in that interface language, else the record's own (default) text.
 */
export function TextVariantsOf(fields: readonly string[]) {
  const texts = Type.Object(Object.fromEntries(fields.map((field) => [field, Type.Optional(Type.String())])) as Record<string, TSchema>);
  return Type.Object(Object.fromEntries(textLanguages.map((language) => [language, texts])) as Record<(typeof textLanguages)[number], typeof texts>, {
    description: "The record's operator texts in en and zh-TW (zh-TW converted from the Simplified text when the operator gave none)",
  });
}
