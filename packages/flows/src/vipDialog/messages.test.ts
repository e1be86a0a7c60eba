import { describe, expect, it } from 'vitest';
import { flowLocales } from '../i18n';
import { vipDialogCatalog } from './messages';

describe('vipDialogCatalog', () => {
  it('holds the spec texts of SPEC §2.3.9 verbatim', () => {
    expect(vipDialogCatalog['zh-CN']['vip.tab.membership']).toBe('会员套餐');
    expect(vipDialogCatalog['zh-CN']['vip.tab.points']).toBe('积分套餐');
    expect(vipDialogCatalog['zh-CN']['vip.buy']).toBe('立即购买');
    expect(vipDialogCatalog['zh-CN']['vip.redeem']).toBe('卡密兑换');
  });

  it('has the same keys in every language; English without Han characters', () => {
    const keys = Object.keys(vipDialogCatalog['zh-CN']).sort();
    for (const locale of flowLocales) expect(Object.keys(vipDialogCatalog[locale]).sort()).toEqual(keys);
    for (const text of Object.values(vipDialogCatalog.en)) expect(text).not.toMatch(/\p{Script=Han}/u);
  });

  it('keeps the visible 立即购买 / 暂未开放购买 at the start of each button name (label in name)', () => {
    for (const locale of flowLocales) {
      expect(vipDialogCatalog[locale]['vip.buyPackage'].startsWith(vipDialogCatalog[locale]['vip.buy'])).toBe(true);
      expect(vipDialogCatalog[locale]['vip.unavailablePackage'].startsWith(vipDialogCatalog[locale]['vip.unavailable'])).toBe(true);
    }
  });
});
