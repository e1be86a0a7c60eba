import { describe, expect, it } from 'vitest';
import { bindAccountCatalog } from '../bindAccount/messages';
import { flowLocales, type FlowCatalog } from '../i18n';
import { sessionCatalog } from './messages';

const sameKeysEverywhere = (catalog: FlowCatalog) => {
  const keys = Object.keys(catalog['zh-CN']).sort();
  for (const locale of flowLocales) {
    expect(Object.keys(catalog[locale]).sort()).toEqual(keys);
    for (const text of Object.values(catalog[locale])) expect(text.trim()).not.toBe('');
  }
};

describe('session and bind-account catalogs', () => {
  it('have every key in every language', () => {
    sameKeysEverywhere(sessionCatalog);
    sameKeysEverywhere(bindAccountCatalog);
  });

  it('hold the spec texts verbatim in zh-CN', () => {
    expect(sessionCatalog['zh-CN']).toEqual({
      'session.loginSuccess': '账户登录成功、开始体验吧！',
      'session.logoutSuccess': '登出账户成功！',
      'session.loginRequired': '请先登录后再进行使用！',
    });
  });
});
