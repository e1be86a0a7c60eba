import { describe, expect, it } from 'vitest';
import { flowLocales } from '../i18n';
import { modelPickerCatalog } from './messages';

describe('modelPickerCatalog', () => {
  it('holds the spec text 模型选择 verbatim', () => {
    expect(modelPickerCatalog['zh-CN']['modelPicker.title']).toBe('模型选择');
  });

  it('has the same keys in every language; English without Han characters', () => {
    const keys = Object.keys(modelPickerCatalog['zh-CN']).sort();
    for (const locale of flowLocales) expect(Object.keys(modelPickerCatalog[locale]).sort()).toEqual(keys);
    for (const text of Object.values(modelPickerCatalog.en)) expect(text).not.toMatch(/\p{Script=Han}/u);
  });

  it('uses the same placeholders in every language', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();
    for (const [key, text] of Object.entries(modelPickerCatalog['zh-CN'])) {
      for (const locale of flowLocales)
        expect(placeholders(modelPickerCatalog[locale][key as keyof typeof modelPickerCatalog.en]), `${locale} ${key}`).toEqual(placeholders(text));
    }
  });
});
