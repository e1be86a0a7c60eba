import { describe, expect, it } from 'vitest';
import { flowLocales } from '../i18n';
import { modelSettingsCatalog } from './messages';

describe('modelSettingsCatalog', () => {
  it('holds the spec texts verbatim (SPEC §2.3.5, §8)', () => {
    expect(modelSettingsCatalog['zh-CN']['modelSettings.advanced']).toBe('高级配置');
    expect(modelSettingsCatalog['zh-CN']['modelSettings.success']).toBe('修改当前对话组自定义模型配置成功！');
  });

  it('has the same keys in every language; English without Han characters', () => {
    const keys = Object.keys(modelSettingsCatalog['zh-CN']).sort();
    for (const locale of flowLocales) expect(Object.keys(modelSettingsCatalog[locale]).sort()).toEqual(keys);
    for (const text of Object.values(modelSettingsCatalog.en)) expect(text).not.toMatch(/\p{Script=Han}/u);
  });

  it('no text is empty', () => {
    for (const locale of flowLocales) for (const text of Object.values(modelSettingsCatalog[locale])) expect(text.trim()).not.toBe('');
  });
});
