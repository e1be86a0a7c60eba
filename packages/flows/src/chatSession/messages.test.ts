import { describe, expect, it } from 'vitest';
import { flowLocales } from '../i18n';
import { chatSessionCatalog } from './messages';

describe('chatSessionCatalog', () => {
  it('holds the spec texts verbatim', () => {
    expect(chatSessionCatalog['zh-CN']['chatSession.loginRequired']).toBe('请先登录后再进行使用！');
    expect(chatSessionCatalog['zh-CN']['chatSession.insufficientPoints']).toBe('积分余额不足，请充值后再使用');
  });

  it('has the same keys in every language; English without Han characters', () => {
    const keys = Object.keys(chatSessionCatalog['zh-CN']).sort();
    for (const locale of flowLocales) expect(Object.keys(chatSessionCatalog[locale]).sort()).toEqual(keys);
    for (const text of Object.values(chatSessionCatalog.en)) expect(text).not.toMatch(/\p{Script=Han}/u);
  });

  it('has no empty text', () => {
    for (const locale of flowLocales) for (const text of Object.values(chatSessionCatalog[locale])) expect(text.trim()).not.toBe('');
  });
});
